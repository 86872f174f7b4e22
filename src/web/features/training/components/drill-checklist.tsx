import { ExternalLinkIcon } from 'lucide-react';
import type { Drill } from '@shared/drills/drills';
import { Panel } from '@web/components/ui/panel';
import { messages } from '../messages';

const { t } = messages;

/**
 * A drill's steps as a checklist. The ticks belong to this run of the drill only: they live in
 * the page (not saved), and start empty for another drill or after the drill is recorded.
 */
export function DrillChecklist({
  drill,
  ticked,
  onToggle,
}: {
  drill: Drill;
  ticked: ReadonlySet<number>;
  onToggle: (step: number) => void;
}) {
  const done = drill.steps.filter((_, i) => ticked.has(i)).length;
  return (
    <Panel title={t('checklist.title')} statusLabel={t('checklist.status')}>
      <div className="grid gap-4">
        <div className="grid gap-1">
          <h3 className="text-lg font-bold">{drill.title}</h3>
          <p className="text-sm text-muted-foreground">{drill.summary}</p>
        </div>
        <ol className="grid gap-2" aria-label={t('checklist.steps', { title: drill.title })}>
          {drill.steps.map((step, i) => (
            <li key={step}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-sm border border-border p-2 has-checked:border-primary/60 has-checked:bg-primary/5">
                <input
                  type="checkbox"
                  className="peer size-11 shrink-0 accent-primary sm:size-6"
                  checked={ticked.has(i)}
                  onChange={() => onToggle(i)}
                />
                <span className="self-center text-sm peer-checked:text-muted-foreground peer-checked:line-through">
                  <span className="sr-only">{t('checklist.step', { n: i + 1 })}</span>
                  {step}
                </span>
              </label>
            </li>
          ))}
        </ol>
        <p role="status" className="font-tactical text-xs text-muted-foreground">
          {t('checklist.done', { done, total: drill.steps.length })}
        </p>
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">{t('checklist.basedOn')}</p>
          <ul className="grid gap-1">
            {drill.sources.map((s) => (
              <li key={s.url}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4"
                >
                  {s.label}
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Panel>
  );
}
