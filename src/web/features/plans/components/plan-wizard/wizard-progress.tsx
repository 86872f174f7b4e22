import { StepMarker, stepState } from '@web/components/ui/step-marker';
import { cn } from '@web/lib/utils';
import { messages } from '../../messages';

const { t } = messages;

/**
 * "STEP n OF 5" and one circle per step. A circle is a button named by its step (the number is
 * decoration) when that step may be opened; aria-current marks the open one, a check the steps
 * behind it, so colour is never the only signal.
 */
export function WizardProgress({
  steps,
  current,
  canOpen,
  onOpen,
}: {
  steps: readonly string[];
  current: number;
  canOpen: (step: number) => boolean;
  onOpen: (step: number) => void;
}) {
  return (
    <nav aria-label={t('progress')} className="grid gap-3">
      <p className="font-tactical text-xs text-primary">{t('stepOf', { n: current, total: steps.length })}</p>
      <ol className="grid grid-cols-5 items-start">
        {steps.map((label, i) => {
          const n = i + 1;
          const state = stepState(n, current);
          return (
            <li key={label} data-state={state} className="relative flex justify-center">
              {/* The line to the next circle, from circle edge to circle edge. */}
              {n < steps.length ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4.5 inset-e-[calc(-50%+1.125rem)] inset-s-[calc(50%+1.125rem)] h-px',
                    n < current ? 'bg-primary' : 'bg-border',
                  )}
                />
              ) : null}
              <button
                type="button"
                aria-current={state === 'current' ? 'step' : undefined}
                disabled={!canOpen(n)}
                onClick={() => onOpen(n)}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1.5 rounded-sm p-1 text-center text-[0.6875rem] leading-tight sm:text-sm',
                  'enabled:hover:bg-secondary disabled:cursor-not-allowed disabled:opacity-60',
                )}
              >
                <StepMarker n={n} state={state} />
                <span className={state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground'}>
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
