/**
 * Die Startseite auf Deutsch (issue 43): förmliches „Sie“, Begriffe des BBK („Ratgeber für
 * Notfallvorsorge und richtiges Handeln in Notsituationen“): Notvorrat, Notgepäck, Vorsorge.
 * Dem schlichten Wortlaut folgend, nicht dem militärischen.
 */
import { APP_NAME } from '@shared/constants/app';
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  pageTitle: `${APP_NAME} · Notfallvorsorge für Ihre Familie`,
  pageDescription: `${APP_NAME}: Vorräte im Blick behalten, Notgepäck packen und Notfallpläne für jede Art von Katastrophe schreiben.`,

  commandCenter: 'Start',
  knowledgeHub: 'Ratgeber',
  resourceTracker: 'Vorräte',
  gearVault: 'Ausrüstung',
  operations: 'Aktivitäten',
  survivalPlans: 'Notfallpläne',
  navMain: 'Hauptmenü',
  joinSquad: 'Konto erstellen',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',

  heroStatus: 'Bereit, wenn Sie es sind',
  heroTitle: 'vorbereitet, bevor es darauf ankommt',
  heroLead:
    'Behalten Sie Ihren Notvorrat im Blick, gemessen an echten Zielen, packen Sie Ihr Notgepäck und schreiben Sie einen Notfallplan für jede Katastrophe, die Ihre Familie treffen könnte. Ihre Vorsorge für den Tag, an dem der Strom ausfällt.',
  accessCommandCenter: 'Anmelden',
  missionStatus: 'Unsere Gemeinschaft',
  live: 'Live',
  liveFeed: 'Live aktualisiert',
  resourceOverview: 'Vorräte im Überblick',
  sampleData: 'Beispieldaten',
  sampleReadout: 'Ein Beispiel. Ihre eigene Übersicht beginnt, sobald Sie ein Konto erstellen.',
  barFood: 'Lebensmittel',
  barWater: 'Trinkwasser',
  barMedical: 'Hausapotheke',
  barPower: 'Notstrom',
  statusOptimal: 'Reichlich',
  statusGood: 'Gut',
  statusLow: 'Knapp',
  statusCritical: 'Kritisch',
  sectionsUnavailable:
    'Ein Teil dieser Seite konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',

  knowledgeEyebrow: 'Ratgeber',
  knowledgeLead:
    'Anleitungen für den Moment, in dem etwas schiefgeht: Schritt für Schritt, mit der Ausrüstung, die Sie dafür brauchen, und einer kurzen Einschätzung am Ende jeder Anleitung.',
  topicBagsTitle: 'Notgepäck',
  topicBagsText: 'Was Sie für drei Tage unterwegs einpacken sollten und was zu Hause bleiben kann.',
  topicWaterTitle: 'Trinkwasser aufbereiten',
  topicWaterText: 'Wasser abkochen, filtern und aufbereiten, wenn kein Wasser mehr aus der Leitung kommt.',
  topicEmpTitle: 'Stromausfall',
  topicEmpText: 'Radio und Geräte schützen und ohne Strom zurechtkommen.',
  topicUrbanTitle: 'Sicher in der Stadt',
  topicUrbanText: 'Zu Hause bleiben, wenn das am sichersten ist, und sich sicher durch die Stadt bewegen.',
  openKnowledgeHub: 'Zum Ratgeber',

  trackerEyebrow: 'Notvorrat',
  trackerLead:
    'Einundzwanzig wichtige Dinge in sechs Gruppen, von Trinkwasser bis zu Ersatzbatterien. Zählen Sie, was Sie haben, legen Sie fest, was Sie brauchen, und sehen Sie sofort, was fehlt.',
  featureTargetsTitle: 'Ein Ziel für jeden Vorrat',
  featureTargetsText: 'Wasser, Lebensmittel, Hausapotheke, Strom, Werkzeug und Dokumente, jeweils mit einem Ziel.',
  featureStatusTitle: 'Der Stand auf einen Blick',
  featureStatusText: 'Gut, knapp oder kritisch, in Worten und Farben, sobald der Vorrat sinkt.',
  featureScoreTitle: 'Ein Wert für Ihre Vorsorge',
  featureScoreText: 'Ein Ring für Ihre gesamte Vorsorge, der zeigt, wo noch Lücken sind.',
  openResourceTracker: 'Zu den Vorräten',

  gearEyebrow: 'Ausrüstung',
  gearLead: 'Bewährte Ausrüstung nach Gruppen, mit ehrlichen Hinweisen, wofür jedes Stück gut ist und was es kostet.',
  equipmentCategories: 'Gruppen',
  categoryFoodAndWater: 'Essen & Trinken',
  categoryShelter: 'Unterkunft',
  categoryMedical: 'Erste Hilfe',
  categoryTools: 'Werkzeug',
  categoryDefense: 'Sicherheit',
  categoryPower: 'Strom',
  itemCount: (p, f) => f.plural(p.count, { one: '# Artikel', other: '# Artikel' }),
  featuredGear: 'Empfohlene Ausrüstung',
  fieldTested: 'Praxiserprobt',
  gearBackpackName: 'Notgepäck-Rucksack für drei Tage',
  gearBackpackNote: '45 L, Hüftgurt, Fach für Trinkblase',
  gearWaterName: 'Schwerkraft-Wasserfilter',
  gearWaterNote: 'Filtert 10 L pro Stunde, ohne Strom',
  gearRadioName: 'Notfallradio mit Handkurbel',
  gearRadioNote: 'Wetterfunk (NOAA), Solarzelle, USB-Ausgang',
  gearMedicalName: 'Erste-Hilfe-Set für schwere Verletzungen',
  gearMedicalNote: 'Tourniquet, Druckverbände, Schere',
  price: (p, f) => `Etwa ${f.number(p.dollars, 0)} $`,
  ratedBefore: 'Bewertet mit ',
  ratedAfter: ' von 5',
  reviews: (p, f) => f.plural(p.count, { one: '(# Bewertung)', other: '(# Bewertungen)' }),

  premiumEyebrow: 'Premium-Mitgliedschaft',
  premiumTitle: 'Premium',
  premiumLead: `Für Familien, die mehr als das Nötigste wollen. Alles in ${APP_NAME} bleibt kostenlos; die Mitgliedschaft bietet Rat von Fachleuten und bessere Preise für die Ausrüstung, die Sie brauchen.`,
  comingSoon: 'Demnächst',
  membershipOpensSoon: 'Die Mitgliedschaft startet bald',
  benefitAdviceTitle: 'Persönliche Empfehlungen',
  benefitAdviceText:
    'Rat zu Ausrüstung und Vorräten, abgestimmt auf Ihre Region, Ihren Haushalt und die Gefahren vor Ort.',
  benefitDiscountTitle: 'Rabatte für Mitglieder',
  benefitDiscountText: 'Günstigere Preise für geprüfte Ausrüstung unserer Partner.',
  benefitPriorityTitle: 'Früher Zugang',
  benefitPriorityText: 'Als Erste neue Ratgeber, Werkzeuge und begrenzte Angebote erhalten.',
  benefitBulkTitle: 'Großeinkauf',
  benefitBulkText: 'Grundvorräte in Familiengröße zu Mengenpreisen.',

  newsletterEyebrow: 'Newsletter',
  newsletterTitle: 'Bleiben Sie informiert',
  newsletterLead:
    'Neue Ratgeber, Checklisten für jede Jahreszeit und Hinweise zur Ausrüstung, etwa zweimal im Monat. Kein Spam; Sie können sich jederzeit abmelden.',
  newsletterUnavailable:
    'Das Anmeldeformular konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.de',
  subscribe: 'Abonnieren',
  subscribing: 'Wird abonniert …',
  subscribeFailed: 'Anmeldung fehlgeschlagen',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  subscribed: 'Angemeldet',
  subscribedText: 'Sie stehen auf der Liste. Unser Newsletter kommt in Ihr Postfach.',

  footerTagline: 'Notfallvorsorge für Familien. Vorbereitet sein, ruhig bleiben, standhalten.',
  footerNav: 'Fußzeile',
  copyright: (p) => `© ${p.year} ${APP_NAME}. Alle Rechte vorbehalten.`,
  language: 'Sprache',

  clearanceRequired: 'Bitte anmelden',
  clearanceBefore: 'Melden Sie sich an oder erstellen Sie ein Konto, um ',
  clearanceAfter: ' zu öffnen.',
  dismiss: 'Schließen',
} satisfies Catalogue<typeof en>;
