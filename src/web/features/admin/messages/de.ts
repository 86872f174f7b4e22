import type { Catalogue } from '@shared/i18n/catalogue';
import type { AuditLine, en } from './en';

/**
 * /admin auf Deutsch (Entscheidung 0355): „Sie“, die Wörter der übrigen Seiten (Zwei-Faktor-Anmeldung,
 * Konto erstellen, Haushalt, Eigentümer). Variablennamen des Servers (SIGNUPS, SMTP_URL) bleiben, wie
 * sie in seiner Konfiguration stehen.
 */

/** Eine Zeile des Protokolls nach ihrem Akteur: mit dem betroffenen Konto, oder ohne, wenn keins gespeichert ist. */
const about = (withTarget: (target: string) => string, without: string) => (p: AuditLine) =>
  p.target ? withTarget(p.target) : without;

export default {
  title: 'Verwaltung',
  eyebrow: 'Nur für Administratoren',
  lead: 'Wer sich registrieren darf, die Konten und der Zustand des Servers. Alles, was Sie hier tun, steht im Protokoll.',
  back: 'Zurück zur Übersicht',
  loading: 'Wird geladen',
  loadingMore: 'Wird geladen …',
  loadFailed: 'Die Angaben zum Server konnten nicht geladen werden',
  twoFactorFirst: 'Schalten Sie zuerst die Zwei-Faktor-Anmeldung ein',
  twoFactorFirstText:
    'Administratoren müssen die Zwei-Faktor-Anmeldung einschalten, bevor sie die Verwaltung nutzen. Sie finden sie unter Profileinstellungen › Anmeldung und Sicherheit.',
  notSaved: 'Nicht gespeichert',
  notDone: 'Nicht ausgeführt',
  tryAgain: 'Bitte versuchen Sie es erneut.',
  cancel: 'Abbrechen',
  never: 'Nie',
  unknown: 'Unbekannt',
  'size.B': (p) => `${p.n} B`,
  'size.KB': (p) => `${p.n} KB`,
  'size.MB': (p) => `${p.n} MB`,
  'size.GB': (p) => `${p.n} GB`,

  'notFound.eyebrow': '404',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.before': 'Unter ',
  'notFound.after': ' gibt es keine Seite.',
  'notFound.home': 'Zur Startseite',

  'server.title': 'Dieser Server',
  'server.status': 'Zustand des Servers',
  'server.version': 'Version',
  'server.database': 'Datenbank',
  'server.embedded': (p) => `Eingebettetes PostgreSQL, ${p.size}`,
  'server.external': (p) => `Externes PostgreSQL (DATABASE_URL), ${p.size}`,
  'server.uploads': 'Hochgeladene Dateien',
  'server.uploadsS3': 'Im S3-Bucket (Größe nicht gemessen)',
  'server.uploadsLocal': (p) => `${p.size} auf diesem Server`,
  'server.jobs': 'Hintergrundaufgaben',
  'server.jobCounts': (p, f) => `${f.number(p.pending, 0)} wartend, ${f.number(p.failed, 0)} fehlgeschlagen`,
  'server.lastReminder': 'Letzte Erinnerung an ablaufende Vorräte',
  'server.noReminder': 'Noch keine gesendet',
  'server.mail': 'E-Mail',
  'server.mailOn': 'Eingerichtet (SMTP_URL)',
  'server.mailOff':
    'Aus: Setzen Sie SMTP_URL, um E-Mails zu senden. Links stehen im Serverprotokoll; bestätigen Sie Konten stattdessen hier.',
  'server.testEmail': 'Test-E-Mail senden',
  'server.testEmailSent': 'Test-E-Mail gesendet',
  'server.testEmailSentText': 'Sehen Sie in einer Minute in Ihr Postfach.',
  'server.testEmailFailed': 'Test-E-Mail nicht gesendet',

  'signup.title': 'Wer sich registrieren darf',
  'signup.policy': 'Registrierung',
  'policy.open': 'Offen',
  'policy.invite': 'Mit Einladung',
  'policy.closed': 'Geschlossen',
  'policyText.open': 'Jede Person, die diesen Server findet, kann ein Konto erstellen.',
  'policyText.invite': 'Nur über den Einladungslink eines Haushaltseigentümers oder eines Administrators.',
  'policyText.closed': 'Nur über den Einladungslink eines Administrators.',
  'signup.fromEnv': (p) => `Das ist die Voreinstellung des Servers (SIGNUPS=${p.policy}).`,
  'signup.chosen': (p) => `Hier gewählt; die Voreinstellung des Servers ist SIGNUPS=${p.policy}. `,
  'signup.useDefault': 'Voreinstellung verwenden',
  'signup.saved': 'Regel für die Registrierung gespeichert',

  'twoFactor.title': 'Anmeldung der Administratoren',
  'twoFactor.status': 'Zwei-Faktor',
  'twoFactor.require': 'Zwei-Faktor-Anmeldung für Administratoren verlangen',
  'twoFactor.requireText':
    'Ein Administrator ohne sie wird zum Einschalten geschickt, bevor sich diese Seite für ihn öffnet. Schalten Sie zuerst Ihre eigene ein.',
  'twoFactor.required': 'Zwei-Faktor-Anmeldung für Administratoren verlangt',
  'twoFactor.notRequired': 'Nicht mehr verlangt',

  'users.title': 'Konten',
  'users.search': 'Konten durchsuchen',
  'users.searchHint': 'Nach E-Mail-Adresse oder Name.',
  'users.loadFailed': (p) => `Die Konten konnten nicht geladen werden: ${p.message}`,
  'users.none': 'Kein Konto passt.',
  'users.confirmed': 'Bestätigt',
  'users.notConfirmed': 'Nicht bestätigt',
  'users.admin': 'Administrator',
  'users.disabled': 'Deaktiviert',
  'users.name': 'Name: ',
  'users.noName': 'Nicht angegeben',
  'users.created': 'Erstellt: ',
  'users.lastSignIn': 'Letzte Anmeldung: ',
  'users.household': 'Haushalt: ',
  'users.noHousehold': 'Keiner',
  'users.householdOf': (p) => `Haushalt von ${p.owner} (${p.role})`,
  'users.role.owner': 'Eigentümer',
  'users.role.editor': 'Bearbeiter',
  'users.role.viewer': 'Betrachter',
  'users.twoFactor': 'Zwei-Faktor-Anmeldung: ',
  'users.on': 'An',
  'users.off': 'Aus',
  'users.more': 'Weitere Konten anzeigen',

  'invite.email': 'Per E-Mail einladen',
  'invite.send': 'Einladung senden',
  'invite.failed': 'Einladung nicht gesendet',
  'invite.sent': 'Einladung gesendet',
  'invite.sentText': (p, f) =>
    `${p.email} kann ${f.plural(p.days, { one: 'einen Tag', other: '# Tage' })} lang über den zugesandten Link ein Konto erstellen.`,
  'invite.mailOff': 'E-Mail ist aus: Der Einladungslink steht im Serverprotokoll.',

  'action.confirmEmail': 'E-Mail bestätigen',
  'action.sendReset': 'Passwort zurücksetzen lassen',
  'action.enable': 'Aktivieren',
  'action.disable': 'Deaktivieren',
  'action.disableTitle': (p) => `${p.email} deaktivieren?`,
  'action.disableText':
    'Die Person wird sofort überall abgemeldet und kann sich erst wieder anmelden, wenn Sie das Konto erneut aktivieren. Es wird nichts gelöscht.',
  'action.disableConfirm': 'Konto deaktivieren',
  'action.delete': 'Löschen',
  'action.deleteTitle': (p) => `${p.email} löschen?`,
  'action.deleteText':
    'Das Konto und alles, was ihm gehört, werden endgültig gelöscht, so als hätte die Person es selbst gelöscht. Ihr Haushalt behält einen Eigentümer, wo das möglich ist.',
  'action.deleteConfirm': 'Konto löschen',
  'done.verify': 'E-Mail-Adresse bestätigt',
  'done.disable': 'Konto deaktiviert',
  'done.enable': 'Konto aktiviert',
  'done.password-reset': 'E-Mail zum Zurücksetzen des Passworts gesendet',
  'done.delete': 'Konto gelöscht',

  'audit.title': 'Protokoll',
  'audit.loadFailed': (p) => `Das Protokoll konnte nicht geladen werden: ${p.message}`,
  'audit.none': 'Noch hat kein Administrator etwas getan.',
  'audit.more': 'Ältere Einträge anzeigen',
  'audit.commandLine': 'Befehlszeile',
  'auditAction.grant': about((t) => `hat ${t} zum Administrator gemacht`, 'hat ein Konto zum Administrator gemacht'),
  'auditAction.revoke': about(
    (t) => `hat ${t} die Administratorrechte entzogen`,
    'hat einem Konto die Administratorrechte entzogen',
  ),
  'auditAction.verify': about(
    (t) => `hat die E-Mail-Adresse von ${t} bestätigt`,
    'hat die E-Mail-Adresse eines Kontos bestätigt',
  ),
  'auditAction.disable': about((t) => `hat ${t} deaktiviert`, 'hat ein Konto deaktiviert'),
  'auditAction.enable': about((t) => `hat ${t} aktiviert`, 'hat ein Konto aktiviert'),
  'auditAction.delete': about((t) => `hat ${t} gelöscht`, 'hat ein Konto gelöscht'),
  'auditAction.password_reset': about(
    (t) => `hat ${t} eine E-Mail zum Zurücksetzen des Passworts gesendet`,
    'hat eine E-Mail zum Zurücksetzen des Passworts gesendet',
  ),
  'auditAction.reset_link': about(
    (t) => `hat einen Link zum Zurücksetzen des Passworts für ${t} erstellt`,
    'hat einen Link zum Zurücksetzen des Passworts erstellt',
  ),
  'auditAction.invite': about((t) => `hat ${t} eingeladen`, 'hat jemanden eingeladen'),
  'auditAction.signup_policy': (p) =>
    p.policy ? `hat die Registrierung auf ${p.policy} gestellt` : 'hat die Regel für die Registrierung geändert',
  'auditAction.test_email': () => 'hat eine Test-E-Mail gesendet',
  'auditAction.admin_two_factor': () => 'hat geändert, ob Administratoren die Zwei-Faktor-Anmeldung brauchen',
  'auditAction.two_factor_off': about(
    (t) => `hat die Zwei-Faktor-Anmeldung von ${t} ausgeschaltet`,
    'hat die Zwei-Faktor-Anmeldung eines Kontos ausgeschaltet',
  ),
  'auditPolicy.open': '„Offen“',
  'auditPolicy.invite': '„Mit Einladung“',
  'auditPolicy.closed': '„Geschlossen“',
  'auditPolicy.default': 'die Voreinstellung des Servers',
} satisfies Catalogue<typeof en>;
