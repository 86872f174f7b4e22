import type { SecurityLogCode, SecurityLogDetail } from '@shared/account/schemas';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import type { en } from './en';

/** Each line of the security log auf Deutsch („Sie“), by its code. */
const LINE: Record<SecurityLogCode, (d: SecurityLogDetail, f: Formats) => string> = {
  signed_in: () => 'Angemeldet',
  'signed_in.email_password': () => 'Mit E-Mail-Adresse und Passwort angemeldet',
  'signed_in.google': () => 'Mit Google angemeldet',
  'signed_in.email_verification': () => 'Über einen Link in einer E-Mail angemeldet',
  'signed_in.email_password_totp': () => 'Mit Passwort und Code aus der Authenticator-App angemeldet',
  'signed_in.email_password_recovery_code': () => 'Mit Passwort und einem Wiederherstellungscode angemeldet',
  'signed_in.passkey': () => 'Mit einem Passkey angemeldet',
  'signed_in.email_password_passkey': () => 'Mit Passwort und einem Passkey angemeldet',
  'signed_in.oidc': (d) => `Mit ${d.provider ?? 'OpenID Connect'} angemeldet`,
  sign_in_failed: () => 'Eine Anmeldung ist fehlgeschlagen',
  'sign_in_failed.invalid_credentials': () => 'Eine Anmeldung ist fehlgeschlagen: falsches Passwort',
  'sign_in_failed.rate_limited': () => 'Eine Anmeldung wurde nach zu vielen falschen Passwörtern zurückgehalten',
  'sign_in_failed.wrong_current_password': () =>
    'Beim Ändern Ihres Kontos wurde ein falsches aktuelles Passwort angegeben',
  'sign_in_failed.wrong_two_factor_code': () =>
    'Eine Anmeldung ist fehlgeschlagen: falscher Code aus der Authenticator-App oder falscher Wiederherstellungscode',
  'sign_in_failed.two_factor_rate_limited': () => 'Eine Anmeldung wurde nach zu vielen falschen Codes zurückgehalten',
  'sign_in_failed.passkey_failed': () => 'Eine Anmeldung mit Passkey ist fehlgeschlagen',
  'sign_in_failed.passkey_not_verified': () =>
    'Eine Anmeldung mit Passkey ist fehlgeschlagen: Das Gerät hat nicht bestätigt, dass Sie es waren',
  'sign_in_failed.passkey_rate_limited': () =>
    'Eine Anmeldung mit Passkey wurde nach zu vielen Versuchen zurückgehalten',
  'oauth_failed.google': () => 'Eine Anmeldung mit Google ist fehlgeschlagen',
  'oauth_failed.oidc': (d) => `Eine Anmeldung mit ${d.provider ?? 'OpenID Connect'} ist fehlgeschlagen`,
  signed_out: () => 'Abgemeldet',
  'signed_out.others': (d, f) =>
    f.plural(d.count ?? 1, { one: 'Eine andere Sitzung abgemeldet', other: '# andere Sitzungen abgemeldet' }),
  password_changed: (d, f) =>
    d.count
      ? f.plural(d.count, {
          one: 'Passwort geändert; # andere Sitzung wurde abgemeldet',
          other: 'Passwort geändert; # andere Sitzungen wurden abgemeldet',
        })
      : 'Passwort geändert',
  email_change_requested: (d) =>
    d.email ? `Änderung der E-Mail-Adresse in ${d.email} angefordert` : 'Änderung der E-Mail-Adresse angefordert',
  email_changed: (d) => (d.email ? `E-Mail-Adresse in ${d.email} geändert` : 'E-Mail-Adresse geändert'),
  two_factor_enabled: () => 'Zwei-Faktor-Anmeldung eingeschaltet',
  two_factor_disabled: () => 'Zwei-Faktor-Anmeldung ausgeschaltet',
  recovery_codes_regenerated: () => 'Neue Wiederherstellungscodes erstellt (die alten gelten nicht mehr)',
  recovery_code_used: () => 'Ein Wiederherstellungscode wurde zur Anmeldung verwendet',
  passkey_added: (d) => `Passkey hinzugefügt: ${d.name ?? 'Passkey'}`,
  passkey_removed: (d) => `Passkey entfernt: ${d.name ?? 'Passkey'}`,
  unusual_activity: () => 'Auf einer geöffneten Seite wurde etwas Ungewöhnliches bemerkt',
};

export default {
  // A code this page does not know (a newer server) is shown as the server's English.
  'log.line': (p, f) => LINE[p.detail.code]?.(p.detail, f) ?? p.summary,
} satisfies Catalogue<typeof en>;
