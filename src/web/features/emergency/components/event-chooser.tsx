import { Fragment } from 'react';
import { PLAN_EVENT_TYPES, type PlanEventType } from '@shared/constants/plans';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { Section } from './parts';

const { t } = messages;

/** The event types, the last one used first, then the others in their usual order. */
export function chooserOrder(last: PlanEventType | null): (typeof PLAN_EVENT_TYPES)[number][] {
  const first = PLAN_EVENT_TYPES.filter((t) => t.value === last);
  return [...first, ...PLAN_EVENT_TYPES.filter((t) => t.value !== last)];
}

/** 3. What is happening: the 13 event types as big toggle buttons (one pressed at most). */
export function EventChooser({
  chosen,
  last,
  onChoose,
}: {
  chosen: PlanEventType | null;
  last: PlanEventType | null;
  onChoose: (type: PlanEventType) => void;
}) {
  return (
    <Section id="emergency-what" title={t('whatIsHappening')}>
      <div role="group" aria-labelledby="emergency-what" className="grid grid-cols-2 gap-2 print:hidden">
        {chooserOrder(last).map((type) => {
          const pressed = chosen === type.value;
          return (
            <button
              key={type.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(type.value)}
              className={cn(
                'min-h-12 rounded-sm border-2 px-3 py-2 text-start text-lg font-bold break-words',
                'focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-foreground bg-background text-foreground hover:bg-secondary',
              )}
            >
              {/* "Chemical/Nuclear" breaks after the slash on a narrow phone, not inside a word. */}
              {t('eventType', { type: type.value })
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
            </button>
          );
        })}
      </div>
      <p className="hidden text-lg print:block">{chosen ? t('eventType', { type: chosen }) : t('notChosen')}</p>
    </Section>
  );
}
