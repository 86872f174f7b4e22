/**
 * The gear vault and the gear topic pages in English, word for word as before issue 43. Only the
 * pages' own texts: the products, categories and topics (gear-vault.ts, gear-topics.ts) are looked
 * up through ../content/gear-content.ts (decisions 0343, 0347).
 */
import type { Formats } from '@shared/i18n/format';

export const en = {
  // The vault and a category
  'vault.back': 'Back to Dashboard',
  'vault.eyebrow': 'Equipment catalogue',
  'vault.title': 'Gear Vault',
  'vault.lead': 'Field-tested equipment by mission area. Pick a category to see what to carry and why.',
  items: (p: { count: number }, f: Formats) => f.plural(p.count, { one: '# item', other: '# items' }),
  'category.back': 'Back to Gear Vault',
  'category.title': (p: { name: string }) => `${p.name} Equipment`,

  // A topic
  'topic.back': 'Back to Knowledge Hub',
  'topic.eyebrow': 'Mission critical gear',
  'topic.cta': 'GEAR UP FOR MISSION SUCCESS',
  'topic.note': 'Prices are typical street prices, not quotes. Buy what your plan calls for, then train with it.',
  'topic.all': 'VIEW ALL TACTICAL GEAR',

  // A product
  'priority.critical': 'critical priority',
  'priority.high': 'high priority',
  'priority.medium': 'medium priority',
  'priority.low': 'low priority',
  rating: (p: { rating: number }) => p.rating.toFixed(1),
  outOf5: 'out of 5',
  reviews: (p: { count: number }, f: Formats) => `(${f.number(p.count, 0)} reviews)`,
  useCase: 'Use case',
  priceNote: (p: { price: string }) => `Typically ${p.price} (prices may vary on Amazon)`,
  buy: 'Buy',
  buyLabel: (p: { action: string; name: string }) => `${p.action}: ${p.name} (opens Amazon in a new tab)`,
  outOfStock: 'Out of stock',
  notify: 'NOTIFY AVAILABLE',
};
