import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The emergency screen in plain family wording (issue 43): sentence case, no shouting. */
export default {
  ...en,
  loadFailed: 'The emergency screen could not load',
  back: 'Back to the dashboard',
  practiceBadge: 'Practice',
} satisfies Catalogue<typeof en>;
