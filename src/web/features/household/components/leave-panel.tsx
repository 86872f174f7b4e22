import { LogOutIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { useLeaveHousehold, type Household } from '@web/lib/household/household-query';
import { logUnexpected } from '@web/lib/log-unexpected';
import { messages, serverText } from '../messages';

const { t } = messages;

/** Why the user cannot leave, or null (the same rules as POST /api/household/leave). */
export function leaveBlockedBy(household: Household): string | null {
  if (household.members.length <= 1) return t('error.alone');
  const owners = household.members.filter((m) => m.role === 'owner').length;
  if (household.role === 'owner' && owners <= 1) return t('error.lastOwner');
  return null;
}

/** "Leave household", for every member; the household keeps its supplies. */
export function LeavePanel({ household }: { household: Household }) {
  const leave = useLeaveHousehold();
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const blocked = leaveBlockedBy(household);

  const confirm = async () => {
    setAsking(false);
    try {
      await leave.mutateAsync();
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Leaving the household failed', err);
      toast.error(t('leave.failed'), serverText(expectedErrorMessage(err)) ?? t('leave.failedText'));
      return;
    }
    toast.success(t('leave.done'), t('leave.doneText'));
  };

  return (
    <Panel title={t('leave.title')} status="offline">
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">{t('leave.text')}</p>
        <OnlineOnly>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={blocked !== null || leave.isPending}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => setAsking(true)}
          >
            <LogOutIcon aria-hidden="true" />
            {t('leave.button')}
          </Button>
        </OnlineOnly>
        {blocked ? (
          <p id={reasonId} className="text-sm">
            {blocked}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('leave.confirmTitle')}
        description={t('leave.confirmText')}
        confirmLabel={t('leave.button')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Panel>
  );
}
