import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TWO_FACTOR_MESSAGES } from '@shared/account/messages';
import { API_ERROR_CODES } from '@shared/error-codes';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/list-load-error';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { isApiError } from '@web/lib/api';
import { useSession } from '@web/lib/auth/session';
import { Link, Navigate } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { instanceQueryOptions } from './api/admin-api';
import { AdminTwoFactorPanel } from './components/admin-two-factor-panel';
import { AuditPanel } from './components/audit-panel';
import { InstancePanel } from './components/instance-panel';
import { SignupPolicyPanel } from './components/signup-policy-panel';
import { UsersPanel } from './components/users-panel';

/** What anyone but an administrator sees at /admin: the app's usual 404 (the API answers 404 too). */
function NotAnAdmin() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-sm tracking-[0.4em] text-primary">404 // GRID SQUARE UNKNOWN</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        Nothing is stationed at <code className="font-mono break-all text-accent">/admin</code>.
      </p>
      <Button asChild variant="tactical" size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}

/** Two-factor sign-in is required for administrators and this one's is off: off to set it up (decision 0286). */
function TurnOnTwoFactorFirst() {
  useEffect(() => {
    toast.error('Turn on two-factor sign-in first', TWO_FACTOR_MESSAGES.adminRequired);
  }, []);
  return <Navigate to="/profile-settings#sign-in-security" replace />;
}

/** /admin (docs/product.md#administration, decision 284): administrators only. */
export function Component() {
  useDocumentTitle('Administration');
  const instance = useQuery(instanceQueryOptions);
  const session = useSession();
  if (instance.isError && isApiError(instance.error, 'not_found')) return <NotAnAdmin />;
  if (instance.isError && isApiError(instance.error, API_ERROR_CODES.twoFactorRequired)) {
    return <TurnOnTwoFactorFirst />;
  }

  let content;
  if (instance.data) {
    content = (
      <>
        <InstancePanel instance={instance.data} />
        <SignupPolicyPanel signups={instance.data.signups} />
        <AdminTwoFactorPanel required={instance.data.requireAdminTwoFactor} />
        <UsersPanel selfEmail={session.data?.user?.email ?? ''} mailEnabled={instance.data.mailEnabled} />
        <AuditPanel />
      </>
    );
  } else if (instance.isError) {
    content = (
      <ListLoadError
        title="Failed to Load the Server's Details"
        message={instance.error.message}
        onRetry={() => void instance.refetch()}
        retrying={instance.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          Loading
        </p>
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-3">
          <p className="font-tactical text-xs text-primary">Administrators only</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">Administration</h1>
          <p className="max-w-2xl text-muted-foreground">
            Who may sign up, the accounts, and how the server is doing. Everything you do here is in the audit log.
          </p>
        </div>
        {content}
      </main>
    </div>
  );
}
