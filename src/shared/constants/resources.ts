/** Stored statuses of a supply row. "optimal" exists for display only (docs/product.md#resource-tracker). */
export const RESOURCE_STATUSES = ['good', 'low', 'critical'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export type ResourceDisplayStatus = ResourceStatus | 'optimal';

export const RESOURCE_QUANTITY_MIN = 0;
export const RESOURCE_QUANTITY_MAX = 1_000_000;
