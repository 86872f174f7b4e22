import { CheckIcon, ListChecksIcon } from 'lucide-react';
import { PLAN_GUIDANCE, publisherOf, type GuidedEventType } from '@shared/plans/guidance';
import { Button } from '@web/components/ui/button';
import { eventLabel } from '../../labels';
import { messages } from '../../messages';

const { t } = messages;

/** "Ready.gov, National Weather Service and American Red Cross": the publishers, each once, in the page's language. */
function publishers(type: GuidedEventType): string {
  const names = [...new Set(PLAN_GUIDANCE[type].map((i) => publisherOf(i.source)))].map((name) =>
    t('guidance.publisher', { name }),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t('and')} ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Step 1's offer for the chosen event type: its recommended steps, notes and resources (from
 * official guidance, each with its source) added to the plan's items, where the user edits,
 * reorders or drops them on step 4 like any other. Choosing another type and taking its offer
 * replaces the first type's recommended items; items the user wrote stay.
 */
export function GuidanceOffer({
  type,
  added,
  onAdd,
}: {
  type: GuidedEventType;
  /** The recommended items of this type are in the plan now. */
  added: boolean;
  onAdd: () => void;
}) {
  const count = PLAN_GUIDANCE[type].length;
  const label = eventLabel(type);
  return (
    <div
      data-slot="guidance-offer"
      className="grid gap-2 rounded-sm border border-primary/50 bg-primary/5 p-2 sm:flex sm:items-center sm:gap-4 sm:p-3"
    >
      {/* A live region from the start: taking the offer is announced. */}
      <p id="guidance-offer-hint" role="status" className="min-w-0 flex-1 text-xs text-muted-foreground sm:text-sm">
        {added
          ? t('guidance.addedText', { count, type: label })
          : t('guidance.text', { count, type: label, publishers: publishers(type) })}
      </p>
      <Button
        type="button"
        variant={added ? 'secondary' : 'tactical'}
        className="h-auto min-h-11 w-full whitespace-normal sm:w-auto"
        onClick={onAdd}
        disabled={added}
        aria-describedby="guidance-offer-hint"
      >
        {added ? <CheckIcon aria-hidden="true" /> : <ListChecksIcon aria-hidden="true" />}
        {added ? t('guidance.added') : t('guidance.offer')}
      </Button>
    </div>
  );
}
