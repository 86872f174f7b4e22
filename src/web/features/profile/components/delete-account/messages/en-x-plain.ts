import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default {
  ...en,
  currentPasswordTitle: 'Current password',
  whatStaysText: 'Copies of your public kits and plans that other people acquired are theirs, and stay with them.',
} satisfies Catalogue<typeof en>;
