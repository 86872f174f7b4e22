import type { ReactNode } from 'react';
import type { Visibility } from '@shared/visibility/labels';
import { VisibilityChoice } from '@web/components/visibility-choice';
import { itemCounts, type PlanDraft } from '../../hooks/use-plan-draft';
import { eventLabel, visibilityLabel } from '../../labels';
import { messages } from '../../messages';
import type { KitOption } from './kits-step';

const { t } = messages;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-2.5 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-tactical text-xs text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const None = () => <span className="text-muted-foreground">{t('none')}</span>;

/**
 * Step 5: who can see the plan (Private, Household or Public), and the plan as it will be saved
 * (blank items are not counted). A household editor who did not create the plan reads its
 * visibility instead: only its creator changes it (decision 244).
 */
export function VisibilityStep({
  draft,
  kits,
  canChange,
  onVisibilityChange,
}: {
  draft: PlanDraft;
  /** The selected kits, in the picker's order. */
  kits: readonly KitOption[];
  canChange: boolean;
  onVisibilityChange: (value: Visibility) => void;
}) {
  const counts = itemCounts(draft.items);
  const title = draft.title.trim();
  const description = draft.description.trim();
  return (
    <div className="grid gap-6">
      <VisibilityChoice
        legend={t('whoCanSee')}
        name="visibility"
        value={draft.visibility}
        onChange={onVisibilityChange}
        canChange={canChange}
      />

      <section aria-labelledby="plan-summary-heading" className="grid gap-2">
        <h3 id="plan-summary-heading" className="text-base font-semibold">
          {t('summary')}
        </h3>
        <dl data-testid="plan-summary" className="rounded-sm border border-border bg-background/60 px-4 py-1">
          <Row term={t('row.eventType')}>{draft.eventType ? eventLabel(draft.eventType) : <None />}</Row>
          <Row term={t('row.title')}>{title || <None />}</Row>
          <Row term={t('description')}>
            {description ? <span className="whitespace-pre-line">{description}</span> : <None />}
          </Row>
          <Row term={t('row.kits')}>
            {kits.length ? (
              <ul className="grid gap-0.5">
                {kits.map((k) => (
                  <li key={k.id}>{k.name}</li>
                ))}
              </ul>
            ) : (
              <None />
            )}
          </Row>
          <Row term={t('row.steps')}>{counts.step}</Row>
          <Row term={t('row.notes')}>{counts.note}</Row>
          <Row term={t('row.resources')}>{counts.resource}</Row>
          <Row term={t('row.visibility')}>{visibilityLabel(draft.visibility)}</Row>
        </dl>
      </section>
    </div>
  );
}
