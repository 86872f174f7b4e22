/**
 * The drills' own texts (names, summaries, steps), looked up through one function (decision 0343):
 * English from drills.ts, German and Spanish from ./drills/{de,es}.ts, which ride in that
 * locale's catalogue chunk (the catalogue's `drill.*` entries), so an English reader loads
 * nothing more. Sources, ids and the order stay drills.ts'.
 */
import { drillOf, drillsForPlans, type Drill, type DrillEventType } from '@shared/drills/drills';
import { messages } from './messages';

const { t } = messages;

/** The drill of an event type, in the page's language. */
export function drill(eventType: DrillEventType): Drill {
  const english = drillOf(eventType);
  return {
    ...english,
    title: t('drill.title', { type: eventType }),
    summary: t('drill.summary', { type: eventType }),
    steps: english.steps.map((_, index) => t('drill.step', { type: eventType, index })),
  };
}

/** The drills in the order training offers them (drills.ts' drillsForPlans), in the page's language. */
export function drillsFor(planEventTypes: readonly string[]): { forPlans: Drill[]; others: Drill[] } {
  const { forPlans, others } = drillsForPlans(planEventTypes);
  return { forPlans: forPlans.map((d) => drill(d.eventType)), others: others.map((d) => drill(d.eventType)) };
}
