import { CopyIcon, DownloadIcon, ShieldCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { ConfirmTwoFactorInput, TwoFactorSetup } from '@shared/account/two-factor';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useConfirmTwoFactor } from '../../api/two-factor';
import { messages as profileMessages } from '../../messages';
import { failed } from './failed';
import { messages } from './messages';

/**
 * Turning two-factor sign-in on (the QR code and the first code) and the recovery codes: a chunk of
 * their own with their texts, loaded when the password form is first used (issue 43).
 */

const { t } = messages;
const profile = profileMessages.t;

/** The schemas (and zod) load with a form's first validation (issue 41). */
const confirmResolver = lazyZodResolver<ConfirmTwoFactorInput>(
  () => import('@shared/account/two-factor').then((m) => m.confirmTwoFactorSchema),
  { raw: true },
);

/** The 10 recovery codes, shown once: copy or download them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
export function ConfirmSetup({
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
            {profile('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
