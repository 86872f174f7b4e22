import type { Instance } from '@shared/admin/schemas';
import { SIGNUP_POLICIES, type SignupPolicy } from '@shared/auth/signup-policy';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useSetSignupPolicy } from '../api/admin-api';
import { messages } from '../messages';

const { t } = messages;

/** Who may sign up (decision 284): kept in the database; SIGNUPS is the default. */
export function SignupPolicyPanel({ signups }: { signups: Instance['signups'] }) {
  const setPolicy = useSetSignupPolicy();
  const choose = (policy: SignupPolicy | null) =>
    setPolicy.mutate(
      { policy },
      {
        onSuccess: () => toast.success(t('signup.saved')),
        onError: (err) => toast.error(t('notSaved'), expectedErrorMessage(err) ?? t('tryAgain')),
      },
    );
  return (
    <Panel
      title={t('signup.title')}
      statusLabel={t('signup.policy')}
      status={signups.policy === 'open' ? 'online' : 'standby'}
    >
      <fieldset className="grid gap-3" disabled={setPolicy.isPending}>
        <legend className="sr-only">{t('signup.policy')}</legend>
        {SIGNUP_POLICIES.map((value) => (
          <label key={value} className="flex cursor-pointer items-start gap-3 rounded-none border border-border p-3">
            <input
              type="radio"
              name="signup-policy"
              value={value}
              className="mt-1 size-4 accent-primary"
              checked={signups.policy === value}
              onChange={() => choose(value)}
            />
            <span className="grid gap-0.5">
              <span className="font-semibold">{t(`policy.${value}`)}</span>
              <span className="text-sm text-muted-foreground">{t(`policyText.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-sm text-muted-foreground">
        {signups.fromEnv
          ? t('signup.fromEnv', { policy: signups.envDefault })
          : t('signup.chosen', { policy: signups.envDefault })}
        {signups.fromEnv ? null : (
          <button
            type="button"
            className="underline underline-offset-2 hover:text-foreground"
            onClick={() => choose(null)}
          >
            {t('signup.useDefault')}
          </button>
        )}
      </p>
    </Panel>
  );
}
