import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  eyebrow: '404',
  title: '¡Uy! No se encontró la página',
  nothingAtBefore: 'No hay ninguna página en ',
  nothingAtAfter: '.',
  returnHome: 'Volver al inicio',
} satisfies Catalogue<typeof en>;
