import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
import { messages } from './messages';

const { t } = messages;

/** What anyone but an administrator sees at /admin: the app's usual 404 (the API answers 404 too). */
function NotAnAdmin() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 text-center text-foreground">
      <p className="font-mono text-sm tracking-[0.4em] text-primary">{t('notFound.eyebrow')}</p>
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">
        {t('notFound.before')}
        <code className="font-mono break-all text-accent">/admin</code>
        {t('notFound.after')}
      </p>
      <Button asChild variant="tactical" size="lg">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </main>
  );
}

/** Two-factor sign-in is required for administrators and this one's is off: off to set it up (decision 0286). */
function TurnOnTwoFactorFirst() {
  useEffect(() => {
    toast.error(t('twoFactorFirst'), t('twoFactorFirstText'));
  }, []);
  return <Navigate to="/profile-settings#sign-in-security" replace />;
}

/** /admin (docs/product.md#administration, decision 284): administrators only. */
export function Component() {
  useDocumentTitle(t('title'));
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
        title={t('loadFailed')}
        message={instance.error.message}
        onRetry={() => void instance.refetch()}
        retrying={instance.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('back')} />
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-3">
          <p className="font-tactical text-xs text-primary">{t('eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('lead')}</p>
        </div>
        {content}
      </main>
    </div>
  );
}
