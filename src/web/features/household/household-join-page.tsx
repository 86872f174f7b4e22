import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HOUSEHOLD_MESSAGES, ROLE_DESCRIPTION, ROLE_LABEL } from '@shared/households/roles';
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
import { ROLE_WITH_ARTICLE } from './components/role-parts';

/** Signs out and comes back to this link, to sign in (or sign up) with the invited address. */
function SignOutToAccept() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        Sign out
      </Button>
      <SignOutDialog open={open} onOpenChange={setOpen} to={pathname} />
    </>
  );
}

const OpenHousehold = () => (
  <Button asChild variant="outline" className="min-h-11">
    <Link to="/household">Open your household</Link>
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
      toast.error('You did not join', expectedErrorMessage(err) ?? 'Joining the household failed. Please try again.');
      // Refused for what changed meanwhile (the address, the ownership, the link): the page shows it.
      if (isApiError(err))
        void queryClient.invalidateQueries({ queryKey: invitationPreviewQueryOptions(token).queryKey });
      return;
    }
    toast.success('You joined the household');
    void navigate('/household', { replace: true });
  };

  return (
    <form
      noValidate
      aria-label="Join the household"
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (isOnline()) void join();
      }}
    >
      <p className="text-sm text-muted-foreground">
        {preview.suppliesStay ? (
          <>
            You share your current household with others, so your supplies stay with it. You start with the supplies of
            the household you join.
          </>
        ) : (
          <>
            You are the only member of your current household, so your supplies come along: merged by name into the
            household&apos;s. Your family plan comes too when the household has none.
          </>
        )}
      </p>
      <div className="*:max-sm:w-full">
        <OnlineOnly>
          <Button type="submit" variant="tactical" size="lg" className="max-sm:w-full" disabled={accept.isPending}>
            <UsersIcon aria-hidden="true" />
            {accept.isPending ? 'Joining...' : 'Join household'}
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
  const inviter = preview.inviter ?? 'Someone';
  return (
    <Panel title="Invitation" statusLabel="Pending">
      <div className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-lg font-semibold break-words">
            {inviter} invited you to their household as {ROLE_WITH_ARTICLE[preview.role]}.
          </p>
          <p className="text-sm text-muted-foreground">
            Members share one set of supplies, one readiness figure and one family emergency plan.{' '}
            {ROLE_LABEL[preview.role]}: {ROLE_DESCRIPTION[preview.role].toLowerCase()}
          </p>
        </div>
        {preview.alreadyMember ? (
          <Problem title="Already a member">
            <p className="text-sm">You are already in this household.</p>
            <OpenHousehold />
          </Problem>
        ) : !preview.emailMatches ? (
          <Problem title="Another account">
            <p className="text-sm">{HOUSEHOLD_MESSAGES.invitationWrongAccount}</p>
            <p className="text-sm text-muted-foreground break-words">
              It was sent to <strong className="text-foreground">{preview.email}</strong>
              {session.data?.user ? `; you are signed in as ${session.data.user.email}` : ''}. Sign out, then sign in
              with {preview.email} (or create an account with it) and open the link again.
            </p>
            <SignOutToAccept />
          </Problem>
        ) : preview.mustVerifyEmail ? (
          <Problem title="Confirm your email first">
            <p className="text-sm">{HOUSEHOLD_MESSAGES.verifyEmailFirst}</p>
            <p className="text-sm text-muted-foreground break-words">
              The invitation is for {preview.email} only: confirming the address shows it is yours.
            </p>
            <ResendVerificationButton onVerified={() => void queryClient.invalidateQueries({ queryKey })} />
          </Problem>
        ) : preview.lastOwner ? (
          <Problem title="Hand over your household first">
            <p className="text-sm">{HOUSEHOLD_MESSAGES.lastOwner}</p>
            <p className="text-sm text-muted-foreground">
              You are the only owner of your current household, and others share it. Make one of them an owner on your
              household&apos;s page, then open this link again.
            </p>
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

  return <JoinPageFrame back={{ to: '/dashboard', label: 'Back to Dashboard' }}>{content}</JoinPageFrame>;
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
        <Spinner size="lg" label="Checking clearance…" />
      </div>
    );
  }
  if (!session.data?.user) return <InvitationForVisitor token={token} />;
  if (!session.data.profile) return <ProfileFirst />;
  return <SignedInJoin />;
}
