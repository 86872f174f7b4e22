/**
 * Die E-Mails auf Deutsch (issue 43, decision 0333): formell („Sie“), in den Begriffen des BBK
 * (Notvorrat, Vorsorge, Notfallplan, Treffpunkt, Haushalt, Warnung), ohne militärischen Ton.
 */
import { APP_NAME } from '@shared/constants/app';
import type { Catalogue } from '@shared/i18n/catalogue';
import { dayAndMonth } from './dates';
import type { en } from './en';

export default {
  nobody: 'Jemand',
  greeting: (p) => (p.name ? `Guten Tag ${p.name},` : 'Guten Tag,'),
  masthead: APP_NAME,
  buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  tagline: `${APP_NAME}: gut vorbereitet, wenn es darauf ankommt.`,

  verifySubject: `Bestätigen Sie Ihre E-Mail-Adresse für ${APP_NAME}`,
  verifyIntro: `Sie haben sich bei ${APP_NAME} registriert. Bestätigen Sie diese E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 24 Stunden gültig.`,
  verifyIgnore: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese Nachricht; es wird kein Konto aktiviert.',
  verifyLinkLabel: 'E-Mail-Adresse bestätigen:',
  verifyHeading: 'Bestätigen Sie Ihre E-Mail-Adresse',
  verifyButton: 'E-Mail-Adresse bestätigen',

  resetSubject: `Setzen Sie Ihr ${APP_NAME}-Passwort zurück`,
  resetIntro: `Jemand (hoffentlich Sie) möchte das Passwort Ihres ${APP_NAME}-Kontos zurücksetzen. Der Link ist eine Stunde lang und nur einmal gültig. Beim Zurücksetzen werden alle Geräte abgemeldet.`,
  resetIgnore:
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  resetLinkLabel: 'Neues Passwort wählen:',
  resetHeading: 'Passwort zurücksetzen',
  resetButton: 'Neues Passwort wählen',

  changeSubject: `Bestätigen Sie Ihre neue E-Mail-Adresse für ${APP_NAME}`,
  changeIntro: `Sie möchten diese Adresse für Ihr ${APP_NAME}-Konto verwenden. Bestätigen Sie sie, damit die Änderung wirksam wird: Bis dahin behält Ihr Konto die bisherige Adresse. Der Link ist 24 Stunden gültig.`,
  changeIgnore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; es ändert sich nichts.',
  changeLinkLabel: 'Neue E-Mail-Adresse bestätigen:',
  changeHeading: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
  changeButton: 'Neue E-Mail-Adresse bestätigen',
  noticeSubject: `Ihre E-Mail-Adresse bei ${APP_NAME} wird geändert`,
  noticeIntro: (p) =>
    `Ihre E-Mail-Adresse bei ${APP_NAME} wird in ${p.newEmail} geändert. Die Änderung wird wirksam, sobald der Link geöffnet wird, den wir an diese Adresse geschickt haben.`,
  noticeWarning:
    'Falls Sie das nicht waren, kennt womöglich jemand Ihr Passwort: Melden Sie sich an, ändern Sie Ihr Passwort (dabei werden alle anderen Geräte abgemeldet) und prüfen Sie Ihre Sitzungen in den Profileinstellungen. Wenn Sie sich nicht anmelden können, setzen Sie Ihr Passwort auf der Anmeldeseite zurück.',
  noticeLinkLabel: 'Ihre Profileinstellungen:',
  noticeHeading: 'Ihre E-Mail-Adresse wird geändert',
  noticeButton: 'Profileinstellungen öffnen',

  inviteIntro: (p) =>
    `${p.inviter} hat Sie ${p.editor ? 'mit Bearbeitungsrechten' : 'mit Leserechten'} in den eigenen Haushalt bei ${APP_NAME} eingeladen.`,
  inviteEditor:
    'Die Mitglieder eines Haushalts teilen einen Notvorrat, einen Vorsorgestand und einen Notfallplan für die Familie. Mit Bearbeitungsrechten können Sie sie ändern.',
  inviteViewer:
    'Die Mitglieder eines Haushalts teilen einen Notvorrat, einen Vorsorgestand und einen Notfallplan für die Familie. Mit Leserechten können Sie sie ansehen.',
  inviteLinkDays: (p, f) =>
    `Der Link ist ${f.plural(p.days, { one: 'einen Tag', other: '# Tage' })} lang und nur einmal gültig. Noch kein Konto? Erstellen Sie über den Link eines mit dieser E-Mail-Adresse.`,
  inviteIgnore: 'Falls Sie diese Person nicht kennen, ignorieren Sie diese Nachricht.',
  inviteSubject: `Einladung in einen Haushalt bei ${APP_NAME}`,
  inviteLinkLabel: 'Dem Haushalt beitreten:',
  inviteHeading: 'Einem Haushalt beitreten',
  inviteButton: 'Dem Haushalt beitreten',

  batchItem: (p, f) => `${p.name}: ${p.quantity === null ? '' : f.number(p.quantity, 2)} ${p.unit ?? ''}`.trimEnd(),
  kitItem: (p) => `${p.name} (Notgepäck: ${p.kitName})`,
  expiredOn: (p, f) => `${p.what}, abgelaufen am ${f.day(p.day)}`,
  expiresToday: (p) => `${p.what}, läuft heute ab`,
  expiresOn: (p, f) => `${p.what}, läuft am ${f.day(p.day)} ab`,
  openSupplies: 'Ihren Vorrat öffnen',
  openKit: (p) => `Notgepäck „${p.kitName}“ öffnen`,
  yourReadiness: 'Ihr Vorsorgestand',
  remindersFooter: `Sie erhalten diese Nachrichten, weil Erinnerungen an das Haltbarkeitsdatum in Ihren ${APP_NAME}-Profileinstellungen eingeschaltet sind.`,
  unsubscribe: 'Abbestellen',
  unsubscribeLink: 'Erinnerungen an das Haltbarkeitsdatum abbestellen',
  readinessButton: 'Vorsorgestand prüfen',
  soonSubjectToday: (p) => `${APP_NAME}: ${p.name} läuft heute ab`,
  soonSubjectOn: (p, f) => `${APP_NAME}: ${p.name} läuft am ${dayAndMonth(p.day, f.tag)} ab`,
  soonSubjectMany: (p, f) =>
    `${APP_NAME}: ${f.plural(p.count, { one: '# Artikel läuft', other: '# Artikel laufen' })} innerhalb von ${f.plural(p.days, { one: 'einem Tag', other: '# Tagen' })} ab`,
  soonHeading: 'Bald verbrauchen oder ersetzen',
  expiringWithin: (p, f) => `Ablauf innerhalb von ${f.plural(p.days, { one: 'einem Tag', other: '# Tagen' })}:`,
  digestExpired: (p, f) => f.plural(p.count, { one: '# Artikel abgelaufen', other: '# Artikel abgelaufen' }),
  digestSoon: (p, f) => f.plural(p.count, { one: '# Artikel läuft bald ab', other: '# Artikel laufen bald ab' }),
  digestSubject: (p) => `${APP_NAME}: ${p.parts.join(', ')}`,
  digestExpiredIntro: 'Abgelaufen:',
  digestHeading: 'Ihre wöchentliche Haltbarkeitsprüfung',

  practiceSubject: `${APP_NAME}: Zeit, Ihren Notfallplan zu üben`,
  practiceLast: (p, f) => `Zuletzt geübt haben Sie ihn am ${f.day(p.day)}.`,
  practiceNever: 'Sie haben noch keine Übung eingetragen.',
  practiceStepText: 'Alle schicken der Kontaktperson außerhalb des Ortes eine Nachricht.',
  practiceStepWalk: 'Gehen Sie zu den Treffpunkten, zuerst zum nächstgelegenen.',
  practiceStepCards: 'Prüfen Sie, ob jede Notfallkarte im Portemonnaie und die Kopie am Kühlschrank noch stimmen.',
  practiceIntro: (p) => `Üben Sie Ihren Notfallplan zweimal im Jahr. ${p.last}`,
  practiceRecord: 'Tragen Sie danach die Übung ein',
  practicePlan: 'Ihr Notfallplan',
  practiceHeading: 'Üben Sie Ihren Notfallplan',
  practiceButton: 'Notfallplan öffnen',

  ownerGoneIntro: (p) =>
    `${p.departed}, die letzte Person mit Eigentümerrechten in Ihrem ${APP_NAME}-Haushalt, hat das eigene Konto gelöscht.`,
  ownerGoneViewers:
    'Es sind nur noch Mitglieder mit Leserechten übrig, daher kann niemand mehr den Vorrat, den Vorsorgestand oder den Notfallplan des Haushalts ändern. Alles bleibt, wie es ist, und Sie können es weiterhin ansehen.',
  ownerGoneLeave:
    'Wenn Sie einen Vorrat behalten möchten, den Sie ändern können, verlassen Sie den Haushalt auf seiner Seite: Sie erhalten dann einen eigenen Haushalt.',
  ownerGoneYou:
    'Sie hatten am längsten Bearbeitungsrechte und sind nun Eigentümer des Haushalts: Sie verwalten seine Mitglieder, ihre Rollen und die Einladungen.',
  ownerGoneOther: (p) =>
    `${p.name} hatte am längsten Bearbeitungsrechte, ist nun Eigentümer des Haushalts und verwaltet seine Mitglieder, ihre Rollen und die Einladungen.`,
  ownerGoneSubjectNobody: `Niemand kann Ihren ${APP_NAME}-Haushalt jetzt noch ändern`,
  ownerGoneSubjectYou: `Sie sind jetzt Eigentümer Ihres ${APP_NAME}-Haushalts`,
  ownerGoneSubjectOther: `Ihr ${APP_NAME}-Haushalt hat einen neuen Eigentümer`,
  ownerGoneLinkLabel: 'Ihr Haushalt:',
  ownerGoneHeadingNew: 'Ein neuer Eigentümer',
  ownerGoneHeadingNobody: 'Niemand kann ihn jetzt noch ändern',
  ownerGoneButton: 'Ihren Haushalt öffnen',

  incidentPracticeLine: 'Übung: Es passiert nichts. Melden Sie sich so, wie Sie es im Ernstfall tun würden.',
  incidentStartedSubject: (p) =>
    `${p.practice ? 'Übung: ' : ''}Notfallmodus in Ihrem ${APP_NAME}-Haushalt gestartet (${p.event})`,
  incidentStartedHeading: (p) => (p.practice ? `Übung: ${p.event}` : `Notfall: ${p.event}`),
  incidentStarted: (p) =>
    `${p.actor} hat ${p.practice ? 'eine Übung des Notfallmodus' : 'den Notfallmodus'} für Ihren Haushalt gestartet: ${p.event}.`,
  incidentCheckIn:
    'Öffnen Sie die Notfallansicht, um sich zu melden („Ich bin in Sicherheit“ oder „Ich brauche Hilfe“) und zu sehen, wer in Sicherheit ist.',
  incidentEndedSubject: (p) =>
    `${p.practice ? 'Übung: ' : ''}Notfallmodus in Ihrem ${APP_NAME}-Haushalt beendet (${p.event})`,
  incidentEndedHeading: (p) => (p.practice ? 'Übung beendet' : 'Notfallmodus beendet'),
  incidentEnded: (p) =>
    `${p.actor} hat ${p.practice ? 'die Übung des Notfallmodus' : 'den Notfallmodus'} beendet (${p.event}).`,
  incidentDrill: (p) => `Die Übung ist eingetragen. ${p.note}.`,
  incidentHistory: 'Die Meldungen bleiben als Verlauf des Haushalts in der Notfallansicht.',
  incidentHelpSubject: (p) => `${p.practice ? 'Übung: ' : ''}Jemand in Ihrem ${APP_NAME}-Haushalt braucht Hilfe`,
  incidentHelpHeading: (p) => (p.practice ? 'Übung: Hilfe gebraucht' : 'Hilfe gebraucht'),
  incidentHelp: (p) => `${p.subject} braucht Hilfe${p.reporter ? ` (gemeldet von ${p.reporter})` : ''}.`,
  incidentNote: (p) => `Notiz: ${p.note}`,
  incidentSee:
    'Öffnen Sie die Notfallansicht, um zu sehen, wo die Person ist (falls sie den Standort geteilt hat), und um sich zu melden.',
  incidentLinkLabel: 'Die Notfallansicht:',
  incidentButton: 'Notfallansicht öffnen',

  alertYourArea: 'Ihr Gebiet',
  alertStarts: (p) => `Beginn: ${p.time}`,
  alertUntil: (p) => `Bis: ${p.time}`,
  alertAllClear: (p) => `Entwarnung: ${p.event}`,
  alertCancelled: (p) =>
    `Die amtliche Warnung „${p.title}“ für ${p.area} wurde${p.sender ? ` von ${p.sender}` : ''} aufgehoben.`,
  alertExpired: (p) => `Die amtliche Warnung „${p.title}“ für ${p.area} ist abgelaufen.`,
  alertStayCareful: 'Folgen Sie den Hinweisen der örtlichen Behörden: Sie bitten möglicherweise weiterhin um Vorsicht.',
  alertSubject: (p) => `${p.update ? 'Warnung aktualisiert' : 'Warnung'}: ${p.title}`,
  alertUpdated: 'Eine amtliche Warnung für einen Ort, den Ihr Haushalt beobachtet, ist jetzt ernster.',
  alertNew: 'Eine amtliche Warnung betrifft einen Ort, den Ihr Haushalt beobachtet.',
  alertIssuedBy: (p) => `Herausgegeben von: ${p.sender}`,
  alertArea: (p) => `Gebiet: ${p.area}`,
  alertWhatToDo: 'Was Sie tun sollten:',
  alertWhatIsHappening: 'Was passiert:',
  alertLinkLabel: 'Die Warnungen Ihres Haushalts:',
  alertButton: 'Warnungen öffnen',
  alertFooter: `${APP_NAME} gibt amtliche Warnungen so weiter, wie ihre Absender sie geschrieben haben.`,

  adminInviteIntro: `Sie sind eingeladen, ein Konto auf diesem ${APP_NAME}-Server zu erstellen, auf dem Familien ihre Notfallpläne und Vorräte verwalten.`,
  adminInviteLinkDays: (p, f) =>
    `Der Link ist ${f.plural(p.days, { one: 'einen Tag', other: '# Tage' })} lang und nur einmal gültig. Erstellen Sie Ihr Konto mit dieser E-Mail-Adresse.`,
  adminInviteIgnore: 'Falls Sie das nicht erwartet haben, ignorieren Sie diese Nachricht.',
  adminInviteSubject: `Einladung zu ${APP_NAME}`,
  adminInviteLinkLabel: 'Konto erstellen:',
  adminInviteHeading: 'Sie sind eingeladen',
  adminInviteButton: 'Konto erstellen',
  testLine: `Dies ist eine Test-E-Mail Ihres ${APP_NAME}-Servers. Wenn Sie sie lesen können, funktioniert der E-Mail-Versand.`,
  testSubject: `${APP_NAME}: Test-E-Mail`,
  testHeading: 'E-Mail-Versand funktioniert',
  testButton: `${APP_NAME} öffnen`,
} satisfies Catalogue<typeof en>;
