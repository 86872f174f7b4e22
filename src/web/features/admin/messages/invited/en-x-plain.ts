import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** /invited/:token in plain family wording: only the texts that change. */
export default {
  ...en,
  status: 'Waiting for you',
  title: 'You are invited to join this Holdfast server',
} satisfies Catalogue<typeof en>;
