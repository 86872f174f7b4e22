import { CheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { eventTypeLabel } from '@shared/constants/plans';
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
import { calendarDayLabel, localToday } from '@web/lib/format';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useRecordDrill } from '../api/drills-api';

/**
 * The form's schema: the server's, "today" being this device's day; loaded on the form's first
 * focus or validation (not with the page).
 */
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
  const label = eventTypeLabel(eventType);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      const fields = isApiError(err) ? (Object.keys(err.fields) as (keyof RecordDrillInput)[]) : [];
      applyServerFieldErrors(err, form.setError, fields);
      logUnexpected('Recording a drill failed', err);
      toast.error('Error', expectedErrorMessage(err) ?? 'The drill was not recorded. Please try again.');
      return;
    }
    toast.success(`${label} drill recorded for ${calendarDayLabel(values.practisedOn)}`);
    // The page starts a new run of the drill, and this form again (today's date) with it.
    onRecorded();
  });

  return (
    <Panel title="Record drill" statusLabel={label}>
      <form
        noValidate
        aria-label="Record drill"
        className="grid gap-4"
        onFocusCapture={resolver.warm}
        onSubmit={(e) => void onSubmit(e)}
      >
        <p className="text-sm text-muted-foreground">
          Done the {label.toLowerCase()} drill? Record the day: the family plan shows the latest drill as last
          practised.
        </p>
        <FormField
          label="Date of the drill"
          error={errors.practisedOn?.message ?? errors.eventType?.message}
          description="Today unless you practised on another day; not in the future."
        >
          <Input type="date" max={localToday()} className="w-48 max-sm:h-11" {...form.register('practisedOn')} />
        </FormField>
        <div className="*:max-sm:w-full">
          <OnlineOnly household>
            <Button type="submit" variant="tactical" size="lg" className="min-h-11" disabled={isSubmitting}>
              <CheckIcon aria-hidden="true" />
              {isSubmitting ? 'Recording...' : 'Record drill'}
            </Button>
          </OnlineOnly>
        </div>
      </form>
    </Panel>
  );
}
