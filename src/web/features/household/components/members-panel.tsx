import { UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import { HOUSEHOLD_ROLES, type HouseholdRole } from '@shared/households/roles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly } from '@web/components/online-only';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import {
  useRemoveMember,
  useSetMemberRole,
  type Household,
  type HouseholdMember,
} from '@web/lib/household/household-query';
import { logUnexpected } from '@web/lib/log-unexpected';
import { messages, serverText } from '../messages';
import { selectClass } from './role-parts';

const { t } = messages;

/** An owner's control over one member's role: saved as soon as it changes. */
function RoleSelect({ member }: { member: HouseholdMember }) {
  const setRole = useSetMemberRole();
  const busy = setRole.isPending && setRole.variables?.userId === member.userId;

  const change = async (role: HouseholdRole) => {
    try {
      await setRole.mutateAsync({ userId: member.userId, role });
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Changing a role failed', err);
      toast.error(t('members.roleFailed'), serverText(expectedErrorMessage(err)) ?? t('members.roleFailedText'));
      return;
    }
    toast.success(member.isMe ? t(`members.nowMe.${role}`) : t(`members.now.${role}`, { name: member.name }));
  };

  return (
    <FormField
      label={
        <>
          <span className="sr-only">{t('members.roleOf', { name: member.name })}</span>
          <span aria-hidden="true">{t('role')}</span>
        </>
      }
      description={t(`roleDescription.${member.role}`)}
      className="sm:w-56"
    >
      {(control) => (
        <OnlineOnly>
          <select
            {...control}
            className={selectClass}
            // The saved role: a refused change (the last owner) shows the role it still is.
            value={member.role}
            disabled={busy}
            onChange={(e) => void change(e.target.value as HouseholdRole)}
          >
            {HOUSEHOLD_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </OnlineOnly>
      )}
    </FormField>
  );
}

function RemoveMember({ member }: { member: HouseholdMember }) {
  const remove = useRemoveMember();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    setAsking(false);
    try {
      await remove.mutateAsync(member.userId);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Removing a member failed', err);
      toast.error(
        t('members.removeFailed'),
        serverText(expectedErrorMessage(err)) ?? t('notRemoved', { name: member.name }),
      );
      return;
    }
    toast.success(t('members.removed', { name: member.name }));
  };

  return (
    <>
      <OnlineOnly>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={remove.isPending}
          onClick={() => setAsking(true)}
        >
          <UserMinusIcon aria-hidden="true" />
          {t('members.remove', { name: member.name })}
        </Button>
      </OnlineOnly>
      <ConfirmDialog
        open={asking}
        title={t('members.removeTitle', { name: member.name })}
        description={t('members.removeText', { name: member.name })}
        confirmLabel={t('remove')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** "Members": everyone with their role; an owner changes roles and removes members here. */
export function MembersPanel({ household }: { household: Household }) {
  const owner = household.role === 'owner';
  return (
    <Panel title={t('members.title')} statusLabel={t('members.count', { count: household.members.length })}>
      {owner ? null : <p className="mb-4 text-sm text-muted-foreground">{t('members.ownerOnly')}</p>}
      <ul className="grid gap-3">
        {household.members.map((member) => (
          <li
            key={member.userId}
            data-member={member.email}
            className="grid gap-3 border-s-2 border-border ps-3 sm:grid-cols-[1fr_auto] sm:items-start"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                <span className="min-w-0">{member.name}</span>
                {member.isMe ? <Badge variant="secondary">{t('members.you')}</Badge> : null}
                {owner ? null : <Badge variant="outline">{t(`role.${member.role}`)}</Badge>}
              </p>
              <p className="text-sm break-all text-muted-foreground">{member.email}</p>
              {owner ? null : <p className="text-xs text-muted-foreground">{t(`roleDescription.${member.role}`)}</p>}
            </div>
            {owner ? (
              <div className="grid gap-2 sm:justify-items-end">
                <RoleSelect member={member} />
                {member.isMe ? null : <RemoveMember member={member} />}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
