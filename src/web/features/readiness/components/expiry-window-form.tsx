import { useState } from 'react';
import { EXPIRY_WINDOW_MAX, EXPIRY_WINDOW_MIN } from '@shared/supplies/expiry';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { lazyLoad } from '@web/lib/lazy-load';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useUpdateExpirySettings } from '@web/lib/reminders/update-expiry-settings';
import { messages } from '../messages';

const { t } = messages;

// The server's rule (zod), loaded on the form's first focus or submit, not with the page (issue 41).
const loadWindowSchema = lazyLoad(() => import('@shared/supplies/settings-schemas').then((m) => m.expiryWindowDays));

/**
 * "Expiring within N days": the window of this list and of the reminder digest (7-180 days,
 * checked with the server's schema before sending).
 */
export function ExpiryWindowForm({ windowDays }: { windowDays: number }) {
  const [value, setValue] = useState(String(windowDays));
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateExpirySettings();
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    let expiryWindowDays;
    try {
      expiryWindowDays = await loadWindowSchema();
    } catch (err) {
      logUnexpected('Loading the expiry window schema failed', err);
      toast.error(t('error'), t('window.saveFailed'));
      return;
    }
    const parsed = expiryWindowDays.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(t('window.invalid'));
      return;
    }
    setError(undefined);
    if (parsed.data === windowDays) return;
    save.mutate(
      { windowDays: parsed.data },
      {
        onSuccess: () => toast.success(t('window.saved'), `${t('expiry.title', { days: parsed.data })}.`),
        onError: (err) => {
          if (isSessionExpired(err)) return;
          logUnexpected('Saving the expiry window failed', err);
          toast.error(t('error'), expectedErrorMessage(err) ?? t('window.saveFailed'));
        },
      },
    );
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-x-3 gap-y-1 print:hidden"
      onSubmit={(e) => void onSubmit(e)}
      onFocusCapture={loadWindowSchema.warm}
    >
      <FormField label={t('window.label')} error={error}>
        <Input
          className="w-28 max-sm:h-11"
          type="number"
          inputMode="numeric"
          min={EXPIRY_WINDOW_MIN}
          max={EXPIRY_WINDOW_MAX}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </FormField>
      <OnlineOnly>
        <Button type="submit" variant="outline" className="mt-6 h-10 max-sm:h-11" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('window.set')}
        </Button>
      </OnlineOnly>
      <p className="basis-full text-xs text-muted-foreground">{t('window.note')}</p>
    </form>
  );
}
