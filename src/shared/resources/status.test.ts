import { describe, expect, it } from 'vitest';
import { DEFAULT_RESOURCES, RESOURCE_CATEGORIES } from './catalogue';
import { overallPreparedness, progressPercent, resourceStatus, RING_CIRCUMFERENCE, ringDashOffset } from './status';

describe('resourceStatus', () => {
  it.each([
    [90, 100, 'good'], // exactly 90%
    [89, 100, 'low'], // just under
    [50, 100, 'low'], // exactly 50%
    [49, 100, 'critical'], // just under
    [0, 100, 'critical'],
    [150, 100, 'good'],
    [13, 14, 'good'], // 92.9%
    [12, 14, 'low'], // 85.7%
    [7, 14, 'low'], // exactly 50%
    [6, 14, 'critical'],
    [0, 0, 'good'], // target 0: nothing to stock, never a division by zero
    [5, 0, 'good'],
  ] as const)('%i of %i -> %s', (current, target, status) => {
    expect(resourceStatus(current, target)).toBe(status);
  });
});

describe('progress and overall preparedness', () => {
  it('caps each bar at 100% and averages the capped values, rounded', () => {
    expect(progressPercent(30, 14)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
    expect(
      overallPreparedness([
        { currentQuantity: 28, targetQuantity: 14 }, // 100 (capped)
        { currentQuantity: 1, targetQuantity: 3 }, // 33.3
        { currentQuantity: 0, targetQuantity: 10 }, // 0
      ]),
    ).toBe(44);
    expect(overallPreparedness([])).toBe(0);
  });

  it('draws the ring on a circle of circumference about 251', () => {
    expect(RING_CIRCUMFERENCE).toBeCloseTo(251.3, 1);
    expect(ringDashOffset(0)).toBeCloseTo(RING_CIRCUMFERENCE);
    expect(ringDashOffset(100)).toBe(0);
    expect(ringDashOffset(150)).toBe(0);
  });
});

describe('default catalogue', () => {
  it('has 21 rows in 6 categories with unique names', () => {
    expect(DEFAULT_RESOURCES).toHaveLength(21);
    expect(new Set(DEFAULT_RESOURCES.map((r) => r.category))).toEqual(new Set(RESOURCE_CATEGORIES));
    expect(new Set(DEFAULT_RESOURCES.map((r) => r.name)).size).toBe(21);
    expect(DEFAULT_RESOURCES.find((r) => r.name === 'Water (Gallons)')).toMatchObject({
      targetQuantity: 14,
      unit: 'gallons',
    });
  });
});
