import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { ResendVerificationButton } from '@web/components/resend-verification-button';
import { SignOutDialog } from '@web/components/sign-out-dialog';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { setAuthReturnPath } from '@web/lib/auth/auth-return';
import { useSession } from '@web/lib/auth/session';
import {
  invitationPreviewQueryOptions,
  useAcceptInvitation,
  type InvitationPreview,
} from '@web/lib/household/household-query';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { Link, useLocation, useNavigate, useParams } from '@web/lib/router';
import { InvitationForVisitor } from './components/invitation-for-visitor';
import { InvitationLoadProblem, InvitationLoading, JoinPageFrame, Problem } from './components/join-page-frame';
import { SLOT, withStrong } from './components/role-parts';
import { messages, serverText } from './messages';

const { t } = messages;

/** Signs out and comes back to this link, to sign in (or sign up) with the invited address. */
function SignOutToAccept() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        {t('join.signOut')}
      </Button>
      <SignOutDialog open={open} onOpenChange={setOpen} to={pathname} />
    </>
  );
}

const OpenHousehold = () => (
  <Button asChild variant="outline" className="min-h-11">
    <Link to="/household">{t('join.open')}</Link>
  </Button>
);

function JoinForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const join = async () => {
    try {
      await accept.mutateAsync({ token });
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Joining a household failed', err);
      toast.error(t('join.failed'), serverText(expectedErrorMessage(err)) ?? t('join.failedText'));
      // Refused for what changed meanwhile (the address, the ownership, the link): the page shows it.
      if (isApiError(err))
        void queryClient.invalidateQueries({ queryKey: invitationPreviewQueryOptions(token).queryKey });
      return;
    }
    toast.success(t('join.joined'));
    void navigate('/household', { replace: true });
  };

  return (
    <form
      noValidate
      aria-label={t('join.form')}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (isOnline()) void join();
      }}
    >
      <p className="text-sm text-muted-foreground">
        {t(preview.suppliesStay ? 'join.suppliesStay' : 'join.suppliesCome')}
      </p>
      <div className="*:max-sm:w-full">
        <OnlineOnly>
          <Button type="submit" variant="tactical" size="lg" className="max-sm:w-full" disabled={accept.isPending}>
            <UsersIcon aria-hidden="true" />
            {t(accept.isPending ? 'join.joining' : 'join.button')}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}

function PreviewContent({ token, preview }: { token: string; preview: InvitationPreview }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { queryKey } = invitationPreviewQueryOptions(token);
  const inviter = preview.inviter ?? t('join.someone');
  const me = session.data?.user?.email;
  return (
    <Panel title={t('join.invitation')} statusLabel={t('join.pending')}>
      <div className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-lg font-semibold break-words">{t(`join.invited.${preview.role}`, { inviter })}</p>
          <p className="text-sm text-muted-foreground">
            {t('join.share')} {t(`join.role.${preview.role}`)}
          </p>
        </div>
        {preview.alreadyMember ? (
          <Problem title={t('join.alreadyTitle')}>
            <p className="text-sm">{t('join.already')}</p>
            <OpenHousehold />
          </Problem>
        ) : !preview.emailMatches ? (
          <Problem title={t('join.wrongTitle')}>
            <p className="text-sm">{t('error.invitationWrongAccount')}</p>
            <p className="text-sm text-muted-foreground break-words">
              {withStrong(
                me ? t('join.sentToSignedIn', { email: SLOT, me }) : t('join.sentTo', { email: SLOT }),
                preview.email,
                'text-foreground',
              )}
            </p>
            <SignOutToAccept />
          </Problem>
        ) : preview.mustVerifyEmail ? (
          <Problem title={t('join.verifyTitle')}>
            <p className="text-sm">{t('error.verifyEmailFirst')}</p>
            <p className="text-sm text-muted-foreground break-words">{t('join.verifyFor', { email: preview.email })}</p>
            <ResendVerificationButton onVerified={() => void queryClient.invalidateQueries({ queryKey })} />
          </Problem>
        ) : preview.lastOwner ? (
          <Problem title={t('join.handOverTitle')}>
            <p className="text-sm">{t('error.lastOwner')}</p>
            <p className="text-sm text-muted-foreground">{t('join.handOver')}</p>
            <OpenHousehold />
          </Problem>
        ) : (
          <JoinForm token={token} preview={preview} />
        )}
      </div>
    </Panel>
  );
}

/**
 * /household/join/:token, the link of an invitation email (docs/product.md#households): who
 * invited whom as what; the invited account joins (its supplies come along when it was alone in
 * its household, else they stay there), once its address is confirmed (mail on) and, for the last
 * owner of a shared household, once it is handed over. The token goes in request bodies, never in
 * an API URL.
 */
function SignedInJoin() {
  const { token = '' } = useParams();
  const query = useQuery(invitationPreviewQueryOptions(token));

  let content;
  if (query.data) {
    content = <PreviewContent token={token} preview={query.data} />;
  } else if (query.isError) {
    content = (
      <InvitationLoadProblem
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        action={<OpenHousehold />}
      />
    );
  } else {
    content = <InvitationLoading />;
  }

  return <JoinPageFrame back={{ to: '/dashboard', label: t('page.back') }}>{content}</JoinPageFrame>;
}

/** Signed in without a profile yet: the profile first, then back here (decision 0261). */
function ProfileFirst() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    setAuthReturnPath(pathname);
    void navigate('/complete-profile', { replace: true });
  }, [navigate, pathname]);
  return null;
}

/**
 * A public route: signed out, the invitation's offer (who invited you, sign up or sign in, and
 * back here); signed in without a profile, the profile first; else the join form.
 */
export function Component() {
  const { token = '' } = useParams();
  const session = useSession();
  if (session.isPending) {
    return (
      <div className="flex min-h-svh items-center justify-center bg-background">
        <Spinner size="lg" label={t('join.checking')} />
      </div>
    );
  }
  if (!session.data?.user) return <InvitationForVisitor token={token} />;
  if (!session.data.profile) return <ProfileFirst />;
  return <SignedInJoin />;
}
