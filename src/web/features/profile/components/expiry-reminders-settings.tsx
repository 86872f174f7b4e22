import { EXPIRY_SOON_DAYS } from '@shared/supplies/expiry';
import { REMINDER_MESSAGES } from '@shared/supplies/reminder-messages';
import { messages as shell } from '@web/app/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { errorText, loadErrorTexts, useErrorTexts } from '@web/lib/i18n/error-text';
import { useOnline } from '@web/lib/offline/connectivity';
import { useExpirySettings } from '@web/lib/reminders/get-expiry-settings';
import { useUpdateExpirySettings } from '@web/lib/reminders/update-expiry-settings';
import { messages } from '../messages';

const { t } = messages;

/**
 * Expiry Reminders (docs/product.md#expiry-and-reminders): one switch, saved as soon as it flips.
 * Reminders go only to a verified address, so without one the switch is off and disabled; offline
 * it is disabled with the reason (decision 081).
 */
export function ExpiryRemindersSettings() {
  const settings = useExpirySettings();
  const update = useUpdateExpirySettings();
  const current = settings.data;
  const verified = current?.emailVerified ?? false;
  const online = useOnline();
  useErrorTexts(current !== undefined && !verified);
  // Why the switch cannot be used now, said under its label.
  const hint = !current
    ? undefined
    : !verified
      ? errorText(REMINDER_MESSAGES.verifyFirst)
      : !online
        ? shell.t('offlineReason')
        : undefined;

  const onChange = (reminders: boolean) =>
    update.mutate(
      { reminders },
      {
        onError: (err) => {
          const expected = expectedErrorMessage(err);
          if (expected) toast.error(t('error'), expected);
          else
            void loadErrorTexts()
              .catch(() => undefined)
              .then(() => toast.error(t('error'), errorText(REMINDER_MESSAGES.saveFailed)));
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('expiryTitle')}</h2>
        </CardTitle>
        <CardDescription>
          {current
            ? t('expiryDescription', { windowDays: current.windowDays, soonDays: EXPIRY_SOON_DAYS })
            : t('expiryDescriptionLoading')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('expiryFailed')}
          </p>
        ) : (
          <FormField
            label={t('expirySwitch')}
            description={hint}
            orientation="horizontal"
            className="rounded-sm border border-border bg-background/60 p-4"
          >
            <Switch
              name="expiryReminders"
              checked={verified && (current?.reminders ?? false)}
              disabled={!current || !verified || !online}
              aria-busy={update.isPending || undefined}
              onCheckedChange={onChange}
            />
          </FormField>
        )}
      </CardContent>
    </Card>
  );
}
