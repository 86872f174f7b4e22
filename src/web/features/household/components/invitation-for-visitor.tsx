import { useQuery } from '@tanstack/react-query';
import { LogInIcon, UserPlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { openAuthDialog, preloadAuthDialogs } from '@web/lib/auth/auth-dialogs';
import { invitationLookupQueryOptions, type InvitationLookup } from '@web/lib/household/household-query';
import { Link, useLocation } from '@web/lib/router';
import { messages } from '../messages';
import { InvitationLoadProblem, InvitationLoading, JoinPageFrame } from './join-page-frame';
import { SLOT, withStrong } from './role-parts';

const { t } = messages;

const preload = { onPointerEnter: preloadAuthDialogs, onFocus: preloadAuthDialogs };

function Offer({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const { pathname } = useLocation();
  const { email } = invitation;
  return (
    <Panel title={t('join.invitation')} statusLabel={t('join.pending')}>
      <div className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-lg font-semibold wrap-anywhere">
            {t(`join.invited.${invitation.role}`, { inviter: invitation.inviter ?? t('join.someone') })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('join.share')} {t(`join.role.${invitation.role}`)}
          </p>
        </div>
        <p className="text-sm wrap-anywhere">{withStrong(t('join.visitor', { email: SLOT }), email)}</p>
        <div className="flex flex-wrap gap-3 *:max-sm:w-full">
          <Button
            variant="tactical"
            size="lg"
            {...preload}
            // The token goes with the sign-up so the emailed link returns here (decision 0261).
            onClick={() => openAuthDialog('sign-up', { email, returnTo: pathname, invitation: token })}
          >
            <UserPlusIcon aria-hidden="true" />
            {t('join.signUp')}
          </Button>
          <Button
            variant="outline"
            size="lg"
            {...preload}
            onClick={() => openAuthDialog('sign-in', { email, returnTo: pathname })}
          >
            <LogInIcon aria-hidden="true" />
            {t('join.signIn')}
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
            <Link to="/">{t('join.goHome')}</Link>
          </Button>
        }
      />
    );
  } else {
    content = <InvitationLoading />;
  }

  return <JoinPageFrame back={{ to: '/', label: t('join.backHome') }}>{content}</JoinPageFrame>;
}
