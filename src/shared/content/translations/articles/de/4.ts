/** Ratgeber 4 auf Deutsch: Einleitung, Abschnitte und Fazit (Entscheidung 0357; Karte und Quellen: ../../articles.de.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[4] = {
  intro:
    'In Städten ballen sich Menschen, Verkehr und Engstellen. In einer großen Notlage verstopfen die Straßen, Busse und Bahnen stehen still und die Mobilfunknetze sind überlastet, gerade wenn alle gleichzeitig aufbrechen wollen. Wer herauskommt oder sicher Schutz findet, hat vorher entschieden, wohin es geht, wie man dorthin kommt und wie die Familie einander wiederfindet. Dieser Ratgeber behandelt die Entscheidung zwischen Bleiben und Gehen, Wege, Treffpunkte, Verständigung, Aufmerksamkeit und erlaubten Selbstschutz in der Stadt.',
  sections: [
    {
      title: 'Bleiben oder gehen',
      lines: [
        'Gehen ist nicht immer sicherer. Bei Chemieunfällen, manchen schweren Unwettern und vielen anderen Gefahren fordern die Behörden Sie womöglich auf, drinnen zu bleiben. Folgen Sie den amtlichen Anweisungen.',
        'Melden Sie sich für die örtlichen Warnungen an, lassen Sie die Notfallwarnungen (Cell Broadcast) in den Einstellungen Ihres Handys eingeschaltet und halten Sie ein Radio mit Batterie oder Kurbel bereit (in den USA das NOAA-Wetterradio).',
        'Wenn Sie zur Evakuierung aufgefordert werden, gehen Sie sofort. Mit jeder Minute, die Sie warten, füllen sich die Straßen und die Möglichkeiten schwinden.',
        'Aufforderung, bei einem Chemieunfall drinnen zu bleiben: Gehen Sie hinein, schließen Sie Fenster, Türen und Lüftungsöffnungen, schalten Sie Lüftung und Klimaanlage aus und gehen Sie in einen innen liegenden Raum mit wenigen Fenstern.',
      ],
    },
    {
      title: 'Wege planen',
      lines: [
        'Legen Sie mindestens zwei Wege aus Ihrer Gegend fest, in verschiedene Richtungen, von Zuhause, Arbeit und Schule aus. Wenn Ihre Stadt Evakuierungszonen hat, kennen Sie Ihre.',
        'Finden Sie die Engstellen (Brücken, Tunnel, Autobahnauffahrten, Bahnübergänge) und für jede einen Weg darum herum.',
        'Folgen Sie den Wegen, die die Behörden vorgeben. Nehmen Sie keine unbekannten Abkürzungen: Sie können gesperrt oder gefährlich sein (Ready.gov).',
        'Planen Sie, zu Fuß und mit Bus und Bahn voranzukommen, nicht nur mit dem Auto. Wissen Sie, wie lange der Fußweg von der Arbeit nach Hause wirklich dauert.',
        'Halten Sie den Tank mindestens halb voll, und legen Sie eine Papierkarte mit eingezeichneten Wegen ins Auto und ins Notgepäck.',
        'Fahren Sie Ihre Wege einmal zu verschiedenen Tageszeiten ab; notieren Sie Krankenhäuser, Apotheken, Tankstellen und freie Flächen entlang der Strecke.',
        'Fahren oder gehen Sie nie in Hochwasser: Sechs Zoll (etwa 15 cm) fließendes Wasser können Sie umwerfen, ein Fuß (etwa 30 cm) kann ein Fahrzeug wegschwemmen (NWS).',
      ],
    },
    {
      title: 'Treffpunkte',
      lines: [
        'Legen Sie zwei Treffpunkte fest: einen direkt vor dem Haus für plötzliche Notfälle wie einen Brand und einen außerhalb Ihres Viertels, falls Sie nicht nach Hause zurückkönnen (Amerikanisches Rotes Kreuz).',
        'Bestimmen Sie dazu ein Ziel außerhalb der Stadt, etwa bei Freunden, Verwandten oder in einem Hotel, das auf mehr als einem Weg erreichbar ist.',
        'Wählen Sie Orte, die leicht zu finden, öffentlich und zugänglich sind, etwa eine Bücherei, ein Gotteshaus oder einen Parkeingang, und für jeden einen Ersatz.',
        'Vereinbaren Sie, wie lange Sie warten und was geschieht, wenn jemand nicht kommt: eine Nachricht mit Datum hinterlassen, zum nächsten Treffpunkt gehen und sich bei der Kontaktperson außerhalb melden.',
        'Kennen Sie die Notfallpläne der Schulen und Kitas Ihrer Kinder, und wer sie abholen darf.',
      ],
    },
    {
      title: 'Plan für die Verständigung',
      lines: [
        'Bestimmen Sie eine Kontaktperson außerhalb der Region, bei der sich alle melden: Ferngespräche und Nachrichten kommen oft durch, wenn die Leitungen vor Ort überlastet sind (Amerikanisches Rotes Kreuz).',
        'Schreiben Sie Nachrichten, statt anzurufen: Sie brauchen weniger Netzkapazität und kommen oft durch, wenn Anrufe scheitern.',
        'Geben Sie allen eine Kontaktkarte auf Papier. Kaum jemand kennt die Nummern auswendig, die nur im Handy gespeichert sind.',
        'Legen Sie Zeiten für ein Lebenszeichen und kurze, feste Nachrichten fest, etwa „OK, an Treffpunkt 2“. Kurze Nachrichten sparen Akku und Bandbreite.',
        'Funkgeräte halten die Familie in Verbindung: In den USA brauchen FRS-Geräte keine Lizenz und GMRS-Geräte eine Lizenz der FCC, aber keine Prüfung; in Europa sind PMR446-Geräte anmelde- und gebührenfrei. Rechnen Sie zwischen Gebäuden mit viel weniger Reichweite, als die Packung verspricht.',
        'Halten Sie Handys geladen und tragen Sie eine Powerbank bei sich; verringern Sie die Bildschirmhelligkeit und schließen Sie Apps, damit der Akku länger hält.',
      ],
    },
    {
      title: 'Aufmerksam bleiben',
      lines: [
        'Bleiben Sie unterwegs aufmerksam und lassen Sie das Handy in der Tasche. Merken Sie sich die Ausgänge, wenn Sie ein Gebäude, einen Bahnhof oder einen Veranstaltungsort betreten.',
        'Halten Sie Abstand zu Menschenmengen, Auseinandersetzungen und Polizeieinsätzen: weg davon, nicht hin.',
        'Nehmen Sie bei einem Brand im Gebäude oder nach einem Erdbeben die Treppe, nicht den Aufzug.',
        'Ziehen Sie sich so an, dass Sie gehen können: feste Schuhe und Kleidung für das Wetter. Halten Sie am Arbeitsplatz eine kleine Tasche für den Heimweg bereit, mit Wasser, Snacks, einer Taschenlampe, einer Staubmaske, einer Karte und bequemen Schuhen.',
        'Achten Sie nach einer Katastrophe auf heruntergerissene Stromleitungen, Gaslecks, Glasscherben und beschädigte Gebäude. Halten Sie großen Abstand zu Stromleitungen am Boden.',
        'Vertrauen Sie Ihrem Gefühl: Wenn sich ein Ort oder eine Lage falsch anfühlt, gehen Sie früh.',
      ],
    },
    {
      title: 'Erlaubter Selbstschutz',
      lines: [
        'Ihre ersten Mittel sind Meiden, Abstand und Deeskalation. Weggehen ist fast immer das Beste.',
        'Rufen Sie den Notruf (911 in den USA, 112 in Europa), sobald es sicher ist. Bei einem Amoklauf gilt „Flüchten, Verstecken, Kämpfen“: Flüchten Sie, wenn Sie können; verstecken Sie sich und schalten Sie das Handy stumm, wenn nicht; wehren Sie sich nur als letztes Mittel, wenn Ihr Leben unmittelbar bedroht ist (CISA).',
        'Nicht tödliche Mittel wie Taschenalarme und Pfefferspray können Sekunden zur Flucht verschaffen. Die Gesetze zum Mitführen und Einsetzen unterscheiden sich je nach Land, Bundesstaat und Stadt; prüfen Sie Ihre, bevor Sie etwas mitnehmen.',
        'Üben Sie mit dem, was Sie bei sich tragen; für Pfefferspray gibt es Übungsdosen ohne Wirkstoff.',
        'Sichern Sie zu Hause die Zugänge: massive Außentüren, lange Schrauben im Schließblech, eine Sperrstange für die Tür und gute Außenbeleuchtung.',
        'Stellen Sie sich nie Plünderern entgegen und riskieren Sie Ihr Leben nicht für Besitz. Dinge lassen sich ersetzen; wenden Sie nur die Gewalt an, die das Gesetz erlaubt.',
      ],
    },
  ],
  conclusion:
    'In der Stadt zählt der Plan mehr als die Ausrüstung. Wissen Sie, wann Sie bleiben und wann Sie gehen, legen Sie zwei Wege hinaus in verschiedene Richtungen fest, bestimmen Sie Ihre Treffpunkte, und sorgen Sie dafür, dass alle im Haushalt die Kontaktperson außerhalb auch ohne funktionierendes Handy erreichen. Bleiben Sie aufmerksam, meiden Sie Konfrontationen und halten Sie den Selbstschutz im Rahmen des Gesetzes. Wer früh entschieden hat, ist zuerst unterwegs.',
};

export default body;
