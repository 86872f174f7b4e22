import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** Plain family wording: sentence case, nothing else changes. */
export default {
  ...en,
  tryAgain: 'Try again',
  anonymousAuthor: 'A member',
  acquire: 'Make a copy',
  acquiring: 'Copying...',
  acquired: 'Copied',
  'stat.0': 'Active members',
} satisfies Catalogue<typeof en>;
