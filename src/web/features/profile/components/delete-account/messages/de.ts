import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
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
  deleting: 'Wird gelöscht …',
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
