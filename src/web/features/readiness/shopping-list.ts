/**
 * "What to buy" as rows and as CSV (the tracker report's format rules, src/shared/resources/csv.ts):
 * the shortfall of water and food to reach the goal, in the rows' units, rounded up.
 */
import type { Readiness } from '@shared/readiness/calculator';
import { toCsv } from '@shared/resources/csv';

type Figure = Extract<Readiness, { kind: 'figure' }>;

export interface ShoppingRow {
  resource: 'Water' | 'Food';
  name: string;
  quantity: number;
  unit: string;
}

export function shoppingRows(figure: Figure): ShoppingRow[] {
  return [
    ...figure.water.toBuy.map((r) => ({
      resource: 'Water' as const,
      name: r.name,
      quantity: r.quantity,
      unit: r.unit,
    })),
    ...figure.food.toBuy.map((r) => ({ resource: 'Food' as const, name: r.name, quantity: r.quantity, unit: r.unit })),
  ];
}

export const SHOPPING_CSV_HEADER = ['resource', 'item', 'buy', 'unit'] as const;

export function shoppingCsv(figure: Figure): string {
  return toCsv([SHOPPING_CSV_HEADER, ...shoppingRows(figure).map((r) => [r.resource, r.name, r.quantity, r.unit])]);
}

export const shoppingFileName = (goalDays: number, day: string) => `holdfast-shopping-list-${goalDays}-days-${day}.csv`;
