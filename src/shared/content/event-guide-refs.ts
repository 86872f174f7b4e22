/**
 * The guides for the events families face (issue 40, decision 0289): their slugs, titles and the
 * plan event type each one is for, kept apart from their texts (event-guides.ts) so the plan page,
 * the emergency screen and training can link a guide without carrying every guide's text in their
 * code. Extreme heat has no plan event type (the 13 types have none for it); it is linked from the
 * knowledge hub only.
 */
import type { PlanEventType } from '../constants/plans';

export const EVENT_GUIDE_SLUGS = [
  'hurricane',
  'flood',
  'wildfire',
  'winter-storm',
  'extreme-heat',
  'power-outage',
  'earthquake',
] as const;
export type EventGuideSlug = (typeof EVENT_GUIDE_SLUGS)[number];

export interface EventGuideRef {
  slug: EventGuideSlug;
  /** The page heading and the link's name: "Hurricanes". */
  title: string;
  /** The plan event type the guide is for; null when the plans have no such type. */
  eventType: PlanEventType | null;
}

export const EVENT_GUIDE_REFS = [
  { slug: 'hurricane', title: 'Hurricanes', eventType: 'hurricane' },
  { slug: 'flood', title: 'Floods', eventType: 'flood' },
  { slug: 'wildfire', title: 'Wildfires', eventType: 'wildfire' },
  { slug: 'winter-storm', title: 'Winter Storms', eventType: 'winter_storm' },
  { slug: 'extreme-heat', title: 'Extreme Heat', eventType: null },
  { slug: 'power-outage', title: 'Power Outages', eventType: 'blackout' },
  { slug: 'earthquake', title: 'Earthquakes', eventType: 'earthquake' },
] as const satisfies readonly EventGuideRef[];

/** The guide's page: public and shareable, like /intel/{id}. */
export const eventGuidePath = (slug: EventGuideSlug): string => `/guides/${slug}`;

/** The guide for a plan event type ("winter_storm" -> Winter Storms), or undefined. */
export function eventGuideFor(eventType: string | null | undefined): EventGuideRef | undefined {
  if (!eventType) return undefined;
  return EVENT_GUIDE_REFS.find((g) => g.eventType === eventType);
}

export function eventGuideRef(slug: string): EventGuideRef | undefined {
  return EVENT_GUIDE_REFS.find((g) => g.slug === slug);
}

/**
 * The guide for an official warning's event when its plan event type has none: heat warnings map
 * to Custom (decision 0279) but have the Extreme Heat guide. NWS "Excessive Heat Warning", "Extreme
 * Heat Warning", "Heat Advisory"; DWD "HITZE" / "STARKE HITZE" / "EXTREME HITZE".
 */
export function eventGuideForWarning(event: string): EventGuideRef | undefined {
  return /\bheat\b|hitze/i.test(event) ? eventGuideRef('extreme-heat') : undefined;
}
