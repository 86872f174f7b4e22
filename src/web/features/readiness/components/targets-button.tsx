import { useState } from 'react';
import { targetsFromGoal } from '@shared/readiness/calculator';
import { READINESS_MESSAGES, type SavedHousehold } from '@shared/readiness/schemas';
import type { Resource } from '@shared/resources/schemas';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { isSessionExpired } from '@web/lib/api';
import { useSetTargets } from '../api/readiness-api';

const number = (n: number) => n.toLocaleString('en-US');

/**
 * "Set targets from my goal": the water rows' targets become what the goal needs, the food rows'
 * share its kcal (shared/readiness/calculator.ts). Asks first, listing every change.
 */
export function TargetsButton({ household, resources }: { household: SavedHousehold; resources: readonly Resource[] }) {
  const [open, setOpen] = useState(false);
  const setTargets = useSetTargets();
  const changes = targetsFromGoal(household, household.pets, household, resources)
    .map((t) => ({ ...t, row: resources.find((r) => r.id === t.id)! }))
    .filter((t) => t.row.targetQuantity !== t.targetQuantity);

  const apply = () => {
    setOpen(false);
    setTargets.mutate(
      changes.map(({ id, targetQuantity }) => ({ id, targetQuantity })),
      {
        onSuccess: () => toast.success(READINESS_MESSAGES.targetsSet),
        onError: (err) => {
          if (!isSessionExpired(err)) toast.error('Error', READINESS_MESSAGES.targetsFailed);
        },
      },
    );
  };

  return (
    <div className="grid gap-2 print:hidden">
      <div>
        <OnlineOnly household>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={changes.length === 0 || setTargets.isPending}
            onClick={() => setOpen(true)}
          >
            Set targets from my goal
          </Button>
        </OnlineOnly>
      </div>
      <p className="text-xs text-muted-foreground">
        {changes.length === 0
          ? 'Your water and food targets already match your goal.'
          : 'Sets the targets of your water and food supplies to what the goal needs. You can still edit any target.'}
      </p>
      <ConfirmDialog
        open={open}
        title="Set targets from your goal?"
        description={
          <span className="grid gap-1">
            <span>These targets change:</span>
            {changes.map((c) => (
              <span key={c.id} className="block">
                {c.row.name}: {number(c.row.targetQuantity)} → {number(c.targetQuantity)} {c.row.unit}
              </span>
            ))}
          </span>
        }
        confirmLabel="Set targets"
        onlineOnly
        onCancel={() => setOpen(false)}
        onConfirm={apply}
      />
    </div>
  );
}
