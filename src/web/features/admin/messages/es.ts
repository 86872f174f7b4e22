import type { Catalogue } from '@shared/i18n/catalogue';
import type { AuditLine, en } from './en';

/**
 * /admin en español (decisión 0355): "usted", las palabras de las demás páginas (inicio de sesión en
 * dos pasos, hogar, propietario). Los nombres de las variables del servidor (SIGNUPS, SMTP_URL) quedan
 * como se escriben en su configuración.
 */

/** Una línea del registro después de quien actuó: con la cuenta afectada, o sin ella si no se guardó ninguna. */
const about = (withTarget: (target: string) => string, without: string) => (p: AuditLine) =>
  p.target ? withTarget(p.target) : without;

export default {
  title: 'Administración',
  eyebrow: 'Solo administradores',
  lead: 'Quién puede registrarse, las cuentas y el estado del servidor. Todo lo que haga aquí queda en el registro de auditoría.',
  back: 'Volver al panel',
  loading: 'Cargando',
  loadingMore: 'Cargando…',
  loadFailed: 'No se pudieron cargar los datos del servidor',
  twoFactorFirst: 'Primero active el inicio de sesión en dos pasos',
  twoFactorFirstText:
    'Los administradores deben activar el inicio de sesión en dos pasos antes de usar la página de administración. Actívelo en Configuración del perfil › Inicio de sesión y seguridad.',
  notSaved: 'No se guardó',
  notDone: 'No se hizo',
  tryAgain: 'Inténtelo de nuevo.',
  cancel: 'Cancelar',
  never: 'Nunca',
  unknown: 'Desconocido',
  'size.B': (p) => `${p.n} B`,
  'size.KB': (p) => `${p.n} KB`,
  'size.MB': (p) => `${p.n} MB`,
  'size.GB': (p) => `${p.n} GB`,

  'notFound.eyebrow': '404',
  'notFound.title': '¡Uy! No se encontró la página',
  'notFound.before': 'No hay ninguna página en ',
  'notFound.after': '.',
  'notFound.home': 'Volver al inicio',

  'server.title': 'Este servidor',
  'server.status': 'Estado del servidor',
  'server.version': 'Versión',
  'server.database': 'Base de datos',
  'server.embedded': (p) => `PostgreSQL integrado, ${p.size}`,
  'server.external': (p) => `PostgreSQL externo (DATABASE_URL), ${p.size}`,
  'server.uploads': 'Archivos subidos',
  'server.uploadsS3': 'En el bucket de S3 (tamaño no medido)',
  'server.uploadsLocal': (p) => `${p.size} en este servidor`,
  'server.jobs': 'Tareas en segundo plano',
  'server.jobCounts': (p, f) =>
    `${f.plural(p.pending, { one: '# en espera', other: '# en espera' })}, ${f.plural(p.failed, { one: '# fallida', other: '# fallidas' })}`,
  'server.lastReminder': 'Último recordatorio de vencimiento',
  'server.noReminder': 'Todavía no se ha enviado ninguno',
  'server.mail': 'Correo',
  'server.mailOn': 'Configurado (SMTP_URL)',
  'server.mailOff':
    'Desactivado: configure SMTP_URL para enviar correos. Los enlaces van al registro del servidor; confirme las cuentas aquí.',
  'server.testEmail': 'Enviar un correo de prueba',
  'server.testEmailSent': 'Correo de prueba enviado',
  'server.testEmailSentText': 'Revise su bandeja de entrada en un minuto.',
  'server.testEmailFailed': 'No se envió el correo de prueba',

  'signup.title': 'Quién puede registrarse',
  'signup.policy': 'Regla de registro',
  'policy.open': 'Abierto',
  'policy.invite': 'Con invitación',
  'policy.closed': 'Cerrado',
  'policyText.open': 'Cualquier persona que encuentre este servidor puede crear una cuenta.',
  'policyText.invite': 'Solo con el enlace de invitación de un propietario de hogar o de un administrador.',
  'policyText.closed': 'Solo con el enlace de invitación de un administrador.',
  'signup.fromEnv': (p) => `Es la configuración predeterminada del servidor (SIGNUPS=${p.policy}).`,
  'signup.chosen': (p) => `Elegida aquí; la predeterminada del servidor es SIGNUPS=${p.policy}. `,
  'signup.useDefault': 'Usar la predeterminada',
  'signup.saved': 'Regla de registro guardada',

  'twoFactor.title': 'Inicio de sesión de los administradores',
  'twoFactor.status': 'Dos pasos',
  'twoFactor.require': 'Exigir el inicio de sesión en dos pasos a los administradores',
  'twoFactor.requireText':
    'A un administrador que no lo tenga se le envía a activarlo antes de que esta página se le abra. Active primero el suyo.',
  'twoFactor.required': 'Inicio de sesión en dos pasos exigido a los administradores',
  'twoFactor.notRequired': 'Ya no se exige',

  'users.title': 'Cuentas',
  'users.search': 'Buscar cuentas',
  'users.searchHint': 'Por correo electrónico o nombre.',
  'users.loadFailed': (p) => `No se pudieron cargar las cuentas: ${p.message}`,
  'users.none': 'Ninguna cuenta coincide.',
  'users.confirmed': 'Confirmado',
  'users.notConfirmed': 'Sin confirmar',
  'users.admin': 'Administrador',
  'users.disabled': 'Desactivada',
  'users.name': 'Nombre: ',
  'users.noName': 'Sin nombre',
  'users.created': 'Creada: ',
  'users.lastSignIn': 'Último inicio de sesión: ',
  'users.household': 'Hogar: ',
  'users.noHousehold': 'Ninguno',
  'users.householdOf': (p) => `Hogar de ${p.owner} (${p.role})`,
  'users.role.owner': 'propietario',
  'users.role.editor': 'editor',
  'users.role.viewer': 'lector',
  'users.twoFactor': 'Inicio de sesión en dos pasos: ',
  'users.on': 'Activado',
  'users.off': 'Desactivado',
  'users.more': 'Mostrar más cuentas',

  'invite.email': 'Invitar por correo electrónico',
  'invite.send': 'Enviar invitación',
  'invite.failed': 'No se envió la invitación',
  'invite.sent': 'Invitación enviada',
  'invite.sentText': (p, f) =>
    `${p.email} puede crear una cuenta con el enlace enviado por correo durante ${f.plural(p.days, { one: '# día', other: '# días' })}.`,
  'invite.mailOff': 'El correo está desactivado: el enlace de invitación está en el registro del servidor.',

  'action.confirmEmail': 'Confirmar correo',
  'action.sendReset': 'Enviar restablecimiento de contraseña',
  'action.enable': 'Activar',
  'action.disable': 'Desactivar',
  'action.disableTitle': (p) => `¿Desactivar ${p.email}?`,
  'action.disableText':
    'Se cierra su sesión en todas partes a la vez, y no podrá iniciar sesión hasta que usted vuelva a activar la cuenta. No se elimina nada.',
  'action.disableConfirm': 'Desactivar cuenta',
  'action.delete': 'Eliminar',
  'action.deleteTitle': (p) => `¿Eliminar ${p.email}?`,
  'action.deleteText':
    'La cuenta y todo lo que le pertenece se eliminan para siempre, como cuando la persona la elimina. Su hogar conserva un propietario cuando es posible.',
  'action.deleteConfirm': 'Eliminar cuenta',
  'done.verify': 'Correo electrónico confirmado',
  'done.disable': 'Cuenta desactivada',
  'done.enable': 'Cuenta activada',
  'done.password-reset': 'Correo para restablecer la contraseña enviado',
  'done.delete': 'Cuenta eliminada',

  'audit.title': 'Registro de auditoría',
  'audit.loadFailed': (p) => `No se pudo cargar el registro de auditoría: ${p.message}`,
  'audit.none': 'Ningún administrador ha hecho nada todavía.',
  'audit.more': 'Mostrar entradas anteriores',
  'audit.commandLine': 'línea de comandos',
  'auditAction.grant': about(
    (t) => `dio permisos de administrador a ${t}`,
    'dio permisos de administrador a una cuenta',
  ),
  'auditAction.revoke': about(
    (t) => `quitó los permisos de administrador a ${t}`,
    'quitó los permisos de administrador a una cuenta',
  ),
  'auditAction.verify': about((t) => `confirmó el correo electrónico de ${t}`, 'confirmó el correo de una cuenta'),
  'auditAction.disable': about((t) => `desactivó ${t}`, 'desactivó una cuenta'),
  'auditAction.enable': about((t) => `activó ${t}`, 'activó una cuenta'),
  'auditAction.delete': about((t) => `eliminó ${t}`, 'eliminó una cuenta'),
  'auditAction.password_reset': about(
    (t) => `envió un restablecimiento de contraseña a ${t}`,
    'envió un restablecimiento de contraseña',
  ),
  'auditAction.reset_link': about(
    (t) => `creó un enlace para restablecer la contraseña de ${t}`,
    'creó un enlace para restablecer una contraseña',
  ),
  'auditAction.invite': about((t) => `invitó a ${t}`, 'invitó a alguien'),
  'auditAction.signup_policy': (p) =>
    p.policy ? `cambió la regla de registro a ${p.policy}` : 'cambió la regla de registro',
  'auditAction.test_email': () => 'envió un correo de prueba',
  'auditAction.admin_two_factor': () => 'cambió si los administradores necesitan el inicio de sesión en dos pasos',
  'auditAction.two_factor_off': about(
    (t) => `desactivó el inicio de sesión en dos pasos de ${t}`,
    'desactivó el inicio de sesión en dos pasos de una cuenta',
  ),
  'auditPolicy.open': '“Abierto”',
  'auditPolicy.invite': '“Con invitación”',
  'auditPolicy.closed': '“Cerrado”',
  'auditPolicy.default': 'la predeterminada del servidor',
} satisfies Catalogue<typeof en>;
