import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/** The security log in plain family wording: the English lines are plain already. */
export default { ...en } satisfies Catalogue<typeof en>;
