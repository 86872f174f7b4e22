/** Los mensajes de error en español (decision 0353): español neutro de EE. UU., con "usted" y los términos de Listo.gov. */
import { PASSKEY_NAME_MAX } from '../../account/messages';
import {
  MIN_AGE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGN_IN_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../auth/rules';
import {
  MAX_ITEMS_PER_KIT,
  MAX_KITS_PER_USER,
  MAX_PLANS_PER_USER,
  MAX_SUPPLIES_PER_USER,
} from '../../constants/limits';
import { PLACE_NAME_MAX, PLACES_MAX } from '../../households/place-limits';
import { HOUSEHOLD_LIMITS as H } from '../../households/roles';
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN, EXPIRY_WINDOW_MAX, EXPIRY_WINDOW_MIN } from '../../supplies/expiry';
import type { Catalogue } from '../catalogue';
import { formatsFor } from '../format';
import type { en, Wait } from './en';
import communityEs from './features/community.es';
import drillsEs from './features/drills.es';
import familyPlanEs from './features/family-plan.es';
import incidentsEs from './features/incidents.es';
import kitsEs from './features/kits.es';
import plansEs from './features/plans.es';
import readinessEs from './features/readiness.es';
import suppliesEs from './features/supplies.es';

const n = (value: number) => formatsFor('es').number(value, 0);

const UNIT: Record<Wait['unit'], [string, string]> = {
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
};

export default {
  'http.notFound': 'No se encontró',
  'http.unauthorized': 'Inicie sesión para continuar.',
  'http.requestFailed': 'La solicitud no se pudo completar.',
  'http.tooLarge': 'La solicitud es demasiado grande.',
  'http.notJson': 'El contenido de la solicitud no es JSON válido.',
  'http.databaseDown': 'La base de datos no responde. Vuelva a intentarlo en un momento.',
  'http.busy': 'El servidor está ocupado. Vuelva a intentarlo.',
  'http.internal': 'Algo salió mal de nuestro lado. Vuelva a intentarlo.',
  'http.crossSite': 'Se rechazó una solicitud de otro sitio.',
  'http.invalidInput': 'Datos no válidos',
  'http.noRoute': (p) => `No hay ninguna ruta de la API para ${p.method} ${p.path}`,
  'http.alreadyExists': 'Esto ya existe.',
  'http.referenceGone': 'Algo a lo que esto se refiere ya no existe.',
  'http.valueNotAllowed': 'Falta un valor o no está permitido.',
  'http.valueNotStorable': 'Un valor no se puede guardar así.',
  'http.valueTooLarge': 'Un valor es demasiado grande.',
  'http.cursor': 'Esta posición de la lista no es válida. Vuelva a cargar la lista.',
  'http.cursorReload': 'Esta posición de la lista no es válida: vuelva a cargar la lista.',
  'http.cursorInvalid': 'Posición de la lista no válida',
  'http.liveUpdatesDown': 'Las actualizaciones en vivo no están disponibles en este momento.',
  'http.streamsPerAccount': (p, f) =>
    `Se permiten como máximo ${f.number(p.count, 0)} conexiones de actualizaciones en vivo por cuenta.`,
  'http.streamsPerAddress': (p, f) =>
    `Se permiten como máximo ${f.number(p.count, 0)} conexiones de actualizaciones en vivo por dirección.`,
  'http.tryAgainIn': (p, f) => {
    const [one, other] = UNIT[p.wait.unit];
    const wait = f.plural(p.wait.amount, { one: `# ${one}`, other: `# ${other}` });
    return `${p.reason} Vuelva a intentarlo en ${wait}.`;
  },
  'http.tooManyAttempts': 'Demasiados intentos.',
  'http.tooManyUploads': 'Demasiadas imágenes subidas.',

  'auth.email': 'Escriba un correo electrónico válido.',
  'auth.firstName': 'El nombre es obligatorio.',
  'auth.usernameMin': `El nombre de usuario debe tener al menos ${USERNAME_MIN} caracteres.`,
  'auth.usernameChars': 'El nombre de usuario solo puede tener letras, números y guiones bajos.',
  'auth.usernameMax': `El nombre de usuario puede tener como máximo ${USERNAME_MAX} caracteres.`,
  'auth.age': `Debe tener al menos ${MIN_AGE} años.`,
  'auth.dateOfBirth': 'Escriba una fecha de nacimiento válida.',
  'auth.passwordMin': `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  'auth.passwordRules':
    'La contraseña debe tener al menos una letra minúscula, una letra mayúscula, un número y un carácter especial.',
  'auth.passwordMax': `La contraseña puede tener como máximo ${PASSWORD_MAX} caracteres.`,
  'auth.confirmPassword': 'Las contraseñas no coinciden.',
  'auth.signInPasswordMin': `La contraseña debe tener al menos ${SIGN_IN_PASSWORD_MIN} caracteres.`,
  'auth.nameMax': `Como máximo ${NAME_MAX} caracteres`,
  'auth.invalidCredentials': 'El correo electrónico o la contraseña no son correctos.',
  'auth.accountExists': 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  'auth.invalidToken': 'Este enlace para restablecer la contraseña no es válido o ya venció.',
  'auth.alreadyVerified': 'Su correo electrónico ya está confirmado.',
  'auth.googleOff': 'El inicio de sesión con Google no está configurado en este servidor.',
  'auth.oidcOff': 'El inicio de sesión con OpenID Connect no está configurado en este servidor.',
  'auth.passwordsOff': (p) =>
    `En este servidor solo se inicia sesión con ${p.providers.join(' o ')}: las contraseñas están desactivadas. Use el botón "Iniciar sesión con ${p.providers[0] ?? ''}".`,
  'signup.closed': 'El registro está cerrado en este servidor. Pida una invitación a su administrador.',
  'signup.invite':
    'En este servidor solo se puede registrar con una invitación. Pídala al propietario de un hogar o al administrador.',
  'signup.disabled': 'Esta cuenta está desactivada.',
  'signup.verifyEmail': 'Primero confirme su correo electrónico: abra el enlace que le enviamos.',

  'account.currentPasswordRequired': 'Escriba su contraseña actual.',
  'account.wrongPassword': 'Esa contraseña no es correcta.',
  'account.samePassword': 'La nueva contraseña debe ser distinta de la actual.',
  'account.sameEmail': 'Este ya es su correo electrónico.',
  'account.emailTaken': 'Ya existe una cuenta con este correo electrónico.',
  'account.noPassword': 'Su cuenta todavía no tiene contraseña. Primero cree una (abajo).',
  'account.thisSession': 'Esta es la sesión que está usando: cierre sesión desde el menú.',
  'account.noSuchSession': 'Esa sesión no existe.',
  'account.locale': 'Elija uno de los idiomas disponibles.',

  'twoFactor.codeRequired': 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
  'twoFactor.codeFormat': 'El código tiene 6 dígitos.',
  'twoFactor.recoveryRequired': 'Escriba uno de sus códigos de recuperación.',
  'twoFactor.wrongCode':
    'Ese código no es correcto. Revise la hora de su teléfono y pruebe con el código más reciente.',
  'twoFactor.wrongRecoveryCode': 'Ese código de recuperación no es correcto o ya se usó.',
  'twoFactor.expired': 'El inicio de sesión tardó demasiado. Escriba de nuevo su correo electrónico y su contraseña.',
  'twoFactor.locked': 'Demasiados códigos incorrectos. Espere 15 minutos y vuelva a iniciar sesión.',
  'twoFactor.alreadyOn': 'El inicio de sesión en dos pasos ya está activado.',
  'twoFactor.notOn': 'El inicio de sesión en dos pasos está desactivado.',
  'twoFactor.notStarted': 'Empiece de nuevo: primero active el inicio de sesión en dos pasos con su contraseña.',
  'twoFactor.adminRequired':
    'Los administradores deben activar el inicio de sesión en dos pasos antes de usar la página de administración. Actívelo en Perfil › Inicio de sesión y seguridad.',
  'twoFactor.adminRequiresOwn':
    'Primero active el inicio de sesión en dos pasos en su propia cuenta, para no perder el acceso a esta página.',

  'passkey.nameRequired': 'Póngale un nombre a la llave de acceso, por ejemplo el del dispositivo donde está.',
  'passkey.nameMax': `El nombre debe tener menos de ${PASSKEY_NAME_MAX} caracteres.`,
  'passkey.notFresh': 'Vuelva a iniciar sesión (en los últimos 5 minutos) para agregar una llave de acceso.',
  'passkey.setupExpired': 'Agregar la llave de acceso tardó demasiado. Empiece de nuevo.',
  'passkey.notSaved': 'No se pudo guardar la llave de acceso. Empiece de nuevo.',
  'passkey.notFound': 'Esa llave de acceso ya no existe.',
  'passkey.signInFailed': 'Esa llave de acceso no inició su sesión. Vuelva a intentarlo o use su contraseña.',
  'passkey.notVerified': 'Su dispositivo no confirmó que era usted (PIN, huella o rostro). Vuelva a intentarlo.',
  'passkey.otherAccount': 'Esa llave de acceso es de otra cuenta. Use una de las llaves de acceso de esta cuenta.',
  'passkey.cancelled': 'La solicitud de la llave de acceso se canceló o se agotó el tiempo.',
  'passkey.unsupported': 'Este navegador no puede usar llaves de acceso.',
  'passkey.wrongAddress':
    'Las llaves de acceso solo funcionan en la dirección propia de este servidor, un nombre de dominio como holdfast.example.org o localhost.',

  'profile.usernameTaken': 'Este nombre de usuario ya está en uso. Elija otro.',
  'profile.deleteUsernameMismatch': 'Escriba su nombre de usuario exactamente como se muestra.',
  'profile.deleteNeedsFreshSignIn': (p) =>
    `Vuelva a iniciar sesión con ${p.provider} y luego elimine la cuenta en menos de 5 minutos.`,
  'profile.missing': 'Todavía no tiene perfil: complete su perfil.',
  'profile.exists': 'Su perfil ya existe.',

  'reminders.choice': 'Elija activado o desactivado.',
  'reminders.badLink': 'Este enlace para cancelar la suscripción no es válido.',
  'reminders.verifyFirst': 'Confirme su correo electrónico para recibir recordatorios.',
  'reminders.saved': 'Configuración de recordatorios guardada',
  'reminders.saveFailed': 'No se pudo guardar la configuración de recordatorios.',
  'reminders.unsubscribed': 'Ya no recibirá recordatorios de vencimiento.',
  'expiry.date': `Escriba una fecha entre ${EXPIRY_DATE_MIN.slice(0, 4)} y ${EXPIRY_DATE_MAX.slice(0, 4)}.`,
  'expiry.window': `Elija de ${EXPIRY_WINDOW_MIN} a ${EXPIRY_WINDOW_MAX} días.`,

  'alerts.severity': 'Elija entre Extrema, Grave, Moderada y Menor.',
  'alerts.minute': 'Escriba una hora del día.',
  'alerts.bothTimes': 'Fije las dos horas, o ninguna.',
  'alerts.sameTimes': 'Las horas de silencio deben terminar a una hora distinta de la de inicio.',
  'alerts.timeZone': 'Este servidor no conoce esa zona horaria.',
  'alerts.dateTime': 'No es una fecha y hora con diferencia horaria',
  'alerts.saved': 'Configuración de alertas guardada',
  'alerts.saveFailed': 'No se pudo guardar la configuración de alertas.',

  'household.notFound': 'No se encontró el hogar',
  'household.email': 'Escriba un correo electrónico como nombre@ejemplo.com.',
  'household.role': 'Elija propietario, editor o lector.',
  'household.inviteRole': 'Elija editor o lector.',
  'household.viewerCannotEdit': 'Los lectores no pueden cambiar el hogar. Pídale a un propietario que lo haga editor.',
  'household.ownerOnly': 'Solo un propietario puede administrar el hogar.',
  'household.lastOwner': 'Un hogar necesita un propietario. Primero haga propietario a otro miembro.',
  'household.alreadyMember': 'Esta persona ya está en su hogar.',
  'household.alreadyInvited': 'Este correo electrónico ya tiene una invitación pendiente.',
  'household.tooManyMembers': `Un hogar tiene como máximo ${H.membersMax} miembros.`,
  'household.tooManyInvitations': `Como máximo ${H.pendingInvitationsMax} invitaciones pendientes.`,
  'household.accountInvitationsPerDay': `Puede enviar como máximo ${H.invitationsPerAccountPerDay} invitaciones al día.`,
  'household.householdInvitationsPerDay': `Un hogar puede enviar como máximo ${H.invitationsPerHouseholdPerDay} invitaciones al día.`,
  'household.invitationInvalid': 'Este enlace de invitación no es válido: ya se usó, se anuló o venció.',
  'household.invitationWrongAccount':
    'Esta invitación se envió a otro correo electrónico. Inicie sesión con ese correo para aceptarla.',
  'household.joinChoice': 'Elija si deja sus suministros o los trae consigo.',
  'household.suppliesStay':
    'Usted comparte su hogar con otras personas, así que sus suministros se quedan en él. Solo quien es el único miembro de un hogar puede traer sus suministros consigo.',
  'household.verifyEmailFirst':
    'Confirme su correo electrónico antes de unirse a un hogar: abra el enlace que le enviamos o pida uno nuevo.',
  'household.noOneCanEdit':
    'Nadie puede cambiar este hogar: ya no tiene propietario ni editor, solo lectores. Sus suministros, su preparación y su plan de emergencia familiar quedan como están. Para tener suministros que usted pueda cambiar, déjelo y forme su propio hogar.',
  'household.removeSelf': 'Para dejar el hogar, use Dejar el hogar.',
  'household.alone': 'Usted es el único miembro de su hogar.',
  'household.invitationNotFound': 'No se encontró la invitación',
  'household.memberNotFound': 'No se encontró el miembro',

  'places.name': `Escriba un nombre de 1 a ${PLACE_NAME_MAX} caracteres, como Casa o Escuela.`,
  'places.country': 'Escriba el código de país de dos letras, como US o MX.',
  'places.latitude': 'La latitud es un número entre -90 y 90.',
  'places.longitude': 'La longitud es un número entre -180 y 180.',
  'places.ars': 'La clave de distrito (ARS) tiene 12 dígitos.',
  'places.arsOnlyGermany': 'Una clave de distrito (ARS) es solo para lugares en Alemania (DE).',
  'places.tooMany': `Un hogar vigila como máximo ${PLACES_MAX} lugares. Quite uno para agregar otro.`,
  'places.notFound': 'No se encontró el lugar',

  'push.endpoint': 'No es una dirección de suscripción a notificaciones',
  'push.endpointHttps': 'Una dirección de suscripción a notificaciones debe empezar con https:',
  'push.endpointLocal':
    'Una dirección de suscripción a notificaciones debe ser un servicio de notificaciones en internet',
  'push.endpointLength': 'Una dirección de suscripción a notificaciones tiene como máximo 1024 caracteres',
  'push.p256dh': 'No es la clave de notificaciones del navegador (65 bytes, base64url)',
  'push.auth': 'No es el secreto de notificaciones del navegador (16 bytes, base64url)',
  'push.devices': 'Las notificaciones ya están activadas en 20 dispositivos. Quite uno para agregar este.',
  'push.notFound': 'Este dispositivo no está en su lista.',

  'text.unstorable': 'Contiene un carácter que no se puede guardar (un NUL o un carácter Unicode dañado).',
  'text.uuid': 'No es un identificador válido',
  'visibility.choice': 'Elija Privado, Hogar o Público.',
  'visibility.disagree': 'isPublic y visibility no coinciden: envíe solo uno de los dos.',
  'visibility.creatorOnly': 'Solo quien lo creó puede cambiar quién lo ve o eliminarlo.',

  'limits.kits': `Llegó al límite de ${n(MAX_KITS_PER_USER)} kits. Elimine un kit para crear otro.`,
  'limits.plans': `Llegó al límite de ${n(MAX_PLANS_PER_USER)} planes. Elimine un plan para crear otro.`,
  'limits.kitItems': `Este kit llegó al límite de ${n(MAX_ITEMS_PER_KIT)} artículos. Elimine un artículo para agregar otro.`,
  'limits.copyItems': `Un kit tiene como máximo ${n(MAX_ITEMS_PER_KIT)} artículos; este tiene más y no se puede copiar.`,
  'limits.supplies': `Llegó al límite de ${n(MAX_SUPPLIES_PER_USER)} suministros. Elimine un suministro para agregar otro.`,

  'items.kitNotFound': 'No se encontró el kit',
  'items.itemNotFound': 'No se encontró el artículo',
  'items.notYourKit': 'No tiene permiso para editar este kit.',
  'items.ownKit': 'No puede agregar su propio kit.',
  'items.planNotFound': 'No se encontró el plan',
  'items.notYourPlan': 'Acceso denegado: solo puede editar sus propios planes.',
  'items.ownPlan': 'No puede agregar su propio plan.',
  'items.alreadyAcquired': 'Ya lo agregó',
  'items.nothingToUpdate': 'No hay nada que cambiar',
  'items.resourceNotFound': 'No se encontró el suministro',
  'items.batchNotFound': 'No se encontró el lote',
  'items.fileNotFound': 'No se encontró el archivo',
  'items.feedNotFound': 'No se encontró el calendario',
  'items.incidentNotFound': 'No se encontró la emergencia',
  'items.checkinNotFound': 'No se encontró el reporte',

  'images.tooLarge': 'La imagen debe pesar 5 MB o menos.',
  'images.missing': 'Elija una imagen para subir.',
  'images.unsupported': 'El archivo debe ser una imagen JPEG, PNG, WebP o GIF.',
  'images.unreadable': 'No se pudo leer la imagen; es posible que el archivo esté dañado.',
  'images.tooManyPixels': 'La imagen es demasiado grande (como máximo 40 megapíxeles).',
  'images.busy': 'El servidor está ocupado con otras imágenes. Vuelva a intentarlo en unos segundos.',

  'admin.noSuchAccount': 'Esa cuenta no existe.',
  'admin.noAccountWithEmail': 'Ninguna cuenta tiene este correo electrónico.',
  'admin.inviteExists': 'Ya existe una cuenta con este correo electrónico.',
  'admin.passwordResetOff':
    'Las contraseñas están desactivadas en este servidor (OIDC_ONLY=1): las personas inician sesión con el proveedor de inicio de sesión, así que no hay contraseña que restablecer.',
  'admin.disableSelf': 'No puede desactivar su propia cuenta.',
  'admin.deleteSelf': 'Elimine su propia cuenta desde la configuración de su perfil.',
  'admin.mailOff': 'El correo está desactivado en este servidor: configure SMTP_URL para enviar correos.',
  'admin.signupPolicy': 'Elija abierto, con invitación o cerrado.',

  'zod.required': 'Complete este campo.',
  'zod.type': (p) =>
    p.expected === 'number' || p.expected === 'int' ? 'Escriba un número.' : 'Este valor no es del tipo correcto.',
  'zod.textMin': (p, f) =>
    p.minimum <= 1
      ? 'Complete este campo.'
      : f.plural(p.minimum, { one: 'Escriba al menos # carácter.', other: 'Escriba al menos # caracteres.' }),
  'zod.textMax': (p, f) => f.plural(p.maximum, { one: 'Como máximo # carácter', other: 'Como máximo # caracteres' }),
  'zod.textExact': (p, f) => f.plural(p.length, { one: 'Exactamente # carácter', other: 'Exactamente # caracteres' }),
  'zod.numberMin': (p, f) =>
    p.inclusive ? `Escriba ${f.number(p.minimum, 6)} o más.` : `Escriba más de ${f.number(p.minimum, 6)}.`,
  'zod.numberMax': (p, f) =>
    p.inclusive ? `Escriba ${f.number(p.maximum, 6)} o menos.` : `Escriba menos de ${f.number(p.maximum, 6)}.`,
  'zod.listMin': (p, f) =>
    f.plural(p.minimum, { one: 'Agregue al menos # elemento.', other: 'Agregue al menos # elementos.' }),
  'zod.listMax': (p, f) => f.plural(p.maximum, { one: 'Como máximo # elemento', other: 'Como máximo # elementos' }),
  'zod.int': 'Escriba un número entero.',
  'zod.email': 'Escriba un correo electrónico como nombre@ejemplo.com.',
  'zod.url': 'Escriba una dirección web que empiece con https://',
  'zod.uuid': 'No es un identificador válido',
  'zod.dateTime': 'No es una fecha y hora válidas',
  'zod.date': 'Escriba una fecha como AAAA-MM-DD.',
  'zod.time': 'Escriba una hora como HH:MM.',
  'zod.format': 'No tiene la forma esperada.',
  'zod.choice': 'Elija una de las opciones disponibles.',
  'zod.unknownFields': (p) => `Campos que este formulario no tiene: ${p.keys}`,
  'zod.invalid': 'Este valor no es válido.',
  ...plansEs,
  ...drillsEs,
  ...familyPlanEs,
  ...readinessEs,
  ...suppliesEs,
  ...kitsEs,
  ...communityEs,
  ...incidentsEs,
} satisfies Catalogue<typeof en>;
