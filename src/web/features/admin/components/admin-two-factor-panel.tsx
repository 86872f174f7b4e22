import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useSetAdminTwoFactor } from '../api/admin-api';
import { messages } from '../messages';

const { t } = messages;

/** "Require two-factor sign-in for administrators" (decision 0286), kept in the database and audited. */
export function AdminTwoFactorPanel({ required }: { required: boolean }) {
  const set = useSetAdminTwoFactor();
  const choose = (next: boolean) =>
    set.mutate(
      { required: next },
      {
        onSuccess: () => toast.success(next ? t('twoFactor.required') : t('twoFactor.notRequired')),
        onError: (err) => toast.error(t('notSaved'), expectedErrorMessage(err) ?? t('tryAgain')),
      },
    );
  return (
    <Panel title={t('twoFactor.title')} statusLabel={t('twoFactor.status')} status={required ? 'online' : 'standby'}>
      <label className="flex cursor-pointer items-start gap-3 rounded-none border border-border p-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={required}
          disabled={set.isPending}
          onChange={(e) => choose(e.target.checked)}
        />
        <span className="grid gap-0.5">
          <span className="font-semibold">{t('twoFactor.require')}</span>
          <span className="text-sm text-muted-foreground">{t('twoFactor.requireText')}</span>
        </span>
      </label>
    </Panel>
  );
}
