import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { usersQueryOptions } from '../api/admin-api';
import { messages } from '../messages';
import { whenLabel } from './format';
import { InviteForm } from './invite-form';
import { UserActions } from './user-actions';

const { t } = messages;

/** The accounts, searched by email or name, 25 at a time in email order. */
export function UsersPanel({ selfEmail, mailEnabled }: { selfEmail: string; mailEnabled: boolean }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useInfiniteQuery(usersQueryOptions(q));
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];

  return (
    <Panel title={t('users.title')} statusLabel={t('users.title')}>
      <div className="grid gap-4">
        <InviteForm mailEnabled={mailEnabled} />
        <FormField label={t('users.search')} description={t('users.searchHint')}>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormField>
        {query.isPending ? (
          <Skeleton className="h-40" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('users.loadFailed', { message: query.error.message })}
          </p>
        ) : users.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('users.none')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('users.title')}>
            {users.map((u) => (
              <li key={u.id} className="grid gap-2 border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold wrap-anywhere">{u.email}</span>
                  {u.emailVerified ? (
                    <Badge variant="good">{t('users.confirmed')}</Badge>
                  ) : (
                    <Badge variant="low">{t('users.notConfirmed')}</Badge>
                  )}
                  {u.admin ? <Badge variant="secondary">{t('users.admin')}</Badge> : null}
                  {u.disabled ? <Badge variant="critical">{t('users.disabled')}</Badge> : null}
                </div>
                <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
                  <div>
                    <dt className="inline">{t('users.name')}</dt>
                    <dd className="inline wrap-anywhere">{u.name || t('users.noName')}</dd>
                  </div>
                  <div>
                    <dt className="inline">{t('users.created')}</dt>
                    <dd className="inline">{whenLabel(u.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline">{t('users.lastSignIn')}</dt>
                    <dd className="inline">{whenLabel(u.lastSignInAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline">{t('users.household')}</dt>
                    <dd className="inline wrap-anywhere">
                      {u.household
                        ? t('users.householdOf', {
                            owner: u.household.owner,
                            role: t(`users.role.${u.household.role}`),
                          })
                        : t('users.noHousehold')}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">{t('users.twoFactor')}</dt>
                    <dd className="inline">{u.twoFactor ? t('users.on') : t('users.off')}</dd>
                  </div>
                </dl>
                <UserActions user={u} self={u.email === selfEmail} />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('loadingMore') : t('users.more')}
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}
