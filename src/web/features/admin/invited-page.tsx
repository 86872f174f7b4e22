import { UserPlusIcon } from 'lucide-react';
import { ADMIN_INVITATION_DAYS } from '@shared/admin/constants';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';
import { Link, useParams, useSearchParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { messages } from './messages/invited';

const { t } = messages;

/**
 * /invited/:token, the link of an administrator's invitation email (decision 284): create an
 * account with the invited address, whatever the server's sign-up policy. The token goes with the
 * sign-up in its body; the server checks it is usable and for that address.
 */
export function Component() {
  useDocumentTitle(t('documentTitle'));
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <div className="bg-tactical-grid flex min-h-svh items-center justify-center bg-background p-4 text-foreground">
      <main className="grid w-full max-w-lg gap-6">
        <Panel title={t('panel')} statusLabel={t('status')}>
          <div className="grid gap-4">
            <h1 className="text-xl font-bold">{t('title')}</h1>
            <p className="text-sm wrap-anywhere">
              {email ? (
                <>
                  {t('sentToBefore')}
                  <strong>{email}</strong>
                  {t('sentToAfter')}
                </>
              ) : (
                t('noEmail')
              )}{' '}
              {t('once', { days: ADMIN_INVITATION_DAYS })}
            </p>
            <div className="flex flex-wrap gap-3 *:max-sm:w-full">
              <Button
                variant="tactical"
                size="lg"
                onPointerEnter={preloadAuthDialogs}
                onFocus={preloadAuthDialogs}
                onClick={() => openAuthDialog('sign-up', { ...(email ? { email } : {}), invitation: token })}
              >
                <UserPlusIcon aria-hidden="true" />
                {t('create')}
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/">{t('haveAccount')}</Link>
              </Button>
            </div>
          </div>
        </Panel>
      </main>
    </div>
  );
}
