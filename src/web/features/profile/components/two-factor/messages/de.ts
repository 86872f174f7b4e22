import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  codesFileHeading: 'Holdfast-Wiederherstellungscodes (jeder gilt einmal)',
  codesCopied: 'Wiederherstellungscodes kopiert',
  couldNotCopy: 'Kopieren nicht möglich',
  copyYourself: 'Markieren Sie die Codes und kopieren Sie sie selbst.',
  yourCodes: 'Ihre Wiederherstellungscodes',
  keepCodes:
    'Bewahren Sie diese Wiederherstellungscodes sicher auf, getrennt von Ihrem Telefon. Jeder meldet Sie einmal an, falls Sie Ihre Authenticator-App verlieren. ',
  notAgain: 'Sie sehen sie nicht noch einmal.',
  copyCodes: 'Codes kopieren',
  downloadCodes: 'Codes herunterladen',
  savedThem: 'Ich habe sie gespeichert',
  twoFactorOn: 'Zwei-Faktor-Anmeldung ist an',
  twoFactorOnText: 'Die Anmeldung fragt jetzt auch nach einem Code aus Ihrer App.',
  twoFactorNotOn: 'Zwei-Faktor-Anmeldung nicht eingeschaltet',
  setupStep1:
    'Öffnen Sie eine Authenticator-App auf Ihrem Telefon (zum Beispiel Aegis, 2FAS, Google Authenticator oder 1Password).',
  setupStep2: 'Scannen Sie diesen QR-Code oder geben Sie den Schlüssel unten in die App ein.',
  setupStep3: 'Geben Sie den 6-stelligen Code ein, den die App zeigt.',
  qrAlt: 'QR-Code für Ihre Authenticator-App',
  keyToType: 'Schlüssel zur Eingabe in die App',
  codeFromApp: 'Code aus der App',
  checking: 'Wird geprüft …',
  confirmTurnOn: 'Bestätigen und einschalten',
} satisfies Catalogue<typeof en>;
