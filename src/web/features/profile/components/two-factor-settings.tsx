import { CopyIcon, DownloadIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ConfirmTwoFactorInput, TwoFactorPasswordInput, TwoFactorSetup } from '@shared/account/two-factor';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactor,
} from '../api/two-factor';

/** The schemas (and zod) load with a form's first validation (issue 41). */
const confirmResolver = lazyZodResolver<ConfirmTwoFactorInput>(
  () => import('@shared/account/two-factor').then((m) => m.confirmTwoFactorSchema),
  { raw: true },
);
const passwordResolver = lazyZodResolver<TwoFactorPasswordInput>(
  () => import('@shared/account/two-factor').then((m) => m.twoFactorPasswordSchema),
  { raw: true },
);

const NO_PASSWORD: TwoFactorPasswordInput = { currentPassword: '' };

/** What every form here does with a failure: at the field, or a toast. */
function failed(err: unknown, title: string, toField: () => boolean) {
  if (isSessionExpired(err)) return;
  if (toField()) return;
  const expected = expectedErrorMessage(err);
  if (!expected) logUnexpected(title, err);
  toast.error(title, expected ?? 'An unexpected error occurred. Please try again.');
}

/** The 10 recovery codes, shown once: copy or download them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Holdfast recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy', 'Select the codes and copy them yourself.');
    }
  };
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="grid gap-3" role="region" aria-label="Your recovery codes">
      <p className="text-sm">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your
        authenticator app. <strong>You will not see them again.</strong>
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:max-w-md">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          Copy codes
        </Button>
        <Button asChild variant="outline">
          <a href={download} download="holdfast-recovery-codes.txt">
            <DownloadIcon aria-hidden="true" />
            Download codes
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}

/** Step 2 of turning it on: scan (or type the key), then the first code confirms it. */
function ConfirmSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<ConfirmTwoFactorInput>({
    resolver: confirmResolver,
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync(values);
      toast.success('Two-factor sign-in is on', 'Signing in now also asks for a code from your app.');
      onConfirmed(recoveryCodes);
    } catch (err) {
      failed(err, 'Two-factor sign-in not turned on', () => applyServerFieldErrors(err, form.setError, ['code']));
    }
  });
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 ps-5 text-sm">
        <li>Open an authenticator app on your phone (for example Aegis, 2FAS, Google Authenticator or 1Password).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        className="size-44 rounded-md border bg-white p-2"
        width={176}
        height={176}
      />
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground" id="two-factor-key-label">
          Key to type into the app
        </span>
        <code
          aria-labelledby="two-factor-key-label"
          className="font-mono text-base break-all"
          data-testid="two-factor-secret"
        >
          {setup.secret}
        </code>
      </div>
      <form className="grid gap-4" noValidate onFocusCapture={confirmResolver.warm} onSubmit={(e) => void onSubmit(e)}>
        <FormField label="Code from the app" error={errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} {...form.register('code')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <OnlineOnly>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              <ShieldCheckIcon aria-hidden="true" />
              {isSubmitting ? 'Checking...' : 'Confirm and turn on'}
            </Button>
          </OnlineOnly>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Off: the password starts the setup. */
function TurnOn({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactor();
  const form = useForm<TwoFactorPasswordInput>({
    resolver: passwordResolver,
    defaultValues: NO_PASSWORD,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onStarted(await start.mutateAsync(values));
    } catch (err) {
      failed(err, 'Two-factor sign-in not started', () =>
        applyServerFieldErrors(err, form.setError, ['currentPassword']),
      );
    }
  });
  return (
    <form className="grid gap-4" noValidate onFocusCapture={passwordResolver.warm} onSubmit={(e) => void onSubmit(e)}>
      <p className="text-sm">
        <strong>Off.</strong> With it on, signing in with your password also asks for a code from an authenticator app
        on your phone, so a stolen password alone is not enough.
      </p>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="justify-self-start">
        <OnlineOnly>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <ShieldCheckIcon aria-hidden="true" />
            {isSubmitting ? 'Starting...' : 'Turn on two-factor sign-in'}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}

/** On: new recovery codes, or turn it off; both need the password. */
function WhenOn({ codesLeft, onNewCodes }: { codesLeft: number; onNewCodes: (codes: string[]) => void }) {
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const form = useForm<TwoFactorPasswordInput>({
    resolver: passwordResolver,
    defaultValues: NO_PASSWORD,
  });
  const { errors, isSubmitting } = form.formState;
  const toField = (err: unknown) => () => applyServerFieldErrors(err, form.setError, ['currentPassword']);

  const turnOff = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
    } catch (err) {
      failed(err, 'Two-factor sign-in not turned off', toField(err));
      return;
    }
    form.reset(NO_PASSWORD);
    toast.success('Two-factor sign-in is off', 'Signing in now needs only your password.');
  });
  const newCodes = form.handleSubmit(async (values) => {
    try {
      const { recoveryCodes } = await renew.mutateAsync(values);
      form.reset(NO_PASSWORD);
      onNewCodes(recoveryCodes);
    } catch (err) {
      failed(err, 'No new recovery codes', toField(err));
    }
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={passwordResolver.warm} onSubmit={(e) => void turnOff(e)}>
      <p className="text-sm">
        <strong>On.</strong> Signing in asks for a code from your authenticator app.{' '}
        {codesLeft === 1 ? '1 recovery code is left.' : `${codesLeft} recovery codes are left.`}
        {codesLeft <= 3 ? ' Make new ones soon.' : ''}
      </p>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <OnlineOnly>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void newCodes()}>
            New recovery codes
          </Button>
          <Button type="submit" variant="destructive" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <ShieldOffIcon aria-hidden="true" />
            Turn off two-factor sign-in
          </Button>
        </div>
      </OnlineOnly>
    </form>
  );
}

/**
 * Two-factor sign-in (decision 0286) in "Sign-in and security": an authenticator app and 10
 * recovery codes. Needs a password (an account with Google only signs in at Google).
 */
export function TwoFactorSettings({ hasPassword }: { hasPassword: boolean }) {
  const status = useTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (status.isPending) return <Spinner label="Loading two-factor sign-in" />;
  if (status.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">Could not load your two-factor sign-in.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void status.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (status.data.enabled) return <WhenOn codesLeft={status.data.recoveryCodesLeft} onNewCodes={setCodes} />;
  if (!hasPassword) {
    return <p className="text-sm text-muted-foreground">Set a password first: two-factor sign-in adds a step to it.</p>;
  }
  if (setup) {
    return (
      <ConfirmSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  }
  return <TurnOn onStarted={setSetup} />;
}
