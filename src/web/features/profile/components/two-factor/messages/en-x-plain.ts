import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

export default { ...en } satisfies Catalogue<typeof en>;
