import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The plans in plain family wording: only the texts that change. */
export default {
  ...en,
  'list.eyebrow': 'Be ready',
  'list.title': 'Your plans',
  'list.backHq': 'Back to your dashboard',
  'list.loadError': 'We could not load your plans',
  'list.authTitle': 'Please sign in',
  'list.authText': 'Sign in to see your family’s plans.',
  'card.badge': 'Plan',
  'card.created': 'Created',
  'card.revised': 'Changed',
  'kit.badge': 'Kit',
  'new.eyebrow': 'Make a plan',
  'new.title': 'New plan',
  stepOf: (p) => `Step ${p.n} of ${p.total}`,
  loadFailed: 'We could not load this plan',
  accessDenied: 'Not yours to change',
} satisfies Catalogue<typeof en>;
