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
import { messages } from '../messages';

const { t } = messages;

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
  toast.error(title, expected ?? t('unexpected'));
}

/** The 10 recovery codes, shown once: copy or download them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${t('codesFileHeading')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('codesCopied'));
    } catch {
      toast.error(t('couldNotCopy'), t('copyYourself'));
    }
  };
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="grid gap-3" role="region" aria-label={t('yourCodes')}>
      <p className="text-sm">
        {t('keepCodes')}
        <strong>{t('notAgain')}</strong>
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:max-w-md">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          {t('copyCodes')}
        </Button>
        <Button asChild variant="outline">
          <a href={download} download="holdfast-recovery-codes.txt">
            <DownloadIcon aria-hidden="true" />
            {t('downloadCodes')}
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          {t('savedThem')}
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
      toast.success(t('twoFactorOn'), t('twoFactorOnText'));
      onConfirmed(recoveryCodes);
    } catch (err) {
      failed(err, t('twoFactorNotOn'), () => applyServerFieldErrors(err, form.setError, ['code']));
    }
  });
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 ps-5 text-sm">
        <li>{t('setupStep1')}</li>
        <li>{t('setupStep2')}</li>
        <li>{t('setupStep3')}</li>
      </ol>
      <img
        src={setup.qrCode}
        alt={t('qrAlt')}
        className="size-44 rounded-md border bg-white p-2"
        width={176}
        height={176}
      />
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground" id="two-factor-key-label">
          {t('keyToType')}
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
        <FormField label={t('codeFromApp')} error={errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} {...form.register('code')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <OnlineOnly>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              <ShieldCheckIcon aria-hidden="true" />
              {isSubmitting ? t('checking') : t('confirmTurnOn')}
            </Button>
          </OnlineOnly>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
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
      failed(err, t('twoFactorNotStarted'), () => applyServerFieldErrors(err, form.setError, ['currentPassword']));
    }
  });
  return (
    <form className="grid gap-4" noValidate onFocusCapture={passwordResolver.warm} onSubmit={(e) => void onSubmit(e)}>
      <p className="text-sm">
        <strong>{t('off')}</strong>
        {t('offText')}
      </p>
      <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="justify-self-start">
        <OnlineOnly>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <ShieldCheckIcon aria-hidden="true" />
            {isSubmitting ? t('starting') : t('turnOn')}
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
      failed(err, t('twoFactorNotOff'), toField(err));
      return;
    }
    form.reset(NO_PASSWORD);
    toast.success(t('twoFactorOff'), t('twoFactorOffText'));
  });
  const newCodes = form.handleSubmit(async (values) => {
    try {
      const { recoveryCodes } = await renew.mutateAsync(values);
      form.reset(NO_PASSWORD);
      onNewCodes(recoveryCodes);
    } catch (err) {
      failed(err, t('noNewCodes'), toField(err));
    }
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={passwordResolver.warm} onSubmit={(e) => void turnOff(e)}>
      <p className="text-sm">
        <strong>{t('on')}</strong>
        {t('onText')}
        {t('codesLeft', { count: codesLeft })}
        {codesLeft <= 3 ? t('makeNewSoon') : ''}
      </p>
      <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <OnlineOnly>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void newCodes()}>
            {t('newCodes')}
          </Button>
          <Button type="submit" variant="destructive" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            <ShieldOffIcon aria-hidden="true" />
            {t('turnOff')}
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
  if (status.isPending) return <Spinner label={t('loadingTwoFactor')} />;
  if (status.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{t('twoFactorFailed')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void status.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (status.data.enabled) return <WhenOn codesLeft={status.data.recoveryCodesLeft} onNewCodes={setCodes} />;
  if (!hasPassword) {
    return <p className="text-sm text-muted-foreground">{t('twoFactorNeedsPassword')}</p>;
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
