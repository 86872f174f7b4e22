import { useQuery } from '@tanstack/react-query';
import { LogInIcon, UserPlusIcon } from 'lucide-react';
import { ROLE_DESCRIPTION, ROLE_LABEL } from '@shared/households/roles';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';
import { invitationLookupQueryOptions, type InvitationLookup } from '@web/lib/household/household-query';
import { Link, useLocation } from '@web/lib/router';
import { InvitationLoadProblem, InvitationLoading, JoinPageFrame } from './join-page-frame';
import { ROLE_WITH_ARTICLE } from './role-parts';

const preload = { onPointerEnter: preloadAuthDialogs, onFocus: preloadAuthDialogs };

function Offer({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const { pathname } = useLocation();
  const { email } = invitation;
  return (
    <Panel title="Invitation" statusLabel="Pending">
      <div className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-lg font-semibold wrap-anywhere">
            {invitation.inviter ?? 'Someone'} invited you to their household as {ROLE_WITH_ARTICLE[invitation.role]}.
          </p>
          <p className="text-sm text-muted-foreground">
            Members share one set of supplies, one readiness figure and one family emergency plan.{' '}
            {ROLE_LABEL[invitation.role]}: {ROLE_DESCRIPTION[invitation.role].toLowerCase()}
          </p>
        </div>
        <p className="text-sm wrap-anywhere">
          It was sent to <strong>{email}</strong>. Join the squad with that address to accept it, or sign in if it has
          an account already. You come back here once you are in.
        </p>
        <div className="flex flex-wrap gap-3 *:max-sm:w-full">
          <Button
            variant="tactical"
            size="lg"
            {...preload}
            // The token goes with the sign-up so the emailed link returns here (decision 0261).
            onClick={() => openAuthDialog('sign-up', { email, returnTo: pathname, invitation: token })}
          >
            <UserPlusIcon aria-hidden="true" />
            Join the squad
          </Button>
          <Button
            variant="outline"
            size="lg"
            {...preload}
            onClick={() => openAuthDialog('sign-in', { email, returnTo: pathname })}
          >
            <LogInIcon aria-hidden="true" />
            Sign in
          </Button>
        </div>
      </div>
    </Panel>
  );
}

/**
 * /household/join/:token signed out (docs/product.md#households): who invited the visitor to
 * which household as what, and the way in: sign up with the invited address (filled in) or sign
 * in, then back here. The token is never shown; the API gets it in a request body.
 */
export function InvitationForVisitor({ token }: { token: string }) {
  const query = useQuery(invitationLookupQueryOptions(token));

  let content;
  if (query.data) {
    content = <Offer token={token} invitation={query.data} />;
  } else if (query.isError) {
    content = (
      <InvitationLoadProblem
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        action={
          <Button asChild variant="outline" className="min-h-11">
            <Link to="/">Go to the home page</Link>
          </Button>
        }
      />
    );
  } else {
    content = <InvitationLoading />;
  }

  return <JoinPageFrame back={{ to: '/', label: 'Back to Holdfast' }}>{content}</JoinPageFrame>;
}
