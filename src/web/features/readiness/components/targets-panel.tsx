import { READINESS_MESSAGES } from '@shared/readiness/messages';
import { formatAmount } from '@shared/readiness/units';
import type { Resource } from '@shared/resources/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { isSessionExpired } from '@web/lib/api';
import { useFollowGoal } from '../api/readiness-api';

const amount = (r: Resource) => `${formatAmount(r.targetQuantity, 0)} ${r.unit}`;

/**
 * The water and food targets this goal gives (decision 0292): they follow the household and goal
 * with nothing to press; a row with the user's own target keeps it and can follow again.
 */
export function TargetsPanel({ resources }: { resources: readonly Resource[] }) {
  const follow = useFollowGoal();
  const following = resources.filter((r) => r.followsGoal);
  const own = resources.filter((r) => r.ownTarget && (r.litresPerUnit !== null || r.kcalPerUnit !== null));
  if (following.length === 0 && own.length === 0) return null;

  const followAgain = (row: Resource) =>
    follow.mutate(row.id, {
      onSuccess: () => toast.success(READINESS_MESSAGES.followGoal, row.name),
      onError: (err) => {
        if (!isSessionExpired(err)) toast.error('Error', READINESS_MESSAGES.followGoalFailed);
      },
    });

  return (
    <Panel title="Targets from your goal" className="print:hidden">
      <div className="grid gap-3 text-sm">
        {following.length > 0 ? (
          <>
            <p className="text-muted-foreground">
              Your water and food targets on the tracker follow your household and this goal; they change when either
              does.
            </p>
            <ul aria-label="Targets that follow your goal" className="grid gap-1">
              {following.map((r) => (
                <li key={r.id}>
                  {r.name}: <span className="font-mono">{amount(r)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {own.length > 0 ? (
          <>
            <p className="text-muted-foreground">Your own targets, kept whatever the goal (they count toward it):</p>
            <ul aria-label="Your own targets" className="grid gap-2">
              {own.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span>
                    {r.name}: <span className="font-mono">{amount(r)}</span>
                  </span>
                  <OnlineOnly household>
                    <Button
                      type="button"
                      variant="outline"
                      className="min-h-11"
                      aria-label={`Follow my goal again: ${r.name}`}
                      disabled={follow.isPending}
                      onClick={() => followAgain(r)}
                    >
                      Follow my goal again
                    </Button>
                  </OnlineOnly>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Panel>
  );
}
