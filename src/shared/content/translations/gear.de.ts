/**
 * Die Ausrüstung (../gear-vault.ts) und die Ausrüstungsthemen (../gear-topics.ts) auf Deutsch
 * (issue 43, decision 0347): formell („Sie“), in den Worten des BBK-Ratgebers für Notfallvorsorge
 * (Notgepäck, Trinkwasser, Taschenlampe, Kurbelradio, Wasserfilter, Erste Hilfe, Stromausfall,
 * Stromaggregat). Produktnamen, Marken (LifeStraw, Sawyer, NIOSH, NOAA, MOLLE) und Preise bleiben
 * englisch; die Zahlen sind die englischen (die Produkte sind die von Amazon.com). Eine US-Gallone
 * steht mit ihren Litern daneben, ein Pfund mit seinen Kilogramm (aus ../../readiness/units.ts). Wo etwas nur in den USA gilt, sagt
 * der Text es (FRS-Funk, der Notruf 911 heißt hier einfach „Notruf“). Die militärische Färbung des
 * Englischen (operative, squad, rally point, mission area) folgt der schlichten Fassung: Person,
 * Familie, Treffpunkt.
 *
 * Quellen des Wortlauts: BBK, „Ratgeber für Notfallvorsorge und richtiges Handeln in
 * Notsituationen“, und bbk.bund.de (Notgepäck, Trinkwasser, Stromausfall, Hausapotheke).
 */
import { formatsFor } from '../../i18n/format';
import { KG_PER_LB, LITRES_PER_US_GALLON } from '../../readiness/units';
import type { GearTexts } from './gear-texts';

const f = formatsFor('de');
/** "eine Gallone (3,8 l)": the English figure, with its litres. */
const gallons = (count: number, words: string) => `${words} (${f.unit(count * LITRES_PER_US_GALLON, 'liter')})`;
/** "550 lb (249 kg)". */
const pounds = (count: number) => `${f.number(count, 0)} lb (${f.unit(count * KG_PER_LB, 'kilogram', 0)})`;

const PRICES_MAY_VARY = 'Die Preise können abweichen; prüfen Sie das aktuelle Angebot.';
const CARRY_LAWS =
  'Ob Sie es mitführen dürfen, ist je nach Land und Ort verschieden; prüfen Sie, was bei Ihnen gilt. ' +
  PRICES_MAY_VARY;

export const GEAR_DE: GearTexts = {
  categories: {
    'food-and-water': {
      name: 'Lebensmittel & Trinkwasser',
      description: `Wasservorrat, Wasserfilter und Entkeimung, lange haltbare Notrationen und Kochen unterwegs. Wasser zuerst: ${gallons(1, 'eine Gallone')} pro Person und Tag.`,
    },
    shelter: {
      name: 'Notunterkunft',
      description:
        'Biwaksäcke, Rettungsdecken, Planen, Zelte, Schlafsäcke und Regenschutz: So halten Sie die Körperwärme und bleiben trocken.',
    },
    medical: {
      name: 'Erste Hilfe',
      description:
        'Erste-Hilfe-Material, auch für starke Blutungen, Atemschutzmasken und Hygieneartikel. Zu jeder Ausstattung gehört ein Erste-Hilfe-Kurs.',
    },
    tools: {
      name: 'Werkzeug',
      description:
        'Multitools, Messer, Schnüre, Schlüssel zum Absperren von Gas und Wasser, Feuerlöscher und Material für Reparaturen unterwegs.',
    },
    defense: {
      name: 'Selbstschutz',
      description:
        'Legale Ausrüstung zum Selbstschutz: Abwehrsprays, Taschenalarme, Türsicherungen und Beleuchtung. Meiden, abschrecken, entkommen.',
    },
    power: {
      name: 'Strom & Licht',
      description:
        'Radios, Powerbanks, Solarmodule, Powerstations, Beleuchtung und Kohlenmonoxid-Melder für den Stromausfall.',
    },
  },

  products: {
    // Lebensmittel & Trinkwasser
    'lifestraw-personal-water-filter': [
      'Hohlfasermembran entfernt Bakterien und Protozoen',
      'Ohne Batterien, Chemie oder bewegliche Teile; etwa 2 oz',
      'Entfernt keine Viren und keine Chemikalien: zusammen mit Entkeimungstabletten verwenden',
    ],
    'squeeze-water-filter-system': [
      'Hohlfaserfilter mit 0,1 Mikrometer gegen Bakterien und Protozoen',
      'Lässt sich auf Beutel und übliche Flaschen schrauben oder in den Schlauch einer Trinkblase setzen',
      'Rückspülen stellt den Durchfluss wieder her; einmal nass, darf er nicht mehr einfrieren',
    ],
    'water-storage-container-7-gallon': [
      'Lebensmittelechter, BPA-freier Kunststoff mit Zapfhahn im Deckel',
      `Reicht bei ${gallons(1, 'einer Gallone')} am Tag 7 Tage für eine Person`,
      'Selbst abgefülltes Wasser alle 6 Monate erneuern',
    ],
    'emergency-drinking-water-pouches': [
      'Verschweißte Einzelportionen, mehrere Jahre haltbar',
      'Flach zu verstauen: in Taschen, im Auto, in der Schreibtischschublade',
      `Eine Reserve, kein Vorrat: 64 Beutel sind ${gallons(2, 'etwa 2 Gallonen')}`,
    ],
    'chlorine-dioxide-purification-tablets': [
      'Tötet Bakterien und Viren ab; gegen Cryptosporidien braucht es eine längere Einwirkzeit',
      'Einzeln eingeschweißt, wiegt fast nichts',
      'Dosis und Wartezeit genau nach Packungsangabe einhalten',
    ],
    'emergency-ration-bars-3600': [
      'Sofort essbar: ohne Kochen und ohne Wasser',
      'Lange haltbar in verschweißten, vakuumverpackten Blöcken',
      'Viele Kalorien auf kleinem Raum, für Notgepäck und Auto',
    ],
    'freeze-dried-food-bucket': [
      'Lange lagerfähige Mahlzeiten in einem stapelbaren, verschlossenen Eimer',
      'Heißes Wasser dazu und warten; planen Sie das nötige Wasser und den Brennstoff ein',
      'Prüfen Sie die Kalorien pro Tag auf dem Etikett: Manche „Portionen“ sind klein',
    ],
    'canister-backpacking-stove': [
      'Kocht Wasser zum Kochen und zum Abkochen von Trinkwasser',
      'Zusammengeklappt taschengroß; läuft mit üblichen Schraubkartuschen',
      'Nur im Freien: nie im Zelt, im Auto oder in geschlossenen Räumen',
    ],

    // Notunterkunft
    'reusable-emergency-bivy': [
      'Reflektierendes Innenfutter wirft die Körperwärme zurück',
      'Wasserabweisende Hülle; verpackt kleiner als eine Wasserflasche',
      'Atmungsaktive Modelle verringern das Kondenswasser innen',
    ],
    'mylar-emergency-blankets-10': [
      'Wirft die Körperwärme zurück',
      'Passt in jede Tasche; eine für jeden Rucksack, jedes Auto und jeden Verbandkasten',
      'Auch als Bodenplane, Regenschutz oder Signalfläche nutzbar',
    ],
    'ripstop-tarp-10x10': [
      'Verstärkte Abspannpunkte für viele Aufbauarten',
      'Leichter und vielseitiger als ein Zelt',
      'Deckt im Notfall ein beschädigtes Dach oder Fenster ab',
    ],
    'three-season-sleeping-bag': [
      'Kunstfaserfüllung wärmt auch feucht noch etwas',
      'Lässt sich zum Tragen in einen Packsack pressen',
      'Achten Sie auf die Komforttemperatur, nicht nur auf die Grenztemperatur',
    ],
    'two-person-backpacking-tent': [
      'Vollständiges Überzelt und hochgezogener Wannenboden',
      'Freistehend; mit etwas Übung in wenigen Minuten aufgebaut',
      'Üben Sie den Aufbau zu Hause, bevor Sie das Zelt brauchen',
    ],
    'heavy-duty-rain-poncho': [
      'Bedeckt Sie und Ihren Rucksack',
      'Mit Druckknöpfen und Ösen wird er zu einem kleinen Unterstand',
      'Wer trocken bleibt, bleibt warm',
    ],
    'shelter-in-place-sheeting-kit': [
      'Dichtet Fenster, Türen und Lüftungen ab, wenn die Behörden auffordern, im Haus zu bleiben',
      'Zugeschnittene Folie spart Zeit, wenn es schnell gehen muss',
      'Flickt auch zerbrochene Fenster und undichte Dächer',
    ],

    // Erste Hilfe
    'family-first-aid-kit': [
      'Pflaster, Mullkompressen, Tape, Binden, antiseptische Tücher und Handschuhe',
      'Übersichtliche, beschriftete Fächer',
      'Ergänzen Sie Ihre eigenen Medikamente und einen Vorrat für 7 Tage',
    ],
    'ifak-trauma-kit': [
      'Druckverband, komprimierte Mullbinde, Handschuhe und Kleiderschere',
      'In der Gürtel- oder MOLLE-Tasche am Körper, nicht tief im Rucksack',
      'Ein Kurs zur Blutstillung (etwa „Stop the Bleed“) hilft, es richtig einzusetzen',
    ],
    'windlass-tourniquet': [
      'Stoppt lebensbedrohliche Blutungen an Arm oder Bein',
      'Nur bei autorisierten Händlern kaufen: Es gibt Fälschungen',
      'Erst üben, dann mitführen',
    ],
    'n95-respirators-20': [
      'Filtert Staub, Rauchpartikel und Schwebteilchen',
      'Achten Sie auf jeder Maske auf die NIOSH-Zulassung (in Europa entspricht ihr FFP2)',
      'Filtert keine Gase oder Dämpfe',
    ],
    'hygiene-sanitation-kit': [
      'Händedesinfektion, Seife, Feuchttücher und Toilettenpapier',
      'Reißfeste Müllbeutel und Verschlüsse, wenn die Toilette ausfällt',
      'Saubere Hände verhindern die Krankheiten, die nach Katastrophen kommen',
    ],
    'thermometer-pulse-oximeter-set': [
      'Fieber und Sauerstoffsättigung messen, wenn keine Praxis erreichbar ist',
      'Batteriebetrieben; Ersatzbatterien einpacken',
      'Die Werte ergänzen ärztlichen Rat, sie ersetzen ihn nicht',
    ],
    'waterproof-medication-organizer': [
      'Hält Medikamente für 7 Tage trocken und sortiert',
      'Platz für eine schriftliche Medikamenten- und Allergieliste',
      'Den Inhalt bei der Durchsicht alle 6 Monate austauschen',
    ],

    // Werkzeug
    'stainless-multi-tool': [
      'Zange, Drahtschneider, Klingen, Schraubendreher und Dosenöffner',
      'Feststellbare Werkzeuge für sichereres Arbeiten',
      'Ein Werkzeug für die meisten Reparaturen unterwegs',
    ],
    'gas-water-shutoff-tool': [
      'Dreht gängige Gashähne am Zähler und den Hauptwasserhahn',
      'Drehen Sie das Gas nur ab, wenn Sie Gas riechen oder die Behörden es sagen',
      'Ist das Gas abgedreht, muss eine Fachkraft es wieder öffnen',
    ],
    'fixed-blade-survival-knife': [
      'Klinge mit durchgehendem Erl zum Schneiden, Schnitzen und Spalten von Anzündholz',
      'Scheide mit Gürtelschlaufe',
      'Prüfen Sie, welche Klingenlänge bei Ihnen erlaubt ist',
    ],
    'paracord-550-100ft': [
      `Belastbar bis etwa ${pounds(550)}; die Innenfäden lassen sich für feine Arbeiten herausziehen`,
      'Für Abspannleinen, Bünde, Reparaturen und zum Festbinden',
      'Schnittenden verschmelzen, damit sie nicht ausfransen',
    ],
    'abc-fire-extinguisher': [
      'Für feste Stoffe, brennbare Flüssigkeiten und Brände an elektrischen Anlagen',
      'Prüfen Sie den Druckanzeiger bei der Durchsicht alle 6 Monate',
      'Lernen Sie die Handgriffe: Sicherung ziehen, zielen, Hebel drücken, hin und her schwenken',
    ],
    'leather-work-gloves': [
      'Schützen die Hände vor Glas, Nägeln und Splittern in Trümmern',
      'Verstärkte Handflächen für Seile, Werkzeug und Brennholz',
      'Ein Paar für jedes Familienmitglied, in jedem Notgepäck',
    ],
    'folding-shovel': [
      'Gräbt, hackt und räumt Schnee oder Schutt',
      'Zusammengeklappt passt er in die Autoausrüstung',
      'Feststellbares Blatt: als Schaufel oder als Hacke',
    ],
    'heavy-duty-duct-tape': [
      'Dichtet, flickt und schient in Minuten',
      'Ein paar Meter um eine Flasche gewickelt sparen Platz',
      'Mit Kunststofffolie zum Abdichten, wenn Sie im Haus bleiben sollen',
    ],
    'flat-pry-bar': [
      'Öffnet verklemmte Türen und räumt Trümmer nach einem Erdbeben',
      'Geschmiedeter Stahl mit Nagelschlitz',
      'Leicht genug für die Autoausrüstung',
    ],

    // Selbstschutz
    'pepper-spray-gel': [
      'Der Gelstrahl weht bei Wind weniger zurück als ein Sprühnebel',
      'Üben Sie mit einer wirkstofffreien Übungsdose',
      'Die Regeln sind verschieden: Prüfen Sie vor dem Mitführen, was bei Ihnen gilt',
    ],
    'personal-safety-alarm': [
      'Die Sirene mit Zugstift lenkt die Aufmerksamkeit auf Sie und hilft, sich loszureißen',
      'Eingebautes LED-Licht; hängt an Tasche oder Schlüsselbund',
      'Meist ohne Erlaubnis; jedes Familienmitglied kann ihn benutzen',
    ],
    'door-security-bar': [
      'Stemmt sich unter die Klinke und hält gewaltsamem Öffnen stand',
      'Verstellbar; ohne Montage, auch in Mietwohnungen',
      'Verschafft Zeit, den Notruf zu wählen und sich in Sicherheit zu bringen',
    ],
    'door-stop-alarm': [
      'Verkeilt die Tür und schlägt Alarm, wenn jemand dagegen drückt',
      'Passt ins Reisegepäck, für Hotels und Notunterkünfte',
      'Batteriebetrieben; einmal im Monat testen',
    ],
    'tactical-led-flashlight': [
      'Heller Lichtstrahl, um zu sehen, wer da ist, bevor Sie handeln',
      'Wiederaufladbar, mit Blinkmodus für Signale',
      'Schalter an der Endkappe für die Bedienung mit einer Hand',
    ],
    'solar-motion-security-light': [
      'Beleuchtet Eingänge und Wege, wenn der Strom ausfällt',
      'Der Bewegungsmelder schreckt ab und macht Sie aufmerksam',
      'Ohne Verkabelung; lädt tagsüber',
    ],
    'emergency-whistle-3': [
      'Lautes Signal, das weiter trägt als die Stimme',
      'Ohne Kugel: funktioniert auch nass oder gefroren',
      'Drei Pfiffe sind der übliche Hilferuf',
    ],

    // Strom & Licht
    'hand-crank-weather-radio': [
      'UKW, MW und NOAA-Wetterfunk (USA) für amtliche Warnmeldungen',
      'Strom per Kurbel, Solar oder Batterie; USB-Ausgang fürs Handy',
      'Eingebaute Taschenlampe',
    ],
    'power-bank-20000': [
      'Mehrere volle Handyladungen',
      'Ausgänge für USB-C und USB-A',
      'Bei der Durchsicht alle 6 Monate nachladen; Akkus entladen sich von selbst',
    ],
    'battery-co-alarm': [
      'Unverzichtbar, wenn in der Nähe ein Stromaggregat, ein Heizofen mit Brennstoff oder ein Campingkocher läuft',
      'Funktioniert auch bei Stromausfall',
      'Auf jeder Etage und vor den Schlafräumen anbringen',
    ],
    'portable-power-station-500wh': [
      'Akkustrom für Lampen, Handys, Radios und kleine Geräte',
      'Keine Abgase: anders als ein Stromaggregat drinnen sicher nutzbar',
      'Wählen Sie die Wattstunden nach dem, was laufen muss',
    ],
    'rechargeable-batteries-charger': [
      'Akkus mit geringer Selbstentladung halten ihre Ladung auch im Lager',
      'Das USB-Ladegerät läuft an einer Powerbank oder einem Solarmodul',
      'Halten Sie zusätzlich Alkaline-Batterien vorrätig',
    ],
    'led-camping-lantern': [
      'Erhellt einen ganzen Raum ohne offene Flamme',
      'Stundenlang Licht auf niedriger Stufe',
      'Bei Stromausfall sicherer als Kerzen',
    ],
    'rechargeable-led-headlamp': [
      'Die Hände bleiben frei: Licht für Arbeit und Wege bei Nacht',
      'Rotlicht schont die Nachtsicht',
      'Per USB aufladbar',
    ],
    'foldable-solar-panel-100w': [
      'Lädt eine Powerstation oder Powerbanks ohne Brennstoff',
      'Lässt sich zu einer Tragetasche mit Aufstellern falten',
      'Die Leistung fällt bei Schatten und Bewölkung stark ab',
    ],
  },

  topics: {
    'bugout-bag': {
      title: 'Notgepäck für 72 Stunden: das Wichtigste',
      description:
        'Alles, was eine Person braucht, um kurzfristig aufzubrechen und sich 72 Stunden lang selbst zu versorgen, nach Bereichen. Packen Sie ein Notgepäck pro Person, stellen Sie es an den Ausgang und prüfen Sie es alle 6 Monate.',
      sections: [
        'Rucksack & Tragesystem',
        'Schutz & Wärme',
        'Wasser & Trinken',
        'Essen & Kochen',
        'Feuer & Licht',
        'Erste Hilfe & Hygiene',
        'Werkzeug & Selbstschutz',
        'Orientierung & Kommunikation',
      ],
      products: {
        'tactical-backpack-45l': {
          features: [
            'Gepolsterter Hüftgurt und Brustgurt legen das Gewicht auf die Hüften',
            'Fach für eine Trinkblase und MOLLE-Schlaufen für Taschen',
            'Wasserabweisender Stoff; für echten Nässeschutz einen Packsack hineinlegen',
          ],
          useCase: 'Das Notgepäck für einen Erwachsenen: Vorräte für 72 Stunden und Wasser, zu Fuß getragen.',
        },
        'roll-top-dry-bags': {
          features: [
            'Halten Kleidung, Schlafsachen und Dokumente im Rucksack trocken',
            'Größen in verschiedenen Farben: Sie finden alles schnell',
            'Auch als Wasserbehälter oder Waschschüssel nutzbar',
          ],
          useCase: 'Wasserdichte Ordnung in jedem Rucksack, auch in einem Kinderrucksack.',
        },
        'emergency-bivy': {
          features: [
            'Reflektierendes Innenfutter wirft die Körperwärme zurück',
            'Wasserabweisend; verpackt kleiner als eine Wasserflasche',
            'Robuster und wiederverwendbar, anders als eine Rettungsdecke aus Folie',
          ],
          useCase: 'Ein Schlafplatz für den Notfall, wenn Sie keine Unterkunft erreichen.',
        },
        'ultralight-tarp': {
          features: [
            'Als Pultdach, A-Dach oder Bodenplane aufzubauen',
            'Verstärkte Abspannpunkte; Leinen und Heringe dabei',
            'Viel leichter als ein Zelt',
          ],
          useCase: 'Schutz vor Regen und Wind für Sie und Ihre Familie.',
        },
        'mylar-blankets': {
          features: [
            'Wirft die Körperwärme zurück; passt in jede Tasche',
            'Bodenplane, Regenschutz oder Signalfläche',
            'Packen Sie welche für andere mit ein',
          ],
          useCase: 'Gegen Unterkühlung: in jedem Rucksack, jedem Auto und jedem Verbandkasten.',
          disclaimer: PRICES_MAY_VARY,
        },
        'lifestraw-personal': {
          features: [
            'Entfernt Bakterien und Protozoen',
            'Ohne Batterien und Chemie; etwa 2 oz',
            'Entfernt keine Viren: Tabletten mitnehmen',
          ],
          useCase: 'Unterwegs aus Bach, Leitung oder Flasche trinken, wenn das Wasser zweifelhaft ist.',
        },
        'hydration-bladder-3l': {
          features: [
            'Trägt etwa 3 Liter am Rücken',
            'Im Gehen über den Schlauch trinken',
            'Große Öffnung zum Befüllen und Reinigen',
          ],
          useCase: 'Ihr Wasser für den ersten Tag, dort getragen, wo sein Gewicht am besten sitzt.',
        },
        'purification-tablets': {
          features: [
            'Töten Bakterien und Viren ab, die Filter durchlassen',
            'Langsam gegen Cryptosporidien: die Wartezeit laut Packung einhalten',
            'Wiegen fast nichts',
          ],
          useCase: 'Die Reserve zur Entkeimung und der Schritt gegen Viren nach dem Filtern.',
        },
        'ration-bars': {
          features: [
            'Sofort essbar; kein Wasser zur Zubereitung nötig',
            'Lange haltbar in vakuumverschweißten Packungen',
            'Viele Kalorien bei wenig Gewicht',
          ],
          useCase: 'Kalorien für drei Tage ohne Kochen, so groß wie ein Taschenbuch.',
        },
        'canister-stove-kit': {
          features: [
            'Kocht Wasser für Mahlzeiten und zum Abkochen von Trinkwasser',
            'Zusammengeklappt taschengroß; Schraubkartuschen',
            'Nur im Freien: Kohlenmonoxid-Gefahr in Zelt und Auto',
          ],
          useCase: 'Warmes Essen und abgekochtes Wasser bei Stromausfall.',
        },
        'titanium-mess-kit': {
          features: [
            'Leichter Topf zum Kochen und zum Abkochen von Wasser',
            'Kocher und Kartusche passen hinein',
            'Löffelgabel und Deckel dabei',
          ],
          useCase: 'Ein Topf zum Kochen, Abkochen und Essen.',
        },
        'rechargeable-headlamp': {
          features: [
            'Die Hände bleiben frei: Licht fürs Lager und für Wege bei Nacht',
            'Rotlicht schont die Nachtsicht',
            'Per USB aufladbar; Strom zum Nachladen mitnehmen',
          ],
          useCase: 'Die Hauptlampe für jede Person.',
        },
        'fire-starting-kit': {
          features: [
            'Der Feuerstahl funkt auch nass',
            'Sturmstreichhölzer brennen bei Wind und Regen',
            'Mit Feuerzeug und Zunder haben Sie drei Wege, Feuer zu machen',
          ],
          useCase: 'Wärme, Kochen und Wasserabkochen, wenn das Wetter schlecht ist.',
          disclaimer: PRICES_MAY_VARY,
        },
        'compact-aa-flashlight': {
          features: [
            'Läuft mit üblichen AA-Batterien',
            'Wasserabweisendes Gehäuse',
            'Reservelicht, wenn die Stirnlampe ausfällt',
          ],
          useCase: 'Eine zweite Lichtquelle mit Standardbatterien.',
        },
        'compact-trauma-first-aid-kit': {
          features: [
            'Druckverband, Mull, Tape, Handschuhe und Schere',
            'Alltägliche Wundversorgung und Blutstillung',
            'Ergänzen Sie Ihre Medikamente (Vorrat für 7 Tage)',
          ],
          useCase: 'Schnitte, Blasen und starke Blutungen unterwegs versorgen. Besuchen Sie einen Erste-Hilfe-Kurs.',
        },
        'n95-respirators': {
          features: [
            'Filtert Staub, Asche und Rauchpartikel',
            'Achten Sie auf die NIOSH-Zulassung',
            'Filtert keine Gase oder Dämpfe',
          ],
          useCase: 'Atemschutz bei Trümmern, Rauch und in vollen Notunterkünften.',
        },
        'travel-hygiene-kit': {
          features: [
            'Desinfektionsmittel, Seife, Zahnbürste, Feuchttücher und Toilettenpapier',
            'Müllbeutel und Verschlüsse für die Hygiene',
            'Ergänzen Sie Monatshygiene und persönliche Dinge',
          ],
          useCase: 'Hält Krankheiten von der Familie fern, wenn Wasser und Toiletten knapp sind.',
        },
        'multi-tool': {
          features: [
            'Zange, Klingen, Säge, Schraubendreher und Dosenöffner',
            'Feststellbare Werkzeuge',
            'Dreht im Notfall manche Absperrventile zu',
          ],
          useCase: 'Reparaturen, Essenszubereitung und Improvisieren unterwegs.',
        },
        'paracord-550': {
          features: [
            'Abspannleinen, Bünde und Reparaturen',
            'Die Innenfäden lassen sich für feine Arbeiten herausziehen',
            'Leicht und klein',
          ],
          useCase: 'Die Plane aufspannen, Ausrüstung sichern, einen gerissenen Gurt ersetzen.',
        },
        'pepper-spray': {
          features: [
            'Der Gelstrahl weht bei Wind kaum zurück',
            'Am Clip griffbereit statt tief im Rucksack',
            'Üben Sie mit einer wirkstofffreien Übungsdose',
          ],
          useCase: 'Ein nicht tödliches Abwehrmittel, um sich loszureißen und zu entkommen.',
          disclaimer: CARRY_LAWS,
        },
        'personal-alarm': {
          features: [
            'Die laute Sirene zieht Aufmerksamkeit und Hilfe herbei',
            'Eingebautes Licht',
            'Für jedes Familienmitglied, auch für Kinder',
          ],
          useCase: 'Abschrecken, Signal geben und Hilfe rufen, ohne Konfrontation.',
        },
        'crank-weather-radio': {
          features: [
            'NOAA-Wetterfunk (USA) für amtliche Warnmeldungen',
            'Strom per Kurbel, Solar oder Batterie',
            'Der USB-Ausgang lädt ein Handy nach',
          ],
          useCase: 'Aufrufe zur Räumung und Neuigkeiten hören, wenn das Mobilfunknetz ausfällt.',
        },
        'baseplate-compass': {
          features: [
            'Funktioniert ohne Batterie, Netz oder Satellit',
            'Durchsichtige Grundplatte für die Arbeit mit der Karte',
            'Üben Sie mit der Karte Ihrer Umgebung, bevor Sie ihn brauchen',
          ],
          useCase: 'Orientierung, wenn GPS und Handy ausfallen.',
        },
        'waterproof-regional-map': {
          features: [
            'Reiß- und wasserfest',
            'Markieren Sie Ihre Fluchtwege und Treffpunkte',
            'Zeigt Ausweichstrecken, wenn die Hauptstraße gesperrt ist',
          ],
          useCase: 'Ihre geplanten Wege, auf Papier.',
        },
        'frs-radios-pair': {
          features: [
            'FRS-Kanäle sind in den USA lizenzfrei (in Europa: PMR446)',
            'Hält die Familie in Kontakt, wenn das Mobilfunknetz überlastet ist',
            'Die echte Reichweite liegt oft weit unter der Angabe auf der Packung',
          ],
          useCase: 'Funkkontakt über kurze Strecken für die Familie, unterwegs und an Treffpunkten.',
        },
        'power-bank-10000': {
          features: [
            'Zwei oder mehr volle Handyladungen',
            'Klein genug für die Tasche am Hüftgurt',
            'Bei der Durchsicht alle 6 Monate laden',
          ],
          useCase: 'Hält Handy, Stirnlampe und Radio tagelang in Betrieb.',
        },
      },
    },

    'water-purification': {
      title: 'LifeStraw Family und tragbare Wasserfilter',
      description:
        'Filter, Entkeimer und chemische Aufbereitung, die zweifelhaftes Wasser trinkbar machen. Filter halten Bakterien und Protozoen zurück; Entkeimer und Desinfektion wirken auch gegen Viren; nichts davon entfernt Kraftstoff oder Chemikalien.',
      products: {
        'lifestraw-family': {
          features: [
            'Ultrafiltrationsmembran, laut Hersteller gegen Bakterien, Protozoen und Viren',
            'Ohne Strom und Chemie: oben befüllen, die Schwerkraft erledigt den Rest',
            'Bereitet Wasser für einen ganzen Haushalt auf',
          ],
          useCase:
            'Entkeimer für eine Familie zu Hause und wenn Sie im Haus bleiben müssen, auch nach Hochwasser, wenn Viren drohen.',
          disclaimer: PRICES_MAY_VARY,
        },
        'lifestraw-personal': {
          features: [
            'Hohlfasermembran mit 0,2 Mikrometer entfernt Bakterien und Protozoen',
            'Direkt aus der Quelle oder aus einer Flasche trinken',
            'Entfernt keine Viren oder Chemikalien: mit Tabletten kombinieren',
          ],
          useCase: 'Ein leichter persönlicher Filter für jedes Notgepäck.',
        },
        'squeeze-filter': {
          features: [
            'Absoluter Hohlfaserfilter mit 0,1 Mikrometer',
            'Lässt sich auf Beutel und Flaschen schrauben oder in den Schlauch einer Trinkblase setzen',
            'Rückspülen stellt den Durchfluss wieder her; einmal nass, vor Frost schützen',
          ],
          useCase: 'Schnelles Filtern in saubere Flaschen, für eine Person oder eine kleine Gruppe.',
        },
        'gravity-filter-4l': {
          features: [
            'Getrennte Behälter für schmutziges und sauberes Wasser halten das aufbereitete Wasser sauber',
            'Ohne Hände: filtert, während Sie das Lager aufbauen',
            'Hohlfaserfilter gegen Bakterien und Protozoen, nicht gegen Viren',
          ],
          useCase: 'Wasser für eine Gruppe im Lager oder am Treffpunkt.',
        },
        'uv-purifier-pen': {
          features: [
            'UV-C-Licht macht Bakterien, Viren und Protozoen in klarem Wasser unschädlich',
            'Behandelt einen Liter in etwa anderthalb Minuten (laut Hersteller)',
            'Braucht geladene Akkus; wirkt nicht in trübem Wasser, also vorfiltern',
          ],
          useCase:
            'Schnelle Aufbereitung von klarem Leitungs- oder Flaschenwasser, dem Sie nicht trauen, etwa auf Reisen.',
        },
        'chlorine-dioxide-tablets': {
          features: [
            'Töten Bakterien und Viren ab; gegen Cryptosporidien besser als Chlor, aber langsam',
            'Warten Sie die volle Einwirkzeit laut Packung ab; bei Cryptosporidien können das Stunden sein',
            'Winzige, leichte Reserve zu jedem Filter',
          ],
          useCase: 'Der Schritt gegen Viren nach dem Filter und die Reserve, wenn ein Filter ausfällt oder einfriert.',
        },
        'water-storage-container': {
          features: [
            'Lebensmittelechter, BPA-freier Kunststoff mit Zapfhahn',
            `Eine Person für eine Woche bei ${gallons(1, 'einer Gallone')} am Tag`,
            'Selbst abgefülltes Wasser alle 6 Monate erneuern',
          ],
          useCase: 'Zuerst Wasser bevorraten, dann aufbereiten.',
        },
      },
    },

    'emp-protection': {
      title: 'Faraday-Käfig & EMP-Schutz',
      description:
        'Abgeschirmte Aufbewahrung für eine Reserve aus Radio, Strom, Licht und Daten, dazu Überspannungsschutz fürs Haus. Realistischer Schutz, von Ihnen geprüft, ohne Wunderversprechen.',
      products: {
        'faraday-bag-set': {
          features: [
            'Metallisierter Abschirmstoff mit Rollverschluss',
            'Zwei Beutel ineinander schirmen stärker ab',
            'Testen Sie es: Ein Handy darin darf nicht klingeln',
          ],
          useCase: 'Handys, Handfunkgeräte, USB-Sticks und kleine Elektronik Ihrer Reserve.',
        },
        'galvanized-can-faraday-kit': {
          features: [
            'Dicht schließender Stahldeckel; die Fuge mit leitfähigem Klebeband abdichten',
            'Mit Karton auskleiden, damit nichts das Metall berührt',
            'Platz für Radios, Lampen, Powerbanks und Batterien',
          ],
          useCase: 'Ein größeres abgeschirmtes Lager für die Reserve der Familie.',
          disclaimer:
            'Die Abschirmung hängt von Ihrem Aufbau ab; testen Sie sie, bevor Sie ihr vertrauen. ' + PRICES_MAY_VARY,
        },
        'conductive-copper-tape': {
          features: [
            'Leitfähiger Kleber überbrückt Deckelfugen und Spalten',
            'Verbessert den Kontakt von Metall zu Metall an Dosen und Kisten',
            'Flickt auch kleine Löcher in Abschirmbeuteln',
          ],
          useCase: 'Schließt die Lücken, durch die Energie in einen Faraday-Behälter dringt.',
        },
        'whole-home-surge-protector': {
          features: [
            'Wird am Hauptverteiler eingebaut',
            'Schützt vor Überspannung durch Blitz und Schaltvorgänge im Netz',
            'Nicht für einen EMP-Impuls ausgelegt: Stecker ziehen bleibt das Beste',
          ],
          useCase: 'Alltagsschutz für Geräte und Elektronik vor Überspannung aus dem Netz.',
          disclaimer:
            'Lassen Sie ihn von einer Elektrofachkraft einbauen. Überspannungsschutz ist kein EMP-Schutz. ' +
            PRICES_MAY_VARY,
        },
        'spare-crank-radio': {
          features: [
            'Ein zweites Radio, verschlossen im Faraday-Behälter',
            'Strom per Kurbel, Solar oder Batterie',
            'NOAA-Wetterfunk und Mittelwelle',
          ],
          useCase: 'Eine geschützte Reserve, um Durchsagen zu hören, wenn Ihr Alltagsradio ausfällt.',
        },
        'foldable-solar-panel-60w': {
          features: [
            'USB-Ausgänge laden Powerbanks, Radios und Lampen direkt',
            'Flach gefaltet bei der Reserve zu lagern',
            'Die Leistung fällt bei Schatten und Bewölkung stark ab',
          ],
          useCase: 'Abgeschirmte Elektronik ohne Netz und ohne Brennstoff aufladen.',
        },
      },
    },

    'urban-survival': {
      title: 'Werkzeug & Orientierung in der Stadt',
      description:
        'Ausrüstung für den Heimweg und um aus der Stadt zu kommen: Karten auf Papier, Funkgeräte für die Familie, Licht, Atemschutz und legale Mittel zum Selbstschutz.',
      products: {
        'get-home-bag': {
          features: [
            'Unauffälliger Tagesrucksack für die Arbeit oder das Auto',
            'Platz für Wasser, Snacks, Licht, Karte, Maske und bequeme Schuhe',
            'Graue Farben fallen in der Menge weniger auf',
          ],
          useCase: 'Zu Fuß nach Hause kommen, wenn Bahnen stehen und Straßen verstopft sind.',
        },
        'waterproof-regional-map': {
          features: [
            'Funktioniert, wenn GPS und Mobilfunk ausfallen',
            'Markieren Sie Haupt- und Ausweichwege und Treffpunkte',
            'Reiß- und wasserfest',
          ],
          useCase: 'Wege planen und sich bei einer Räumung orientieren.',
        },
        'baseplate-compass': {
          features: [
            'Ohne Batterie, ohne Netz',
            'Durchsichtige Grundplatte für die Arbeit mit der Karte',
            'Hält die Richtung, wenn Rauch oder Dunkelheit die Orientierungspunkte verbergen',
          ],
          useCase: 'Die Richtung halten in fremden Straßen oder Parks.',
        },
        'frs-radios-4-pack': {
          features: [
            'FRS-Kanäle sind in den USA lizenzfrei (in Europa: PMR446)',
            'Gebäude verkürzen die Reichweite: In der Stadt bleibt sie weit unter der Angabe',
            'Wiederaufladbar, bei vielen Modellen mit AA-Batterien als Reserve',
          ],
          useCase: 'Kontakt in der Familie quer durchs Viertel, wenn das Mobilfunknetz überlastet ist.',
        },
        'tactical-flashlight': {
          features: [
            'Heller Strahl für dunkle Treppenhäuser und Straßen',
            'Blinkmodus für Signale',
            'Schalter an der Endkappe für die Bedienung mit einer Hand',
          ],
          useCase: 'Durch dunkle Gebäude und Bahnhöfe kommen, wenn der Strom weg ist.',
        },
        'n95-respirators': {
          features: [
            'Filtert Staub, Asche und Rauchpartikel',
            'Achten Sie auf die NIOSH-Zulassung',
            'Filtert keine Gase oder Dämpfe',
          ],
          useCase: 'Gegen Staub eingestürzter Gebäude und den Rauch von Bränden.',
        },
        'personal-safety-alarm': {
          features: [
            'Die Sirene mit Zugstift zieht Aufmerksamkeit und Hilfe herbei',
            'Hängt an Tasche oder Schlüsselbund',
            'Meist ohne Erlaubnis',
          ],
          useCase: 'Abschrecken und Signal geben, ohne Konfrontation.',
        },
        'pepper-spray-gel': {
          features: [
            'Der Gelstrahl weht bei Wind kaum zurück',
            'Verschafft Sekunden, um sich loszureißen und zu gehen',
            'Üben Sie mit einer wirkstofffreien Übungsdose',
          ],
          useCase: 'Ein legales, nicht tödliches letztes Mittel, um einem Angreifer zu entkommen.',
          disclaimer: CARRY_LAWS,
        },
      },
    },
  },
};
