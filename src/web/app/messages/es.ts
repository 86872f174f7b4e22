import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import type { en } from './en';

const ago = (savedAt: number, f: Formats) => {
  const minutes = Math.floor(Math.max(0, Date.now() - savedAt) / 60_000);
  if (minutes < 1) return 'hace un momento';
  const rtf = new Intl.RelativeTimeFormat(f.tag, { numeric: 'always' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? rtf.format(-hours, 'hour') : rtf.format(-Math.floor(hours / 24), 'day');
};

const changes = (count: number, checkins: number, f: Formats) => {
  const supplies = count - checkins;
  const parts = [
    supplies > 0 || checkins === 0
      ? f.plural(supplies, { one: '# cambio de suministros', other: '# cambios de suministros' })
      : null,
    checkins > 0 ? f.plural(checkins, { one: '# aviso', other: '# avisos' }) : null,
  ].filter((part): part is string => part !== null);
  return f.list(parts);
};

export default {
  offlineReason: 'No disponible sin conexión. Vuelva a conectarse para hacer cambios.',
  offlineSaved: (p, f) => `Sin conexión: se muestran datos guardados ${ago(p.savedAt, f)}`,
  offlineNothingSaved: 'Sin conexión: se muestra lo que este dispositivo tiene guardado',

  signedOut: 'Sesión cerrada',
  signedOutText: 'Cerró la sesión correctamente.',
  signOutTitle: '¿Seguro que quiere cerrar la sesión?',
  signOutDescription: 'Tendrá que volver a iniciar sesión para ver su panel.',
  unsent: (p, f) => `Tiene ${changes(p.count, p.checkins, f)} sin enviar a Holdfast (hechos sin conexión).`,
  unsentExplained:
    'Si los guarda en este dispositivo, se enviarán la próxima vez que inicie sesión aquí. Todo lo demás que Holdfast guarda en este dispositivo se borra de todos modos.',
  stayLoggedIn: 'No, seguir con la sesión iniciada',
  discardAndSignOut: 'Descartar los cambios y cerrar sesión',
  keepAndSignOut: 'Guardar los cambios y cerrar sesión',
  yesSignOut: 'Sí, cerrar sesión',
  signOut: 'Cerrar sesión',

  mailOff: 'El correo está desactivado en este servidor',
  mailOffResend:
    'No se envió ningún correo: el nuevo enlace de verificación está en el registro del servidor, para quien lo administra.',
  verificationSent: 'Correo de verificación enviado',
  verificationSentText: 'Busque en su bandeja de entrada un nuevo enlace de verificación.',
  alreadyConfirmed: 'Correo electrónico ya confirmado',
  verificationNotSent: 'No se envió el correo de verificación',
  unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  sending: 'Enviando...',
  resend: 'Reenviar verificación',

  clearancePending: 'Confirmación pendiente',
  checkYourEmail: 'Revise su correo electrónico',
  linkSentBefore: 'Enviamos un enlace de confirmación a ',
  linkSentAfter:
    '. Ábralo para activar su cuenta. ¿No llegó? Busque en la carpeta de correo no deseado o pida un enlace nuevo.',
  iConfirmedIt: 'Ya lo confirmé',

  systemFault: 'Error',
  chunkFailed: 'No se pudo cargar esta parte de Holdfast. Revise su conexión y vuelva a cargar la página.',
  pageFailed: 'Algo salió mal al mostrar esta página.',
  reload: 'Volver a cargar',
  returnHome: 'Volver al inicio',
  appTitle: 'Holdfast · Preparación familiar para emergencias',
} satisfies Catalogue<typeof en>;
