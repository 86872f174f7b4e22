import type { ReactNode } from 'react';
import { eventTypeLabel } from '@shared/plans/schemas';
import { FormField } from '@web/components/ui/form-field';
import { Switch } from '@web/components/ui/switch';
import { itemCounts, type PlanDraft } from '../../hooks/use-plan-draft';
import type { KitOption } from './kits-step';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-2.5 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-tactical text-xs text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted-foreground">None</span>;

/** Step 5: public or private, and the plan as it will be saved (blank items are not counted). */
export function VisibilityStep({
  draft,
  kits,
  onPublicChange,
}: {
  draft: PlanDraft;
  /** The selected kits, in the picker's order. */
  kits: readonly KitOption[];
  onPublicChange: (value: boolean) => void;
}) {
  const counts = itemCounts(draft.items);
  const title = draft.title.trim();
  const description = draft.description.trim();
  return (
    <div className="grid gap-6">
      <FormField
        label="Make plan public"
        description="Public plans can be viewed and acquired by other users"
        orientation="horizontal"
        className="rounded-sm border border-border bg-background/60 p-4"
      >
        <Switch name="isPublic" checked={draft.isPublic} onCheckedChange={onPublicChange} />
      </FormField>

      <section aria-labelledby="plan-summary-heading" className="grid gap-2">
        <h3 id="plan-summary-heading" className="text-base font-semibold">
          Plan Summary
        </h3>
        <dl data-testid="plan-summary" className="rounded-sm border border-border bg-background/60 px-4 py-1">
          <Row term="Event Type">{draft.eventType ? eventTypeLabel(draft.eventType) : none}</Row>
          <Row term="Title">{title || none}</Row>
          <Row term="Description">
            {description ? <span className="whitespace-pre-line">{description}</span> : none}
          </Row>
          <Row term="Emergency Kits">
            {kits.length ? (
              <ul className="grid gap-0.5">
                {kits.map((k) => (
                  <li key={k.id}>{k.name}</li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Row>
          <Row term="Steps">{counts.step}</Row>
          <Row term="Notes">{counts.note}</Row>
          <Row term="Resources">{counts.resource}</Row>
          <Row term="Visibility">{draft.isPublic ? 'Public' : 'Private'}</Row>
        </dl>
      </section>
    </div>
  );
}
