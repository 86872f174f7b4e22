import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  passkeyRenamed: 'Passkey umbenannt',
  passkeyNotRenamed: 'Passkey nicht umbenannt',
  newNameFor: (p) => `Neuer Name für ${p.name}`,
  saveName: 'Name speichern',
} satisfies Catalogue<typeof en>;
