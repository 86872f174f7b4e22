import { UserPlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';
import { Link, useParams, useSearchParams } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * /invited/:token, the link of an administrator's invitation email (decision 284): create an
 * account with the invited address, whatever the server's sign-up policy. The token goes with the
 * sign-up in its body; the server checks it is usable and for that address.
 */
export function Component() {
  useDocumentTitle('You are invited');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <div className="bg-tactical-grid flex min-h-svh items-center justify-center bg-background p-4 text-foreground">
      <main className="grid w-full max-w-lg gap-6">
        <Panel title="Invitation" statusLabel="Pending">
          <div className="grid gap-4">
            <h1 className="text-xl font-bold">You are invited to this Holdfast server</h1>
            <p className="text-sm wrap-anywhere">
              {email ? (
                <>
                  The invitation was sent to <strong>{email}</strong>. Create your account with that address.
                </>
              ) : (
                'Create your account with the address the invitation was sent to.'
              )}{' '}
              The link works once, for 7 days.
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
                Create your account
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/">I have an account</Link>
              </Button>
            </div>
          </div>
        </Panel>
      </main>
    </div>
  );
}
