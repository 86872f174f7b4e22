import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The family plan in plain family wording: only the texts that change. */
export default {
  ...en,
  back: 'Back to your dashboard',
  loadError: 'We could not load your family plan',
  saveFailedTitle: 'Not saved',
} satisfies Catalogue<typeof en>;
