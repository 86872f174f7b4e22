import { CheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { DrillEventType } from '@shared/drills/drills';
import type { RecordDrill, RecordDrillInput } from '@shared/drills/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { localToday } from '@web/lib/format';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useRecordDrill } from '../api/drills-api';
import { dayShort, messages } from '../messages';

const { t } = messages;

/** The form's schema: the server's, "today" being this device's day; zod loads on first validation. */
const resolver = lazyZodResolver<RecordDrillInput, RecordDrill>(() =>
  import('@shared/drills/schemas').then((m) => m.recordDrillSchema(() => localToday())),
);

/**
 * "Record drill" (keyed by the page's run of the drill, so another drill or a recorded one starts
 * it again with today's date): the drill picked above, on a day (today unless changed, never in the future).
 * Saving it sets the family plan's last practised day when it is the latest.
 */
export function RecordDrillForm({ eventType, onRecorded }: { eventType: DrillEventType; onRecorded: () => void }) {
  const record = useRecordDrill();
  const form = useForm<RecordDrillInput, unknown, RecordDrill>({
    resolver,
    defaultValues: { eventType, practisedOn: localToday() },
  });
  const { errors, isSubmitting } = form.formState;
  const label = t(`event.${eventType}`);
  const name = t('drillName', { event: label });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      const fields = isApiError(err) ? (Object.keys(err.fields) as (keyof RecordDrillInput)[]) : [];
      applyServerFieldErrors(err, form.setError, fields);
      logUnexpected('Recording a drill failed', err);
      toast.error(t('error'), expectedErrorMessage(err) ?? t('record.failed'));
      return;
    }
    toast.success(t('record.recorded', { name, day: dayShort(values.practisedOn) }));
    // The page starts a new run of the drill, and this form again (today's date) with it.
    onRecorded();
  });

  return (
    <Panel title={t('record.title')} statusLabel={label}>
      <form
        noValidate
        aria-label={t('record.title')}
        className="grid gap-4"
        onFocusCapture={resolver.warm}
        onSubmit={(e) => void onSubmit(e)}
      >
        <p className="text-sm text-muted-foreground">{t('record.intro', { event: label })}</p>
        <FormField
          label={t('record.date')}
          error={errors.practisedOn?.message ?? errors.eventType?.message}
          description={t('record.dateHint')}
        >
          <Input type="date" max={localToday()} className="w-48 max-sm:h-11" {...form.register('practisedOn')} />
        </FormField>
        <div className="*:max-sm:w-full">
          <OnlineOnly household>
            <Button type="submit" variant="tactical" size="lg" className="min-h-11" disabled={isSubmitting}>
              <CheckIcon aria-hidden="true" />
              {isSubmitting ? t('record.recording') : t('record.title')}
            </Button>
          </OnlineOnly>
        </div>
      </form>
    </Panel>
  );
}
