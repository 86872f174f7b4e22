import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { usersQueryOptions } from '../api/admin-api';
import { whenLabel } from './format';
import { InviteForm } from './invite-form';
import { UserActions } from './user-actions';

/** The accounts, searched by email or name, 25 at a time in email order. */
export function UsersPanel({ selfEmail, mailEnabled }: { selfEmail: string; mailEnabled: boolean }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useInfiniteQuery(usersQueryOptions(q));
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];

  return (
    <Panel title="Accounts" statusLabel="Accounts">
      <div className="grid gap-4">
        <InviteForm mailEnabled={mailEnabled} />
        <FormField label="Search accounts" description="By email address or name.">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormField>
        {query.isPending ? (
          <Skeleton className="h-40" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The accounts could not be loaded: {query.error.message}
          </p>
        ) : users.length === 0 ? (
          <p className="text-sm text-muted-foreground">No account matches.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Accounts">
            {users.map((u) => (
              <li key={u.id} className="grid gap-2 border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold wrap-anywhere">{u.email}</span>
                  {u.emailVerified ? (
                    <Badge variant="good">Confirmed</Badge>
                  ) : (
                    <Badge variant="low">Not confirmed</Badge>
                  )}
                  {u.admin ? <Badge variant="secondary">Administrator</Badge> : null}
                  {u.disabled ? <Badge variant="critical">Disabled</Badge> : null}
                </div>
                <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
                  <div>
                    <dt className="inline">Name: </dt>
                    <dd className="inline wrap-anywhere">{u.name || 'None given'}</dd>
                  </div>
                  <div>
                    <dt className="inline">Created: </dt>
                    <dd className="inline">{whenLabel(u.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Last sign-in: </dt>
                    <dd className="inline">{whenLabel(u.lastSignInAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Household: </dt>
                    <dd className="inline wrap-anywhere">{u.household ?? 'None'}</dd>
                  </div>
                  <div>
                    <dt className="inline">Two-factor sign-in: </dt>
                    <dd className="inline">{u.twoFactor ? 'On' : 'Off'}</dd>
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
            {query.isFetchingNextPage ? 'Loading…' : 'Show more accounts'}
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}
