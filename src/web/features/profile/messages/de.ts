import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  backToDashboard: 'Zurück zur Übersicht',
  eyebrow: 'Ihr Konto',
  title: 'Profileinstellungen',
  signedInAsBefore: 'Angemeldet als ',
  signedInAsAfter: '.',
  error: 'Fehler',
  tryAgain: 'Erneut versuchen',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',

  language: 'Sprache',
  languageDescription: 'Die Sprache, in der Holdfast mit Ihnen spricht, auf diesem Gerät und in E-Mails.',
  languageNotChanged: 'Sprache nicht geändert',

  profileForm: 'Profil',
  basicInfo: 'Grunddaten',
  basicInfoDescription: 'Wie Ihre Familie Sie kennt: Ihr Name und Ihr @Benutzername.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  username: 'Benutzername',
  usernameHint:
    'Mindestens 3 Zeichen: Buchstaben, Ziffern und Unterstriche. Eindeutig, unabhängig von Groß- und Kleinschreibung.',
  privacy: 'Datenschutz',
  privacyDescription: 'Wird übernommen, wenn Sie Ihre Änderungen speichern.',
  publicProfile: 'Öffentliches Profil',
  publicProfileHint: 'Andere sehen Ihren Namen, Ihren @Benutzernamen und Ihr Bild. Aus: Ihr Profil bleibt privat.',
  showScore: 'Vorsorgewert anzeigen',
  showScoreHint: 'Ihren Vorsorgewert mit Ihrem Profil zeigen. Aus: Nur Sie sehen ihn.',
  saving: 'Wird gespeichert …',
  saveChanges: 'Änderungen speichern',
  changesSaved: 'Ihre Änderungen wurden gespeichert.',

  security: 'Anmeldung und Sicherheit',
  securityDescription: 'Ihr Passwort und Ihre E-Mail-Adresse, wo Sie angemeldet sind und was zuletzt geschah.',
  securityLoading: 'Ihre Anmeldeeinstellungen werden geladen',
  securityFailed: 'Ihre Anmeldeeinstellungen konnten nicht geladen werden.',
  password: 'Passwort',
  noPasswords: (p) => `Sie melden sich mit ${p.provider} an: Dieser Server verwendet keine Passwörter.`,
  changePassword: 'Passwort ändern',
  setPassword: 'Passwort festlegen',
  changeEmail: 'E-Mail-Adresse ändern',
  changeEmailDescription: (p) =>
    `Derzeit ${p.email}. Wir senden einen Link an die neue Adresse; Ihre E-Mail-Adresse ändert sich, sobald Sie ihm folgen.`,
  emailFixed: (p) =>
    `Sie melden sich mit ${p.provider} an und haben kein Passwort, daher kann Ihre E-Mail-Adresse hier nicht geändert werden.`,
  twoFactor: 'Zwei-Faktor-Anmeldung',
  twoFactorDescription:
    'Nach dem Passwort ein Code aus einer Authenticator-App auf Ihrem Telefon, mit Wiederherstellungscodes für den Fall, dass Sie es verlieren.',
  passkeys: 'Passkeys',
  passkeysDescription:
    'Melden Sie sich mit der Displaysperre Ihres Telefons oder Computers (Fingerabdruck, Gesicht oder PIN) statt mit einem Passwort an. Nach einem Passwort kann ein Passkey auch den Code aus der App ersetzen.',
  whereSignedIn: 'Wo Sie angemeldet sind',
  securityLog: 'Sicherheitsprotokoll',
  securityLogDescription: 'Anmeldungen, fehlgeschlagene Versuche, Abmeldungen sowie Passwort- und E-Mail-Änderungen.',

  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  signsOutElsewhere: 'Eine Änderung meldet Sie überall sonst ab; auf diesem Gerät bleiben Sie angemeldet.',
  changing: 'Wird geändert …',
  passwordNotChanged: 'Passwort nicht geändert',
  passwordChanged: 'Passwort geändert',
  passwordChangedEnded: (p, f) =>
    p.count === 0
      ? 'Sie bleiben hier angemeldet.'
      : f.plural(p.count, {
          one: 'Sie bleiben hier angemeldet; # andere Sitzung wurde abgemeldet.',
          other: 'Sie bleiben hier angemeldet; # andere Sitzungen wurden abgemeldet.',
        }),

  notSignedOut: 'Nicht abgemeldet',
  loadingSessions: 'Sitzungen werden geladen …',
  sessionsFailed: 'Ihre Sitzungen konnten nicht geladen werden.',
  signedOut: 'Abgemeldet',
  deviceSignedOut: (p) => `${p.device} ist abgemeldet.`,
  signOutFailed: 'Diese Sitzung konnte nicht abgemeldet werden. Bitte versuchen Sie es erneut.',
  signedOutElsewhere: 'Überall sonst abgemeldet',
  sessionsEnded: (p, f) =>
    f.plural(p.count, { one: '# Sitzung wurde abgemeldet.', other: '# Sitzungen wurden abgemeldet.' }),
  signOutOthersFailed: 'Die anderen Sitzungen konnten nicht abgemeldet werden. Bitte versuchen Sie es erneut.',
  unknownDevice: 'Unbekanntes Gerät',
  thisDevice: ' (dieses Gerät)',
  address: (p) => `Adresse ${p.ip}`,
  addressUnknown: 'Adresse unbekannt',
  inUseNow: 'gerade in Verwendung',
  lastActive: (p) => `zuletzt aktiv ${p.when}`,
  signedInAt: (p) => `angemeldet ${p.when}`,
  signOutDevice: (p) => `${p.device} abmelden, zuletzt aktiv ${p.when}`,
  signOut: 'Abmelden',
  signingOut: 'Wird abgemeldet …',
  signOutOthers: 'Alle anderen Sitzungen abmelden',
  onlyThisDevice: 'Sie sind nur auf diesem Gerät angemeldet.',
  unknownTime: 'zu unbekannter Zeit',

  yourData: 'Ihre Daten',
  yourDataDescription: 'Alles, was Sie hier speichern, gehört Ihnen: Nehmen Sie es mit oder löschen Sie es.',
  exportExplained:
    'Eine JSON-Datei mit Ihrem Konto, Profil, Vorräten, Notgepäck samt Inhalt, Plänen, Übernahmen und Anmeldeverlauf.',
  exporting: 'Wird exportiert …',
  exportData: 'Meine Daten exportieren',
  dangerZone: 'Gefahrenbereich',
  deleteExplained:
    'Wenn Sie Ihr Konto löschen, werden es und alles, was Sie erstellt haben, endgültig entfernt. Kopien, die andere übernommen haben, bleiben bei ihnen.',

  pictureTitle: 'Profilbild',
  pictureDescription: 'JPEG, PNG, WebP oder GIF bis 5 MB. Wird gespeichert, sobald Sie es auswählen.',
  uploadError: 'Fehler beim Hochladen',
  tooLarge: 'Das Bild darf höchstens 5 MB groß sein',
  uploadFailed: 'Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
  pictureUpdated: 'Bild geändert',
  pictureUpdatedText: 'Ihr neues Profilbild ist gespeichert.',
  removeFailed: 'Das Bild konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  pictureRemoved: 'Bild entfernt',
  pictureRemovedText: 'An seiner Stelle stehen Ihre Initialen.',
  uploading: 'Wird hochgeladen …',
  uploadPicture: 'Bild hochladen',
  removing: 'Wird entfernt …',
  removePicture: 'Bild entfernen',

  expiryTitle: 'Erinnerung an Ablaufdaten',
  expiryDescription: (p) =>
    `Eine wöchentliche E-Mail mit allem, was innerhalb von ${p.windowDays} Tagen abläuft oder abgelaufen ist, und eine sofort, wenn etwas innerhalb von ${p.soonDays} Tagen abläuft.`,
  expiryDescriptionLoading: 'E-Mails, bevor Ihre Vorräte und der Inhalt Ihres Notgepäcks ablaufen.',
  expiryFailed: 'Die Einstellungen für Erinnerungen konnten nicht geladen werden.',
  expirySwitch: 'Per E-Mail erinnern, bevor Vorräte ablaufen',

  setPasswordFirst: 'Legen Sie zuerst ein Passwort fest (oben): Die Änderung der E-Mail-Adresse fragt danach.',
  emailNotChanged: 'E-Mail-Adresse nicht geändert',
  checkNewInbox: 'Sehen Sie in Ihr neues Postfach',
  followLink: (p) => `Folgen Sie dem Link, den wir an ${p.address} gesendet haben, um die Änderung abzuschließen.`,
  linkSentBefore: 'Wir haben einen Link an ',
  linkSentAfter:
    ' gesendet. Ihre E-Mail-Adresse ändert sich, wenn Sie ihm folgen (innerhalb von 24 Stunden); bis dahin melden Sie sich weiter mit der bisherigen an.',
  newEmail: 'Neue E-Mail-Adresse',
  sending: 'Wird gesendet …',

  loadingLog: 'Sicherheitsprotokoll wird geladen …',
  logFailed: 'Das Sicherheitsprotokoll konnte nicht geladen werden.',
  nothingRecorded: 'Noch nichts aufgezeichnet.',
  check: 'Prüfen: ',
  loading: 'Wird geladen …',
  showOlder: 'Ältere anzeigen',

  noPasswordBefore: (p) =>
    `Sie melden sich mit ${p.provider} an, daher hat Ihr Konto kein Passwort. Um eines festzulegen, senden wir einen Link an `,
  noPasswordAfter:
    '. Danach werden Sie überall abgemeldet, auch auf diesem Gerät; anschließend können Sie sich auf beide Arten anmelden.',
  linkWorksOneHour: 'Sehen Sie in Ihr Postfach: Der Link gilt eine Stunde.',
  linkNotSent: 'Link nicht gesendet',
  sendAgain: 'Link erneut senden',

  accountDeleted: 'Konto gelöscht',
  accountDeletedText: 'Ihr Konto und alles darin ist gelöscht. Kopien, die andere übernommen haben, bleiben bei ihnen.',
  freshSignIn: (p) =>
    `Sie haben sich gerade mit ${p.provider} angemeldet: Sie können jetzt löschen. Das geht bis 5 Minuten nach der Anmeldung.`,
  proveWithProvider: (p) =>
    `Ihr Konto meldet sich mit ${p.provider} an, daher gibt es kein Passwort, nach dem wir fragen könnten. Um zu bestätigen, dass Sie es sind, melden Sie sich erneut mit ${p.provider} an und löschen Sie innerhalb von 5 Minuten.`,
  providerFailed: (p) => `Anmeldung mit ${p.provider} fehlgeschlagen`,
  signInAgainWith: (p) => `Erneut mit ${p.provider} anmelden`,
  deleteFailed: 'Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  typeUsername: 'Geben Sie zur Bestätigung Ihren Benutzernamen ein',
  enterBefore: 'Geben Sie ',
  enterAfter: ' ein (Groß- und Kleinschreibung egal).',
  checkingProof: 'Es wird geprüft, wie Sie sich ausweisen können',
  proofFailed: 'Es konnte nicht geprüft werden, wie Sie sich ausweisen können.',
  currentPasswordTitle: 'Aktuelles Passwort',
  cancel: 'Abbrechen',
  deleting: 'Wird gelöscht …',
  deleteAccount: 'Konto löschen',
  deleteTitle: 'Ihr Konto löschen?',
  deleteDescription:
    'Das lässt sich nicht rückgängig machen. Exportieren Sie vorher Ihre Daten, wenn Sie eine Kopie möchten.',
  deletedForGood: 'Endgültig gelöscht werden:',
  deletedAccount: 'Ihr Konto, Ihr Profil und Ihr Profilbild;',
  deletedTracker: 'Ihre Vorratsliste;',
  deletedKits:
    'jedes Notgepäck und jeder Vorsorgeplan, den Sie erstellt haben, mit Bildern, und die Kopien, die Sie übernommen haben;',
  deletedHistory: 'Ihr Newsletter-Abonnement und Ihr Anmeldeverlauf.',
  whatStays: 'Was bleibt:',
  whatStaysText:
    'Kopien Ihres öffentlichen Notgepäcks und Ihrer öffentlichen Pläne, die andere übernommen haben, gehören ihnen und bleiben bei ihnen.',
} satisfies Catalogue<typeof en>;
