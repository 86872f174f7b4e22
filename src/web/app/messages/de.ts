import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import type { en } from './en';

const ago = (savedAt: number, f: Formats) => {
  const minutes = Math.floor(Math.max(0, Date.now() - savedAt) / 60_000);
  if (minutes < 1) return 'gerade eben';
  const rtf = new Intl.RelativeTimeFormat(f.tag, { numeric: 'always' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? rtf.format(-hours, 'hour') : rtf.format(-Math.floor(hours / 24), 'day');
};

const changes = (count: number, checkins: number, f: Formats) => {
  const supplies = count - checkins;
  const parts = [
    supplies > 0 || checkins === 0
      ? f.plural(supplies, { one: '# Änderung an Vorräten', other: '# Änderungen an Vorräten' })
      : null,
    checkins > 0 ? f.plural(checkins, { one: '# Meldung', other: '# Meldungen' }) : null,
  ].filter((part): part is string => part !== null);
  return f.list(parts);
};

export default {
  offlineReason: 'Offline nicht verfügbar. Stellen Sie die Verbindung wieder her, um etwas zu ändern.',
  offlineSaved: (p, f) => `Offline – Daten gespeichert ${ago(p.savedAt, f)}`,
  offlineNothingSaved: 'Offline – angezeigt wird, was dieses Gerät gespeichert hat',

  signedOut: 'Abgemeldet',
  signedOutText: 'Sie wurden abgemeldet.',
  signOutTitle: 'Möchten Sie sich wirklich abmelden?',
  signOutDescription: 'Danach müssen Sie sich erneut anmelden, um Ihre Übersicht zu sehen.',
  unsent: (p, f) =>
    `${changes(p.count, p.checkins, f)} (offline vorgenommen) ${p.count === 1 ? 'wurde' : 'wurden'} noch nicht an Holdfast gesendet.`,
  unsentExplained:
    'Behalten Sie sie auf diesem Gerät, werden sie bei Ihrer nächsten Anmeldung hier gesendet. Alles andere, was Holdfast auf diesem Gerät speichert, wird in jedem Fall gelöscht.',
  stayLoggedIn: 'Nein, angemeldet bleiben',
  discardAndSignOut: 'Änderungen verwerfen und abmelden',
  keepAndSignOut: 'Änderungen behalten und abmelden',
  yesSignOut: 'Ja, abmelden',
  signOut: 'Abmelden',

  mailOff: 'Auf diesem Server ist der E-Mail-Versand ausgeschaltet',
  mailOffResend:
    'Es wurde keine E-Mail gesendet: Der neue Bestätigungslink steht im Serverprotokoll, für die Person, die den Server betreibt.',
  verificationSent: 'Bestätigungs-E-Mail gesendet',
  verificationSentText: 'In Ihrem Postfach finden Sie einen neuen Bestätigungslink.',
  alreadyConfirmed: 'E-Mail-Adresse bereits bestätigt',
  verificationNotSent: 'Bestätigungs-E-Mail nicht gesendet',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  sending: 'Wird gesendet …',
  resend: 'Bestätigung erneut senden',

  clearancePending: 'Bestätigung ausstehend',
  checkYourEmail: 'Sehen Sie in Ihr E-Mail-Postfach',
  linkSentBefore: 'Wir haben einen Bestätigungslink an ',
  linkSentAfter:
    ' gesendet. Öffnen Sie ihn, um Ihr Konto zu aktivieren. Nicht angekommen? Sehen Sie im Spam-Ordner nach oder fordern Sie einen neuen Link an.',
  iConfirmedIt: 'Ich habe bestätigt',

  systemFault: 'Fehler',
  chunkFailed: 'Dieser Teil von Holdfast konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie neu.',
  pageFailed: 'Beim Anzeigen dieser Seite ist etwas schiefgelaufen.',
  reload: 'Neu laden',
  returnHome: 'Zur Startseite',
  appTitle: 'Holdfast · Notfallvorsorge für die Familie',
} satisfies Catalogue<typeof en>;
