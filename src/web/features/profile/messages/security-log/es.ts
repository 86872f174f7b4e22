import type { SecurityLogCode, SecurityLogDetail } from '@shared/account/schemas';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import type { en } from './en';

/** Cada línea del registro de seguridad en español (de "usted"), por su código. */
const LINE: Record<SecurityLogCode, (d: SecurityLogDetail, f: Formats) => string> = {
  signed_in: () => 'Inició sesión',
  'signed_in.email_password': () => 'Inició sesión con correo electrónico y contraseña',
  'signed_in.google': () => 'Inició sesión con Google',
  'signed_in.email_verification': () => 'Inició sesión con un enlace de correo electrónico',
  'signed_in.email_password_totp': () => 'Inició sesión con contraseña y código de la app de autenticación',
  'signed_in.email_password_recovery_code': () => 'Inició sesión con contraseña y un código de recuperación',
  'signed_in.passkey': () => 'Inició sesión con una llave de acceso',
  'signed_in.email_password_passkey': () => 'Inició sesión con contraseña y una llave de acceso',
  'signed_in.oidc': (d) => `Inició sesión con ${d.provider ?? 'OpenID Connect'}`,
  sign_in_failed: () => 'Falló un inicio de sesión',
  'sign_in_failed.invalid_credentials': () => 'Falló un inicio de sesión: contraseña incorrecta',
  'sign_in_failed.rate_limited': () => 'Se detuvo un inicio de sesión tras demasiadas contraseñas incorrectas',
  'sign_in_failed.wrong_current_password': () => 'Se dio una contraseña actual incorrecta para cambiar su cuenta',
  'sign_in_failed.wrong_two_factor_code': () =>
    'Falló un inicio de sesión: código de autenticación o de recuperación incorrecto',
  'sign_in_failed.two_factor_rate_limited': () => 'Se detuvo un inicio de sesión tras demasiados códigos incorrectos',
  'sign_in_failed.passkey_failed': () => 'Falló un inicio de sesión con llave de acceso',
  'sign_in_failed.passkey_not_verified': () =>
    'Falló un inicio de sesión con llave de acceso: el dispositivo no confirmó que era usted',
  'sign_in_failed.passkey_rate_limited': () =>
    'Se detuvo un inicio de sesión con llave de acceso tras demasiados intentos',
  'oauth_failed.google': () => 'Falló un inicio de sesión con Google',
  'oauth_failed.oidc': (d) => `Falló un inicio de sesión con ${d.provider ?? 'OpenID Connect'}`,
  signed_out: () => 'Cerró sesión',
  'signed_out.others': (d, f) => f.plural(d.count ?? 1, { one: 'Cerró otra sesión', other: 'Cerró otras # sesiones' }),
  password_changed: (d, f) =>
    d.count
      ? f.plural(d.count, {
          one: 'Cambió la contraseña; se cerró # sesión más',
          other: 'Cambió la contraseña; se cerraron otras # sesiones',
        })
      : 'Cambió la contraseña',
  email_change_requested: (d) =>
    d.email
      ? `Pidió cambiar el correo electrónico a ${d.email}`
      : 'Pidió cambiar el correo electrónico a una dirección nueva',
  email_changed: (d) =>
    d.email ? `Cambió el correo electrónico a ${d.email}` : 'Cambió el correo electrónico a una dirección nueva',
  two_factor_enabled: () => 'Activó el inicio de sesión en dos pasos',
  two_factor_disabled: () => 'Desactivó el inicio de sesión en dos pasos',
  recovery_codes_regenerated: () => 'Creó nuevos códigos de recuperación (los anteriores dejaron de funcionar)',
  recovery_code_used: () => 'Se usó un código de recuperación para iniciar sesión',
  passkey_added: (d) => `Agregó una llave de acceso: ${d.name ?? 'Llave de acceso'}`,
  passkey_removed: (d) => `Quitó una llave de acceso: ${d.name ?? 'Llave de acceso'}`,
  unusual_activity: () => 'Se notó algo inusual en una página abierta',
};

export default {
  // A code this page does not know (a newer server) is shown as the server's English.
  'log.line': (p, f) => LINE[p.detail.code]?.(p.detail, f) ?? p.summary,
} satisfies Catalogue<typeof en>;
