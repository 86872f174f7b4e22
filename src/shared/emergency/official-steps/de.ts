/**
 * The official "Do now" steps (../official-steps.ts) in German (issue 43, decision 0338): the same
 * steps, ids and sources as the English, one text per English step in its order (the type
 * `OfficialStepTexts` fails a step missing or added). Formal "Sie".
 *
 * Wording source: the BBK (Bundesamt für Bevölkerungsschutz und Katastrophenhilfe), "Ratgeber für
 * Notfallvorsorge und richtiges Handeln in Notsituationen"
 * (https://www.bbk.bund.de/SharedDocs/Downloads/DE/Mediathek/Publikationen/Buergerinformationen/Ratgeber/ratgeber-notfallvorsorge.html),
 * where it covers the situation: its terms (Notruf, Notgepäck, Dokumentenmappe, Warnmeldungen,
 * Stromaggregat, Jodtabletten, „Lüftung und Klimaanlage abschalten“) and its advice for power
 * failure, flood, fire, storm and hazardous substances. Where it does not (hurricane, tornado,
 * getting lost, the US figures), the English step is translated. The warning triangle's "never on
 * a motorway" (the UK Highway Code) is left out: German law asks for the triangle on the Autobahn too.
 * Figures come from ./figures.ts, metric.
 */
import type { OfficialStepTexts } from '../official-steps';
import { STEP_FIGURES as F } from './figures';

export const DE_STEP_TEXTS: OfficialStepTexts = {
  earthquake: [
    'Ducken, schützen, festhalten: Gehen Sie unter einem stabilen Tisch in Deckung, schützen Sie Kopf und Nacken und halten Sie sich fest, bis das Beben aufhört.',
    'Bleiben Sie, wo Sie sind, bis das Beben aufhört. Laufen Sie nicht ins Freie; halten Sie Abstand zu Fenstern.',
    'Im Bett: Bleiben Sie liegen und schützen Sie Kopf und Nacken mit einem Kissen.',
    'Danach: Prüfen Sie, ob Sie oder andere verletzt sind. Rechnen Sie mit Nachbeben: wieder ducken, schützen, festhalten.',
    'Bei Gasgeruch bringen Sie alle ins Freie. Betätigen Sie keine Lichtschalter, kein offenes Feuer, kein Feuerzeug.',
    'An der Küste: Gehen Sie sofort nach dem Beben auf höher gelegenes Gelände. Ein Tsunami kann folgen.',
    'Schreiben Sie Nachrichten, statt anzurufen: So bleiben die Leitungen für Notrufe frei.',
  ],
  hurricane: [
    'Fordern die Behörden zur Evakuierung auf, verlassen Sie das Gebiet sofort, auf dem angegebenen Weg.',
    'Wenn Sie bleiben: Gehen Sie in einen kleinen Innenraum oder Flur im untersten Stockwerk, das nicht überflutet wird, fern von Fenstern.',
    'Steigt das Wasser, gehen Sie ins oberste Stockwerk, aber nicht auf einen geschlossenen Dachboden: Dort sitzen Sie fest.',
    'Kehren Sie um: Gehen, schwimmen oder fahren Sie nie durch Hochwasser.',
    `Betreiben Sie ein Stromaggregat nur im Freien, mindestens ${F.generatorMetres} m von Fenstern und Türen entfernt.`,
    'Bleiben Sie drinnen, bis die Behörden Entwarnung geben: Die Ruhe im Auge des Sturms ist nicht sein Ende.',
    'Halten Sie Ihr Handy geladen und achten Sie auf Warnmeldungen im Radio oder in der Warn-App.',
  ],
  blackout: [
    'Benutzen Sie Taschenlampen statt Kerzen.',
    `Halten Sie Kühlschrank und Gefriertruhe geschlossen: Lebensmittel bleiben im Kühlschrank etwa ${F.fridgeHours} Stunden kalt, in einer vollen Gefriertruhe ${F.freezerHours} Stunden.`,
    'Ziehen Sie die Stecker von Elektrogeräten, damit sie nicht beschädigt werden, wenn der Strom zurückkommt.',
    'Betreiben Sie ein Stromaggregat nur im Freien, fern von Fenstern: nie im Haus oder in der Garage (Kohlenmonoxid).',
    'Braucht jemand strombetriebene medizinische Geräte, folgen Sie seinem Plan oder gehen Sie dorthin, wo es Strom gibt.',
    `Werfen Sie Lebensmittel weg, die ${F.foodUnsafeHours} Stunden oder länger wärmer als ${F.foodSafeCelsius} °C waren. Im Zweifel: wegwerfen.`,
    'Achten Sie auf Ihre Nachbarn, zuerst auf ältere und hilfsbedürftige Menschen.',
  ],
  wildfire: [
    'Fordern die Behörden zur Evakuierung auf, gehen Sie sofort. Warten Sie nicht.',
    'Nehmen Sie Ihr Notgepäck, Medikamente, die Dokumentenmappe, Ladegeräte und Haustiere mit.',
    'Folgen Sie dem Weg, den die Behörden angeben; achten Sie auf Warnmeldungen.',
    'Tragen Sie gegen den Rauch eine FFP2-Maske.',
    'Sind Sie eingeschlossen, wählen Sie den Notruf und sagen Sie, wo Sie sind. Schalten Sie Licht ein, damit Einsatzkräfte Sie sehen.',
    'Kehren Sie erst zurück, wenn die Behörden es für sicher erklären.',
  ],
  pandemic: [
    'Bleiben Sie zu Hause, wenn Sie krank sind, und halten Sie Abstand zu anderen.',
    `Waschen Sie sich oft die Hände, mindestens ${F.handWashSeconds} Sekunden mit Wasser und Seife.`,
    'Husten und niesen Sie in ein Taschentuch oder die Armbeuge; werfen Sie das Taschentuch weg und waschen Sie sich die Hände.',
    'Tragen Sie eine Maske, wo die Gesundheitsbehörden es empfehlen.',
    'Reinigen Sie Oberflächen, die oft berührt werden.',
    'Gehört jemand zu einer Risikogruppe oder geht es ihm schlechter, rufen Sie früh in der Arztpraxis an, bevor Sie hingehen.',
  ],
  civil_unrest: [
    'Meiden Sie Menschenmengen und die Gegend der Unruhen.',
    'Geraten Sie in die Nähe, verlassen Sie sie ruhig auf dem nächsten sicheren Weg.',
    'Zu Hause: Bleiben Sie drinnen, schließen Sie die Türen ab und halten Sie Abstand zu Fenstern.',
    'Folgen Sie den Behörden und den Nachrichten; verlassen Sie sich nicht auf Gerüchte.',
    'Ist jemand in Gefahr, wählen Sie den Notruf.',
    'Sagen Sie Ihrer Kontaktperson außerhalb des Ortes, wo alle sind. Schreiben Sie Nachrichten, wenn Anrufe nicht durchkommen.',
  ],
  winter_storm: [
    'Bleiben Sie drinnen. Tragen Sie mehrere Schichten warmer, weiter Kleidung.',
    'Heizen Sie nie mit Gasherd oder Backofen. Betreiben Sie ein Stromaggregat nur im Freien, fern von Fenstern.',
    'Heizen Sie einen Raum; schließen Sie die Türen der Räume, die Sie nicht brauchen.',
    'Lassen Sie die Wasserhähne leicht tropfen, damit die Leitungen nicht einfrieren.',
    `Fahren Sie nicht los. Stecken Sie im Auto fest, bleiben Sie darin, lassen Sie den Motor ${F.engineMinutesPerHour} Minuten pro Stunde laufen und halten Sie den Auspuff schneefrei.`,
    'Achten Sie auf Erfrierungen (taube, weiße oder gräuliche Haut) und Unterkühlung (Zittern, Verwirrtheit, lallende Sprache): aufwärmen und Hilfe holen.',
    'Achten Sie auf Ihre Nachbarn, zuerst auf ältere und hilfsbedürftige Menschen.',
  ],
  flood: [
    'Fordern die Behörden zur Evakuierung auf, gehen Sie sofort.',
    'Gehen Sie auf höher gelegenes Gelände oder ins oberste Stockwerk, aber nicht auf einen geschlossenen Dachboden.',
    `Kehren Sie um: Gehen, schwimmen oder fahren Sie nie durch Hochwasser. Schon ${F.floodWaterCentimetres} cm fließendes Wasser können Sie umreißen.`,
    'Meiden Sie Brücken über reißendes Wasser.',
    'Gerät Ihr Auto in reißendes Wasser, bleiben Sie darin; steigt das Wasser im Auto, klettern Sie auf das Dach.',
    'Meiden Sie das Hochwasser: Es kann verschmutzt sein oder durch Stromleitungen unter Spannung stehen (Lebensgefahr).',
    'Achten Sie auf Warnmeldungen: wohin Sie gehen sollen und wann die Gefahr vorbei ist.',
  ],
  tornado: [
    'Gehen Sie sofort in einen Schutzraum oder Keller. Sonst in einen kleinen Innenraum im untersten Stockwerk, fern von Fenstern.',
    'Gehen Sie unter etwas Stabilem in Deckung. Schützen Sie Kopf und Nacken mit den Armen und einer Matratze oder Decken.',
    'Verlassen Sie Wohnwagen oder Auto für ein festes Gebäude, wenn Sie es rechtzeitig erreichen.',
    'Im Freien oder im Auto: Bleiben Sie angeschnallt und schützen Sie den Kopf unterhalb der Fenster, oder legen Sie sich in eine Mulde.',
    'Bleiben Sie in Deckung, bis die Warnung aufgehoben ist.',
    'Halten Sie danach Abstand zu heruntergefallenen Stromleitungen und beschädigten Gebäuden.',
  ],
  chemical_nuclear: [
    'Gehen Sie ins nächste Gebäude und bleiben Sie dort, in der Mitte oder im Keller, fern von Türen und Fenstern.',
    'Schließen Sie Fenster und Türen. Schalten Sie Lüftung, Heizung und Klimaanlage ab, wenn sie Außenluft ansaugen.',
    'Bleiben Sie informiert: Folgen Sie den Anweisungen der Behörden über Radio, Fernsehen oder Warn-App.',
    'Waren Sie draußen, ziehen Sie die Oberbekleidung aus, packen Sie sie in einen Beutel und duschen Sie oder waschen Sie sich mit Seife.',
    'Fordern die Behörden zur Evakuierung auf, fahren Sie sofort los, mit geschlossenen Fenstern und Lüftung im Auto.',
    'Holen Sie Haustiere ins Haus.',
    'Nehmen Sie Jodtabletten nur, wenn die Behörden dazu auffordern.',
  ],
  wilderness_lost: [
    'Halten Sie an, sobald Sie glauben, sich verirrt zu haben. Bleiben Sie, wo Sie sind.',
    'Bleiben Sie ruhig. Überlegen Sie, wie Sie hierhergekommen sind; sehen Sie sich um, bevor Sie weitergehen.',
    'Wählen Sie den Notruf, wenn Sie Empfang haben, und sparen Sie dann den Akku.',
    'Machen Sie sich sichtbar und hörbar: helle Kleidung, drei Pfiffe mit der Trillerpfeife.',
    'Bleiben Sie warm und trocken: Ziehen Sie Schichten an und suchen oder bauen Sie vor der Dunkelheit einen Unterschlupf.',
    'Gehen Sie nachts nicht weiter.',
  ],
  vehicle_breakdown: [
    'Fahren Sie wenn möglich von der Fahrbahn und schalten Sie die Warnblinkanlage ein.',
    'Auf Schnellstraßen: Alle steigen auf der verkehrsabgewandten Seite aus und warten hinter der Leitplanke.',
    'Rufen Sie Hilfe und sagen Sie, wo Sie sind.',
    'Stellen Sie das Warndreieck mit genügend Abstand hinter dem Auto auf, nur wo das gefahrlos möglich ist.',
    `Bei Schnee: Bleiben Sie beim Auto. Lassen Sie den Motor etwa ${F.engineMinutesPerHour} Minuten pro Stunde zum Heizen laufen, mit freiem Auspuff.`,
    'Machen Sie das Auto gut sichtbar: ein helles Tuch daran, nachts bei laufendem Motor die Innenbeleuchtung an.',
  ],
  custom: [
    'Ist jemand in Gefahr, wählen Sie den Notruf.',
    'Folgen Sie den Anweisungen der Behörden. Fordern sie zur Evakuierung auf, gehen Sie sofort.',
    'Holen Sie alle zusammen oder sagen Sie ihnen, wo Sie sich treffen.',
    'Schreiben Sie Ihrer Kontaktperson außerhalb des Ortes: Nachrichten kommen durch, wenn Anrufe es nicht tun.',
    'Nehmen Sie Ihr Notgepäck, Medikamente, die Dokumentenmappe und das Ladegerät mit.',
    'Prüfen Sie, ob jemand verletzt ist, und leisten Sie Erste Hilfe.',
    'Achten Sie weiter auf Warnmeldungen und Nachrichten.',
  ],
};
