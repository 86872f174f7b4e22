/** Die Fehlermeldungen auf Deutsch (decision 0353): förmlich ("Sie"), die Wörter des BBK. */
import { PASSKEY_NAME_MAX } from '../../account/messages';
import {
  MIN_AGE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGN_IN_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../auth/rules';
import {
  MAX_ITEMS_PER_KIT,
  MAX_KITS_PER_USER,
  MAX_PLANS_PER_USER,
  MAX_SUPPLIES_PER_USER,
} from '../../constants/limits';
import { PLACE_NAME_MAX, PLACES_MAX } from '../../households/place-limits';
import { HOUSEHOLD_LIMITS as H } from '../../households/roles';
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN, EXPIRY_WINDOW_MAX, EXPIRY_WINDOW_MIN } from '../../supplies/expiry';
import type { Catalogue } from '../catalogue';
import { formatsFor } from '../format';
import type { en, Wait } from './en';
import communityDe from './features/community.de';
import drillsDe from './features/drills.de';
import familyPlanDe from './features/family-plan.de';
import incidentsDe from './features/incidents.de';
import kitsDe from './features/kits.de';
import plansDe from './features/plans.de';
import readinessDe from './features/readiness.de';
import suppliesDe from './features/supplies.de';

const n = (value: number) => formatsFor('de').number(value, 0);

const UNIT: Record<Wait['unit'], [string, string]> = {
  second: ['Sekunde', 'Sekunden'],
  minute: ['Minute', 'Minuten'],
  hour: ['Stunde', 'Stunden'],
};

export default {
  'http.notFound': 'Nicht gefunden',
  'http.unauthorized': 'Bitte melden Sie sich an.',
  'http.requestFailed': 'Die Anfrage ist fehlgeschlagen.',
  'http.tooLarge': 'Die Anfrage ist zu groß.',
  'http.notJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'http.databaseDown': 'Die Datenbank antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  'http.busy': 'Der Server ist ausgelastet. Bitte versuchen Sie es noch einmal.',
  'http.internal': 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal.',
  'http.crossSite': 'Anfragen von fremden Websites werden abgelehnt.',
  'http.invalidInput': 'Ungültige Eingabe',
  'http.noRoute': (p) => `Keine API-Route für ${p.method} ${p.path}`,
  'http.alreadyExists': 'Das gibt es bereits.',
  'http.referenceGone': 'Etwas, worauf sich das bezieht, gibt es nicht mehr.',
  'http.valueNotAllowed': 'Ein Wert fehlt oder ist nicht erlaubt.',
  'http.valueNotStorable': 'Ein Wert kann so nicht gespeichert werden.',
  'http.valueTooLarge': 'Ein Wert ist zu groß.',
  'http.cursor': 'Diese Listenposition ist nicht gültig. Laden Sie die Liste neu.',
  'http.cursorReload': 'Diese Listenposition ist nicht gültig: Laden Sie die Liste neu.',
  'http.cursorInvalid': 'Ungültige Listenposition',
  'http.liveUpdatesDown': 'Live-Aktualisierungen sind gerade nicht verfügbar.',
  'http.streamsPerAccount': (p, f) =>
    `Pro Konto sind höchstens ${f.number(p.count, 0)} Verbindungen für Live-Aktualisierungen erlaubt.`,
  'http.streamsPerAddress': (p, f) =>
    `Pro Adresse sind höchstens ${f.number(p.count, 0)} Verbindungen für Live-Aktualisierungen erlaubt.`,
  'http.tryAgainIn': (p, f) => {
    const [one, other] = UNIT[p.wait.unit];
    const wait = f.plural(p.wait.amount, { one: `# ${one}`, other: `# ${other}` });
    return `${p.reason} Bitte versuchen Sie es in ${wait} noch einmal.`;
  },
  'http.tooManyAttempts': 'Zu viele Versuche.',
  'http.tooManyUploads': 'Zu viele hochgeladene Bilder.',

  'auth.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'auth.firstName': 'Bitte geben Sie Ihren Vornamen ein.',
  'auth.usernameMin': `Der Benutzername muss mindestens ${USERNAME_MIN} Zeichen lang sein.`,
  'auth.usernameChars': 'Der Benutzername darf nur Buchstaben, Ziffern und Unterstriche enthalten.',
  'auth.usernameMax': `Der Benutzername darf höchstens ${USERNAME_MAX} Zeichen lang sein.`,
  'auth.age': `Sie müssen mindestens ${MIN_AGE} Jahre alt sein.`,
  'auth.dateOfBirth': 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  'auth.passwordMin': `Das Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein.`,
  'auth.passwordRules':
    'Das Passwort muss mindestens einen Kleinbuchstaben, einen Großbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
  'auth.passwordMax': `Das Passwort darf höchstens ${PASSWORD_MAX} Zeichen lang sein.`,
  'auth.confirmPassword': 'Die Passwörter stimmen nicht überein.',
  'auth.signInPasswordMin': `Das Passwort muss mindestens ${SIGN_IN_PASSWORD_MIN} Zeichen lang sein.`,
  'auth.nameMax': `Höchstens ${NAME_MAX} Zeichen`,
  'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'auth.accountExists': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich stattdessen an.',
  'auth.invalidToken': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'auth.alreadyVerified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'auth.googleOff': 'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
  'auth.oidcOff': 'Die Anmeldung mit OpenID Connect ist auf diesem Server nicht eingerichtet.',
  'auth.passwordsOff': (p) =>
    `Auf diesem Server melden Sie sich nur mit ${p.providers.join(' oder ')} an: Passwörter sind abgeschaltet. Nutzen Sie die Schaltfläche „Mit ${p.providers[0] ?? ''} anmelden“.`,
  'signup.closed':
    'Auf diesem Server ist die Registrierung geschlossen. Bitten Sie die Administration um eine Einladung.',
  'signup.invite':
    'Auf diesem Server ist die Registrierung nur mit Einladung möglich. Bitten Sie den Eigentümer eines Haushalts oder die Administration um eine Einladung.',
  'signup.disabled': 'Dieses Konto ist gesperrt.',
  'signup.verifyEmail':
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir Ihnen geschickt haben.',

  'account.currentPasswordRequired': 'Geben Sie Ihr aktuelles Passwort ein.',
  'account.wrongPassword': 'Das Passwort stimmt nicht.',
  'account.samePassword': 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  'account.sameEmail': 'Das ist bereits Ihre E-Mail-Adresse.',
  'account.emailTaken': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'account.noPassword': 'Ihr Konto hat noch kein Passwort. Legen Sie zuerst eines fest (unten).',
  'account.thisSession': 'Diese Sitzung nutzen Sie gerade: Melden Sie sich stattdessen über das Menü ab.',
  'account.noSuchSession': 'Diese Sitzung gibt es nicht.',
  'account.locale': 'Wählen Sie eine der angebotenen Sprachen.',

  'twoFactor.codeRequired': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'twoFactor.codeFormat': 'Der Code hat 6 Ziffern.',
  'twoFactor.recoveryRequired': 'Geben Sie einen Ihrer Wiederherstellungscodes ein.',
  'twoFactor.wrongCode':
    'Dieser Code stimmt nicht. Prüfen Sie die Uhrzeit auf Ihrem Telefon und versuchen Sie den neuesten Code.',
  'twoFactor.wrongRecoveryCode': 'Dieser Wiederherstellungscode stimmt nicht oder wurde schon benutzt.',
  'twoFactor.expired': 'Die Anmeldung hat zu lange gedauert. Geben Sie E-Mail-Adresse und Passwort noch einmal ein.',
  'twoFactor.locked': 'Zu viele falsche Codes. Warten Sie 15 Minuten und melden Sie sich dann erneut an.',
  'twoFactor.alreadyOn': 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  'twoFactor.notOn': 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  'twoFactor.notStarted':
    'Beginnen Sie von vorn: Schalten Sie die Zwei-Faktor-Anmeldung zuerst mit Ihrem Passwort ein.',
  'twoFactor.adminRequired':
    'Wer die Verwaltungsseite nutzt, muss die Zwei-Faktor-Anmeldung eingeschaltet haben. Schalten Sie sie unter Profil › Anmeldung und Sicherheit ein.',
  'twoFactor.adminRequiresOwn':
    'Schalten Sie zuerst für Ihr eigenes Konto die Zwei-Faktor-Anmeldung ein, damit Sie den Zugang zu dieser Seite behalten.',

  'passkey.nameRequired': 'Geben Sie dem Passkey einen Namen, etwa den des Geräts, auf dem er liegt.',
  'passkey.nameMax': `Der Name muss kürzer als ${PASSKEY_NAME_MAX} Zeichen sein.`,
  'passkey.notFresh': 'Melden Sie sich erneut an (innerhalb der letzten 5 Minuten), um einen Passkey hinzuzufügen.',
  'passkey.setupExpired': 'Das Hinzufügen des Passkeys hat zu lange gedauert. Beginnen Sie von vorn.',
  'passkey.notSaved': 'Der Passkey konnte nicht gespeichert werden. Beginnen Sie von vorn.',
  'passkey.notFound': 'Diesen Passkey gibt es nicht mehr.',
  'passkey.signInFailed':
    'Mit diesem Passkey hat die Anmeldung nicht geklappt. Versuchen Sie es erneut oder nutzen Sie Ihr Passwort.',
  'passkey.notVerified':
    'Ihr Gerät hat nicht bestätigt, dass Sie es sind (PIN, Fingerabdruck oder Gesicht). Versuchen Sie es erneut.',
  'passkey.otherAccount': 'Dieser Passkey gehört zu einem anderen Konto. Nutzen Sie einen der Passkeys dieses Kontos.',
  'passkey.cancelled': 'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen.',
  'passkey.unsupported': 'Dieser Browser kann keine Passkeys nutzen.',
  'passkey.wrongAddress':
    'Passkeys funktionieren nur unter der eigenen Adresse dieses Servers, einem Domainnamen wie holdfast.example.org oder localhost.',

  'profile.usernameTaken': 'Dieser Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.',
  'profile.deleteUsernameMismatch': 'Geben Sie Ihren Benutzernamen genau so ein, wie er angezeigt wird.',
  'profile.deleteNeedsFreshSignIn': (p) =>
    `Melden Sie sich erneut mit ${p.provider} an und löschen Sie dann innerhalb von 5 Minuten.`,
  'profile.missing': 'Noch kein Profil: Vervollständigen Sie Ihr Profil.',
  'profile.exists': 'Ihr Profil gibt es bereits.',

  'reminders.choice': 'Wählen Sie „an“ oder „aus“.',
  'reminders.badLink': 'Dieser Abmeldelink ist nicht gültig.',
  'reminders.verifyFirst': 'Bestätigen Sie Ihre E-Mail-Adresse, um Erinnerungen zu erhalten.',
  'reminders.saved': 'Erinnerungseinstellungen gespeichert',
  'reminders.saveFailed': 'Die Erinnerungseinstellungen konnten nicht gespeichert werden.',
  'reminders.unsubscribed': 'Sie erhalten keine Erinnerungen an ablaufende Vorräte mehr.',
  'expiry.date': `Geben Sie ein Datum zwischen ${EXPIRY_DATE_MIN.slice(0, 4)} und ${EXPIRY_DATE_MAX.slice(0, 4)} ein.`,
  'expiry.window': `Wählen Sie ${EXPIRY_WINDOW_MIN} bis ${EXPIRY_WINDOW_MAX} Tage.`,

  'alerts.severity': 'Wählen Sie aus Extrem, Schwer, Mittel und Gering.',
  'alerts.minute': 'Geben Sie eine Uhrzeit ein.',
  'alerts.bothTimes': 'Legen Sie beide Uhrzeiten fest oder keine.',
  'alerts.sameTimes': 'Die Ruhezeit muss zu einer anderen Uhrzeit enden, als sie beginnt.',
  'alerts.timeZone': 'Diese Zeitzone kennt der Server nicht.',
  'alerts.dateTime': 'Kein Datum mit Uhrzeit und Zeitzonenversatz',
  'alerts.saved': 'Einstellungen für Warnungen gespeichert',
  'alerts.saveFailed': 'Die Einstellungen für Warnungen konnten nicht gespeichert werden.',

  'household.notFound': 'Haushalt nicht gefunden',
  'household.email': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  'household.role': 'Wählen Sie Eigentümer, Bearbeiter oder Betrachter.',
  'household.inviteRole': 'Wählen Sie Bearbeiter oder Betrachter.',
  'household.viewerCannotEdit':
    'Betrachter können den Haushalt nicht ändern. Bitten Sie einen Eigentümer, Sie zum Bearbeiter zu machen.',
  'household.ownerOnly': 'Nur ein Eigentümer kann den Haushalt verwalten.',
  'household.lastOwner':
    'Ein Haushalt braucht einen Eigentümer. Machen Sie zuerst ein anderes Mitglied zum Eigentümer.',
  'household.alreadyMember': 'Diese Person gehört schon zu Ihrem Haushalt.',
  'household.alreadyInvited': 'An diese E-Mail-Adresse ist bereits eine offene Einladung gegangen.',
  'household.tooManyMembers': `Ein Haushalt hat höchstens ${H.membersMax} Mitglieder.`,
  'household.tooManyInvitations': `Höchstens ${H.pendingInvitationsMax} offene Einladungen.`,
  'household.accountInvitationsPerDay': `Sie können höchstens ${H.invitationsPerAccountPerDay} Einladungen am Tag senden.`,
  'household.householdInvitationsPerDay': `Ein Haushalt kann höchstens ${H.invitationsPerHouseholdPerDay} Einladungen am Tag senden.`,
  'household.invitationInvalid':
    'Dieser Einladungslink ist nicht gültig: Er wurde schon benutzt, zurückgezogen oder ist abgelaufen.',
  'household.invitationWrongAccount':
    'Diese Einladung ging an eine andere E-Mail-Adresse. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
  'household.joinChoice': 'Wählen Sie, ob Sie Ihre Vorräte zurücklassen oder mitbringen.',
  'household.suppliesStay':
    'Sie teilen Ihren Haushalt mit anderen, daher bleiben seine Vorräte bei ihm. Nur wer allein in einem Haushalt ist, kann dessen Vorräte mitbringen.',
  'household.verifyEmailFirst':
    'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie einem Haushalt beitreten: Öffnen Sie den Link aus unserer E-Mail oder lassen Sie sich einen neuen schicken.',
  'household.noOneCanEdit':
    'Niemand kann diesen Haushalt mehr ändern: Er hat keinen Eigentümer und keinen Bearbeiter mehr, nur noch Betrachter. Vorräte, Vorsorgestand und Notfallplan bleiben, wie sie sind. Um Vorräte zu haben, die Sie ändern können, verlassen Sie ihn für einen eigenen Haushalt.',
  'household.removeSelf': 'Um den Haushalt zu verlassen, nutzen Sie „Haushalt verlassen“.',
  'household.alone': 'Sie sind das einzige Mitglied Ihres Haushalts.',
  'household.invitationNotFound': 'Einladung nicht gefunden',
  'household.memberNotFound': 'Mitglied nicht gefunden',

  'places.name': `Geben Sie einen Namen mit 1 bis ${PLACE_NAME_MAX} Zeichen ein, etwa Zuhause oder Schule.`,
  'places.country': 'Geben Sie den zweibuchstabigen Ländercode ein, etwa DE oder AT.',
  'places.latitude': 'Der Breitengrad ist eine Zahl zwischen -90 und 90.',
  'places.longitude': 'Der Längengrad ist eine Zahl zwischen -180 und 180.',
  'places.ars': 'Der Amtliche Regionalschlüssel (ARS) hat 12 Ziffern.',
  'places.arsOnlyGermany': 'Einen Amtlichen Regionalschlüssel (ARS) gibt es nur für Orte in Deutschland (DE).',
  'places.tooMany': `Ein Haushalt beobachtet höchstens ${PLACES_MAX} Orte. Entfernen Sie einen, um einen neuen hinzuzufügen.`,
  'places.notFound': 'Ort nicht gefunden',

  'push.endpoint': 'Keine Adresse für Push-Benachrichtigungen',
  'push.endpointHttps': 'Eine Adresse für Push-Benachrichtigungen muss mit https: beginnen.',
  'push.endpointLocal': 'Eine Adresse für Push-Benachrichtigungen muss ein Push-Dienst im Internet sein.',
  'push.endpointLength': 'Eine Adresse für Push-Benachrichtigungen hat höchstens 1024 Zeichen.',
  'push.p256dh': 'Nicht der Push-Schlüssel des Browsers (65 Byte, base64url)',
  'push.auth': 'Nicht das Push-Geheimnis des Browsers (16 Byte, base64url)',
  'push.devices':
    'Benachrichtigungen sind bereits auf 20 Geräten eingeschaltet. Entfernen Sie eines, um dieses hinzuzufügen.',
  'push.notFound': 'Dieses Gerät ist nicht in Ihrer Liste.',

  'text.unstorable':
    'Enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Zeichen oder ein defektes Unicode-Zeichen).',
  'text.uuid': 'Keine gültige ID',
  'visibility.choice': 'Wählen Sie Privat, Haushalt oder Öffentlich.',
  'visibility.disagree': 'isPublic und visibility widersprechen sich: Senden Sie nur eines von beiden.',
  'visibility.creatorOnly': 'Nur wer es erstellt hat, kann ändern, wer es sieht, oder es löschen.',

  'limits.kits': `Sie haben die Grenze von ${n(MAX_KITS_PER_USER)} Sets erreicht. Löschen Sie ein Set, um ein neues anzulegen.`,
  'limits.plans': `Sie haben die Grenze von ${n(MAX_PLANS_PER_USER)} Plänen erreicht. Löschen Sie einen, um einen neuen anzulegen.`,
  'limits.kitItems': `Dieses Set hat die Grenze von ${n(MAX_ITEMS_PER_KIT)} Gegenständen erreicht. Löschen Sie einen, um einen neuen hinzuzufügen.`,
  'limits.copyItems': `Ein Set fasst höchstens ${n(MAX_ITEMS_PER_KIT)} Gegenstände; dieses hat mehr und kann nicht kopiert werden.`,
  'limits.supplies': `Sie haben die Grenze von ${n(MAX_SUPPLIES_PER_USER)} Vorräten erreicht. Löschen Sie einen Vorrat, um einen neuen hinzuzufügen.`,

  'items.kitNotFound': 'Set nicht gefunden',
  'items.itemNotFound': 'Gegenstand nicht gefunden',
  'items.notYourKit': 'Sie dürfen dieses Set nicht bearbeiten.',
  'items.ownKit': 'Ihr eigenes Set können Sie nicht übernehmen.',
  'items.planNotFound': 'Plan nicht gefunden',
  'items.notYourPlan': 'Zugriff verweigert: Sie können nur Ihre eigenen Pläne bearbeiten.',
  'items.ownPlan': 'Ihren eigenen Plan können Sie nicht übernehmen.',
  'items.alreadyAcquired': 'Bereits übernommen',
  'items.nothingToUpdate': 'Nichts zu ändern',
  'items.resourceNotFound': 'Vorrat nicht gefunden',
  'items.batchNotFound': 'Charge nicht gefunden',
  'items.fileNotFound': 'Datei nicht gefunden',
  'items.feedNotFound': 'Kalender-Feed nicht gefunden',
  'items.incidentNotFound': 'Notfall nicht gefunden',
  'items.checkinNotFound': 'Rückmeldung nicht gefunden',

  'images.tooLarge': 'Das Bild darf höchstens 5 MB groß sein.',
  'images.missing': 'Wählen Sie ein Bild zum Hochladen.',
  'images.unsupported': 'Die Datei muss ein JPEG-, PNG-, WebP- oder GIF-Bild sein.',
  'images.unreadable': 'Das Bild konnte nicht gelesen werden; die Datei ist vielleicht beschädigt.',
  'images.tooManyPixels': 'Das Bild ist zu groß (höchstens 40 Megapixel).',
  'images.busy':
    'Der Server ist mit anderen Uploads beschäftigt. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',

  'admin.noSuchAccount': 'Dieses Konto gibt es nicht.',
  'admin.noAccountWithEmail': 'Zu dieser E-Mail-Adresse gibt es kein Konto.',
  'admin.inviteExists': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'admin.passwordResetOff':
    'Passwörter sind auf diesem Server abgeschaltet (OIDC_ONLY=1): Man meldet sich beim Anmeldedienst an, daher gibt es kein Passwort zum Zurücksetzen.',
  'admin.disableSelf': 'Ihr eigenes Konto können Sie nicht sperren.',
  'admin.deleteSelf': 'Löschen Sie Ihr eigenes Konto in Ihren Profileinstellungen.',
  'admin.mailOff': 'E-Mail ist auf diesem Server aus: Setzen Sie SMTP_URL, um E-Mails zu senden.',
  'admin.signupPolicy': 'Wählen Sie offen, mit Einladung oder geschlossen.',

  'zod.required': 'Bitte füllen Sie dieses Feld aus.',
  'zod.type': (p) =>
    p.expected === 'number' || p.expected === 'int'
      ? 'Geben Sie eine Zahl ein.'
      : 'Dieser Wert hat nicht die richtige Art.',
  'zod.textMin': (p, f) =>
    p.minimum <= 1
      ? 'Bitte füllen Sie dieses Feld aus.'
      : f.plural(p.minimum, {
          one: 'Geben Sie mindestens # Zeichen ein.',
          other: 'Geben Sie mindestens # Zeichen ein.',
        }),
  'zod.textMax': (p, f) => f.plural(p.maximum, { one: 'Höchstens # Zeichen', other: 'Höchstens # Zeichen' }),
  'zod.textExact': (p, f) => f.plural(p.length, { one: 'Genau # Zeichen', other: 'Genau # Zeichen' }),
  'zod.numberMin': (p, f) =>
    p.inclusive
      ? `Geben Sie ${f.number(p.minimum, 6)} oder mehr ein.`
      : `Geben Sie mehr als ${f.number(p.minimum, 6)} ein.`,
  'zod.numberMax': (p, f) =>
    p.inclusive
      ? `Geben Sie ${f.number(p.maximum, 6)} oder weniger ein.`
      : `Geben Sie weniger als ${f.number(p.maximum, 6)} ein.`,
  'zod.listMin': (p, f) =>
    f.plural(p.minimum, {
      one: 'Fügen Sie mindestens # Eintrag hinzu.',
      other: 'Fügen Sie mindestens # Einträge hinzu.',
    }),
  'zod.listMax': (p, f) => f.plural(p.maximum, { one: 'Höchstens # Eintrag', other: 'Höchstens # Einträge' }),
  'zod.int': 'Geben Sie eine ganze Zahl ein.',
  'zod.email': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  'zod.url': 'Geben Sie eine Webadresse ein, die mit https:// beginnt.',
  'zod.uuid': 'Keine gültige ID',
  'zod.dateTime': 'Kein gültiges Datum mit Uhrzeit',
  'zod.date': 'Geben Sie ein Datum als JJJJ-MM-TT ein.',
  'zod.time': 'Geben Sie eine Uhrzeit als HH:MM ein.',
  'zod.format': 'Das hat nicht die erwartete Form.',
  'zod.choice': 'Wählen Sie eine der angebotenen Möglichkeiten.',
  'zod.unknownFields': (p) => `Felder, die es in diesem Formular nicht gibt: ${p.keys}`,
  'zod.invalid': 'Dieser Wert ist nicht gültig.',
  ...plansDe,
  ...drillsDe,
  ...familyPlanDe,
  ...readinessDe,
  ...suppliesDe,
  ...kitsDe,
  ...communityDe,
  ...incidentsDe,
} satisfies Catalogue<typeof en>;
