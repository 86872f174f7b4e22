import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useSetAdminTwoFactor } from '../api/admin-api';

/** "Require two-factor sign-in for administrators" (decision 0286), kept in the database and audited. */
export function AdminTwoFactorPanel({ required }: { required: boolean }) {
  const set = useSetAdminTwoFactor();
  const choose = (next: boolean) =>
    set.mutate(
      { required: next },
      {
        onSuccess: () => toast.success(next ? 'Two-factor sign-in required for administrators' : 'No longer required'),
        onError: (err) => toast.error('Not saved', expectedErrorMessage(err) ?? 'Please try again.'),
      },
    );
  return (
    <Panel title="Administrators' sign-in" statusLabel="Two-factor" status={required ? 'online' : 'standby'}>
      <label className="flex cursor-pointer items-start gap-3 rounded-none border border-border p-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={required}
          disabled={set.isPending}
          onChange={(e) => choose(e.target.checked)}
        />
        <span className="grid gap-0.5">
          <span className="font-semibold">Require two-factor sign-in for administrators</span>
          <span className="text-sm text-muted-foreground">
            An administrator without it is sent to turn it on before this page opens for them. Turn on your own first.
          </span>
        </span>
      </label>
    </Panel>
  );
}
