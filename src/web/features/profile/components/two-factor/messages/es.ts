import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  codesFileHeading: 'Códigos de recuperación de Holdfast (cada uno sirve una vez)',
  codesCopied: 'Códigos de recuperación copiados',
  couldNotCopy: 'No se pudo copiar',
  copyYourself: 'Seleccione los códigos y cópielos usted.',
  yourCodes: 'Sus códigos de recuperación',
  keepCodes:
    'Guarde estos códigos de recuperación en un lugar seguro, lejos de su teléfono. Cada uno le permite iniciar sesión una vez si pierde su app de autenticación. ',
  notAgain: 'No los volverá a ver.',
  copyCodes: 'Copiar códigos',
  downloadCodes: 'Descargar códigos',
  savedThem: 'Ya los guardé',
  twoFactorOn: 'Inicio de sesión en dos pasos activado',
  twoFactorOnText: 'Ahora, al iniciar sesión, también se le pide un código de su app.',
  twoFactorNotOn: 'No se activó el inicio de sesión en dos pasos',
  setupStep1:
    'Abra una app de autenticación en su teléfono (por ejemplo Aegis, 2FAS, Google Authenticator o 1Password).',
  setupStep2: 'Escanee este código QR o escriba la clave de abajo en la app.',
  setupStep3: 'Escriba el código de 6 dígitos que muestra la app.',
  qrAlt: 'Código QR para su app de autenticación',
  keyToType: 'Clave para escribir en la app',
  codeFromApp: 'Código de la app',
  checking: 'Verificando...',
  confirmTurnOn: 'Confirmar y activar',
} satisfies Catalogue<typeof en>;
