import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  call: (p) => `Llamar a ${p.who}: ${p.number}`,
  openInMaps: (p) => `${p.address} (abrir en una aplicación de mapas)`,
  onOpenStreetMap: (p) => `${p.address} en OpenStreetMap`,
  notifications: 'Notificaciones',
  dismissNotification: 'Cerrar notificación',
  discardTitle: '¿Descartar los cambios sin guardar?',
  stay: 'Quedarse',
  leave: 'Salir',
  cancel: 'Cancelar',
  tryAgain: 'Intentar de nuevo',
} satisfies Catalogue<typeof en>;
