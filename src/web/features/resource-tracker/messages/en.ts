/**
 * The resource tracker (/resource-tracker) in English, word for word as before issue 43. Texts that
 * live in the shared modules (the categories, the quantity rules' messages) are referenced, not
 * copied. Supply names and units are the family's own words: parameters, never translated.
 */
import type { Formats } from '@shared/i18n/format';
import { RESOURCE_CATEGORIES } from '@shared/resources/catalogue';

export const en = {
  // The page
  'page.eyebrow': 'Command center',
  'page.title': 'Resource Tracker',
  'page.lead':
    'Count what you have. Type a quantity, use plus, minus and Bought, or add and change batches; nothing is stored until you press SAVE CHANGES, which saves every change at once.',
  'page.back': 'Back to Dashboard',
  addSupply: 'Add supply',
  scan: 'Scan',
  'page.importCsv': 'Import CSV',
  'page.save': 'SAVE CHANGES',
  'page.saving': 'SAVING...',
  'page.report': (p: { day: string; count: number }) =>
    `Supply report, ${p.day}${p.count > 0 ? ` (includes ${p.count} unsaved change${p.count === 1 ? '' : 's'})` : ''}`,
  'page.unsaved': (p: { count: number }) => `UNSAVED CHANGES (${p.count})`,
  'page.blocked': (p: { names: string[] }) => `Fix the quantity of ${p.names.join(', ')} to save.`,
  'page.loading': 'Loading resources',
  'page.loadFailed': 'Your supplies could not be loaded.',
  'page.leave': (p: { count: number }) =>
    `${p.count === 1 ? '1 change has' : `${p.count} changes have`} not been saved. Leave now and ${p.count === 1 ? 'it' : 'they'} will be lost.`,
  stocked: (p: { count: number; total: number }) => `${p.count} of ${p.total} items stocked`,

  // The ring
  'ring.title': 'Overall preparedness',
  'ring.label': (p: { percent: number }) => `Overall preparedness ${p.percent}%`,
  'ring.percent': (p: { percent: number }) => `${p.percent}%`,
  'ring.caption': (p: { percent: number }) =>
    `${p.percent}% of targets stocked: the mean of every item's stock against its target. How many days your water and food last is on`,
  'ring.readiness': 'Readiness',
  'ring.captionEnd': '.',

  // Toasts
  error: 'Error',
  'toast.onDevice': 'Saved on this device',
  'toast.onDeviceBody': 'You are offline. These quantities will be sent when the connection is back.',
  'toast.saveFailed': 'Failed to save resources. Please try again.',
  'toast.saved': 'Resources Updated',
  'toast.savedBody': 'All resource quantities have been saved successfully.',
  'toast.batchesAsSaved': 'Batches as last saved',
  'toast.batchesAsSavedBody':
    "The file's quantities include your unsaved changes; its batches, which an import reads, do not. Save to include them.",

  // Export
  'export.trigger': 'EXPORT REPORT',
  'export.csv': 'Download CSV',
  'export.print': 'Print report',

  // The categories (src/shared/resources/catalogue.ts), one key each
  'category.water': RESOURCE_CATEGORIES[0],
  'category.food': RESOURCE_CATEGORIES[1],
  'category.medical': RESOURCE_CATEGORIES[2],
  'category.tools': RESOURCE_CATEGORIES[3],
  'category.communication': RESOURCE_CATEGORIES[4],
  'category.shelter': RESOURCE_CATEGORIES[5],

  // A status badge
  'status.optimal': 'OPTIMAL',
  'status.good': 'GOOD',
  'status.low': 'LOW',
  'status.critical': 'CRITICAL',

  // A row
  'row.custom': 'Custom',
  'row.targetFromGoal': '· target from your goal',
  'row.ownTarget': '· your own target',
  'row.expired': 'expired',
  'row.ofTarget': (p: { target: string; unit: string }) => `of ${p.target} ${p.unit}`,
  'row.stockLevel': (p: { name: string }) => `${p.name} stock level`,
  'row.decrease': (p: { name: string }) => `Decrease ${p.name}`,
  'row.increase': (p: { name: string }) => `Increase ${p.name}`,
  'row.bought': 'Bought',
  'row.batches': (p: { count: number }) => `Batches (${p.count})`,
  /** After "Batches (2)" and "Add batch", for screen readers: " of Water". */
  ofName: (p: { name: string }) => ` of ${p.name}`,
  edit: (p: { name: string }) => `Edit ${p.name}`,

  // A row's batches
  'batch.text': (p: { quantity: string; unit: string; day: string }) => `${p.quantity} ${p.unit}, added ${p.day}`,
  'batch.none': 'No stock yet. Plus adds to a batch dated today.',
  'batch.list': (p: { name: string }) => `Batches of ${p.name}`,
  'batch.noExpiry': 'no expiry',
  'batch.expiredOn': (p: { day: string }) => `expired ${p.day}`,
  'batch.bestBefore': (p: { day: string }) => `best before ${p.day}`,
  'batch.unsaved': 'Unsaved',
  'batch.edit': (p: { batch: string }) => `Edit batch: ${p.batch}`,
  'batch.remove': (p: { batch: string }) => `Remove batch: ${p.batch}`,
  'batch.add': 'Add batch',

  // The quantity field and "+ N bought"
  'quantity.label': (p: { name: string }) => `Quantity of ${p.name}`,
  'bought.howMany': 'How many',
  'bought.didYouBuy': 'did you buy?',
  'bought.add': 'Add',
  'bought.addCount': (p: { count: number }, f: Formats) => `+ ${f.number(p.count, 0)} bought`,
  'bought.to': (p: { name: string }) => `to ${p.name}`,
};
