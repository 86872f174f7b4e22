/**
 * The 13 plan event types (docs/product.md#survival-plans). Stored as the value, shown as the label.
 */
export const PLAN_EVENT_TYPES = [
  { value: 'earthquake', label: 'Earthquake' },
  { value: 'hurricane', label: 'Hurricane' },
  { value: 'blackout', label: 'Blackout' },
  { value: 'wildfire', label: 'Wildfire' },
  { value: 'pandemic', label: 'Pandemic' },
  { value: 'civil_unrest', label: 'Civil Unrest' },
  { value: 'winter_storm', label: 'Winter Storm' },
  { value: 'flood', label: 'Flood' },
  { value: 'tornado', label: 'Tornado' },
  { value: 'chemical_nuclear', label: 'Chemical/Nuclear' },
  { value: 'wilderness_lost', label: 'Wilderness Lost' },
  { value: 'vehicle_breakdown', label: 'Vehicle Breakdown' },
  { value: 'custom', label: 'Custom' },
] as const;

export type PlanEventType = (typeof PLAN_EVENT_TYPES)[number]['value'];
export const PLAN_EVENT_TYPE_VALUES = PLAN_EVENT_TYPES.map((t) => t.value) as [PlanEventType, ...PlanEventType[]];

/** Plan item kinds (docs/product.md#survival-plans). */
export const PLAN_ITEM_KINDS = ['step', 'note', 'resource'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

/** An event type's label ('civil_unrest' -> 'Civil Unrest'); unknown values show as they are. */
export const eventTypeLabel = (value: string): string =>
  PLAN_EVENT_TYPES.find((t) => t.value === value)?.label ?? value;

/** Search box limit (the server's schema uses the same number). */
export const PLAN_SEARCH_MAX = 100;
