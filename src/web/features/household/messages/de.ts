import type { PlanEventType } from '@shared/constants/plans';
import type { ActivityEvent, SupplyChange } from '@shared/households/activity';
import { PLACE_NAME_MAX, PLACES_MAX } from '@shared/households/place-limits';
import { HOUSEHOLD_LIMITS, type HouseholdRole } from '@shared/households/roles';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { Formats } from '@shared/i18n/format';
import type { en } from './en';

const ROLE: Record<HouseholdRole, string> = { owner: 'Eigentümer', editor: 'Bearbeiter', viewer: 'Betrachter' };

/** Die Ereignisarten der Pläne und Übungen (wie im Notfallmodus und bei den Übungen). */
const EVENT: Record<PlanEventType, string> = {
  earthquake: 'Erdbeben',
  hurricane: 'Hurrikan',
  blackout: 'Stromausfall',
  wildfire: 'Waldbrand',
  pandemic: 'Pandemie',
  civil_unrest: 'Unruhen',
  winter_storm: 'Wintersturm',
  flood: 'Hochwasser',
  tornado: 'Tornado',
  chemical_nuclear: 'Chemie- oder Atomunfall',
  wilderness_lost: 'In der Natur verirrt',
  vehicle_breakdown: 'Autopanne',
  custom: 'Eigenes Ereignis',
};
const event = (type: string) => EVENT[type as PlanEventType] ?? type;

function supplyChange(c: SupplyChange, f: Formats): string {
  switch (c.kind) {
    case 'used':
      return `${f.number(c.quantity, 0)} × ${c.name} verbraucht`;
    case 'added':
      return `${f.number(c.quantity, 0)} × ${c.name} hinzugefügt${c.bestBefore ? `, mindestens haltbar bis ${f.shortDay(c.bestBefore)}` : ''}`;
    case 'batches':
      return `die Chargen von ${c.name} geändert`;
  }
}

/** Eine Zeile der Aktivität nach dem Namen („Sam hat 1 × Konserven verbraucht“; Entscheidung 0351). */
function activityLine(e: ActivityEvent, f: Formats): string {
  switch (e.code) {
    case 'supplies.saved': {
      const named = e.changes.map((c) => supplyChange(c, f)).join('; ');
      const more = f.plural(e.more, { one: 'einen weiteren Vorrat geändert', other: '# weitere Vorräte geändert' });
      return `hat ${named}${e.more > 0 ? `; und ${more}` : ''}`;
    }
    case 'supplies.scanned':
      return `hat ${f.number(e.quantity, 0)} × ${e.name} gescannt`;
    case 'supplies.imported':
      return f.plural(e.count, { one: 'hat # Vorrat importiert', other: 'hat # Vorräte importiert' });
    case 'invitation.sent':
      return `hat ${e.email} als ${ROLE[e.role]} eingeladen`;
    case 'invitation.revoked':
      return `hat die Einladung an ${e.email} zurückgezogen`;
    case 'member.joined':
      return `ist als ${ROLE[e.role]} beigetreten${e.broughtSupplies ? ' und hat die eigenen Vorräte mitgebracht' : ''}`;
    case 'member.left-to-join':
      return e.inviter
        ? `ist gegangen, um dem Haushalt von ${e.inviter} beizutreten`
        : 'ist gegangen, um einem anderen Haushalt beizutreten';
    case 'member.role-set':
      return `hat ${e.name} zum ${ROLE[e.role]} gemacht`;
    case 'member.removed':
      return `hat ${e.name} aus dem Haushalt entfernt`;
    case 'member.left':
      return 'hat den Haushalt verlassen';
    case 'account.deleted':
      return e.after === 'new-owner'
        ? `hat das eigene Konto gelöscht; ${e.newOwner ?? ''} ist jetzt Eigentümer`
        : e.after === 'only-viewers'
          ? 'hat das eigene Konto gelöscht; es sind nur noch Betrachter übrig, daher kann niemand den Haushalt ändern'
          : 'hat das eigene Konto gelöscht';
    case 'place.added':
      return `hat den beobachteten Ort ${e.name} hinzugefügt`;
    case 'place.changed':
      return `hat den beobachteten Ort ${e.name} geändert`;
    case 'place.removed':
      return `hat den beobachteten Ort ${e.name} entfernt`;
    case 'readiness.changed':
      return 'hat die Personen und das Vorsorgeziel des Haushalts geändert';
    case 'family-plan.updated':
      return 'hat den Notfallplan der Familie aktualisiert';
    case 'incident.started':
      return `hat den Notfallmodus gestartet: ${event(e.eventType)}${e.practice ? ' (Übung)' : ''}`;
    case 'incident.ended':
      return e.practice
        ? `hat die Übung „${event(e.eventType)}“ beendet und als Übung vom ${f.shortDay(e.day)} eingetragen`
        : `hat den Notfallmodus beendet: ${event(e.eventType)}`;
    case 'drill.recorded':
      return `hat eine Übung „${event(e.eventType)}“ vom ${f.shortDay(e.day)} eingetragen`;
    case 'drill.deleted':
      return e.eventType === 'custom'
        ? `hat die Übung des Notfallplans vom ${f.shortDay(e.day)} gelöscht`
        : `hat die Übung „${event(e.eventType)}“ vom ${f.shortDay(e.day)} gelöscht`;
  }
}

/** /household auf Deutsch (Entscheidung 0339): „Sie“, Begriffe des BBK. */
export default {
  'page.eyebrow': 'Haushalt',
  'page.title': 'Ihr Haushalt',
  'page.lead':
    'Alle in einem Haushalt teilen sich einen Notvorrat, eine Angabe zur Vorsorge und einen Notfallplan der Familie.',
  'page.youAre.owner': 'Sie sind Eigentümer dieses Haushalts.',
  'page.youAre.editor': 'Sie sind Bearbeiter in diesem Haushalt.',
  'page.youAre.viewer': 'Sie sind Betrachter in diesem Haushalt.',
  'page.back': 'Zurück zur Übersicht',
  'page.loadFailed': 'Der Haushalt konnte nicht geladen werden',
  'page.loading': 'Der Haushalt wird geladen',
  'noOneCanEdit.title': 'Niemand kann diesen Haushalt bearbeiten',
  'noOneCanEdit.text':
    'Niemand kann diesen Haushalt ändern: Es gibt keinen Eigentümer und keinen Bearbeiter mehr, nur Betrachter. Vorräte, Vorsorge und Notfallplan bleiben, wie sie sind. Wenn Sie Vorräte ändern möchten, verlassen Sie ihn für einen eigenen Haushalt.',

  'role.owner': 'Eigentümer',
  'role.editor': 'Bearbeiter',
  'role.viewer': 'Betrachter',
  'roleDescription.owner': 'Verwaltet die Mitglieder und den Haushalt; kann alles ändern.',
  'roleDescription.editor': 'Ändert Vorräte, Chargen, Vorsorge und den Notfallplan der Familie.',
  'roleDescription.viewer': 'Sieht alles im Haushalt, ändert nichts.',
  role: 'Rolle',
  remove: 'Entfernen',
  saving: 'Wird gespeichert …',
  notRemoved: (p) => `${p.name} wurde nicht entfernt. Bitte versuchen Sie es erneut.`,
  unknown: 'Unbekannt',
  justNow: 'gerade eben',

  'members.title': 'Mitglieder',
  'members.count': (p, f) => f.plural(p.count, { one: '# Mitglied', other: '# Mitglieder' }),
  'members.ownerOnly': 'Nur ein Eigentümer kann Personen einladen, Rollen ändern und Mitglieder entfernen.',
  'members.you': 'Sie',
  'members.roleOf': (p) => `Rolle von ${p.name}`,
  'members.roleFailed': 'Rolle nicht geändert',
  'members.roleFailedText': 'Die Rolle wurde nicht geändert. Bitte versuchen Sie es erneut.',
  'members.nowMe.owner': 'Sie sind jetzt Eigentümer',
  'members.nowMe.editor': 'Sie sind jetzt Bearbeiter',
  'members.nowMe.viewer': 'Sie sind jetzt Betrachter',
  'members.now.owner': (p) => `${p.name} ist jetzt Eigentümer`,
  'members.now.editor': (p) => `${p.name} ist jetzt Bearbeiter`,
  'members.now.viewer': (p) => `${p.name} ist jetzt Betrachter`,
  'members.remove': (p) => `${p.name} entfernen`,
  'members.removeTitle': (p) => `${p.name} aus dem Haushalt entfernen?`,
  'members.removeText': (p) =>
    `${p.name} verliert sofort den Zugriff auf Vorräte, Vorsorge und Notfallplan des Haushalts und erhält einen eigenen, leeren Haushalt. Die Vorräte bleiben hier.`,
  'members.removeFailed': 'Mitglied nicht entfernt',
  'members.removed': (p) => `${p.name} wurde aus dem Haushalt entfernt`,

  'invite.title': 'Jemanden einladen',
  'invite.ownersOnly': 'Nur Eigentümer',
  'invite.leadMailOff': (p) =>
    `Auf diesem Server ist der E-Mail-Versand aus: Sie erhalten den Link und geben ihn selbst weiter. Er gilt einmal, ${p.days} Tage lang.`,
  'invite.lead': (p) => `Wir senden der Person per E-Mail einen Link, der einmal gilt, ${p.days} Tage lang.`,
  'invite.howTo':
    'Wer noch kein Konto hat, legt über den Link eines mit dieser E-Mail-Adresse an. Um jemanden zum Eigentümer zu machen, laden Sie die Person ein und ändern dann ihre Rolle.',
  'invite.email': 'E-Mail',
  'invite.creating': 'Wird erstellt …',
  'invite.createLink': 'Einladungslink erstellen',
  'invite.sending': 'Wird gesendet …',
  'invite.send': 'Einladung senden',
  'invite.failed': 'Einladung nicht gesendet',
  'invite.failedText': 'Die Einladung wurde nicht gesendet. Bitte versuchen Sie es erneut.',
  'invite.created': 'Einladung erstellt',
  'invite.createdText': (p) =>
    `Auf diesem Server ist der E-Mail-Versand aus, es wurde nichts gesendet. Kopieren Sie den Link und schicken Sie ihn selbst an ${p.email}.`,
  'invite.sent': 'Einladung gesendet',
  'invite.sentText': (p) =>
    `Wir haben ${p.email} einen Link zum Beitreten gesendet. Er gilt einmal, ${p.days} Tage lang.`,
  'invite.linkLabel': (p) => `Einladungslink für ${p.email}`,
  'invite.linkNote': (p) =>
    `Nur jetzt sichtbar. Er gilt einmal, ${p.days} Tage lang. Verloren? Widerrufen Sie die Einladung und laden Sie erneut ein.`,
  'invite.copy': 'Einladungslink kopieren',
  'invite.copied': 'Link kopiert',
  'invite.copiedText': (p) => `Senden Sie ihn selbst an ${p.email}: per Nachricht, Chat oder eigener E-Mail.`,
  'invite.copyFailed': 'Kopieren fehlgeschlagen',
  'invite.copyFailedText': 'Markieren Sie den Link und kopieren Sie ihn selbst.',

  'invitations.title': 'Offene Einladungen',
  'invitations.mailOff':
    'Auf diesem Server ist der E-Mail-Versand aus: Jeder Link wurde nur einmal angezeigt, beim Erstellen. Einen verloren? Widerrufen Sie ihn und laden Sie erneut ein.',
  'invitations.none': 'Keine offenen Einladungen.',
  'invitations.expires': 'gültig bis',
  'invitations.invitedBy': (p) => `eingeladen von ${p.name}`,
  'revoke.button': 'Widerrufen',
  'revoke.label': (p) => `Einladung von ${p.email} widerrufen`,
  'revoke.failed': 'Einladung nicht widerrufen',
  'revoke.failedText': 'Die Einladung wurde nicht widerrufen. Bitte versuchen Sie es erneut.',
  'revoke.done': 'Einladung widerrufen',
  'revoke.doneText': (p) => `Der an ${p.email} gesendete Link funktioniert nicht mehr.`,

  'places.title': 'Beobachtete Orte',
  'places.count': (p) => `${p.count} von ${p.max} Orten`,
  'places.lead': (p) =>
    `Orte, für die wir amtliche Warnungen beobachten: Zuhause, Arbeit, Schule, Großeltern … Bis zu ${p.max}, nur für den Haushalt sichtbar.`,
  'places.none': 'Noch keine Orte.',
  'places.list': 'Orte',
  'places.point': (p, f) => `${f.number(p.latitude, 6)}; ${f.number(p.longitude, 6)}`,
  'places.ars': 'Regionalschlüssel (ARS)',
  'places.edit': (p) => `${p.name} bearbeiten`,
  'places.editButton': 'Bearbeiten',
  'places.viewer':
    'Betrachter können den Haushalt nicht ändern. Bitten Sie einen Eigentümer, Sie zum Bearbeiter zu machen.',
  'places.full': (p) =>
    `Der Haushalt beobachtet ${p.max} Orte, mehr geht nicht. Entfernen Sie einen, um einen anderen hinzuzufügen.`,
  'places.loadFailed': 'Die beobachteten Orte konnten nicht geladen werden',
  'places.loading': 'Die beobachteten Orte werden geladen',
  'places.add': 'Ort hinzufügen',
  'places.name': 'Name',
  'places.nameHint': 'Zuhause, Arbeit, Schule, Großeltern …',
  'places.country': 'Land',
  'places.countryHint': 'Zweibuchstabiger Code: DE, AT, US …',
  'places.latitude': 'Breitengrad',
  'places.latitudeHint': 'Von -90 (Süd) bis 90 (Nord)',
  'places.longitude': 'Längengrad',
  'places.longitudeHint': 'Von -180 (West) bis 180 (Ost)',
  'places.locating': 'Standort wird ermittelt …',
  'places.useLocation': 'Meinen Standort verwenden',
  'places.locationNote':
    'Ihr Gerät trägt Breiten- und Längengrad ein. Gespeichert wird nur der Punkt, auf diesem Server.',
  'places.arsHint':
    'Optional, empfohlen: Amtliche Warnungen werden in Deutschland nach Kreisen herausgegeben. Mit dem 12-stelligen Amtlichen Regionalschlüssel des Kreises oder der Gemeinde kann Holdfast sie zuordnen.',
  'places.save': 'Ort speichern',
  'places.addButton': 'Ort hinzufügen',
  'places.changeFailed': 'Ort nicht geändert',
  'places.addFailed': 'Ort nicht hinzugefügt',
  'places.saveFailedText': 'Der Ort wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
  'places.changed': (p) => `${p.name} geändert`,
  'places.added': (p) => `${p.name} hinzugefügt`,
  'places.removeFailed': 'Ort nicht entfernt',
  'places.removed': (p) => `${p.name} entfernt`,
  'places.remove': (p) => `${p.name} entfernen`,
  'places.removeTitle': (p) => `${p.name} entfernen?`,
  'places.removeText': 'Der Haushalt beobachtet diesen Ort dann nicht mehr auf amtliche Warnungen.',
  'location.denied':
    'Der Zugriff auf den Standort wurde abgelehnt. Erlauben Sie ihn für diese Seite im Browser, oder geben Sie Breiten- und Längengrad ein.',
  'location.unavailable': 'Ihr Standort wurde nicht gefunden. Geben Sie Breiten- und Längengrad selbst ein.',
  'location.unsupported':
    'Dieser Browser kann seinen Standort nicht teilen. Geben Sie Breiten- und Längengrad selbst ein.',

  'activity.title': 'Aktivität',
  'activity.none': 'Noch keine Änderungen.',
  'activity.shown': (p) => `Die letzten ${p.count} Änderungen, neueste zuerst.`,
  'activity.line': (p, f) => activityLine(p.event, f),

  'leave.title': 'Verlassen',
  'leave.text':
    'Wenn Sie gehen, verlieren Sie sofort den Zugriff auf Vorräte, Vorsorge und Notfallplan dieses Haushalts. Sie erhalten einen eigenen, leeren Haushalt; die Vorräte bleiben hier.',
  'leave.button': 'Haushalt verlassen',
  'leave.confirmTitle': 'Den Haushalt verlassen?',
  'leave.confirmText':
    'Ihr Zugriff auf Vorräte, Vorsorge und Notfallplan endet sofort, und Sie erhalten einen eigenen, leeren Haushalt. Die Vorräte bleiben beim Haushalt. Um zurückzukommen, muss ein Eigentümer Sie erneut einladen.',
  'leave.failed': 'Sie sind noch im Haushalt',
  'leave.failedText': 'Das Verlassen des Haushalts ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'leave.done': 'Sie haben den Haushalt verlassen',
  'leave.doneText': 'Sie haben jetzt einen eigenen, leeren Haushalt.',

  'join.title': 'Einem Haushalt beitreten',
  'join.loading': 'Die Einladung wird geladen',
  'join.loadFailed': 'Die Einladung konnte nicht geladen werden',
  'join.invalidTitle': 'Einladung nicht gültig',
  'join.askAgain': 'Bitten Sie die Person, die Sie eingeladen hat, um eine neue Einladung.',
  'join.invitation': 'Einladung',
  'join.pending': 'Offen',
  'join.someone': 'Jemand',
  'join.invited.owner': (p) => `${p.inviter} hat Sie als Eigentümer in den eigenen Haushalt eingeladen.`,
  'join.invited.editor': (p) => `${p.inviter} hat Sie als Bearbeiter in den eigenen Haushalt eingeladen.`,
  'join.invited.viewer': (p) => `${p.inviter} hat Sie als Betrachter in den eigenen Haushalt eingeladen.`,
  'join.share':
    'Die Mitglieder teilen sich einen Notvorrat, eine Angabe zur Vorsorge und einen Notfallplan der Familie.',
  'join.role.owner': 'Eigentümer: verwaltet die Mitglieder und den Haushalt; kann alles ändern.',
  'join.role.editor': 'Bearbeiter: ändert Vorräte, Chargen, Vorsorge und den Notfallplan der Familie.',
  'join.role.viewer': 'Betrachter: sieht alles im Haushalt, ändert nichts.',
  'join.checking': 'Anmeldung wird geprüft …',
  'join.backHome': 'Zurück zu Holdfast',
  'join.goHome': 'Zur Startseite',
  'join.visitor': (p) =>
    `Sie wurde an ${p.email} gesendet. Legen Sie mit dieser Adresse ein Konto an, um sie anzunehmen, oder melden Sie sich an, wenn es schon ein Konto gibt. Danach kommen Sie hierher zurück.`,
  'join.signUp': 'Konto anlegen',
  'join.signIn': 'Anmelden',
  'join.signOut': 'Abmelden',
  'join.open': 'Ihren Haushalt öffnen',
  'join.form': 'Dem Haushalt beitreten',
  'join.suppliesStay':
    'Sie teilen Ihren jetzigen Haushalt mit anderen, deshalb bleiben Ihre Vorräte dort. Sie beginnen mit den Vorräten des Haushalts, dem Sie beitreten.',
  'join.suppliesCome':
    'Sie sind das einzige Mitglied Ihres jetzigen Haushalts, deshalb kommen Ihre Vorräte mit: nach Namen mit denen des Haushalts zusammengeführt. Ihr Notfallplan kommt mit, wenn der Haushalt noch keinen hat.',
  'join.joining': 'Wird beigetreten …',
  'join.button': 'Haushalt beitreten',
  'join.failed': 'Sie sind nicht beigetreten',
  'join.failedText': 'Der Beitritt zum Haushalt ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'join.joined': 'Sie sind dem Haushalt beigetreten',
  'join.alreadyTitle': 'Bereits Mitglied',
  'join.already': 'Sie sind bereits in diesem Haushalt.',
  'join.wrongTitle': 'Ein anderes Konto',
  'join.sentTo': (p) =>
    `Sie wurde an ${p.email} gesendet. Melden Sie sich ab, dann mit ${p.email} an (oder legen Sie damit ein Konto an) und öffnen Sie den Link erneut.`,
  'join.sentToSignedIn': (p) =>
    `Sie wurde an ${p.email} gesendet; Sie sind als ${p.me} angemeldet. Melden Sie sich ab, dann mit ${p.email} an (oder legen Sie damit ein Konto an) und öffnen Sie den Link erneut.`,
  'join.verifyTitle': 'Bestätigen Sie zuerst Ihre E-Mail-Adresse',
  'join.verifyFor': (p) =>
    `Die Einladung gilt nur für ${p.email}: Mit der Bestätigung zeigen Sie, dass die Adresse Ihnen gehört.`,
  'join.handOverTitle': 'Übergeben Sie zuerst Ihren Haushalt',
  'join.handOver':
    'Sie sind der einzige Eigentümer Ihres jetzigen Haushalts, und andere teilen ihn. Machen Sie auf der Seite Ihres Haushalts eine dieser Personen zum Eigentümer und öffnen Sie dann diesen Link erneut.',

  'error.email': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein',
  'error.role': 'Wählen Sie Eigentümer, Bearbeiter oder Betrachter',
  'error.inviteRole': 'Wählen Sie Bearbeiter oder Betrachter',
  'error.ownerOnly': 'Nur ein Eigentümer kann den Haushalt verwalten.',
  'error.lastOwner': 'Ein Haushalt braucht einen Eigentümer. Machen Sie zuerst ein anderes Mitglied zum Eigentümer.',
  'error.alreadyMember': 'Diese Person ist bereits in Ihrem Haushalt.',
  'error.alreadyInvited': 'Für diese E-Mail-Adresse gibt es bereits eine offene Einladung.',
  'error.tooManyMembers': `Ein Haushalt hat höchstens ${HOUSEHOLD_LIMITS.membersMax} Mitglieder.`,
  'error.tooManyInvitations': `Höchstens ${HOUSEHOLD_LIMITS.pendingInvitationsMax} offene Einladungen.`,
  'error.removeSelf': 'Um den Haushalt zu verlassen, verwenden Sie „Haushalt verlassen“.',
  'error.alone': 'Sie sind das einzige Mitglied Ihres Haushalts.',
  'error.invitationInvalid':
    'Dieser Einladungslink ist nicht gültig: Er wurde verwendet, widerrufen oder ist abgelaufen.',
  'error.invitationWrongAccount':
    'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
  'error.verifyEmailFirst':
    'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie einem Haushalt beitreten: Öffnen Sie den Link, den wir Ihnen gesendet haben, oder fordern Sie einen neuen an.',
  'error.joinChoice': 'Wählen Sie, ob Sie Ihre Vorräte zurücklassen oder mitbringen',
  'error.suppliesStay':
    'Sie teilen Ihren Haushalt mit anderen, deshalb bleiben seine Vorräte dort. Nur das einzige Mitglied eines Haushalts kann seine Vorräte mitbringen.',
  'error.placeName': `Geben Sie einen Namen mit 1 bis ${PLACE_NAME_MAX} Zeichen ein, etwa Zuhause oder Schule`,
  'error.placeCountry': 'Geben Sie den zweibuchstabigen Ländercode ein, etwa DE oder AT',
  'error.placeLatitude': 'Der Breitengrad ist eine Zahl zwischen -90 und 90',
  'error.placeLongitude': 'Der Längengrad ist eine Zahl zwischen -180 und 180',
  'error.placeArs': 'Der Regionalschlüssel (ARS) hat 12 Ziffern',
  'error.placeArsOnlyGermany': 'Einen Regionalschlüssel (ARS) gibt es nur für Orte in Deutschland (DE)',
  'error.placeTooMany': `Ein Haushalt beobachtet höchstens ${PLACES_MAX} Orte. Entfernen Sie einen, um einen anderen hinzuzufügen.`,
  'error.placeNotFound': 'Ort nicht gefunden',
} satisfies Catalogue<typeof en>;
