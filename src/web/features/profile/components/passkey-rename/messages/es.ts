import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  passkeyRenamed: 'Llave de acceso renombrada',
  passkeyNotRenamed: 'No se cambió el nombre de la llave de acceso',
  newNameFor: (p) => `Nuevo nombre para ${p.name}`,
  saveName: 'Guardar nombre',
} satisfies Catalogue<typeof en>;
