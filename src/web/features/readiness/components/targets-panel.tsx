import type { Resource } from '@shared/resources/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { isSessionExpired } from '@web/lib/api';
import { pageFormats } from '@web/lib/i18n/i18n';
import { useFollowGoal } from '../api/readiness-api';
import { messages } from '../messages';

const { t } = messages;
const amount = (r: Resource) => `${pageFormats().number(r.targetQuantity, 0)} ${r.unit}`;

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
      onSuccess: () => toast.success(t('targets.followed'), row.name),
      onError: (err) => {
        if (!isSessionExpired(err)) toast.error(t('error'), t('targets.followFailed'));
      },
    });

  return (
    <Panel title={t('targets.title')} className="print:hidden">
      <div className="grid gap-3 text-sm">
        {following.length > 0 ? (
          <>
            <p className="text-muted-foreground">{t('targets.following')}</p>
            <ul aria-label={t('targets.followingList')} className="grid gap-1">
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
            <p className="text-muted-foreground">{t('targets.own')}</p>
            <ul aria-label={t('targets.ownList')} className="grid gap-2">
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
                      aria-label={t('targets.followAgainFor', { name: r.name })}
                      disabled={follow.isPending}
                      onClick={() => followAgain(r)}
                    >
                      {t('targets.followAgain')}
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
