import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  accountDeleted: 'Cuenta eliminada',
  accountDeletedText:
    'Su cuenta y todo lo que contenía se eliminaron. Las copias que otros adquirieron siguen siendo de ellos.',
  freshSignIn: (p) =>
    `Acaba de iniciar sesión con ${p.provider}: ya puede eliminar la cuenta. Esto funciona durante 5 minutos después de iniciar sesión.`,
  proveWithProvider: (p) =>
    `Su cuenta inicia sesión con ${p.provider}, así que no hay contraseña que pedirle. Para confirmar que es usted, inicie sesión de nuevo con ${p.provider} y elimine la cuenta dentro de 5 minutos.`,
  providerFailed: (p) => `No se pudo iniciar sesión con ${p.provider}`,
  signInAgainWith: (p) => `Iniciar sesión de nuevo con ${p.provider}`,
  deleteFailed: 'No se pudo eliminar la cuenta. Inténtelo de nuevo.',
  typeUsername: 'Escriba su nombre de usuario para confirmar',
  enterBefore: 'Escriba ',
  enterAfter: ' (sin importar mayúsculas o minúsculas).',
  checkingProof: 'Comprobando cómo confirmar que es usted',
  proofFailed: 'No se pudo comprobar cómo confirmar que es usted.',
  currentPasswordTitle: 'Contraseña actual',
  deleting: 'Eliminando...',
  deletedForGood: 'Se elimina para siempre:',
  deletedAccount: 'su cuenta, su perfil y su foto de perfil;',
  deletedTracker: 'su registro de suministros;',
  deletedKits: 'cada kit y plan de emergencia que creó, con sus fotos, y las copias que adquirió;',
  deletedHistory: 'su suscripción al boletín y su historial de inicio de sesión.',
  whatStays: 'Lo que se conserva:',
  whatStaysText:
    'Las copias de sus kits y planes públicos que otras personas adquirieron son de ellas y se quedan con ellas.',
} satisfies Catalogue<typeof en>;
