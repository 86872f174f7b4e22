import { SaveIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AlertSettings, UpdateAlertSettingsInput } from '@shared/alerts/settings';
import {
  ALERT_SETTINGS_MESSAGES,
  ALERT_SEVERITY_CHOICES,
  minutesFromTime,
  timeFromMinutes,
  type AlertSeverityChoice,
} from '@shared/alerts/settings-rules';
import { OnlineOnly } from '@web/components/online-only';
import { Button, WRAP_ON_PHONE } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { errorText, loadErrorTexts, zodErrorOptions } from '@web/lib/i18n/error-text';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { cn } from '@web/lib/utils';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';
import { messages } from '../messages';

/** The schema (and zod) load on the form's first focus or save, not with the page (issue 41). */
const loadSchema = () => import('@shared/alerts/settings');
const warmSchema = () => {
  loadSchema().catch(() => undefined);
};

const { t } = messages;

/** Each severity's name and hint (message keys): the value sent stays the CAP severity. */
const SEVERITY_TEXTS = {
  Extreme: { name: 'severityExtreme', hint: 'hintExtreme' },
  Severe: { name: 'severitySevere', hint: 'hintSevere' },
  Moderate: { name: 'severityModerate', hint: 'hintModerate' },
  Minor: { name: 'severityMinor', hint: 'hintMinor' },
} as const satisfies Record<AlertSeverityChoice, { name: string; hint: string }>;

type Field = 'severities' | 'quietFrom' | 'quietTo' | 'timeZone';
type Errors = Partial<Record<Field, string>>;

/** The browser's IANA time zone, sent with the settings so quiet hours follow the member's clock. */
const browserTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * Official warnings (docs/product.md#official-warnings): which severities notify the member by
 * email and push, and quiet hours during which a push waits (Extreme warnings still come through).
 * Validated with the schema PATCH /api/alerts/settings uses; the browser's time zone goes with it.
 */
export function OfficialWarningsSettings() {
  const settings = useAlertSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('warningsTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('warningsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('warningsFailed')}
          </p>
        ) : settings.data ? (
          <WarningsForm key={JSON.stringify(settings.data)} saved={settings.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('loadingEllipsis')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function WarningsForm({ saved }: { saved: AlertSettings }) {
  const update = useUpdateAlertSettings();
  const [severities, setSeverities] = useState<AlertSeverityChoice[]>(saved.severities);
  const [from, setFrom] = useState(timeFromMinutes(saved.quietFrom));
  const [to, setTo] = useState(timeFromMinutes(saved.quietTo));
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (severity: AlertSeverityChoice, on: boolean) =>
    setSeverities((list) => ALERT_SEVERITY_CHOICES.filter((s) => (s === severity ? on : list.includes(s))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOnline()) return;
    const input: UpdateAlertSettingsInput = {
      severities,
      quietFrom: minutesFromTime(from),
      quietTo: minutesFromTime(to),
      timeZone: browserTimeZone(),
    };
    let schemas: Awaited<ReturnType<typeof loadSchema>>;
    try {
      [schemas] = await Promise.all([loadSchema(), loadErrorTexts()]);
    } catch (err) {
      logUnexpected('Loading the warning settings schema failed', err);
      toast.error(t('error'), errorText(ALERT_SETTINGS_MESSAGES.saveFailed));
      return;
    }
    const parsed = schemas.updateAlertSettingsSchema.safeParse(input, zodErrorOptions);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= errorText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
    } catch (err) {
      if (isSessionExpired(err)) return;
      if (isApiError(err)) {
        const fields = err.fields as Partial<Record<Field, string[]>>;
        setErrors({
          severities: fields.severities?.[0] && errorText(fields.severities[0]),
          quietFrom: fields.quietFrom?.[0] && errorText(fields.quietFrom[0]),
          quietTo: fields.quietTo?.[0] && errorText(fields.quietTo[0]),
          timeZone: fields.timeZone?.[0] && errorText(fields.timeZone[0]),
        });
      }
      logUnexpected('Saving the warning settings failed', err);
      toast.error(t('error'), expectedErrorMessage(err) ?? errorText(ALERT_SETTINGS_MESSAGES.saveFailed));
      return;
    }
    toast.success(errorText(ALERT_SETTINGS_MESSAGES.saved), t('warningsSaved'));
  };

  return (
    <form
      noValidate
      onFocusCapture={warmSchema}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('warningsTitle')}
      className="grid gap-5"
    >
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.severities ? 'warning-severities-error' : undefined}
        aria-invalid={errors.severities ? true : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">{t('warningsNotify')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ALERT_SEVERITY_CHOICES.map((severity) => (
            // The whole row is the label (a 44 px target on a phone); the name stays the severity.
            <label
              key={severity}
              htmlFor={`warning-severity-${severity}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-sm border border-border bg-background/60 p-3 text-sm"
            >
              <input
                type="checkbox"
                id={`warning-severity-${severity}`}
                name="severities"
                value={severity}
                aria-labelledby={`warning-severity-${severity}-name`}
                aria-describedby={`warning-severity-${severity}-hint`}
                className="mt-0.5 size-4 cursor-pointer accent-primary"
                checked={severities.includes(severity)}
                onChange={(e) => toggle(severity, e.target.checked)}
              />
              <span className="grid gap-0.5">
                <span id={`warning-severity-${severity}-name`} className="font-medium">
                  {t(SEVERITY_TEXTS[severity].name)}
                </span>
                <span id={`warning-severity-${severity}-hint`} className="text-xs text-muted-foreground">
                  {t(SEVERITY_TEXTS[severity].hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {severities.length === 0 ? <p className="text-xs text-muted-foreground">{t('noneChosen')}</p> : null}
        {errors.severities ? (
          <p id="warning-severities-error" className="text-sm text-destructive">
            {errors.severities}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby="quiet-hours-hint">
        <legend className="mb-1 text-sm font-semibold">{t('quietHours')}</legend>
        <p id="quiet-hours-hint" className="text-xs text-muted-foreground">
          {t('quietHoursHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('from')} error={errors.quietFrom} className="content-start">
            <Input type="time" name="quietFrom" value={from} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t('to')} error={errors.quietTo} className="content-start">
            <Input type="time" name="quietTo" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormField>
        </div>
        {errors.timeZone ? <p className="text-sm text-destructive">{errors.timeZone}</p> : null}
        <p className="text-xs text-muted-foreground">{t('timeZoneNote', { zone: browserTimeZone() ?? 'UTC' })}</p>
      </fieldset>

      {!saved.emailVerified ? <p className="text-sm text-muted-foreground">{t('verifyForWarnings')}</p> : null}

      <div className="flex justify-end *:max-sm:w-full">
        <OnlineOnly>
          {/* Wraps on a phone: "Einstellungen für Warnungen speichern" in capitals is wider than 390 px. */}
          <Button
            type="submit"
            variant="tactical"
            disabled={update.isPending}
            className={cn('max-sm:w-full', WRAP_ON_PHONE)}
          >
            <SaveIcon aria-hidden="true" />
            {update.isPending ? t('saving') : t('saveWarnings')}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}
