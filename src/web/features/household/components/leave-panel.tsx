import { LogOutIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { HOUSEHOLD_MESSAGES } from '@shared/households/roles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { useLeaveHousehold, type Household } from '@web/lib/household/household-query';
import { logUnexpected } from '@web/lib/log-unexpected';

/** Why the user cannot leave, or null (the same rules as POST /api/household/leave). */
export function leaveBlockedBy(household: Household): string | null {
  if (household.members.length <= 1) return HOUSEHOLD_MESSAGES.alone;
  const owners = household.members.filter((m) => m.role === 'owner').length;
  if (household.role === 'owner' && owners <= 1) return HOUSEHOLD_MESSAGES.lastOwner;
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
      toast.error(
        'You are still in the household',
        expectedErrorMessage(err) ?? 'Leaving the household failed. Please try again.',
      );
      return;
    }
    toast.success('You left the household', 'You now have an empty household of your own.');
  };

  return (
    <Panel title="Leave" status="offline">
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">
          Leaving ends your access to this household&apos;s supplies, readiness and family plan at once. You get an
          empty household of your own; the supplies stay here.
        </p>
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
            Leave household
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
        title="Leave the household?"
        description="Your access to its supplies, readiness and family plan ends at once, and you get an empty household of your own. The supplies stay with the household. To come back, an owner has to invite you again."
        confirmLabel="Leave household"
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Panel>
  );
}
