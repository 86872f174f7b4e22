import { useState } from 'react';
import type { UnitSystem } from '@shared/readiness/units';
import { toast } from '@web/components/ui/toast';
import { isSessionExpired } from '@web/lib/api';
import { useOnline } from '@web/lib/offline/connectivity';
import { useSaveUnits } from '@web/lib/readiness/readiness-query';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';

const { t } = messages;
const OPTIONS: readonly UnitSystem[] = ['metric', 'us'];

/** Metric or US: saved at once for this user, used wherever litres or kilograms appear. */
export function UnitsToggle({ units }: { units: UnitSystem }) {
  const save = useSaveUnits();
  const online = useOnline();
  // The choice shows at once (a controlled radio would snap back until the cache follows); the
  // saved preference wins whenever it changes (saved, refused, or changed on another device).
  const [choice, setChoice] = useState(units);
  const [saved, setSaved] = useState(units);
  if (units !== saved) {
    setSaved(units);
    setChoice(units);
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-2 print:hidden">
      <legend className="sr-only">{t('units.legend')}</legend>
      <span aria-hidden="true" className="font-tactical text-xs text-muted-foreground">
        {t('units.legend')}
      </span>
      {OPTIONS.map((value) => (
        <label
          key={value}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border px-3 text-sm',
            choice === value ? 'border-primary bg-primary/10 text-foreground' : 'border-input text-muted-foreground',
            !online && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            type="radio"
            name="units"
            value={value}
            checked={choice === value}
            disabled={!online || save.isPending}
            onChange={() => {
              setChoice(value);
              save.mutate(value, {
                onError: (err) => {
                  setChoice(units);
                  if (!isSessionExpired(err)) toast.error(t('error'), t('units.failed'));
                },
              });
            }}
            className="accent-primary"
          />
          {t(`units.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
