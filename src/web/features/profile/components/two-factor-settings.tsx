import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TwoFactorPasswordInput, TwoFactorSetup } from '@shared/account/two-factor';
import { OnlineOnly } from '@web/components/online-only';
import { Button, WRAP_ON_PHONE } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { loadAllMessages } from '@web/lib/i18n/i18n';
import { lazyLoad } from '@web/lib/lazy-load';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useDisableTwoFactor, useNewRecoveryCodes, useStartTwoFactor, useTwoFactor } from '../api/two-factor';
import { messages } from '../messages';
import { failed } from './two-factor/failed';

const { t } = messages;

/** The schemas (and zod) load with a form's first validation (issue 41). */
const passwordResolver = lazyZodResolver<TwoFactorPasswordInput>(
  () => import('@shared/account/two-factor').then((m) => m.twoFactorPasswordSchema),
  { raw: true },
);

const NO_PASSWORD: TwoFactorPasswordInput = { currentPassword: '' };

/**
 * The setup's second step and the recovery codes, with their texts: loaded when a password form here
 * is first used, and awaited before the server is asked, so codes shown once are never made when
 * their screen could not load (offline before the service worker's precache).
 */
const loadSteps = lazyLoad(() =>
  import('./two-factor/two-factor-steps').then(async (m) => {
    await loadAllMessages();
    return m;
  }),
);
const RecoveryCodes = lazy(() => loadSteps().then((m) => ({ default: m.RecoveryCodes })));
const ConfirmSetup = lazy(() => loadSteps().then((m) => ({ default: m.ConfirmSetup })));
const warm = () => {
  passwordResolver.warm();
  loadSteps.warm();
};

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
      await loadSteps();
      onStarted(await start.mutateAsync(values));
    } catch (err) {
      failed(err, t('twoFactorNotStarted'), () => applyServerFieldErrors(err, form.setError, ['currentPassword']));
    }
  });
  return (
    <form className="grid gap-4" noValidate onFocusCapture={warm} onSubmit={(e) => void onSubmit(e)}>
      <p className="text-sm">
        <strong>{t('off')}</strong>
        {t('offText')}
      </p>
      <FormField label={t('currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="max-w-full justify-self-start">
        <OnlineOnly>
          {/* Wraps on a phone: "Activar el inicio de sesión en dos pasos" is wider than the card there. */}
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={WRAP_ON_PHONE}>
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
      await loadSteps();
      const { recoveryCodes } = await renew.mutateAsync(values);
      form.reset(NO_PASSWORD);
      onNewCodes(recoveryCodes);
    } catch (err) {
      failed(err, t('noNewCodes'), toField(err));
    }
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={warm} onSubmit={(e) => void turnOff(e)}>
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

  if (codes) {
    return (
      <Suspense fallback={<Spinner label={t('loadingTwoFactor')} />}>
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      </Suspense>
    );
  }
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
      <Suspense fallback={<Spinner label={t('loadingTwoFactor')} />}>
        <ConfirmSetup
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
          }}
        />
      </Suspense>
    );
  }
  return <TurnOn onStarted={setSetup} />;
}
