import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The guides' titles are plain already. */
export default { ...en } satisfies Catalogue<typeof en>;
