import type { PlanEventType } from '@shared/constants/plans';
import type { ActivityEvent, SupplyChange } from '@shared/households/activity';
import { PLACE_NAME_MAX, PLACES_MAX } from '@shared/households/place-limits';
import { HOUSEHOLD_LIMITS, type HouseholdRole } from '@shared/households/roles';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import type { en } from './en';

const ROLE: Record<HouseholdRole, string> = { owner: 'propietario', editor: 'editor', viewer: 'lector' };

/** Los tipos de evento de los planes y simulacros (como en el modo de emergencia y los simulacros). */
const EVENT: Record<PlanEventType, string> = {
  earthquake: 'Terremoto',
  hurricane: 'Huracán',
  blackout: 'Apagón',
  wildfire: 'Incendio forestal',
  pandemic: 'Pandemia',
  civil_unrest: 'Disturbios civiles',
  winter_storm: 'Tormenta invernal',
  flood: 'Inundación',
  tornado: 'Tornado',
  chemical_nuclear: 'Emergencia química o nuclear',
  wilderness_lost: 'Perdido en la naturaleza',
  vehicle_breakdown: 'Avería del vehículo',
  custom: 'Evento propio',
};
const event = (type: string) => EVENT[type as PlanEventType] ?? type;

function supplyChange(c: SupplyChange, f: Formats): string {
  switch (c.kind) {
    case 'used':
      return `usó ${f.number(c.quantity, 0)} × ${c.name}`;
    case 'added':
      return `añadió ${f.number(c.quantity, 0)} × ${c.name}${c.bestBefore ? `, consumir antes del ${f.shortDay(c.bestBefore)}` : ''}`;
    case 'batches':
      return `cambió los lotes de ${c.name}`;
  }
}

/** Una línea de la actividad después del nombre ("Sam usó 1 × Canned Food"; decisión 0351). */
function activityLine(e: ActivityEvent, f: Formats): string {
  switch (e.code) {
    case 'supplies.saved': {
      const named = e.changes.map((c) => supplyChange(c, f)).join('; ');
      const more = f.plural(e.more, { one: 'y cambió # suministro más', other: 'y cambió # suministros más' });
      return e.more > 0 ? `${named}; ${more}` : named;
    }
    case 'supplies.scanned':
      return `escaneó ${f.number(e.quantity, 0)} × ${e.name}`;
    case 'supplies.imported':
      return f.plural(e.count, { one: 'importó # suministro', other: 'importó # suministros' });
    case 'invitation.sent':
      return `invitó a ${e.email} como ${ROLE[e.role]}`;
    case 'invitation.revoked':
      return `retiró la invitación de ${e.email}`;
    case 'member.joined':
      return `se unió como ${ROLE[e.role]}${e.broughtSupplies ? ' y trajo sus suministros' : ''}`;
    case 'member.left-to-join':
      return e.inviter ? `salió para unirse al hogar de ${e.inviter}` : 'salió para unirse a otro hogar';
    case 'member.role-set':
      return `hizo ${ROLE[e.role]} a ${e.name}`;
    case 'member.removed':
      return `quitó a ${e.name} del hogar`;
    case 'member.left':
      return 'dejó el hogar';
    case 'account.deleted':
      return e.after === 'new-owner'
        ? `eliminó su cuenta; ahora ${e.newOwner ?? ''} es el propietario`
        : e.after === 'only-viewers'
          ? 'eliminó su cuenta; solo quedan lectores, así que nadie puede cambiar el hogar'
          : 'eliminó su cuenta';
    case 'place.added':
      return `añadió el lugar vigilado ${e.name}`;
    case 'place.changed':
      return `cambió el lugar vigilado ${e.name}`;
    case 'place.removed':
      return `quitó el lugar vigilado ${e.name}`;
    case 'readiness.changed':
      return 'cambió las personas y la meta de preparación del hogar';
    case 'family-plan.updated':
      return 'actualizó el plan de emergencia familiar';
    case 'incident.started':
      return `inició el modo de emergencia: ${event(e.eventType)}${e.practice ? ' (simulacro)' : ''}`;
    case 'incident.ended':
      return e.practice
        ? `terminó el simulacro de ${event(e.eventType)}; lo registró como simulacro del ${f.shortDay(e.day)}`
        : `terminó el modo de emergencia: ${event(e.eventType)}`;
    case 'drill.recorded':
      return `registró un simulacro de ${event(e.eventType)} del ${f.shortDay(e.day)}`;
    case 'drill.deleted':
      return e.eventType === 'custom'
        ? `eliminó la práctica del plan familiar del ${f.shortDay(e.day)}`
        : `eliminó el simulacro de ${event(e.eventType)} del ${f.shortDay(e.day)}`;
  }
}

/** /household en español (decisión 0339): "usted", términos de Listo.gov. */
export default {
  'page.eyebrow': 'Hogar',
  'page.title': 'Su hogar',
  'page.lead':
    'Todos en un hogar comparten los mismos suministros, la misma cifra de preparación y el mismo plan de emergencia familiar.',
  'page.youAre.owner': 'Usted es propietario de este hogar.',
  'page.youAre.editor': 'Usted es editor de este hogar.',
  'page.youAre.viewer': 'Usted es lector de este hogar.',
  'page.back': 'Volver al panel',
  'page.loadFailed': 'No se pudo cargar el hogar',
  'page.loading': 'Cargando el hogar',
  'noOneCanEdit.title': 'Nadie puede editar este hogar',
  'noOneCanEdit.text':
    'Nadie puede cambiar este hogar: ya no tiene propietario ni editor, solo lectores. Sus suministros, su preparación y su plan de emergencia familiar quedan como están. Para tener suministros que pueda cambiar, déjelo y tenga un hogar propio.',

  'role.owner': 'Propietario',
  'role.editor': 'Editor',
  'role.viewer': 'Lector',
  'roleDescription.owner': 'Administra los miembros y el hogar; cambia todo.',
  'roleDescription.editor': 'Cambia suministros, lotes, preparación y el plan de emergencia familiar.',
  'roleDescription.viewer': 'Ve todo lo del hogar, no cambia nada.',
  role: 'Rol',
  remove: 'Quitar',
  saving: 'Guardando...',
  notRemoved: (p) => `No se quitó a ${p.name}. Inténtelo de nuevo.`,
  unknown: 'Desconocido',
  justNow: 'hace un momento',

  'members.title': 'Miembros',
  'members.count': (p, f) => f.plural(p.count, { one: '# miembro', other: '# miembros' }),
  'members.ownerOnly': 'Solo un propietario puede invitar personas, cambiar roles y quitar miembros.',
  'members.you': 'Usted',
  'members.roleOf': (p) => `Rol de ${p.name}`,
  'members.roleFailed': 'Rol no cambiado',
  'members.roleFailedText': 'No se cambió el rol. Inténtelo de nuevo.',
  'members.nowMe.owner': 'Ahora usted es propietario',
  'members.nowMe.editor': 'Ahora usted es editor',
  'members.nowMe.viewer': 'Ahora usted es lector',
  'members.now.owner': (p) => `${p.name} ahora es propietario`,
  'members.now.editor': (p) => `${p.name} ahora es editor`,
  'members.now.viewer': (p) => `${p.name} ahora es lector`,
  'members.remove': (p) => `Quitar a ${p.name}`,
  'members.removeTitle': (p) => `¿Quitar a ${p.name} del hogar?`,
  'members.removeText': (p) =>
    `${p.name} pierde de inmediato el acceso a los suministros, la preparación y el plan de emergencia familiar del hogar, y recibe un hogar propio vacío. Los suministros se quedan aquí.`,
  'members.removeFailed': 'Miembro no quitado',
  'members.removed': (p) => `${p.name} ya no está en el hogar`,

  'invite.title': 'Invitar a alguien',
  'invite.ownersOnly': 'Solo propietarios',
  'invite.leadMailOff': (p) =>
    `El correo está desactivado en este servidor: usted recibe el enlace para enviarlo. Funciona una vez, durante ${p.days} días.`,
  'invite.lead': (p) => `Le enviamos por correo un enlace que funciona una vez, durante ${p.days} días.`,
  'invite.howTo':
    'Quien no tenga cuenta crea una con ese correo electrónico a través del enlace. Para hacer propietario a alguien, invítelo y luego cambie su rol.',
  'invite.email': 'Correo electrónico',
  'invite.creating': 'Creando...',
  'invite.createLink': 'Crear enlace de invitación',
  'invite.sending': 'Enviando...',
  'invite.send': 'Enviar invitación',
  'invite.failed': 'Invitación no enviada',
  'invite.failedText': 'No se envió la invitación. Inténtelo de nuevo.',
  'invite.created': 'Invitación creada',
  'invite.createdText': (p) =>
    `El correo está desactivado en este servidor, así que no se envió nada. Copie el enlace y envíeselo usted a ${p.email}.`,
  'invite.sent': 'Invitación enviada',
  'invite.sentText': (p) => `Enviamos a ${p.email} un enlace para unirse. Funciona una vez, durante ${p.days} días.`,
  'invite.linkLabel': (p) => `Enlace de invitación para ${p.email}`,
  'invite.linkNote': (p) =>
    `Solo se muestra ahora. Funciona una vez, durante ${p.days} días. ¿Lo perdió? Revoque la invitación e invite de nuevo.`,
  'invite.copy': 'Copiar enlace de invitación',
  'invite.copied': 'Enlace copiado',
  'invite.copiedText': (p) => `Envíeselo usted a ${p.email}: por mensaje, chat o su propio correo.`,
  'invite.copyFailed': 'No se pudo copiar',
  'invite.copyFailedText': 'Seleccione el enlace y cópielo usted.',

  'invitations.title': 'Invitaciones pendientes',
  'invitations.mailOff':
    'El correo está desactivado en este servidor: cada enlace se mostró una sola vez, al crearlo. ¿Perdió uno? Revóquelo e invite de nuevo.',
  'invitations.none': 'No hay invitaciones pendientes.',
  'invitations.expires': 'vence el',
  'invitations.invitedBy': (p) => `invitado por ${p.name}`,
  'revoke.button': 'Revocar',
  'revoke.label': (p) => `Revocar la invitación de ${p.email}`,
  'revoke.failed': 'Invitación no revocada',
  'revoke.failedText': 'No se revocó la invitación. Inténtelo de nuevo.',
  'revoke.done': 'Invitación revocada',
  'revoke.doneText': (p) => `El enlace enviado a ${p.email} ya no funciona.`,

  'places.title': 'Lugares vigilados',
  'places.count': (p) => `${p.count} de ${p.max} lugares`,
  'places.lead': (p) =>
    `Lugares para los que vigilamos los avisos oficiales: casa, trabajo, escuela, los abuelos… Hasta ${p.max}, visibles solo para el hogar.`,
  'places.none': 'Todavía no hay lugares.',
  'places.list': 'Lugares',
  'places.point': (p, f) => `${f.number(p.latitude, 6)}, ${f.number(p.longitude, 6)}`,
  'places.ars': 'Clave de distrito (ARS)',
  'places.edit': (p) => `Editar ${p.name}`,
  'places.editButton': 'Editar',
  'places.viewer': 'Los lectores no pueden cambiar el hogar. Pida a un propietario que lo haga editor.',
  'places.full': (p) => `El hogar vigila ${p.max} lugares, el máximo. Quite uno para agregar otro.`,
  'places.loadFailed': 'No se pudieron cargar los lugares vigilados',
  'places.loading': 'Cargando los lugares vigilados',
  'places.add': 'Agregar un lugar',
  'places.name': 'Nombre',
  'places.nameHint': 'Casa, trabajo, escuela, los abuelos…',
  'places.country': 'País',
  'places.countryHint': 'Código de dos letras: US, MX, DE…',
  'places.latitude': 'Latitud',
  'places.latitudeHint': 'De -90 (sur) a 90 (norte)',
  'places.longitude': 'Longitud',
  'places.longitudeHint': 'De -180 (oeste) a 180 (este)',
  'places.locating': 'Buscando su ubicación...',
  'places.useLocation': 'Usar mi ubicación',
  'places.locationNote': 'Su dispositivo completa la latitud y la longitud. Solo se guarda el punto, en este servidor.',
  'places.arsHint':
    'Opcional, recomendado: en Alemania los avisos oficiales se emiten por distrito. El Amtlicher Regionalschlüssel de 12 dígitos del distrito o municipio del lugar permite que Holdfast los asocie.',
  'places.save': 'Guardar lugar',
  'places.addButton': 'Agregar lugar',
  'places.changeFailed': 'Lugar no cambiado',
  'places.addFailed': 'Lugar no agregado',
  'places.saveFailedText': 'No se guardó el lugar. Inténtelo de nuevo.',
  'places.changed': (p) => `${p.name} cambiado`,
  'places.added': (p) => `${p.name} agregado`,
  'places.removeFailed': 'Lugar no quitado',
  'places.removed': (p) => `${p.name} quitado`,
  'places.remove': (p) => `Quitar ${p.name}`,
  'places.removeTitle': (p) => `¿Quitar ${p.name}?`,
  'places.removeText': 'El hogar deja de vigilar este lugar por si hay avisos oficiales.',
  'location.denied':
    'Se rechazó el acceso a la ubicación. Permítalo para este sitio en su navegador, o escriba la latitud y la longitud.',
  'location.unavailable': 'No se encontró su ubicación. Escriba usted la latitud y la longitud.',
  'location.unsupported': 'Este navegador no puede compartir su ubicación. Escriba usted la latitud y la longitud.',

  'activity.title': 'Actividad',
  'activity.none': 'Todavía no hay cambios.',
  'activity.shown': (p) => `Los últimos ${p.count} cambios, los más recientes primero.`,
  'activity.line': (p, f) => activityLine(p.event, f),

  'leave.title': 'Salir',
  'leave.text':
    'Al salir, pierde de inmediato el acceso a los suministros, la preparación y el plan de emergencia familiar de este hogar. Recibe un hogar propio vacío; los suministros se quedan aquí.',
  'leave.button': 'Salir del hogar',
  'leave.confirmTitle': '¿Salir del hogar?',
  'leave.confirmText':
    'Su acceso a los suministros, la preparación y el plan de emergencia familiar termina de inmediato, y recibe un hogar propio vacío. Los suministros se quedan con el hogar. Para volver, un propietario tiene que invitarlo de nuevo.',
  'leave.failed': 'Usted sigue en el hogar',
  'leave.failedText': 'No se pudo salir del hogar. Inténtelo de nuevo.',
  'leave.done': 'Salió del hogar',
  'leave.doneText': 'Ahora tiene un hogar propio vacío.',

  'join.title': 'Unirse a un hogar',
  'join.loading': 'Cargando la invitación',
  'join.loadFailed': 'No se pudo cargar la invitación',
  'join.invalidTitle': 'Invitación no válida',
  'join.askAgain': 'Pida a la persona que lo invitó que le envíe una nueva invitación.',
  'join.invitation': 'Invitación',
  'join.pending': 'Pendiente',
  'join.someone': 'Alguien',
  'join.invited.owner': (p) => `${p.inviter} lo invitó a su hogar como propietario.`,
  'join.invited.editor': (p) => `${p.inviter} lo invitó a su hogar como editor.`,
  'join.invited.viewer': (p) => `${p.inviter} lo invitó a su hogar como lector.`,
  'join.share':
    'Los miembros comparten los mismos suministros, la misma cifra de preparación y el mismo plan de emergencia familiar.',
  'join.role.owner': 'Propietario: administra los miembros y el hogar; cambia todo.',
  'join.role.editor': 'Editor: cambia suministros, lotes, preparación y el plan de emergencia familiar.',
  'join.role.viewer': 'Lector: ve todo lo del hogar, no cambia nada.',
  'join.checking': 'Comprobando su sesión…',
  'join.backHome': 'Volver a Holdfast',
  'join.goHome': 'Ir a la página de inicio',
  'join.visitor': (p) =>
    `Se envió a ${p.email}. Cree una cuenta con ese correo para aceptarla, o inicie sesión si ya tiene una. Después volverá aquí.`,
  'join.signUp': 'Crear una cuenta',
  'join.signIn': 'Iniciar sesión',
  'join.signOut': 'Cerrar sesión',
  'join.open': 'Abrir su hogar',
  'join.form': 'Unirse al hogar',
  'join.suppliesStay':
    'Usted comparte su hogar actual con otras personas, así que sus suministros se quedan allí. Empieza con los suministros del hogar al que se une.',
  'join.suppliesCome':
    'Usted es el único miembro de su hogar actual, así que sus suministros vienen con usted: se combinan por nombre con los del hogar. Su plan de emergencia familiar también viene si el hogar no tiene uno.',
  'join.joining': 'Uniéndose...',
  'join.button': 'Unirse al hogar',
  'join.failed': 'No se unió',
  'join.failedText': 'No se pudo unir al hogar. Inténtelo de nuevo.',
  'join.joined': 'Se unió al hogar',
  'join.alreadyTitle': 'Ya es miembro',
  'join.already': 'Usted ya está en este hogar.',
  'join.wrongTitle': 'Otra cuenta',
  'join.sentTo': (p) =>
    `Se envió a ${p.email}. Cierre sesión, inicie sesión con ${p.email} (o cree una cuenta con ese correo) y abra el enlace de nuevo.`,
  'join.sentToSignedIn': (p) =>
    `Se envió a ${p.email}; usted inició sesión como ${p.me}. Cierre sesión, inicie sesión con ${p.email} (o cree una cuenta con ese correo) y abra el enlace de nuevo.`,
  'join.verifyTitle': 'Primero confirme su correo electrónico',
  'join.verifyFor': (p) => `La invitación es solo para ${p.email}: al confirmar el correo demuestra que es suyo.`,
  'join.handOverTitle': 'Primero entregue su hogar',
  'join.handOver':
    'Usted es el único propietario de su hogar actual, y otras personas lo comparten. Haga propietario a una de ellas en la página de su hogar y luego abra este enlace de nuevo.',

  'error.email': 'Escriba un correo electrónico como nombre@example.com',
  'error.role': 'Elija propietario, editor o lector',
  'error.inviteRole': 'Elija editor o lector',
  'error.ownerOnly': 'Solo un propietario puede administrar el hogar.',
  'error.lastOwner': 'Un hogar necesita un propietario. Primero haga propietario a otro miembro.',
  'error.alreadyMember': 'Esta persona ya está en su hogar.',
  'error.alreadyInvited': 'Este correo electrónico ya tiene una invitación pendiente.',
  'error.tooManyMembers': `Un hogar tiene como máximo ${HOUSEHOLD_LIMITS.membersMax} miembros.`,
  'error.tooManyInvitations': `Como máximo ${HOUSEHOLD_LIMITS.pendingInvitationsMax} invitaciones pendientes.`,
  'error.removeSelf': 'Para salir del hogar, use «Salir del hogar».',
  'error.alone': 'Usted es el único miembro de su hogar.',
  'error.invitationInvalid': 'Este enlace de invitación no es válido: ya se usó, se revocó o venció.',
  'error.invitationWrongAccount':
    'Esta invitación se envió a otro correo electrónico. Inicie sesión con ese correo para aceptarla.',
  'error.verifyEmailFirst':
    'Confirme su correo electrónico antes de unirse a un hogar: abra el enlace que le enviamos, o pida uno nuevo.',
  'error.joinChoice': 'Elija si deja sus suministros o los trae con usted',
  'error.suppliesStay':
    'Usted comparte su hogar con otras personas, así que sus suministros se quedan allí. Solo el único miembro de un hogar puede traer sus suministros.',
  'error.placeName': `Escriba un nombre de 1 a ${PLACE_NAME_MAX} caracteres, como Casa o Escuela`,
  'error.placeCountry': 'Escriba el código de país de dos letras, como US o MX',
  'error.placeLatitude': 'La latitud es un número entre -90 y 90',
  'error.placeLongitude': 'La longitud es un número entre -180 y 180',
  'error.placeArs': 'La clave de distrito (ARS) tiene 12 dígitos',
  'error.placeArsOnlyGermany': 'Una clave de distrito (ARS) es solo para lugares en Alemania (DE)',
  'error.placeTooMany': `Un hogar vigila como máximo ${PLACES_MAX} lugares. Quite uno para agregar otro.`,
  'error.placeNotFound': 'Lugar no encontrado',
} satisfies Catalogue<typeof en>;
