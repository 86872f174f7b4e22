import type { Instance } from '@shared/admin/schemas';
import type { SignupPolicy } from '@shared/auth/signup-policy';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { useSetSignupPolicy } from '../api/admin-api';

const CHOICES: { value: SignupPolicy; label: string; description: string }[] = [
  { value: 'open', label: 'Open', description: 'Anyone who finds this server can create an account.' },
  {
    value: 'invite',
    label: 'By invitation',
    description: "Only through a household owner's or an administrator's invitation link.",
  },
  { value: 'closed', label: 'Closed', description: "Only through an administrator's invitation link." },
];

/** Who may sign up (decision 284): kept in the database; SIGNUPS is the default. */
export function SignupPolicyPanel({ signups }: { signups: Instance['signups'] }) {
  const setPolicy = useSetSignupPolicy();
  const choose = (policy: SignupPolicy | null) =>
    setPolicy.mutate(
      { policy },
      {
        onSuccess: () => toast.success('Sign-up policy saved'),
        onError: (err) => toast.error('Not saved', expectedErrorMessage(err) ?? 'Please try again.'),
      },
    );
  return (
    <Panel
      title="Who may sign up"
      statusLabel="Sign-up policy"
      status={signups.policy === 'open' ? 'online' : 'standby'}
    >
      <fieldset className="grid gap-3" disabled={setPolicy.isPending}>
        <legend className="sr-only">Sign-up policy</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="flex cursor-pointer items-start gap-3 rounded-none border border-border p-3">
            <input
              type="radio"
              name="signup-policy"
              value={c.value}
              className="mt-1 size-4 accent-primary"
              checked={signups.policy === c.value}
              onChange={() => choose(c.value)}
            />
            <span className="grid gap-0.5">
              <span className="font-semibold">{c.label}</span>
              <span className="text-sm text-muted-foreground">{c.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-sm text-muted-foreground">
        {signups.fromEnv
          ? `This is the server's default (SIGNUPS=${signups.envDefault}).`
          : `Chosen here; the server's default is SIGNUPS=${signups.envDefault}. `}
        {signups.fromEnv ? null : (
          <button
            type="button"
            className="underline underline-offset-2 hover:text-foreground"
            onClick={() => choose(null)}
          >
            Use the default
          </button>
        )}
      </p>
    </Panel>
  );
}
