/**
 * The kit templates' items in German (issue 43, decision 0349), typed by the English
 * (../template-texts.ts): every 72-hour item by its English name, every family-template line and
 * parameter. Formal "Sie".
 *
 * Wording source: the BBK (Bundesamt für Bevölkerungsschutz und Katastrophenhilfe), "Ratgeber für
 * Notfallvorsorge und richtiges Handeln in Notsituationen" and its checklists "Notgepäck" and
 * "Notvorrat" (https://www.bbk.bund.de/DE/Warnung-Vorsorge/Vorsorge/vorsorge_node.html): its
 * terms (Notgepäck, Dokumentenmappe, Rettungsdecke, Kurbelradio, Erste-Hilfe-Set, Hygieneartikel,
 * Trinkwasser) where they name the same thing; the rest is the English translated. Figures come
 * from the templates' modules (TEMPLATE_72HOUR_FIGURES, the household's counts), metric: the US
 * gallons of the family kits stay gallons where the household counts in gallons (the quantity is
 * in them), with the litres beside them.
 */
import { formatsFor } from '../../i18n/format';
import { LITRES_PER_GALLON, type FamilyTemplateTexts } from '../family-templates';
import { TEMPLATE_72HOUR_FIGURES as F } from '../template-72hour';
import type { KitTemplateTexts } from '../template-texts';

const f = formatsFor('de');
const n = (value: number, decimals = 2) => f.number(value, decimals);

const family: FamilyTemplateTexts = {
  unknownPet: 'Ihr Haustier',
  people: (count) => f.plural(count, { one: '# Person', other: '# Personen' }),
  adults: (count) => f.plural(count, { one: '# Erwachsener', other: '# Erwachsene' }),
  children: (count) => f.plural(count, { one: '# Kind', other: '# Kinder' }),
  days: (count) => f.plural(count, { one: '# Tag', other: '# Tage' }),
  cats: (count) => f.plural(count, { one: '# Katze', other: '# Katzen' }),
  peopleWithChildren: (p) => `${p.people} (${p.adults}, ${p.children})`,
  drinkingWater: 'Trinkwasser',
  bottledWater: 'Wasser in Flaschen',
  waterGallons: (p) => ({
    name: `${p.name} (Gallonen)`,
    notes: `1 Gallone (${n(LITRES_PER_GALLON)} Liter) pro Person und Tag, zum Trinken und für die Hygiene: ${p.people} × ${p.days}. Gekauftes Wasser in Flaschen hält bis zum aufgedruckten Datum.`,
  }),
  waterLitres: (p) => ({
    name: `${p.name} (Liter)`,
    notes: `${n(p.litresPerDay)} Liter pro Person und Tag (der Wert Ihres Haushalts): ${p.people} × ${p.days}.`,
  }),
  petWater: (p) => ({
    name: p.gallons ? 'Wasser für Haustiere (Gallonen)' : 'Wasser für Haustiere (Liter)',
    notes: `Etwa 65 ml pro Kilogramm Körpergewicht und Tag, für ${p.days}, zusätzlich zum Wasser für die Menschen.`,
  }),
  petFood: (p) => ({
    name: `Futter für ${p.pet} (Tagesrationen)`,
    notes: `Mindestens ${p.days} das gewohnte Futter von ${p.pet} in einem luftdichten, wasserfesten Behälter, mit Napf.`,
  }),
  namedPrescription: (p) => ({
    name: `${p.medicine} für ${p.member} (Vorrat für 7 Tage)`,
    notes: `Ein Vorrat für 7 Tage von ${p.member}s verschriebenem Medikament, in der beschrifteten Packung, mit aufgeschriebener Dosierung. Tauschen Sie es vor dem Ablaufdatum aus.`,
  }),
  prescriptions: {
    name: 'Verschriebene Medikamente (je ein Vorrat für 7 Tage)',
    notes:
      'Von jedem Medikament, das jemand regelmäßig nimmt, ein Vorrat für 7 Tage, dazu eine schriftliche Liste der Dosierungen. Tragen Sie die Medikamente jeder Person im Familienplan ein, dann nennen neue Notfallsets sie beim Namen.',
  },
  babySupplies: (p) => ({
    name: `Bedarf für Babys und Kleinkinder (${p.days})`,
    notes:
      'Ein Satz für jedes Kind unter 4 Jahren, das ihn braucht: Säuglingsnahrung, Fläschchen, Babykost, Windeln, Feuchttücher und Wundschutzcreme.',
  }),
  games: {
    name: 'Spiele und Beschäftigung für Kinder',
    notes: 'Für jedes Kind etwas: ein Buch, Karten oder ein kleines Spiel, das ohne Strom auskommt.',
  },
  documents: {
    name: 'Dokumentenmappe: Kopien wichtiger Dokumente in einer wasserdichten Hülle',
    notes:
      'Medikamentenliste und medizinische Angaben, Meldebescheinigung, Grundbuchauszug oder Mietvertrag, Reisepässe, Geburtsurkunden und Versicherungspolicen.',
  },
  cash: { name: 'Bargeld in kleinen Scheinen', notes: 'Kartenlesegeräte und Geldautomaten fallen mit dem Strom aus.' },
  contacts: {
    name: 'Liste der Familien- und Notfallkontakte (ausgedruckt)',
    notes:
      'Die Nummern aller und die Kontaktperson außerhalb des Ortes auf Papier, falls ein Handy verloren geht oder leer ist.',
  },
  chargers: {
    name: 'Ladegeräte und eine geladene Powerbank',
    notes:
      'Ein Ladegerät für jede Art von Handy in der Familie und ein Ersatzakku; laden Sie die Powerbank alle paar Monate nach.',
  },
  radio: {
    name: 'Radio mit Batterien oder Kurbelradio',
    notes: 'Am besten mit Warnfunktion, und mit Ersatzbatterien dafür.',
  },
  flashlight: {
    name: 'Taschenlampe',
    notes: 'Besser eine Taschenlampe (oder Stirnlampe) für jeden Erwachsenen: Niemand trägt eine Kerze herum.',
  },
  flashlightWithBatteries: 'Mit Ersatzbatterien.',
  batteries: { name: 'Ersatzbatterien', notes: 'Eine Packung für jede Größe, die Taschenlampe und Radio brauchen.' },
  firstAid: { name: 'Erste-Hilfe-Set', notes: 'Ein Erste-Hilfe-Set für die Familie; prüfen Sie es zweimal im Jahr.' },
  nonPrescription: {
    name: 'Rezeptfreie Medikamente',
    notes:
      'Mittel gegen Schmerzen und Fieber (auch in Kinderdosierung), gegen Durchfall, gegen Sodbrennen und Abführmittel.',
  },
  sanitation: {
    name: 'Feuchttücher, Müllbeutel und Kabelbinder',
    notes: 'Für die Hygiene, wenn kein Wasser aus der Leitung kommt.',
  },
  hygiene: {
    name: 'Hygieneartikel und Monatshygiene',
    notes: 'Zahnbürsten, Seife, Handdesinfektionsmittel, Toilettenpapier, Binden und Tampons.',
  },
  canOpener: { name: 'Dosenöffner (mechanisch)', notes: 'Für die Konserven.' },
  whistle: { name: 'Trillerpfeife, um Hilfe zu rufen', notes: 'Drei Pfiffe sind das Notsignal.' },
  maps: {
    name: 'Gedruckte Karten der Umgebung',
    notes: 'Markieren Sie die Treffpunkte und zwei Wege aus Ihrem Viertel hinaus.',
  },
  wrench: {
    name: 'Schraubenschlüssel oder Zange zum Abdrehen von Gas und Wasser',
    notes: 'Wissen Sie, wo die Haupthähne für Gas und Wasser sind, bevor Sie sie brauchen.',
  },
  food: (p) => ({
    name: 'Haltbare Lebensmittel (Tagesrationen pro Person)',
    notes: `Eine Einheit ist das Essen einer Person für einen Tag: ${p.people} × ${p.days}. Lebensmittel, die ohne Kühlung lagern und mit wenig Wasser zuzubereiten sind; denken Sie an besondere Ernährung und Allergien.`,
  }),
  leash: (p) => ({
    name: `Leine, Halsband und Hundemarke für ${p.pet}`,
    notes: 'Eine feste Leine oder ein Geschirr und ein Halsband mit aktueller Marke.',
  }),
  carrier: (p) => ({
    name: `Transportbox für ${p.pet}`,
    notes: 'Eine stabile Box, in der Ihr Tier stehen und sich umdrehen kann, mit Ihren Kontaktdaten beschriftet.',
  }),
  petRecords: {
    name: 'Medikamente der Haustiere und Kopien der Tierarztunterlagen',
    notes: 'Impfpass und alle Medikamente, die Ihre Tiere nehmen, in einer wasserdichten Hülle.',
  },
  bag: {
    name: 'Notgepäck: ein leicht zu tragender Rucksack (einer pro Erwachsenem)',
    notes:
      'Ein Rucksack oder eine Reisetasche für jeden Erwachsenen; Kinder tragen, wenn sie können, einen eigenen kleinen.',
  },
  emergencyBlanket: (p) => ({
    name: 'Rettungsdecke (eine pro Person)',
    notes: `Eine für jede der ${p.people}.`,
  }),
  clothing: {
    name: 'Wechselkleidung und festes Schuhwerk (je Person ein Satz)',
    notes: 'Passend zum Wetter; prüfen Sie die Größen der Kinder in jeder Jahreszeit.',
  },
  dustMasks: { name: 'Atemschutzmasken (eine pro Person)', notes: 'Gegen verunreinigte Luft.' },
  multiTool: {
    name: 'Taschenmesser oder Multifunktionswerkzeug',
    notes: 'Messer, Zange, Schraubendreher und Dosenöffner in einem.',
  },
  keys: {
    name: 'Ersatzschlüssel für Auto und Wohnung',
    notes: 'Damit, wer das Notgepäck greift, fahren und wieder hinein kann.',
  },
  bleach: {
    name: 'Unparfümiertes Chlorbleichmittel und eine Pipette',
    notes:
      'Um Wasser zu entkeimen, wenn der Trinkwasservorrat aufgebraucht ist (nach Packungsangabe oder den Hinweisen des Gesundheitsamts).',
  },
  paperPlates: {
    name: 'Pappteller, Becher, Küchenpapier und Plastikbesteck',
    notes: 'Abwaschen kostet Wasser, das Sie vielleicht nicht haben.',
  },
  matches: {
    name: 'Streichhölzer in einem wasserdichten Behälter',
    notes: 'Kerzen nur mit Vorsicht, einen Grill nie in geschlossenen Räumen, ein Stromaggregat nie im Haus.',
  },
  extinguisher: {
    name: 'Feuerlöscher',
    notes: 'Alle, die alt genug sind, sollten wissen, wo er steht und wie man ihn benutzt.',
  },
  sleepingBag: (p) => ({
    name: 'Schlafsack oder warme Decke (eine pro Person)',
    notes: `Eine für jede der ${p.people}, für eine Wohnung ohne Heizung.`,
  }),
  sheeting: {
    name: 'Plastikfolie und Panzerband',
    notes: 'Um Fenster und Türen abzudichten oder ein kaputtes Fenster zu verschließen.',
  },
  paper: { name: 'Papier und Bleistift', notes: 'Für Notizen, Nachrichten und die Liste, was Sie verbraucht haben.' },
  jumperCables: { name: 'Starthilfekabel', notes: 'Und halten Sie den Tank mindestens halb voll.' },
  traction: {
    name: 'Sand oder Katzenstreu für bessere Haftung',
    notes: 'Ein kleiner Beutel; im Winter dazu eine Schaufel und ein Eiskratzer.',
  },
  carBlanket: (p) => ({ name: 'Decke (eine pro Person)', notes: `Eine für jede der ${p.people}.` }),
  warmClothes: {
    name: 'Warme Kleidung, Mützen und Handschuhe (je Person ein Satz)',
    notes: 'Für das Warten in einem kalten Auto.',
  },
  snacks: {
    name: 'Haltbare Snacks (ein Tag pro Person)',
    notes: 'Müsliriegel, Nüsse, Kräcker; tauschen Sie sie alle sechs Monate aus.',
  },
  carCharger: {
    name: 'Handy-Ladegerät fürs Auto',
    notes: 'Ein Ladegerät für die Steckdose oder den USB-Anschluss des Autos.',
  },
  bowls: {
    name: 'Futter- und Wassernäpfe',
    notes: 'Ein Paar für jedes Tier; faltbare Näpfe lassen sich gut mitnehmen.',
  },
  petMedicines: (p) => ({
    name: `Medikamente für ${p.pet}`,
    notes: `Ein zusätzlicher Vorrat aller Medikamente, die ${p.pet} bekommt, mit der Dosierung, in einem wasserdichten Behälter.`,
  }),
  petFirstAid: {
    name: 'Erste-Hilfe-Set für Haustiere',
    notes: 'Fragen Sie Ihre Tierärztin oder Ihren Tierarzt, was für Ihre Tiere hineingehört.',
  },
  vetRecords: (p) => ({
    name: `Tierarztunterlagen und Impfpass von ${p.pet}`,
    notes: 'Kopien in einer wasserdichten Hülle: Notunterkünfte und Tierpensionen verlangen sie.',
  }),
  feedingSchedule: {
    name: 'Fütterungsplan, medizinische Hinweise und die Nummer der Tierarztpraxis',
    notes: 'Für alle, die sich um Ihre Tiere kümmern müssen, wenn Sie es nicht können.',
  },
  photo: (p) => ({
    name: `Foto von Ihnen mit ${p.pet}`,
    notes: 'Belegt, dass das Tier Ihnen gehört, und hilft, ein entlaufenes wiederzufinden.',
  }),
  collar: (p) => ({
    name: `Halsband mit Marke und Leine oder Geschirr für ${p.pet}`,
    notes: 'Mit Ihrer aktuellen Telefonnummer auf der Marke.',
  }),
  crate: (p) => ({
    name: `Transportbox oder -käfig für ${p.pet}`,
    notes: 'Am besten eine für jedes Tier, groß genug zum Stehen und Umdrehen.',
  }),
  litter: (p) => ({ name: 'Katzenstreu und Katzenklo', notes: `Für ${p.cats}.` }),
  wasteBags: {
    name: 'Kotbeutel, Küchenpapier und Müllbeutel',
    notes: 'Mit Chlorbleichmittel zum Saubermachen.',
  },
  familiarBed: {
    name: 'Vertraute Decke, Spielzeug und Leckerlis',
    notes: 'Was nach Zuhause riecht, beruhigt ein Tier an einem fremden Ort.',
  },
};

const texts: KitTemplateTexts = {
  bugOut: {
    '45L Tactical Backpack': {
      itemName: `Rucksack, ${F.backpackLitres} Liter`,
      notes: `Gepolsterter Hüftgurt und Brustgurt tragen ${F.carryKg[0]}–${F.carryKg[1]} kg bequem; Schlaufen (MOLLE) für Taschen. Halten Sie ihn gepackt an der Tür bereit.`,
    },
    'Tactical Belt with Pouches': {
      itemName: 'Gürtel mit Taschen',
      notes: 'Hält Messer, Lampe und Wasser griffbereit, falls Sie den Rucksack abstellen müssen.',
    },
    'Sawyer Squeeze Water Filter': {
      itemName: 'Wasserfilter Sawyer Squeeze',
      notes: `Hohlfaserfilter (${n(F.filterMicrons)} Mikrometer) gegen Bakterien und Einzeller (nicht gegen Viren oder Chemikalien); ausgelegt für ${n(F.filterGallons)} US-Gallonen (rund ${n(Math.round((F.filterGallons * LITRES_PER_GALLON) / 10_000) * 10_000)} Liter). Nach Gebrauch rückspülen und vor Frost schützen.`,
    },
    'Collapsible Water Bottles (1L)': {
      itemName: `Faltbare Trinkflaschen (${F.bottleLitres} Liter)`,
      notes: `Leer flach zusammenrollbar. Rechnen Sie mit mindestens ${F.drinkingLitresPerDay[0]}–${F.drinkingLitresPerDay[1]} Litern Trinkwasser am Tag; unterwegs nachfüllen und filtern.`,
    },
    'Water Purification Tablets': {
      itemName: 'Tabletten zur Trinkwasseraufbereitung',
      notes: `Chlordioxid-Tabletten: eine reicht für ${F.tabletLitres} Liter; ${F.tabletMinutes} Minuten warten (${F.tabletCryptosporidiumHours} Stunden gegen Kryptosporidien). Ersatz für den Filter und das einzige Mittel gegen Viren.`,
    },
    'Emergency Mylar Blankets': {
      itemName: 'Rettungsdecken',
      notes: `Halten bis zu ${F.mylarHeatPercent} % der Körperwärme; als Unterlage, Plane oder im Schlafsack nutzbar. Wiegen fast nichts.`,
    },
    'Compact Emergency Tent': {
      itemName: 'Kompaktes Notzelt',
      notes:
        'Schlauchzelt für zwei oder ultraleichter Unterstand mit Firstleine aus Paracord; bauen Sie es einmal zu Hause auf, damit Sie wissen, wie es geht.',
    },
    'Emergency Sleeping Bag': {
      itemName: 'Notfallschlafsack',
      notes:
        'Reflektierender Biwaksack, faustgroß verpackt; atmungsaktive Modelle bilden weniger Kondenswasser. Bei Kälte mit einer Rettungsdecke kombinieren.',
    },
    'Ferro Rod Fire Starter': {
      itemName: 'Feuerstahl',
      notes: `Sprüht ${n(F.sparkCelsius)} °C heiße Funken, nass oder trocken, tausende Male. Packen Sie Wattebäusche mit Vaseline als Zunder ein.`,
    },
    'LED Headlamp': {
      itemName: 'LED-Stirnlampe',
      notes:
        'Licht, das die Hände frei lässt, mit Rotlicht, das die Nachtsicht schont; nehmen Sie Ersatzbatterien mit oder ein per USB aufladbares Modell und eine Powerbank.',
    },
    'Waterproof Matches': {
      itemName: 'Sturmstreichhölzer',
      notes: `Brennen etwa ${F.matchSeconds} Sekunden, auch nachdem sie nass geworden sind; bewahren Sie sie in der dichten Dose mit der Reibfläche auf.`,
    },
    'Emergency Food Bars (3600 cal)': {
      itemName: `Notverpflegung, Riegel (${n(F.foodBarKcal)} kcal)`,
      notes: `Eine Packung mit ${n(F.foodBarKcal)} kcal pro Tag, ${F.foodBarShelfYears} Jahre haltbar, essbar ohne Kochen und ohne Wasser. Prüfen Sie das Datum jedes Jahr.`,
    },
    'Compact Mess Kit': {
      itemName: 'Kompaktes Kochgeschirr',
      notes:
        'Topf, Becher und Göffel ineinander; im Topf können Sie Wasser abkochen, wenn Filter oder Tabletten ausgehen.',
    },
    'Portable Camp Stove': {
      itemName: 'Campingkocher',
      notes: `Faltbarer Kartuschenkocher, bringt ${F.stoveLitres} Liter in etwa ${F.stoveMinutes} Minuten zum Kochen; eine Gaskartusche einpacken. Nie im Zelt oder im Auto betreiben.`,
    },
    'Compact First Aid Kit': {
      itemName: 'Kompaktes Erste-Hilfe-Set',
      notes:
        'Pflaster, Mullbinden, Tape, Desinfektionstücher, Blasenpflaster und ein Tourniquet; üben Sie den Umgang mit allem, bevor Sie es brauchen.',
    },
    'Personal Hygiene Kit': {
      itemName: 'Hygieneartikel',
      notes:
        'Zahnbürste, Seife, Handdesinfektionsmittel, Feuchttücher, Toilettenpapier und Monatshygiene: Hygiene schützt unterwegs vor Krankheiten.',
    },
    'Emergency Medications': {
      itemName: 'Medikamente für den Notfall',
      notes:
        'Ihre verschriebenen Medikamente für eine Woche, dazu Schmerzmittel, Mittel gegen Allergien und Durchfall und Elektrolyt-Tabletten; vor dem Ablaufdatum austauschen.',
    },
    'Multi-Tool with Pliers': {
      itemName: 'Multifunktionswerkzeug mit Zange',
      notes: 'Zange, Drahtschneider, Messer, Säge, Schraubendreher und Dosenöffner in einem feststellbaren Werkzeug.',
    },
    'Paracord (100ft)': {
      itemName: `Paracord (${F.paracordFeet} ft, rund ${Math.floor(F.paracordFeet * 0.3048)} m)`,
      notes: `Paracord 550 (etwa ${F.paracordKg} kg Bruchlast) für Leinen am Unterstand, Reparaturen und zum Ziehen; die inneren Fäden taugen als Angelschnur oder Nähgarn.`,
    },
    'Tactical Pen': {
      itemName: 'Stabiler Kugelschreiber mit Glasbrecher',
      notes:
        'Aus Flugzeug-Aluminium mit Glasbrecherspitze; schreibt Notizen und schlägt im Notfall eine Autoscheibe ein.',
    },
    'Emergency Whistle': {
      itemName: 'Notfallpfeife',
      notes: 'Pfeife ohne Kugel, weit über eine rufende Stimme hinaus zu hören; drei Pfiffe sind das Notsignal.',
    },
    'Compact Compass': {
      itemName: 'Kompakter Kompass',
      notes:
        'Plattenkompass mit Einstellung der Missweisung; nehmen Sie eine Papierkarte Ihrer Gegend mit und üben Sie Ihre Wege.',
    },
    'Emergency Radio': {
      itemName: 'Kurbelradio',
      notes: 'Mit Kurbel und Solarzelle, UKW und Mittelwelle; die meisten Modelle laden auch ein Handy per USB.',
    },
  },
  family,
};

export default texts;
