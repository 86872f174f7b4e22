/**
 * Los correos en español (issue 43, decision 0333): español neutro de EE. UU., de "usted", con
 * los términos de Listo.gov (kit de emergencia, plan de emergencia, suministros, punto de
 * encuentro), sin tono militar.
 */
import { APP_NAME } from '@shared/constants/app';
import type { Catalogue } from '@shared/i18n/catalogue';
import { dayAndMonth } from './dates';
import type { en } from './en';

export default {
  nobody: 'Alguien',
  greeting: (p) => (p.name ? `Hola, ${p.name}:` : 'Hola:'),
  masthead: APP_NAME,
  buttonFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
  tagline: `${APP_NAME}: preparados cuando más importa.`,

  verifySubject: `Confirme su correo electrónico para ${APP_NAME}`,
  verifyIntro: `Usted se registró en ${APP_NAME}. Confirme esta dirección de correo electrónico para activar su cuenta. El enlace es válido por 24 horas.`,
  verifyIgnore: 'Si usted no se registró, ignore este mensaje y no se activará ninguna cuenta.',
  verifyLinkLabel: 'Confirme su correo electrónico:',
  verifyHeading: 'Confirme su correo electrónico',
  verifyButton: 'Confirmar correo electrónico',

  resetSubject: `Restablezca su contraseña de ${APP_NAME}`,
  resetIntro: `Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de ${APP_NAME}. El enlace es válido por una hora y una sola vez. Al restablecerla se cierra la sesión en todos los dispositivos.`,
  resetIgnore: 'Si usted no lo pidió, ignore este mensaje: su contraseña no cambia.',
  resetLinkLabel: 'Elija una contraseña nueva:',
  resetHeading: 'Restablezca su contraseña',
  resetButton: 'Elegir una contraseña nueva',

  changeSubject: `Confirme su nuevo correo electrónico para ${APP_NAME}`,
  changeIntro: `Usted pidió usar esta dirección para su cuenta de ${APP_NAME}. Confírmela para hacer el cambio: mientras tanto, su cuenta conserva la dirección anterior. El enlace es válido por 24 horas.`,
  changeIgnore: 'Si usted no lo pidió, ignore este mensaje y no cambiará nada.',
  changeLinkLabel: 'Confirme su nuevo correo electrónico:',
  changeHeading: 'Confirme su nuevo correo electrónico',
  changeButton: 'Confirmar el nuevo correo',
  noticeSubject: `Su correo electrónico de ${APP_NAME} va a cambiar`,
  noticeIntro: (p) =>
    `Su correo electrónico de ${APP_NAME} va a cambiar a ${p.newEmail}. El cambio se hará cuando se abra el enlace que enviamos a esa dirección.`,
  noticeWarning:
    'Si no fue usted, puede que alguien conozca su contraseña: inicie sesión, cambie su contraseña (se cerrará la sesión en todos los demás dispositivos) y revise sus sesiones en la configuración de su perfil. Si no puede iniciar sesión, restablezca su contraseña desde la página de inicio de sesión.',
  noticeLinkLabel: 'La configuración de su perfil:',
  noticeHeading: 'Su correo electrónico va a cambiar',
  noticeButton: 'Abrir la configuración del perfil',

  inviteIntro: (p) =>
    `${p.inviter} le envió una invitación a su hogar en ${APP_NAME} ${p.editor ? 'con permiso para editar' : 'con permiso para ver'}.`,
  inviteEditor:
    'Los miembros de un hogar comparten los mismos suministros, la misma cifra de preparación y el mismo plan de emergencia familiar. Con permiso para editar, usted puede cambiarlos.',
  inviteViewer:
    'Los miembros de un hogar comparten los mismos suministros, la misma cifra de preparación y el mismo plan de emergencia familiar. Con permiso para ver, usted puede consultarlos.',
  inviteLinkDays: (p, f) =>
    `El enlace es válido por ${f.plural(p.days, { one: '# día', other: '# días' })} y una sola vez. ¿Todavía no tiene cuenta? Cree una con esta dirección de correo electrónico a través del enlace.`,
  inviteIgnore: 'Si no conoce a esta persona, ignore este mensaje.',
  inviteSubject: `Tiene una invitación a un hogar en ${APP_NAME}`,
  inviteLinkLabel: 'Únase al hogar:',
  inviteHeading: 'Únase a un hogar',
  inviteButton: 'Unirse al hogar',

  batchItem: (p, f) => `${p.name}: ${p.quantity === null ? '' : f.number(p.quantity, 2)} ${p.unit ?? ''}`.trimEnd(),
  kitItem: (p) => `${p.name} (kit de emergencia: ${p.kitName})`,
  expiredOn: (p, f) => `${p.what}, venció el ${f.day(p.day)}`,
  expiresToday: (p) => `${p.what}, vence hoy`,
  expiresOn: (p, f) => `${p.what}, vence el ${f.day(p.day)}`,
  openSupplies: 'Abrir sus suministros',
  openKit: (p) => `Abrir el kit ${p.kitName}`,
  yourReadiness: 'Su preparación',
  remindersFooter: `Recibe estos mensajes porque los recordatorios de vencimiento están activados en la configuración de su perfil de ${APP_NAME}.`,
  unsubscribe: 'Cancelar la suscripción',
  unsubscribeLink: 'Cancelar la suscripción a los recordatorios de vencimiento',
  readinessButton: 'Revisar su preparación',
  soonSubjectToday: (p) => `${APP_NAME}: ${p.name} vence hoy`,
  soonSubjectOn: (p, f) => `${APP_NAME}: ${p.name} vence el ${dayAndMonth(p.day, f.tag)}`,
  soonSubjectMany: (p, f) =>
    `${APP_NAME}: ${f.plural(p.count, { one: '# suministro vence', other: '# suministros vencen' })} en ${f.plural(p.days, { one: '# día', other: '# días' })} o menos`,
  soonHeading: 'Use o reemplace esto pronto',
  expiringWithin: (p, f) => `Vencen en ${f.plural(p.days, { one: '# día', other: '# días' })} o menos:`,
  digestExpired: (p, f) => f.plural(p.count, { one: '# suministro vencido', other: '# suministros vencidos' }),
  digestSoon: (p, f) => f.plural(p.count, { one: '# suministro vence pronto', other: '# suministros vencen pronto' }),
  digestSubject: (p) => `${APP_NAME}: ${p.parts.join(', ')}`,
  digestExpiredIntro: 'Vencidos:',
  digestHeading: 'Su revisión semanal de vencimientos',

  practiceSubject: `${APP_NAME}: es hora de practicar su plan de emergencia familiar`,
  practiceLast: (p, f) => `Lo practicó por última vez el ${f.day(p.day)}.`,
  practiceNever: 'Todavía no ha registrado ningún simulacro.',
  practiceStepText: 'Todos envían un mensaje de texto al contacto fuera de la ciudad.',
  practiceStepWalk: 'Caminen a los puntos de encuentro, primero al más cercano.',
  practiceStepCards: 'Revisen que cada tarjeta de bolsillo y la copia del refrigerador sigan correctas.',
  practiceIntro: (p) => `Practique su plan de emergencia familiar dos veces al año. ${p.last}`,
  practiceRecord: 'Después, registre el simulacro',
  practicePlan: 'Su plan familiar',
  practiceHeading: 'Practique su plan familiar',
  practiceButton: 'Abrir el plan familiar',

  ownerGoneIntro: (p) => `${p.departed}, la última persona propietaria de su hogar en ${APP_NAME}, eliminó su cuenta.`,
  ownerGoneViewers:
    'Solo quedan miembros con permiso para ver, así que ya nadie puede cambiar los suministros, la preparación ni el plan familiar del hogar. Todo queda como está y usted todavía puede verlo.',
  ownerGoneLeave: 'Para tener suministros que pueda cambiar, salga del hogar desde su página: tendrá un hogar propio.',
  ownerGoneYou:
    'Usted era quien tenía permiso para editar desde hace más tiempo, así que ahora es el propietario: administra sus miembros, sus funciones y las invitaciones.',
  ownerGoneOther: (p) =>
    `${p.name}, quien tenía permiso para editar desde hace más tiempo, es ahora el propietario y administra sus miembros, sus funciones y las invitaciones.`,
  ownerGoneSubjectNobody: `Ya nadie puede cambiar su hogar en ${APP_NAME}`,
  ownerGoneSubjectYou: `Ahora usted es el propietario de su hogar en ${APP_NAME}`,
  ownerGoneSubjectOther: `Su hogar en ${APP_NAME} tiene un nuevo propietario`,
  ownerGoneLinkLabel: 'Su hogar:',
  ownerGoneHeadingNew: 'Un nuevo propietario',
  ownerGoneHeadingNobody: 'Ya nadie puede cambiarlo',
  ownerGoneButton: 'Abrir su hogar',

  incidentPracticeLine:
    'Práctica: esto es un simulacro, no está pasando nada. Repórtese como lo haría en una emergencia real.',
  incidentStartedSubject: (p) =>
    `${p.practice ? 'Práctica: se inició el modo de emergencia' : 'Se inició el modo de emergencia'} en su hogar de ${APP_NAME} (${p.event})`,
  incidentStartedHeading: (p) => (p.practice ? `Práctica: ${p.event}` : `Emergencia: ${p.event}`),
  incidentStarted: (p) =>
    `${p.actor} inició ${p.practice ? 'una práctica del modo de emergencia' : 'el modo de emergencia'} para su hogar: ${p.event}.`,
  incidentCheckIn:
    'Abra la pantalla de emergencia para reportarse ("Estoy a salvo" o "Necesito ayuda") y ver quién está a salvo.',
  incidentEndedSubject: (p) =>
    `${p.practice ? 'Práctica: terminó el modo de emergencia' : 'Terminó el modo de emergencia'} en su hogar de ${APP_NAME} (${p.event})`,
  incidentEndedHeading: (p) => (p.practice ? 'Terminó la práctica' : 'Terminó el modo de emergencia'),
  incidentEnded: (p) =>
    `${p.actor} terminó ${p.practice ? 'la práctica del modo de emergencia' : 'el modo de emergencia'} (${p.event}).`,
  incidentDrill: (p) => `Quedó registrada como simulacro. ${p.note}.`,
  incidentHistory: 'Los reportes quedan en la pantalla de emergencia como historial del hogar.',
  incidentHelpSubject: (p) =>
    `${p.practice ? 'Práctica: alguien' : 'Alguien'} en su hogar de ${APP_NAME} necesita ayuda`,
  incidentHelpHeading: (p) => (p.practice ? 'Práctica: se necesita ayuda' : 'Se necesita ayuda'),
  incidentHelp: (p) => `${p.subject} necesita ayuda${p.reporter ? ` (enviado por ${p.reporter})` : ''}.`,
  incidentNote: (p) => `Nota: ${p.note}`,
  incidentSee:
    'Abra la pantalla de emergencia para ver dónde está esa persona, si compartió su ubicación, y para reportarse.',
  incidentLinkLabel: 'La pantalla de emergencia:',
  incidentButton: 'Abrir la pantalla de emergencia',

  alertYourArea: 'su zona',
  alertStarts: (p) => `Comienza: ${p.time}`,
  alertUntil: (p) => `Hasta: ${p.time}`,
  alertAllClear: (p) => `Fin del aviso: ${p.event}`,
  alertCancelled: (p) =>
    `${p.sender ? `${p.sender} canceló la alerta oficial` : 'Se canceló la alerta oficial'} "${p.title}" para ${p.area}.`,
  alertExpired: (p) => `La alerta oficial "${p.title}" para ${p.area} ya venció.`,
  alertStayCareful: 'Siga las indicaciones de las autoridades locales: es posible que todavía le pidan precaución.',
  alertSubject: (p) => `${p.update ? 'Alerta actualizada' : 'Alerta'}: ${p.title}`,
  alertUpdated: 'Una alerta oficial para un lugar que su hogar sigue ahora es más grave.',
  alertNew: 'Una alerta oficial cubre un lugar que su hogar sigue.',
  alertIssuedBy: (p) => `Emitida por: ${p.sender}`,
  alertArea: (p) => `Zona: ${p.area}`,
  alertWhatToDo: 'Qué hacer:',
  alertWhatIsHappening: 'Qué está pasando:',
  alertLinkLabel: 'Las alertas de su hogar:',
  alertButton: 'Abrir las alertas',
  alertFooter: `${APP_NAME} transmite las alertas oficiales tal como las escribieron sus emisores.`,

  adminInviteIntro: `Tiene una invitación para crear una cuenta en este servidor de ${APP_NAME}, donde las familias guardan sus planes de emergencia y sus suministros.`,
  adminInviteLinkDays: (p, f) =>
    `El enlace es válido por ${f.plural(p.days, { one: '# día', other: '# días' })} y una sola vez. Cree su cuenta con esta dirección de correo electrónico.`,
  adminInviteIgnore: 'Si no esperaba este mensaje, ignórelo.',
  adminInviteSubject: `Tiene una invitación a ${APP_NAME}`,
  adminInviteLinkLabel: 'Cree su cuenta:',
  adminInviteHeading: 'Tiene una invitación',
  adminInviteButton: 'Crear su cuenta',
  testLine: `Este es un correo de prueba de su servidor de ${APP_NAME}. Si puede leerlo, el correo funciona.`,
  testSubject: `${APP_NAME}: correo de prueba`,
  testHeading: 'El correo funciona',
  testButton: `Abrir ${APP_NAME}`,
} satisfies Catalogue<typeof en>;
