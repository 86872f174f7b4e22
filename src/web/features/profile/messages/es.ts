import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  backToDashboard: 'Volver al panel',
  eyebrow: 'Su cuenta',
  title: 'Configuración del perfil',
  signedInAsBefore: 'Sesión iniciada como ',
  signedInAsAfter: '.',
  error: 'Error',
  tryAgain: 'Intentar de nuevo',
  unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo.',

  language: 'Idioma',
  languageDescription: 'El idioma en que Holdfast le habla, en este dispositivo y en sus correos electrónicos.',
  languageNotChanged: 'No se cambió el idioma',

  profileForm: 'Perfil',
  basicInfo: 'Información básica',
  basicInfoDescription: 'Cómo lo conoce su familia: su nombre y su @usuario.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  username: 'Nombre de usuario',
  usernameHint: 'Al menos 3 caracteres: letras, números y guiones bajos. Único sin importar mayúsculas o minúsculas.',
  privacy: 'Privacidad',
  privacyDescription: 'Se aplica cuando guarda sus cambios.',
  publicProfile: 'Perfil público',
  publicProfileHint: 'Otras personas ven su nombre, su @usuario y su foto. Desactivado: su perfil es privado.',
  showScore: 'Mostrar puntuación de preparación',
  showScoreHint: 'Muestre su puntuación de preparación con su perfil. Desactivado: solo usted la ve.',
  saving: 'Guardando...',
  saveChanges: 'Guardar cambios',
  changesSaved: 'Se guardaron sus cambios.',

  security: 'Inicio de sesión y seguridad',
  securityDescription: 'Su contraseña y correo electrónico, dónde tiene la sesión iniciada y qué pasó últimamente.',
  securityLoading: 'Cargando su configuración de inicio de sesión',
  securityFailed: 'No se pudo cargar su configuración de inicio de sesión.',
  password: 'Contraseña',
  noPasswords: (p) => `Usted inicia sesión con ${p.provider}: este servidor no usa contraseñas.`,
  changePassword: 'Cambiar contraseña',
  setPassword: 'Crear una contraseña',
  changeEmail: 'Cambiar correo electrónico',
  changeEmailDescription: (p) =>
    `Ahora ${p.email}. Enviamos un enlace a la nueva dirección; su correo cambia cuando usted lo abre.`,
  emailFixed: (p) =>
    `Usted inicia sesión con ${p.provider} y no tiene contraseña, así que aquí no puede cambiar su correo electrónico.`,
  twoFactor: 'Inicio de sesión en dos pasos',
  twoFactorDescription:
    'Un código de una app de autenticación en su teléfono después de su contraseña, con códigos de recuperación por si lo pierde.',
  passkeys: 'Llaves de acceso',
  passkeysDescription:
    'Inicie sesión con el bloqueo de pantalla de su teléfono o computadora (huella, rostro o PIN) en lugar de una contraseña. Después de una contraseña, una llave de acceso también puede reemplazar el código de la app.',
  whereSignedIn: 'Dónde tiene la sesión iniciada',
  securityLog: 'Registro de seguridad',
  securityLogDescription:
    'Inicios de sesión, intentos fallidos, cierres de sesión y cambios de contraseña y de correo.',

  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmNewPassword: 'Confirme la contraseña nueva',
  signsOutElsewhere: 'Al cambiarla se cierran sus demás sesiones; en este dispositivo sigue con la sesión iniciada.',
  changing: 'Cambiando...',
  passwordNotChanged: 'No se cambió la contraseña',
  passwordChanged: 'Contraseña cambiada',
  passwordChangedEnded: (p, f) =>
    p.count === 0
      ? 'Aquí sigue con la sesión iniciada.'
      : f.plural(p.count, {
          one: 'Aquí sigue con la sesión iniciada; se cerró # sesión más.',
          other: 'Aquí sigue con la sesión iniciada; se cerraron # sesiones más.',
        }),

  notSignedOut: 'No se cerró la sesión',
  loadingSessions: 'Cargando sesiones...',
  sessionsFailed: 'No se pudieron cargar sus sesiones.',
  signedOut: 'Sesión cerrada',
  deviceSignedOut: (p) => `Se cerró la sesión en ${p.device}.`,
  signOutFailed: 'No se pudo cerrar esa sesión. Inténtelo de nuevo.',
  signedOutElsewhere: 'Sesiones cerradas en todos los demás lugares',
  sessionsEnded: (p, f) => f.plural(p.count, { one: 'Se cerró # sesión.', other: 'Se cerraron # sesiones.' }),
  signOutOthersFailed: 'No se pudieron cerrar las demás sesiones. Inténtelo de nuevo.',
  unknownDevice: 'Dispositivo desconocido',
  thisDevice: ' (este dispositivo)',
  address: (p) => `Dirección ${p.ip}`,
  addressUnknown: 'Dirección desconocida',
  inUseNow: 'en uso ahora',
  lastActive: (p) => `activa por última vez ${p.when}`,
  signedInAt: (p) => `inició sesión ${p.when}`,
  signOutDevice: (p) => `Cerrar sesión en ${p.device}, activa por última vez ${p.when}`,
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión...',
  signOutOthers: 'Cerrar todas las demás sesiones',
  onlyThisDevice: 'Solo tiene la sesión iniciada en este dispositivo.',
  unknownTime: 'en un momento desconocido',

  yourData: 'Sus datos',
  yourDataDescription: 'Todo lo que guarda aquí es suyo: lléveselo o elimínelo.',
  exportExplained:
    'Un archivo JSON con su cuenta, perfil, suministros, kits con sus artículos, planes, copias adquiridas e historial de inicio de sesión.',
  exporting: 'Exportando...',
  exportData: 'Exportar mis datos',
  dangerZone: 'Zona de peligro',
  deleteExplained:
    'Eliminar su cuenta la borra para siempre junto con todo lo que creó. Las copias que otros adquirieron siguen siendo de ellos.',

  pictureTitle: 'Foto de perfil',
  pictureDescription: 'JPEG, PNG, WebP o GIF de hasta 5 MB. Se guarda en cuanto la elige.',
  uploadError: 'Error al subir',
  tooLarge: 'La imagen debe pesar 5 MB o menos',
  uploadFailed: 'No se pudo subir la foto. Inténtelo de nuevo.',
  pictureUpdated: 'Foto actualizada',
  pictureUpdatedText: 'Se guardó su nueva foto de perfil.',
  removeFailed: 'No se pudo quitar la foto. Inténtelo de nuevo.',
  pictureRemoved: 'Foto quitada',
  pictureRemovedText: 'En su lugar se muestran sus iniciales.',
  uploading: 'Subiendo...',
  uploadPicture: 'Subir foto',
  removing: 'Quitando...',
  removePicture: 'Quitar foto',

  expiryTitle: 'Avisos de vencimiento',
  expiryDescription: (p) =>
    `Un correo semanal con lo que vence en ${p.windowDays} días o ya venció, y otro en cuanto algo vaya a vencer en ${p.soonDays} días.`,
  expiryDescriptionLoading: 'Correos antes de que venzan sus suministros y los artículos de sus kits.',
  expiryFailed: 'No se pudo cargar la configuración de avisos.',
  expirySwitch: 'Avisarme por correo antes de que venzan los suministros',

  setPasswordFirst: 'Primero cree una contraseña (arriba): se la pedimos para cambiar su correo electrónico.',
  emailNotChanged: 'No se cambió el correo electrónico',
  checkNewInbox: 'Revise su nueva bandeja de entrada',
  followLink: (p) => `Abra el enlace que enviamos a ${p.address} para terminar el cambio.`,
  linkSentBefore: 'Enviamos un enlace a ',
  linkSentAfter:
    '. Su correo cambia cuando lo abre (dentro de 24 horas); mientras tanto sigue iniciando sesión con el actual.',
  newEmail: 'Correo electrónico nuevo',
  sending: 'Enviando...',

  loadingLog: 'Cargando el registro de seguridad...',
  logFailed: 'No se pudo cargar el registro de seguridad.',
  nothingRecorded: 'Todavía no hay nada registrado.',
  check: 'Revisar: ',
  loading: 'Cargando...',
  showOlder: 'Ver anteriores',

  noPasswordBefore: (p) =>
    `Usted inicia sesión con ${p.provider}, así que su cuenta no tiene contraseña. Para crear una, enviamos un enlace a `,
  noPasswordAfter:
    '. Al crearla se cierran todas sus sesiones, también en este dispositivo; después puede iniciar sesión de cualquiera de las dos formas.',
  linkWorksOneHour: 'Revise su bandeja de entrada: el enlace sirve durante una hora.',
  linkNotSent: 'No se envió el enlace',
  sendAgain: 'Enviar el enlace de nuevo',

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
  cancel: 'Cancelar',
  deleting: 'Eliminando...',
  deleteAccount: 'Eliminar cuenta',
  deleteTitle: '¿Eliminar su cuenta?',
  deleteDescription: 'No se puede deshacer. Si quiere una copia, exporte primero sus datos.',
  deletedForGood: 'Se elimina para siempre:',
  deletedAccount: 'su cuenta, su perfil y su foto de perfil;',
  deletedTracker: 'su registro de suministros;',
  deletedKits: 'cada kit y plan de emergencia que creó, con sus fotos, y las copias que adquirió;',
  deletedHistory: 'su suscripción al boletín y su historial de inicio de sesión.',
  whatStays: 'Lo que se conserva:',
  whatStaysText:
    'Las copias de sus kits y planes públicos que otras personas adquirieron son de ellas y se quedan con ellas.',
} satisfies Catalogue<typeof en>;
