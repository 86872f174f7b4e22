import { XIcon } from 'lucide-react';
import { OnlineOnly } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { useConfig } from '@web/lib/config';
import { useRevokeInvitation, type Household } from '@web/lib/household/household-query';
import { logUnexpected } from '@web/lib/log-unexpected';
import { messages, serverText } from '../messages';
import { dayLabel } from './role-parts';

const { t } = messages;

type Invitation = Household['invitations'][number];

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const click = async () => {
    try {
      await revoke.mutateAsync(invitation.id);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Revoking an invitation failed', err);
      toast.error(t('revoke.failed'), serverText(expectedErrorMessage(err)) ?? t('revoke.failedText'));
      return;
    }
    toast.success(t('revoke.done'), t('revoke.doneText', { email: invitation.email }));
  };
  return (
    <OnlineOnly>
      <Button
        type="button"
        variant="outline"
        className="min-h-11"
        aria-label={t('revoke.label', { email: invitation.email })}
        disabled={revoke.isPending}
        onClick={() => void click()}
      >
        <XIcon aria-hidden="true" />
        {t('revoke.button')}
      </Button>
    </OnlineOnly>
  );
}

/** "Pending invitations": sent, not yet used, revoked or expired. Owners revoke them here. */
export function InvitationsPanel({ household }: { household: Household }) {
  const owner = household.role === 'owner';
  const mailOff = useConfig().data?.mailEnabled === false;
  return (
    <Panel title={t('invitations.title')} status={household.invitations.length > 0 ? 'standby' : 'offline'}>
      {owner && mailOff && household.invitations.length > 0 ? (
        // Only the link's hash is kept (decision 0262): it was shown once, to the owner who made it.
        <p className="mb-3 text-sm text-muted-foreground">{t('invitations.mailOff')}</p>
      ) : null}
      {household.invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invitations.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {household.invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="grid gap-2 border-s-2 border-border ps-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-all">
                  {invitation.email}
                  <Badge variant="outline">{t(`role.${invitation.role}`)}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('invitations.expires')}{' '}
                  <time dateTime={invitation.expiresAt}>{dayLabel(invitation.expiresAt)}</time>
                  {invitation.invitedBy ? ` · ${t('invitations.invitedBy', { name: invitation.invitedBy })}` : null}
                </p>
              </div>
              {owner ? <RevokeButton invitation={invitation} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
