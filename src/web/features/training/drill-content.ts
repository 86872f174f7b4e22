/**
 * The drills' own texts (names, summaries, steps, sources), looked up through one function
 * (decision 0343). English in every locale for now; a per-locale module typed by the English one
 * (drills.de.ts: `Record<DrillEventType, Pick<Drill, 'title' | 'summary' | 'steps'>>`) plugs in
 * here, chosen by `pageLocale()`, without the components changing.
 */
import { drillOf, drillsForPlans, type Drill, type DrillEventType } from '@shared/drills/drills';

/** The drill of an event type, in the page's language. */
export const drill = (eventType: DrillEventType): Drill => drillOf(eventType);

/** The drills in the order training offers them (drills.ts' drillsForPlans), in the page's language. */
export const drillsFor = (planEventTypes: readonly string[]): { forPlans: Drill[]; others: Drill[] } =>
  drillsForPlans(planEventTypes);
