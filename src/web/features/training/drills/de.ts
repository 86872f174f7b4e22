/**
 * Die Übungen auf Deutsch, Schritt für Schritt wie die englischen (drills.ts, nach Ready.gov und
 * dem Roten Kreuz), in den Worten des BBK-Ratgebers für Notfallvorsorge (Notgepäck, Taschenlampe,
 * Kurbelradio, Treffpunkt, Kontaktperson außerhalb). Formell („Sie“ nur wo angesprochen; die
 * Schritte stehen im Imperativ der Familie).
 */
import type { DrillTexts } from './texts';

export const DRILLS_DE: DrillTexts = {
  earthquake: {
    title: 'Auf den Boden, in Deckung, festhalten',
    summary: 'Alle gehen in Deckung, sobald die Erde bebt, und prüfen danach die Wohnung.',
    steps: [
      'Rufen Sie „Erdbeben!“ und starten Sie die Stoppuhr.',
      'Gehen Sie dort, wo Sie sind, auf Hände und Knie.',
      'Schützen Sie Kopf und Nacken unter einem stabilen Tisch oder an einer Innenwand, fern von Fenstern.',
      'Halten Sie sich fest (oder Kopf und Nacken), bis das Beben vorbei wäre: Zählen Sie bis 60.',
      'Nach dem Beben: Prüfen Sie einander auf Verletzungen und achten Sie auf Gasgeruch oder Schäden.',
      'Gehen Sie den Weg nach draußen ab und treffen Sie sich am Treffpunkt in der Wohnung.',
    ],
  },
  hurricane: {
    title: 'Räumung mit Notgepäck, auf Zeit',
    summary:
      'Verlassen Sie die Wohnung, als wäre eine Räumung angeordnet: mit Notgepäck, Haustieren und Dokumenten, gegen die Uhr.',
    steps: [
      'Starten Sie die Stoppuhr, als wäre für Ihr Gebiet gerade die Räumung angeordnet worden.',
      'Alle nehmen ihr Notgepäck; prüfen Sie, ob Wasser, Medikamente, Ladegeräte und Kopien der Dokumente darin sind.',
      'Setzen Sie die Haustiere mit Futter und Leinen in ihre Transportboxen.',
      'Schalten Sie ab, was Sie vor dem Gehen abschalten würden, ohne das Gas wirklich abzudrehen.',
      'Beladen Sie das Auto und fahren (oder gehen) Sie den ersten Teil Ihres Fluchtwegs.',
      'Schreiben Sie der Kontaktperson außerhalb, dass Sie „losfahren“, und notieren Sie, wie lange alles gedauert hat.',
    ],
  },
  blackout: {
    title: 'Licht aus',
    summary: 'Schalten Sie das Licht aus und kommen Sie mit dem aus, was Sie für einen Stromausfall bereithalten.',
    steps: [
      'Schalten Sie das Licht aus und starten Sie die Stoppuhr.',
      'Finden Sie in jedem Schlafraum eine Taschenlampe, ohne Kerzen.',
      'Prüfen Sie, ob die Taschenlampen und die Ersatzbatterien funktionieren.',
      'Schalten Sie das Batterie- oder Kurbelradio ein und suchen Sie den örtlichen Sender für Warnungen.',
      'Prüfen Sie, ob Handys und Powerbanks geladen sind; legen Sie fest, wer seins nur für Anrufe nutzt.',
      'Suchen Sie die Lebensmittel heraus, die man ohne Kochen essen kann; lassen Sie Kühlschrank und Gefriertruhe geschlossen.',
    ],
  },
  wildfire: {
    title: 'Räumung mit Notgepäck, auf Zeit',
    summary: 'Früh gehen, als wäre ein Feuer nah: Notgepäck, Masken, Haustiere und zwei Wege hinaus.',
    steps: [
      'Starten Sie die Stoppuhr, als wäre gerade eine Warnung zur Räumung gekommen.',
      'Alle nehmen ihr Notgepäck, mit FFP2-Masken gegen den Rauch.',
      'Setzen Sie die Haustiere in ihre Transportboxen und parken Sie das Auto mit der Front zur Ausfahrt.',
      'Schließen Sie alle Fenster und Innentüren; lassen Sie das Licht an, damit das Haus im Rauch zu sehen ist.',
      'Fahren Sie Ihren ersten Weg hinaus und sprechen Sie den zweiten durch.',
      'Treffen Sie sich am Treffpunkt außerhalb des Viertels und notieren Sie, wie lange es gedauert hat.',
    ],
  },
  pandemic: {
    title: 'Krankenzimmer und Vorräte prüfen',
    summary: 'Gehen Sie die ersten Tage einer Krankheit zu Hause durch, ohne hinauszugehen.',
    steps: [
      'Wählen Sie ein Zimmer und, wenn möglich, ein Bad, in dem eine kranke Person getrennt bleiben würde.',
      'Prüfen Sie, ob das Fieberthermometer funktioniert, und zählen Sie Fiebermittel, Masken und Taschentücher.',
      'Prüfen Sie, ob die verschriebenen Medikamente für zwei Wochen reichen oder wann Sie sie nachholen müssen.',
      'Zählen Sie Seife, Handdesinfektionsmittel und Putzmittel.',
      'Legen Sie fest, wer sich um Kinder oder Haustiere kümmert, wenn ein Erwachsener krank ist.',
      'Schreiben Sie die Nummern der Arztpraxis und der Apotheke dort auf, wo alle sie sehen.',
    ],
  },
  civil_unrest: {
    title: 'Drinnen bleiben, in Verbindung bleiben',
    summary: 'Üben Sie, sicher zu Hause zu bleiben und in Verbindung zu bleiben, wenn es draußen nicht sicher ist.',
    steps: [
      'Starten Sie die Stoppuhr: Alle kommen nach Hause oder melden sich und sagen, wo sie sind.',
      'Schließen Sie die Türen ab, ziehen Sie die Vorhänge zu und halten Sie sich von Fenstern fern.',
      'Alle schreiben der Kontaktperson außerhalb kurz: „Wir sind in Sicherheit“.',
      'Verfolgen Sie die Nachrichten im Radio und über einen amtlichen Kanal; vereinbaren Sie, Gerüchte zu ignorieren.',
      'Wählen Sie einen Weg zum Treffpunkt außerhalb des Viertels, der das Stadtzentrum meidet.',
      'Prüfen Sie, ob Sie Bargeld, Treibstoff und Lebensmittel und Wasser für einige Tage zu Hause haben.',
    ],
  },
  winter_storm: {
    title: 'Eingeschneit',
    summary: 'Üben Sie, einige Tage ohne Heizung und ohne hinauszugehen warm und sicher zu Hause zu bleiben.',
    steps: [
      'Wählen Sie einen Raum, den Sie warm halten, und sammeln Sie dort Decken und warme Kleidung.',
      'Prüfen Sie, ob der Kohlenmonoxid-Melder funktioniert; betreiben Sie nie Stromerzeuger oder Grills in Innenräumen.',
      'Suchen Sie Taschenlampen, das Radio und Ersatzbatterien heraus.',
      'Prüfen Sie, ob Wasser und Lebensmittel für drei Tage da sind, die man nicht kochen muss.',
      'Suchen Sie den Haupthahn für das Wasser, falls ein Rohr platzt.',
      'Prüfen Sie die Winterausrüstung im Auto: Decke, Eiskratzer, Schaufel, Sand und ein Ladegerät fürs Handy.',
    ],
  },
  flood: {
    title: 'Ab nach oben',
    summary: 'Üben Sie, zu gehen, bevor das Wasser kommt, auf einem Weg, der nicht durch Hochwasser führt.',
    steps: [
      'Starten Sie die Stoppuhr, als wäre gerade eine Hochwasserwarnung gekommen.',
      'Bringen Sie Dokumente, Medikamente und Wertsachen in ein oberes Stockwerk oder auf ein hohes Regal.',
      'Suchen Sie, wo der Strom abgeschaltet wird, und wer es tut.',
      'Alle nehmen ihr Notgepäck und treffen sich an der Tür.',
      'Fahren oder gehen Sie Ihren Weg in höher gelegenes Gelände; nie durch Wasser („Umkehren statt ertrinken“).',
      'Schreiben Sie der Kontaktperson außerhalb und notieren Sie, wie lange es gedauert hat.',
    ],
  },
  tornado: {
    title: 'Schutz suchen',
    summary: 'Alle erreichen innerhalb von Sekunden nach einer Warnung den sicheren Raum.',
    steps: [
      'Rufen Sie „Tornadowarnung!“ und starten Sie die Stoppuhr.',
      'Alle gehen in den Keller oder in den kleinsten Innenraum im untersten Stockwerk, fern von Fenstern.',
      'Nehmen Sie Haustiere, Schuhe und eine Taschenlampe mit, wenn sie griffbereit sind.',
      'Gehen Sie in die Hocke und schützen Sie Kopf und Nacken mit den Armen oder einer Decke.',
      'Halten Sie die Stoppuhr an, wenn alle an ihrem Platz sind.',
      'Prüfen Sie, ob das Wetterradio oder die Warnungen auf dem Handy eingeschaltet sind.',
    ],
  },
  chemical_nuclear: {
    title: 'Hineingehen, drinnen bleiben, Radio an',
    summary: 'Üben Sie, im Haus Schutz zu suchen und schnell einen Raum abzudichten.',
    steps: [
      'Rufen Sie „Drinnen bleiben!“ und starten Sie die Stoppuhr.',
      'Alle Menschen und Haustiere kommen herein; schließen und verriegeln Sie Fenster und Türen.',
      'Schalten Sie Ventilatoren, Klimaanlage und Heizung aus, die Außenluft ansaugen.',
      'Gehen Sie in einen innen liegenden Raum (bei Strahlung am besten die Mitte des Kellers).',
      'Suchen Sie Klebeband und Folie sowie das Wasser und die Lebensmittel, die in diesem Raum bereitliegen.',
      'Schalten Sie das Radio für amtliche Anweisungen ein; halten Sie die Stoppuhr an.',
    ],
  },
  wilderness_lost: {
    title: 'Stehen bleiben, bleiben, gefunden werden',
    summary: 'Üben Sie, was zu tun ist, sobald jemand merkt, dass er sich draußen verlaufen hat.',
    steps: [
      'Alle sagen die Regel: stehen bleiben, bleiben, wo man ist, und nicht umherirren.',
      'Alle zeigen ihre Trillerpfeife und pfeifen dreimal kurz, das Zeichen für Hilfe.',
      'Zeigen Sie, wie man sich sichtbar macht: helle Kleidung, eine ausgebreitete Rettungsdecke.',
      'Prüfen Sie, ob in jedem Tagesrucksack Wasser, ein Snack, eine warme Schicht, eine Taschenlampe und ein geladenes Handy sind.',
      'Üben Sie, jemandem zu Hause einen Tourenplan zu hinterlassen (wohin, wer, zurück bis wann).',
      'Vereinbaren Sie einen Treffpunkt am Ausgangspunkt, falls die Gruppe getrennt wird.',
    ],
  },
  vehicle_breakdown: {
    title: 'Halt am Straßenrand',
    summary: 'Üben Sie, sicher anzuhalten und Hilfe zu rufen, zu Hause oder auf einem sicheren Parkplatz.',
    steps: [
      'Zeigen Sie, wo der Schalter für die Warnblinkanlage ist, und schalten Sie sie ein.',
      'Suchen Sie das Warndreieck und die Warnwesten.',
      'Zeigen Sie, wie alle auf der dem Verkehr abgewandten Seite aussteigen und hinter der Leitplanke warten.',
      'Suchen Sie die Autoausrüstung: Wasser, Decke, Taschenlampe, Verbandkasten, Ladegerät fürs Handy.',
      'Suchen Sie die Nummern der Pannenhilfe und der Versicherung heraus.',
      'Üben Sie, der Leitstelle zu sagen, wo Sie sind (Straße, Richtung, nächste Ausfahrt oder Kilometerangabe).',
    ],
  },
};
