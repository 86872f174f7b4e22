import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The tracker in plain family wording: sentence case, no command-centre words. */
export default {
  ...en,
  'page.eyebrow': 'Your supplies',
  'page.title': 'Supplies',
  'page.lead':
    'Count what you have. Type a quantity, use plus, minus and Bought, or add and change batches; nothing is stored until you press Save changes, which saves every change at once.',
  'page.back': 'Back to your home page',
  'page.save': 'Save changes',
  'page.saving': 'Saving…',
  'page.unsaved': (p) => `Unsaved changes (${p.count})`,
  'page.loading': 'Loading your supplies',
  'ring.title': 'How ready you are',
  'ring.label': (p) => `How ready you are: ${p.percent}%`,
  'ring.readiness': 'How long would we last?',
  'toast.saveFailed': 'Could not save your supplies. Please try again.',
  'toast.saved': 'Supplies saved',
  'toast.savedBody': 'Every amount you changed is saved.',
  'export.trigger': 'Export report',
  'status.optimal': 'Plenty',
  'status.good': 'Enough',
  'status.low': 'Running low',
  'status.critical': 'Very low',
} satisfies Catalogue<typeof en>;
