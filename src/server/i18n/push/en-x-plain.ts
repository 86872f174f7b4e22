/** The pushes in plain family wording: English's are plain already. */
import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default { ...en } satisfies Catalogue<typeof en>;
