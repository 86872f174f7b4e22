import { RING_CIRCUMFERENCE, ringDashOffset } from '@shared/resources/status';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';

const { t } = messages;

/** The overall preparedness ring: a circle of r = 40 (circumference about 251) filled to `percent`. */
export function PreparednessRing({ percent, className }: { percent: number; className?: string }) {
  return (
    <div
      role="img"
      aria-label={t('ring.label', { percent })}
      className={cn('relative size-28 shrink-0 sm:size-32', className)}
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="40" fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          data-slot="ring-value"
          cx="50"
          cy="50"
          r="40"
          fill="none"
          strokeWidth="8"
          strokeLinecap="butt"
          strokeDasharray={RING_CIRCUMFERENCE}
          strokeDashoffset={ringDashOffset(percent)}
          className="stroke-primary transition-[stroke-dashoffset] duration-500 ease-out"
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center font-mono text-2xl font-bold text-foreground"
      >
        {t('ring.percent', { percent })}
      </span>
    </div>
  );
}
