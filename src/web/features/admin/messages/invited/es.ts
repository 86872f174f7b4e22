import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

/** /invited/:token en español (decisión 0355): "usted". */
export default {
  documentTitle: 'Está invitado',
  panel: 'Invitación',
  status: 'Pendiente',
  title: 'Está invitado a este servidor de Holdfast',
  sentToBefore: 'La invitación se envió a ',
  sentToAfter: '. Cree su cuenta con ese correo.',
  noEmail: 'Cree su cuenta con el correo al que se envió la invitación.',
  once: (p, f) => `El enlace funciona una sola vez, durante ${f.plural(p.days, { one: '# día', other: '# días' })}.`,
  create: 'Crear su cuenta',
  haveAccount: 'Ya tengo una cuenta',
} satisfies Catalogue<typeof en>;
