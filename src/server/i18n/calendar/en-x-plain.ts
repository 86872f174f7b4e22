/** The calendar feed in plain family wording: English's is plain already. */
import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default { ...en } satisfies Catalogue<typeof en>;
