/**
 * /readiness auf Deutsch: formell („Sie“), mit den Begriffen des BBK (Notvorrat, Trinkwasser,
 * Vorsorge, Haushalt) aus dem „Ratgeber für Notfallvorsorge und richtiges Handeln in
 * Notsituationen“. Zahlen kommen aus den gemeinsamen Modulen (figures.ts, shopping-figures.ts,
 * messages.ts' Grenzen) oder als Parameter, nie abgetippt.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import { formatsFor } from '@shared/i18n/format';
import { KCAL_PER_DAY, KCAL_PREGNANT_OR_BREASTFEEDING, PET_WATER_LITRES_PER_KG } from '@shared/readiness/figures';
import { tenthIn } from '@shared/readiness/i18n/days';
import {
  DRY_PET_FOOD_KCAL_PER_KG,
  PET_MAINTENANCE_FACTOR,
  PET_RER_EXPONENT,
  PET_RER_KCAL,
} from '@shared/readiness/shopping-figures';
import { EXPIRY_WINDOW_MAX, EXPIRY_WINDOW_MIN } from '@shared/supplies/expiry';
import type { en } from './en';

const n = formatsFor('de').number;
const tage = (count: number) => (count === 1 ? 'Tag' : 'Tage');

export default {
  'page.eyebrow': 'Notvorrat',
  'page.title': 'Wie lange kämen wir aus?',
  'page.lead':
    'Wie viele Tage Trinkwasser und Lebensmittel für Ihren Haushalt reichen würden und was Sie für Ihr Ziel noch kaufen sollten.',
  'page.back': 'Zurück zur Übersicht',
  'page.loadFailed': 'Der Notvorrat konnte nicht geladen werden',
  'page.loading': 'Notvorrat wird geladen',
  error: 'Fehler',
  saving: 'Wird gespeichert …',
  days: (p, f) => `${tenthIn(f, p.days)} ${tage(p.days)}`,
  water: 'Trinkwasser',
  food: 'Lebensmittel',
  essentials: 'Grundausstattung',
  pets: 'Haustiere',

  'units.legend': 'Maßeinheiten',
  'units.metric': 'Metrisch (l, kg)',
  'units.us': 'US-Einheiten (gal, lb)',
  'units.failed': 'Die Maßeinheiten konnten nicht geändert werden.',

  'figure.title': 'Abgedeckte Tage',
  'figure.householdNeeded': 'Haushalt angeben',
  'figure.describe':
    'Beschreiben Sie unten Ihren Haushalt, um zu sehen, wie viele Tage Ihr Trinkwasser und Ihre Lebensmittel reichen würden.',
  'figure.goalMet': 'Ziel erreicht',
  'figure.belowGoal': 'Unter dem Ziel',
  'figure.limitedBy.water': (p, f) => `${tenthIn(f, p.days)} ${tage(p.days)} – begrenzt durch das Trinkwasser`,
  'figure.limitedBy.food': (p, f) => `${tenthIn(f, p.days)} ${tage(p.days)} – begrenzt durch die Lebensmittel`,
  'figure.progressLabel': (p, f) =>
    `Fortschritt zum Ziel von ${f.plural(p.goalDays, { one: '# Tag', other: '# Tagen' })}`,
  'figure.goalMetText': (p, f) =>
    `Ziel erreicht: Ihre Vorräte reichen für ${f.plural(p.goalDays, { one: '# Tag', other: '# Tage' })}.`,
  'figure.progress': (p, f) =>
    `${tenthIn(f, p.days)} von ${f.plural(p.goalDays, { one: '# Tag', other: '# Tagen' })} (${p.percent} % des Ziels).`,
  'figure.amounts': (p) => `${p.stored} vorrätig, ${p.perDay} pro Tag`,
  'figure.waterSource': (p) => `Trinkwasser: ${p.standard} – ${p.source}. Haustiere: ${p.pets}.`,
  'figure.waterCustom': (p) => `Trinkwasser: ${p.standard} (${p.perPerson} pro Person und Tag). Haustiere: ${p.pets}.`,
  'figure.foodSource': (p) => `Lebensmittel: ${p.source}. Futter für Haustiere wird nicht mitgezählt.`,
  'figure.rounded': 'Auf ein Zehntel Tag abgerundet, damit die Zahl nie zu hoch ausfällt.',

  'standard.us': 'Vereinigte Staaten (CDC / Ready.gov / Amerikanisches Rotes Kreuz)',
  'standard.de': 'Deutschland (BBK)',
  'standard.custom': 'Eigene Angaben',
  'source.us': 'CDC „Creating and storing an emergency water supply“; Amerikanisches Rotes Kreuz; Ready.gov',
  'source.de': 'BBK „Ratgeber für Notfallvorsorge und richtiges Handeln in Notsituationen“',
  'source.petWater': `Etwa ${n(PET_WATER_LITRES_PER_KG * 1000, 0)} ml je kg Körpergewicht am Tag (Hinweise US-amerikanischer Katastrophenschutzbehörden für Haustiere)`,
  'source.food': `BBK-Planungswert (Erwachsene ${n(KCAL_PER_DAY.adults, 0)} kcal); WFP/UNHCR/WHO „Food and Nutrition Needs in Emergencies“ (Kinder nach Alter); WHO (+${n(KCAL_PREGNANT_OR_BREASTFEEDING, 0)} kcal in Schwangerschaft oder Stillzeit)`,
  'source.essentials': 'Ready.gov „Build a Kit“; Amerikanisches Rotes Kreuz (Vorrat an Medikamenten)',
  'source.petFood': `Merck Veterinary Manual (${n(PET_RER_KCAL)} × kg^${n(PET_RER_EXPONENT, 2)} kcal in Ruhe; × ${n(PET_MAINTENANCE_FACTOR.dog)} Hund, × ${n(PET_MAINTENANCE_FACTOR.cat)} Katze); Trockenfutter mit mindestens ${n(DRY_PET_FOOD_KCAL_PER_KG, 0)} kcal/kg`,
  'group.adults': 'Erwachsene (14+)',
  'group.children9to13': 'Kinder 9–13',
  'group.children4to8': 'Kinder 4–8',
  'group.childrenUnder4': 'Kinder unter 4',
  'goal.evacuation': 'Evakuierung',
  'goal.atHome': 'zu Hause',

  'expiry.title': (p, f) => `Läuft innerhalb von ${f.plural(p.days, { one: '# Tag', other: '# Tagen' })} ab`,
  'expiry.expired': (p) => `${p.count} abgelaufen`,
  'expiry.expiring': (p, f) => f.plural(p.count, { one: '# läuft bald ab', other: '# laufen bald ab' }),
  'expiry.nothing': 'Nichts läuft ab',
  'expiry.drop': (p) => `Am ${p.on}: ${p.days}`,
  'expiry.dropNote': 'Dann sinken die abgedeckten Tage, weil Vorräte ablaufen – es sei denn, Sie ersetzen sie.',
  'expiry.none': (p, f) => `Innerhalb von ${f.plural(p.days, { one: '# Tag', other: '# Tagen' })} läuft nichts ab.`,
  'expiry.list': 'Bald ablaufende Vorräte',
  'expiry.expiredOn': (p) => `abgelaufen am ${p.day}`,
  'expiry.bestBefore': (p) => `mindestens haltbar bis ${p.day} (${p.when})`,
  'expiry.today': 'heute',
  'expiry.tomorrow': 'morgen',
  'expiry.inDays': (p, f) => f.plural(p.count, { one: 'in # Tag', other: 'in # Tagen' }),
  'expiry.useOldest': 'Verbrauchen Sie das Älteste zuerst und ersetzen Sie, was abläuft:',
  'expiry.openTracker': 'zur Vorratsliste',
  'window.label': 'Zeitraum (Tage)',
  'window.set': 'Zeitraum festlegen',
  'window.note': 'Die Erinnerungs-E-Mails nutzen denselben Zeitraum.',
  'window.invalid': `Wählen Sie ${EXPIRY_WINDOW_MIN} bis ${EXPIRY_WINDOW_MAX} Tage`,
  'window.saved': 'Erinnerungseinstellungen gespeichert',
  'window.saveFailed': 'Die Erinnerungseinstellungen konnten nicht gespeichert werden.',

  'shop.title': 'Was noch fehlt',
  'shop.goal': (p, f) => `Ziel: ${f.plural(p.goalDays, { one: '# Tag', other: '# Tage' })}`,
  'shop.print': 'Drucken',
  'shop.csv': 'CSV-Download',
  'shop.nothing': (p, f) =>
    `Nichts zu kaufen: Ihr Trinkwasser und Ihre Lebensmittel reichen für das Ziel von ${f.plural(p.goalDays, { one: '# Tag', other: '# Tagen' })}, und Ihre Grundausstattung ist vollständig.`,
  'shop.covered': (p, f) =>
    `Ihr Trinkwasser und Ihre Lebensmittel reichen für das Ziel von ${f.plural(p.goalDays, { one: '# Tag', other: '# Tagen' })}.`,
  'shop.buy': (p) => `${p.name}: ${p.amount} kaufen`,
  'shop.insteadOf': (p) => `Statt ${p.name}`,
  'shop.or': (p) => `oder ${p.amount} (${p.name})`,
  'shop.orNote': 'Jedes „oder“ ist etwas anderes, das Sie vorrätig haben: Es deckt den Fehlbedarf allein.',
  'shop.noWater':
    'Bei keinem Vorrat steht, wie viel Wasser eine Einheit enthält: Tragen Sie in der Vorratsliste die Liter je Einheit eines Wasservorrats ein.',
  'shop.noFood':
    'Bei keinem Vorrat steht, wie viele kcal eine Einheit enthält: Tragen Sie in der Vorratsliste die kcal je Einheit eines Lebensmittelvorrats ein.',
  'shop.essentialsNote': (p) => `Erste Hilfe, Medikamente, Batterien, Licht und Radio: ${p.source}.`,
  'shop.petsNote': (p) =>
    `Tierfutter zählt die Vorratsliste nicht: Kaufen Sie, was Ihnen noch fehlt. Das Wasser der Tiere ist unter Trinkwasser eingerechnet. ${p.source}.`,
  'shop.short': (p) => `${p.amount} fehlen`,
  'shop.belowTarget': (p) => `${p.count} unter der Sollmenge`,
  'shop.petDays': (p, f) => `Futter für ${f.plural(p.goalDays, { one: '# Tag', other: '# Tage' })}`,
  'shop.petFood': (p) => `Futter für ${p.name}`,
  'shop.dryFood.dog': (p) => `Hundetrockenfutter für ${p.name}`,
  'shop.dryFood.cat': (p) => `Katzentrockenfutter für ${p.name}`,
  'shop.askVet': 'fragen Sie in Ihrer Tierarztpraxis nach der Tagesmenge',
  'shop.orInsteadOf': (p) => `oder statt ${p.name}`,
  'shop.csvHeader': 'Bereich,Artikel,Kaufen,Einheit,Hinweis',
  'shop.fileName': (p) => `holdfast-einkaufsliste-${p.goalDays}-tage-${p.day}.csv`,

  'targets.title': 'Sollmengen aus Ihrem Ziel',
  'targets.following':
    'Ihre Sollmengen für Trinkwasser und Lebensmittel in der Vorratsliste richten sich nach Ihrem Haushalt und diesem Ziel; sie ändern sich, wenn sich eines von beiden ändert.',
  'targets.followingList': 'Sollmengen, die Ihrem Ziel folgen',
  'targets.own': 'Ihre eigenen Sollmengen, unabhängig vom Ziel (sie zählen dafür mit):',
  'targets.ownList': 'Ihre eigenen Sollmengen',
  'targets.followAgain': 'Wieder meinem Ziel folgen',
  'targets.followAgainFor': (p) => `Wieder meinem Ziel folgen: ${p.name}`,
  'targets.followed': 'Die Sollmenge folgt wieder Ihrem Ziel',
  'targets.followFailed': 'Die Sollmenge konnte nicht geändert werden.',

  'household.title': 'Haushalt und Ziel',
  'household.status': 'Wer und wie lange',
  'household.who': 'Wer hier lebt',
  'household.pregnantCount': (p) => `${p.count} schwanger oder stillend`,
  'household.fromPlan': 'Aus den Personen in Ihrem Notfallplan, nach ihrem Geburtsdatum.',
  'household.editInPlan': 'Im Notfallplan bearbeiten',
  'household.pregnant': 'Schwanger oder stillend',
  'household.pregnantHint': 'Wie viele der Erwachsenen',
  'household.noPets': 'Keine Haustiere.',
  'household.petName': (p) => `Haustier ${p.n}: Name`,
  'household.petKind': (p) => `Haustier ${p.n}: Art`,
  'household.petWeight': (p) => `Haustier ${p.n}: Gewicht (${p.unit})`,
  'household.removePet': (p) => `Haustier ${p.n} entfernen${p.name ? ` (${p.name})` : ''}`,
  'kind.dog': 'Hund',
  'kind.cat': 'Katze',
  'kind.other': 'Anderes',
  'household.addPet': 'Haustier hinzufügen',
  'household.petsNote': 'Haustiere zählen nur beim Trinkwasser mit; ihr Futter wird nicht mitgezählt.',
  'household.goal': 'Ziel',
  'household.standard': 'Richtwert',
  'household.customHint': 'Ihre eigene Wassermenge und Anzahl der Tage.',
  'household.standardHint': (p, f) =>
    `${f.unit(p.litres, 'liter', 3)} (${f.unit(p.gallons, 'gallon', 2)}) pro Person und Tag. Quelle: ${p.source}.`,
  'household.goalDays': 'Ziel (Tage)',
  'household.customWater': (p) => `Trinkwasser pro Person und Tag (${p.unit})`,
  'household.useGoal': (p) => `${p.days} Tage übernehmen (${p.label})`,
  'household.save': 'Haushalt speichern',
  'household.saved': 'Haushalt gespeichert',
  'household.saveFailed': 'Der Haushalt konnte nicht gespeichert werden.',
} satisfies Catalogue<typeof en>;
