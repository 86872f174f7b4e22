/**
 * Die empfohlenen Schritte für Notfallpläne (./guidance.ts) auf Deutsch (issue 43, decision 0348):
 * ein Text je englischem Eintrag, in dessen Reihenfolge (der Typ `GuidanceTexts` lässt keinen
 * fehlenden oder zusätzlichen Eintrag zu). Art, Quelle und Ratgeber jedes Eintrags bleiben die
 * englischen; die Quellen sind die englischsprachigen Seiten der Behörden. Formelle Anrede „Sie“.
 *
 * Wortwahl nach dem BBK (Bundesamt für Bevölkerungsschutz und Katastrophenhilfe), wo es die Lage
 * behandelt:
 * - „Ratgeber für Notfallvorsorge und richtiges Handeln in Notsituationen“
 *   (https://www.bbk.bund.de/SharedDocs/Downloads/DE/Mediathek/Publikationen/Buergerinformationen/Ratgeber/ratgeber-notfallvorsorge.html):
 *   Notvorrat, Trinkwasser, Notgepäck, Dokumentenmappe, Hausapotheke, Rundfunkgerät mit Batterien
 *   oder Kurbel, Warnmeldungen, Stromaggregat, Notruf 112, Kontaktperson, Treffpunkt.
 * - bbk.bund.de, Rubrik „Warnung & Vorsorge“, „Tipps für Notsituationen“: die Seiten „Stromausfall“,
 *   „Hochwasser“, „Unwetter“, „Feuer“, „Chemieunfall“ und „Radioaktivität“ (https://www.bbk.bund.de/):
 *   „Fenster und Türen schließen, Lüftung und Klimaanlage abschalten“; von dort auch die Begriffe
 *   innenliegender Raum, Durchsagen.
 * Wo das BBK eine Lage nicht behandelt (Hurrikan, Tornado, Erdbeben, in der Natur verirrt), ist der
 * englische Text übersetzt. Zahlen kommen aus ./guidance-figures.ts, metrisch und mit deutschem
 * Dezimalkomma; die US-Wassermenge (1 Gallone) wird in Litern gesagt. Notrufnummer: 112.
 */
import { formatsFor } from '../i18n/format';
import type { GuidanceTranslation } from './guidance';
import { GUIDANCE_FIGURES as F } from './guidance-figures';

const n = (value: number) => formatsFor('de').number(value);

const WATER = `mindestens ${n(F.waterLitres)} Liter Wasser pro Person und Tag für mindestens ${F.waterDays} Tage, besser für ${F.waterWeeks} Wochen; mehr für Kinder, Stillende, Kranke und bei Hitze.`;

export const GUIDANCE_DE: GuidanceTranslation = {
  texts: {
    hurricane: [
      'Finden Sie heraus, ob Sie in einer Evakuierungszone für Hurrikans wohnen, und legen Sie fest, wohin Sie gehen würden (zu Freunden oder Verwandten außerhalb der Zone, in ein Hotel oder eine Notunterkunft) und auf welchem Weg.',
      'Abonnieren Sie die örtlichen Warnmeldungen und verfolgen Sie die Vorhersage: Eine Hurrikan-Vorwarnung („watch“) bedeutet, dass Hurrikanbedingungen möglich sind, eine Warnung („warning“), dass sie erwartet werden.',
      `Packen Sie Ihr Notgepäck und legen Sie einen Notvorrat zu Hause an: ${WATER}`,
      'Vor dem Sturm: Holen Sie Gartenmöbel und alles Lose ins Haus, schützen Sie die Fenster mit Sturmläden oder zugeschnittenen Sperrholzplatten, tanken Sie das Auto voll und laden Sie Ihre Handys.',
      'Fordern die Behörden zur Evakuierung auf, gehen Sie sofort. Wenn Sie bleiben, suchen Sie Schutz in einem kleinen, innenliegenden Raum im untersten Stockwerk, das nicht überflutet werden kann, fern von Fenstern.',
      `Kehren Sie um: Gehen, schwimmen oder fahren Sie nie durch Hochwasser. Betreiben Sie ein Stromaggregat nur im Freien, mindestens ${F.generatorMetres} m von Fenstern und Türen entfernt.`,
      'Checklisten zur Hurrikan-Vorsorge und was vor, während und nach dem Sturm zu tun ist.',
    ],
    earthquake: [
      'Befestigen Sie schwere Möbel, Regale und Warmwasserspeicher an der Wand und stellen Sie schwere Gegenstände in die unteren Fächer.',
      'Üben Sie „Ducken, schützen, festhalten“: Gehen Sie auf Hände und Knie, schützen Sie Kopf und Nacken unter einem stabilen Tisch und halten Sie sich fest, bis das Beben aufhört. Laufen Sie nicht ins Freie.',
      'Im Bett: Bleiben Sie liegen und schützen Sie den Kopf mit einem Kissen. Im Auto: Halten Sie fern von Gebäuden, Bäumen und Stromleitungen an und bleiben Sie angeschnallt sitzen.',
      `Legen Sie einen Wasservorrat an: ${WATER}`,
      'Rechnen Sie nach dem Beben mit Nachbeben. Prüfen Sie, ob Sie oder andere verletzt sind, verlassen Sie beschädigte Gebäude und schreiben Sie Nachrichten statt anzurufen, damit die Leitungen für Notrufe frei bleiben.',
      'An der Küste kann ein langes oder starkes Beben einen Tsunami auslösen: Gehen Sie sofort auf höher gelegenes Gelände oder ins Landesinnere, ohne auf eine amtliche Warnung zu warten.',
    ],
    blackout: [
      'Bewahren Sie Taschenlampen und Ersatzbatterien so auf, dass alle sie im Dunkeln finden; verwenden Sie keine Kerzen.',
      `Halten Sie Kühlschrank und Gefriertruhe geschlossen: Ein geschlossener Kühlschrank hält Lebensmittel etwa ${F.fridgeHours} Stunden kalt, eine volle Gefriertruhe etwa ${F.freezerHours} Stunden. Werfen Sie leicht verderbliche Lebensmittel weg, die ${F.foodUnsafeHours} Stunden oder länger wärmer als ${F.foodSafeCelsius} °C waren.`,
      'Betreiben Sie Stromaggregat, Grill oder Campingkocher nie im Haus oder in der Garage: Kohlenmonoxid ist tödlich. Stellen Sie sie draußen auf, fern von Fenstern, und bringen Sie batteriebetriebene CO-Melder an.',
      'Ziehen Sie die Stecker von Elektrogeräten, damit Spannungsspitzen sie nicht beschädigen, wenn der Strom zurückkommt; lassen Sie eine Lampe eingeschaltet, damit Sie es merken.',
      `Ist jemand auf strombetriebene medizinische Geräte oder gekühlte Medikamente angewiesen, planen Sie eine Ersatzstromquelle und wohin Sie gehen können, und halten Sie einen Medikamentenvorrat für ${F.medicineDays} Tage bereit.`,
      'Ampeln können ausfallen: Vermeiden Sie Fahrten. Halten Sie an einer Kreuzung mit ausgefallener Ampel an, als stünde in jeder Richtung ein Stoppschild.',
    ],
    wildfire: [
      'Abonnieren Sie die Warnmeldungen Ihrer Gemeinde und kennen Sie Ihre Evakuierungswege; planen Sie mindestens zwei Wege aus Ihrem Wohnviertel.',
      'Halten Sie Ihr Notgepäck bereit, mit FFP2-Masken gegen Rauch, Medikamenten, der Dokumentenmappe, Ladegeräten und Wasser, und gehen Sie, sobald die Behörden es sagen: Warten Sie nicht.',
      `Schaffen Sie eine Schutzzone: Entfernen Sie trockenes Laub, Äste und Brennholz im Umkreis von ${F.clearMetres} m um das Haus und halten Sie Dachrinnen und Dach sauber.`,
      'Bei starkem Rauch bleiben Sie drinnen, halten Fenster und Türen geschlossen und nutzen einen Luftreiniger oder einen Raum mit gefilterter Luft.',
      'Sind Sie eingeschlossen, wählen Sie den Notruf 112 (in den USA 911), sagen Sie, wo Sie sind, und bleiben Sie in einem Gebäude oder Auto, fern von Bewuchs.',
      'Sicher bei Waldbrand: das Haus vorbereiten, evakuieren und sicher zurückkehren.',
    ],
    pandemic: [
      'Sorgen Sie dafür, dass alle im Haushalt die empfohlenen Impfungen haben.',
      `Waschen Sie sich oft die Hände, mindestens ${F.handWashSeconds} Sekunden mit Wasser und Seife, husten und niesen Sie in die Armbeuge und reinigen Sie Oberflächen, die oft berührt werden.`,
      'Wenn Sie krank sind, bleiben Sie zu Hause und halten Sie Abstand zu anderen; tragen Sie in Gesellschaft eine Maske und lüften Sie regelmäßig.',
      `Halten Sie einen Vorrat an verschreibungspflichtigen Medikamenten, ein Fieberthermometer, fiebersenkende Mittel und Lebensmittel und Trinkwasser für mindestens ${F.pandemicWeeks} Wochen bereit, falls Sie zu Hause bleiben müssen.`,
      'Besprechen Sie im Haushalt, wie Sie von zu Hause arbeiten, lernen und eine kranke Person pflegen, und wer sich um Kinder oder ältere Angehörige kümmert, wenn die betreuende Person erkrankt.',
      'Folgen Sie den aktuellen Empfehlungen Ihrer Gesundheitsbehörden; sie ändern sich im Verlauf eines Ausbruchs.',
    ],
    civil_unrest: [
      'Verfolgen Sie die örtlichen Nachrichten und amtlichen Warnmeldungen und meiden Sie die Gegend von Protesten oder Unruhen; geraten Sie in die Nähe, gehen Sie ruhig über eine Seitenstraße weg.',
      'Vereinbaren Sie Treffpunkte und eine Kontaktperson außerhalb des Ortes, die alle anrufen oder der alle schreiben, und notieren Sie die Nummern auf Papier, falls die Handy-Akkus leer sind.',
      `Legen Sie einen Notvorrat an, um einige Tage zu Hause bleiben zu können, falls Geschäfte schließen: ${WATER}`,
      'Halten Sie etwas Bargeld, einen vollen Tank, geladene Powerbanks und Kopien wichtiger Dokumente bereit: Kartenzahlung und Zapfsäulen funktionieren womöglich nicht.',
      'Werden Sie aufgefordert, im Haus zu bleiben, halten Sie sich fern von Fenstern, schließen Sie die Türen ab und achten Sie weiter auf Durchsagen.',
    ],
    winter_storm: [
      'Unterscheiden Sie die Warnstufen: Eine Vorwarnung bedeutet, dass ein Wintersturm möglich ist, eine Warnung, dass er kommt. Bleiben Sie bei einer Warnung von den Straßen fern.',
      'Dämmen Sie das Haus, dichten Sie zugige Stellen ab und halten Sie zusätzliche Decken, warme Kleidung und eine sichere Möglichkeit bereit, bei Stromausfall einen Raum zu heizen.',
      'Heizen Sie nie mit Gasherd, Backofen, Grill oder Stromaggregat im Haus; prüfen Sie Rauch- und Kohlenmonoxidmelder.',
      'Achten Sie auf Anzeichen von Erfrierungen (taube, weiße oder gräuliche Haut) und Unterkühlung (Zittern, Verwirrtheit, lallende Sprache) und holen Sie sofort Hilfe.',
      'Halten Sie eine Winterausrüstung im Auto bereit: Decken, Wasser, Snacks, Eiskratzer, Schaufel, Sand oder Katzenstreu gegen Glätte und ein Ladegerät für das Handy.',
      'Lassen Sie die Wasserhähne tropfen und öffnen Sie die Schranktüren unter den Spülen, damit die Leitungen nicht einfrieren, und merken Sie sich, wo der Hauptwasserhahn ist.',
    ],
    flood: [
      'Finden Sie heraus, ob Ihr Zuhause in einem hochwassergefährdeten Gebiet liegt, und abonnieren Sie die örtlichen Hochwasserwarnungen.',
      `Kehren Sie um: Gehen, schwimmen oder fahren Sie nie durch Hochwasser. ${F.floodWaterCentimetres} cm fließendes Wasser können Sie umreißen, ${F.floodCarCentimetres} cm ein Auto wegschwemmen.`,
      'Werden Sie zur Evakuierung aufgefordert, gehen Sie sofort; sind Sie in einem Gebäude eingeschlossen, gehen Sie ins oberste Stockwerk und nur aufs Dach, wenn Sie sich bemerkbar machen müssen. Steigen Sie nicht auf einen geschlossenen Dachboden.',
      'Bringen Sie Wertsachen, Dokumente und Medikamente in höhere Stockwerke und informieren Sie sich, wie Sie Strom und Gas abschalten.',
      'Hochwasser kann das Leitungswasser verunreinigen: Halten Sie einen Trinkwasservorrat und eine Möglichkeit zur Wasseraufbereitung bereit, bis die Behörden Entwarnung geben.',
      'Betreten Sie nach dem Hochwasser keine Gebäude, die noch von Wasser umgeben sind, und tragen Sie beim Aufräumen Handschuhe und Stiefel.',
    ],
    tornado: [
      'Unterscheiden Sie: Eine Tornado-Vorwarnung („watch“) bedeutet, dass Tornados möglich sind, eine Warnung („warning“), dass einer gerade auftritt oder unmittelbar bevorsteht. Sorgen Sie für mehrere Wege, Warnungen zu erhalten, auch nachts.',
      'Wählen Sie jetzt Ihren Schutzraum: einen Sturmkeller oder Keller, sonst einen kleinen, innenliegenden Raum ohne Fenster im untersten Stockwerk.',
      'Bei einer Warnung gehen Sie sofort dorthin; suchen Sie Schutz unter etwas Stabilem und schützen Sie Kopf und Nacken mit den Armen, einer Matratze oder Decken.',
      'Suchen Sie keinen Schutz in einem Wohnwagen oder unter einer Autobahnbrücke; gehen Sie in das nächste stabile Gebäude. Werden Sie im Auto überrascht, müssen Sie sich womöglich in einen Graben legen und den Kopf schützen.',
      'Achten Sie danach auf heruntergefallene Stromleitungen und Glasscherben und schreiben Sie Ihrer Kontaktperson außerhalb des Ortes.',
    ],
    chemical_nuclear: [
      'Bei Radioaktivität: Gehen Sie ins Haus, bleiben Sie drinnen, achten Sie auf Durchsagen. Gehen Sie in die Mitte eines Gebäudes aus Stein oder Beton oder in den Keller, fern von Türen und Fenstern.',
      'Schließen und verriegeln Sie Fenster und Türen, schalten Sie Lüftung, Klimaanlage und Heizung ab, die Außenluft ansaugen, und holen Sie Haustiere herein.',
      'Waren Sie draußen, ziehen Sie die äußere Kleidung aus, verschließen Sie sie in einem Plastikbeutel und duschen Sie oder wischen Sie unbedeckte Haut mit einem feuchten Tuch ab.',
      'Bei einem Chemieunfall: Werden Sie aufgefordert, im Haus zu bleiben, gehen Sie in einen innenliegenden Raum mit wenigen Fenstern, dichten Sie Tür und Lüftungsöffnungen mit Folie und Klebeband ab und achten Sie auf Durchsagen.',
      'Halten Sie ein Radio mit Batterien oder Kurbel bereit, trinken Sie Wasser aus Flaschen und essen Sie Lebensmittel aus verschlossenen Verpackungen, bis die Behörden Leitungswasser und Lebensmittel für sicher erklären.',
      'Holen Sie bei einem radiologischen Notfall Ihre Kinder nicht aus Schule oder Kita ab: Das Personal bringt sie dort in Sicherheit, und der Weg nach draußen gefährdet Sie beide.',
    ],
    wilderness_lost: [
      'Hinterlassen Sie vor dem Aufbruch jemandem zu Hause einen Tourenplan: wohin Sie gehen, Ihre Route, wer dabei ist und wann Hilfe gerufen werden soll.',
      'Nehmen Sie die „zehn wichtigsten Dinge“ mit: Orientierungsmittel, Stirnlampe, Sonnenschutz, Erste-Hilfe-Set, Messer, Feuerzeug oder Zündhilfe, Notunterschlupf, zusätzliches Essen, zusätzliches Wasser und zusätzliche Kleidung.',
      'Haben Sie sich verirrt, halten Sie inne: anhalten, nachdenken, beobachten, planen. Bleiben Sie, wo Sie sind: Suchtrupps finden Menschen, die an einem Ort bleiben, viel schneller.',
      'Machen Sie sich sichtbar und hörbar: drei Pfiffe mit der Trillerpfeife, auffällige Kleidung offen ausgelegt, ein Signalspiegel oder nachts ein Licht.',
      'Bleiben Sie warm und trocken: Suchen oder bauen Sie vor Einbruch der Dunkelheit einen Schutz vor Wind und Regen und isolieren Sie sich gegen den Boden.',
      'Trinken Sie nur aufbereitetes Wasser: Kochen, filtern oder desinfizieren Sie Wasser aus Bächen und Seen, bevor Sie es trinken.',
    ],
    vehicle_breakdown: [
      'Verlassen Sie die Fahrbahn, wenn Sie können: Fahren Sie auf den Seitenstreifen oder das Bankett, schalten Sie die Warnblinkanlage ein und lassen Sie nachts das Standlicht an.',
      'Steigen Sie auf der Autobahn oder einer stark befahrenen Straße auf der verkehrsabgewandten Seite aus und warten Sie hinter der Schutzplanke; rufen Sie von einem sicheren Ort aus Hilfe.',
      `Bleiben Sie bei Schnee oder Kälte beim Auto, lassen Sie den Motor nur etwa ${F.engineMinutesPerHour} Minuten pro Stunde zum Heizen laufen und halten Sie den Auspuff schneefrei.`,
      'Halten Sie eine Notausrüstung im Auto bereit: Wasser, Snacks, Decken, eine Taschenlampe, einen Verbandkasten, ein Starthilfekabel, ein Ladegerät für das Handy und ein Warndreieck.',
      'Prüfen Sie vor einer langen Fahrt Reifen, Kraftstoff, Öl und das Wetter, und sagen Sie jemandem Ihre Route und wann Sie ankommen wollen.',
    ],
  },
  guides: {
    '/intel/1': 'Notgepäck für 72 Stunden: das Wichtigste',
    '/intel/2': 'Wasseraufbereitung im Vergleich',
    '/intel/3': 'EMP: Elektronik schützen',
    '/intel/4': 'Notfall in der Stadt: Wege aus der Stadt',
  },
  // The offer lists them after „Herausgeber:“ (nominative); agencies keep their own names where
  // German readers know them so.
  publishers: {
    'Ready.gov': 'Ready.gov',
    'National Weather Service': 'US-Wetterdienst (NWS)',
    'American Red Cross': 'Amerikanisches Rotes Kreuz',
    CDC: 'US-Gesundheitsbehörde CDC',
    NHTSA: 'US-Verkehrssicherheitsbehörde NHTSA',
    'UK Highway Code': 'Britische Straßenverkehrsordnung',
    'US National Park Service': 'US-Nationalparkverwaltung',
    AdventureSmart: 'AdventureSmart (Kanada)',
    'UK Government': 'Britische Regierung',
    'Government of Canada': 'Kanadische Regierung',
    'NSW State Emergency Service': 'NSW State Emergency Service (Australien)',
  },
};
