import { StepMarker, stepState } from '@web/components/ui/step-marker';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';

const { t } = messages;

/**
 * Where the wizard is: "STEP n OF m" and one marker per step. The current step is marked with
 * aria-current and a filled number, a finished one with a check and the word "done" for screen
 * readers, so colour is never the only signal.
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={t('new.progress')} className="grid gap-3">
      <p className="font-tactical text-xs text-primary">{t('new.stepOf', { n: current, count: steps.length })}</p>
      <ol className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:gap-x-3">
        {steps.map((label, i) => {
          const n = i + 1;
          const state = stepState(n, current);
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="flex items-center gap-2"
            >
              {/* The connector only where the steps share a line (they wrap on narrow screens). */}
              {i > 0 ? <span aria-hidden="true" className="hidden h-px w-10 bg-border sm:block" /> : null}
              <StepMarker n={n} state={state} />
              <span
                className={cn(
                  'text-sm',
                  state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">{t('new.stepN', { n })}</span>
                {label}
                {state === 'done' ? <span className="sr-only">{t('new.done')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
