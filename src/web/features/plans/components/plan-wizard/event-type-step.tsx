import {
  ActivityIcon,
  BiohazardIcon,
  CarFrontIcon,
  CheckIcon,
  CompassIcon,
  FlameIcon,
  MegaphoneIcon,
  PencilRulerIcon,
  RadiationIcon,
  SnowflakeIcon,
  TornadoIcon,
  WavesIcon,
  WindIcon,
  ZapOffIcon,
  type LucideIcon,
} from 'lucide-react';
import { Fragment } from 'react';
import { PLAN_EVENT_TYPES, type PlanEventType } from '@shared/constants/plans';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';

const { t } = messages;

const ICONS: Record<PlanEventType, LucideIcon> = {
  earthquake: ActivityIcon,
  hurricane: WindIcon,
  blackout: ZapOffIcon,
  wildfire: FlameIcon,
  pandemic: BiohazardIcon,
  civil_unrest: MegaphoneIcon,
  winter_storm: SnowflakeIcon,
  flood: WavesIcon,
  tornado: TornadoIcon,
  chemical_nuclear: RadiationIcon,
  wilderness_lost: CompassIcon,
  vehicle_breakdown: CarFrontIcon,
  custom: PencilRulerIcon,
};

/**
 * Step 1: the 13 event types as a radio group of cards. Native radios, so arrow keys move the
 * choice and Tab enters and leaves the group as one stop; each is named by its label.
 */
export function EventTypeStep({
  labelledBy,
  value,
  error,
  onChange,
}: {
  labelledBy: string;
  value: PlanEventType | null;
  error?: string;
  onChange: (value: PlanEventType) => void;
}) {
  const errorId = `${labelledBy}-error`;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('eventIntro')}</p>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {PLAN_EVENT_TYPES.map((type) => {
          const Icon = ICONS[type.value];
          const checked = value === type.value;
          return (
            <label
              key={type.value}
              data-event-type={type.value}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-3 rounded-sm border bg-background/60 p-3 text-sm font-semibold transition-colors',
                'hover:border-primary hover:bg-secondary',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                checked ? 'border-primary bg-primary/10 text-primary' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="eventType"
                value={type.value}
                checked={checked}
                onChange={() => onChange(type.value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className={cn('size-5 shrink-0', checked ? '' : 'text-muted-foreground')} />
              <span>
                {/* Long single words ("Chemical/Nuclear") may wrap after the slash on narrow screens. */}
                {t(`event.${type.value}`)
                  .split('/')
                  .map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 ? (
                        <>
                          /<wbr />
                        </>
                      ) : null}
                      {part}
                    </Fragment>
                  ))}
              </span>
              {checked ? <CheckIcon aria-hidden="true" className="ms-auto size-4 shrink-0" /> : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
