/** Ratgeber 1 auf Deutsch: Einleitung, Abschnitte und Fazit (Entscheidung 0357; Karte und Quellen: ../../articles.de.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[1] = {
  intro:
    'Wenn eine Evakuierung angeordnet wird, bleiben Ihnen vielleicht Minuten, nicht Stunden. Das Notgepäck (englisch „bug-out bag“ oder „go-bag“) ist ein fertig gepackter Rucksack, mit dem jedes Mitglied Ihres Haushalts sofort aufbrechen und sich mindestens 72 Stunden selbst versorgen kann: So lange rechnen Katastrophenschützer, bis Hilfe und Versorgung wieder verlässlich laufen. Es ist nicht Ihr ganzer Notvorrat: Der Vorrat zu Hause ist für das Bleiben da, am besten für zwei Wochen. Das Notgepäck ist für das Gehen da. Packen Sie es nach der Liste unten, halten Sie es so leicht, dass Sie es zu Fuß tragen können, und stellen Sie es dort bereit, wo Sie es auf dem Weg nach draußen greifen.',
  sections: [
    {
      title: 'Rucksack und Gewicht',
      lines: [
        'Ein Rucksack pro Person. Kinder, die schon einen kleinen Rucksack tragen können, bekommen einen eigenen; für Haustiere packen Sie Futter, Wasser, Leine und Unterlagen mit ein.',
        'Wählen Sie einen bequemen Rucksack mit gepolstertem Hüftgurt, damit das Gewicht auf den Hüften liegt und nicht auf den Schultern. Rund 35 bis 50 Liter passen für die meisten Erwachsenen.',
        'Halten Sie ihn so leicht, dass Sie damit mehrere Kilometer gehen können. Viele Wanderer packen höchstens etwa 20 % ihres Körpergewichts; machen Sie einen Probegang und lassen Sie weg, was Sie nicht brauchen.',
        'Packen Sie Schweres nah am Rücken und mittig; Erste-Hilfe-Set, Licht, Regenschutz und Dokumente gehören in Außentaschen, an die Sie schnell herankommen.',
        'Kleiden Sie das Hauptfach mit einem reißfesten Müllsack oder mit Packsäcken aus, damit alles trocken bleibt.',
        'Stellen Sie den Rucksack in die Nähe eines Ausgangs, sagen Sie allen im Haushalt, wo er steht, und halten Sie ein kleineres Set im Auto und am Arbeitsplatz bereit.',
      ],
    },
    {
      title: 'Wasser und Essen',
      lines: [
        'Richtwert: eine Gallone Wasser (rund 3,8 Liter) pro Person und Tag, zum Trinken und für die Hygiene (Ready.gov).',
        'Für drei Tage sind das etwa 3 Gallonen (rund 11 Liter), ungefähr 25 lb (gut 11 kg) pro Person: zu schwer, um es weit zu tragen. Tragen Sie 2 bis 3 Liter bei sich und dazu die Mittel, mehr aufzubereiten: einen tragbaren Wasserfilter und Tabletten zur Entkeimung. Halten Sie zusätzliches Wasser im Fahrzeug bereit.',
        'Die meisten tragbaren Filter halten Bakterien und Protozoen (Einzeller) zurück, aber keine Viren. Wo Abwasser ins Wasser gelangt sein kann, etwa nach Hochwasser, entkeimen Sie zusätzlich chemisch oder kochen das Wasser ab. Mehr dazu im Ratgeber zur Wasseraufbereitung.',
        'Packen Sie für drei Tage haltbare, verzehrfertige Lebensmittel ein: Energie- oder Notverpflegungsriegel, Nussmus, Trockenobst, Trockenfleisch, Fertiggerichte. Packen Sie, was Ihre Familie wirklich isst, und denken Sie an Allergien und besondere Ernährung.',
        'Dazu ein kleiner Kocher mit Brennstoff, ein Topf oder Becher aus Metall zum Abkochen, ein Löffel und ein mechanischer Dosenöffner, falls Sie Dosen mitnehmen.',
        'Betreiben Sie einen Kocher nie im Zelt, im Fahrzeug oder in einem geschlossenen Raum: Kohlenmonoxid kann ohne Vorwarnung töten.',
      ],
    },
    {
      title: 'Schutz, Wärme und Kleidung',
      lines: [
        'Eine Rettungsdecke oder ein wiederverwendbarer Notfall-Biwaksack hält die Körperwärme; eine leichte Plane und etwa 50 ft (rund 15 m) Schnur ergeben einen Regenschutz.',
        'Packen Sie einen vollständigen Satz Wechselkleidung für Ihr Klima ein: Funktionsschichten, die Feuchtigkeit ableiten, eine warme Mütze, Handschuhe und Regenkleidung. Baumwolle saugt sich voll und kühlt nass aus.',
        'Feste, eingelaufene Schuhe und zwei Paar Ersatzsocken aus Wolle oder Kunstfaser. Mit nassen Füßen voller Blasen kommen Sie nicht weit.',
        'Ein kleiner Schlafsack oder eine Decke für die kälteste zu erwartende Nacht, falls Sie keine Notunterkunft erreichen.',
        'Arbeitshandschuhe und eine Staubmaske oder N95- bzw. FFP2-Maske gegen Trümmerstaub, Asche und Rauch (Ready.gov zählt eine Staubmaske zu jeder Notfallausrüstung).',
      ],
    },
    {
      title: 'Erste Hilfe, Medikamente und Hygiene',
      lines: [
        'Ein Erste-Hilfe-Set mit Pflastern, Mullbinden, Heftpflaster, elastischer Binde, antiseptischen Tüchern, Einmalhandschuhen und Schmerzmitteln.',
        'Verschreibungspflichtige Medikamente für mindestens 7 Tage (Amerikanisches Rotes Kreuz), Kopien der Rezepte, eine Ersatzbrille oder Kontaktlinsen und Batterien für Hörgeräte.',
        'Wenn Sie ein Tourniquet oder blutstillende Gaze mitnehmen, lernen Sie den Umgang damit: Ein kurzer Kurs wie „Stop the Bleed“ oder ein Erste-Hilfe-Kurs zeigt, wie man starke Blutungen stillt.',
        'Hygiene: Händedesinfektionsmittel, Seife, Zahnbürste, Toilettenpapier, Feuchttücher, Monatshygiene und Müllbeutel mit Kabelbindern für die Entsorgung.',
        'Eine Karte für jede Person: Vorerkrankungen, Allergien, Medikamente und Notfallkontakte.',
      ],
    },
    {
      title: 'Licht, Werkzeug und Kommunikation',
      lines: [
        'Eine Stirnlampe und eine Taschenlampe als Reserve, mit Ersatzbatterien.',
        'Drei Möglichkeiten, Feuer zu machen: ein Feuerzeug, wasserfeste Streichhölzer und einen Feuerstahl, dazu Zunder in einem wasserdichten Beutel.',
        'Ein Multitool oder feststehendes Messer, Gewebeklebeband, eine Trillerpfeife, um auf sich aufmerksam zu machen, und einen Schraubenschlüssel oder eine Zange, um Gas und Wasser abzudrehen (Ready.gov).',
        'Ein Batterie- oder Kurbelradio (in den USA eines, das den NOAA-Wetterfunk empfängt) und Ihr Handy mit Ladekabel und einer geladenen Powerbank.',
        'Papierkarten Ihrer Gegend mit eingezeichneten Fluchtwegen und ein Kompass. Handys und Mobilfunknetze fallen in großen Notlagen aus.',
        'Erlaubte Mittel zum Selbstschutz wie ein Taschenalarm, oder Pfefferspray, wo das Recht Ihres Landes und Ihrer Stadt es zulässt.',
      ],
    },
    {
      title: 'Dokumente, Bargeld und Pflege',
      lines: [
        'Kopien von Ausweisen, Versicherungsunterlagen, Krankenunterlagen, Grundbuchauszug oder Mietvertrag und Geburtsurkunden in einer wasserdichten Dokumentenmappe; ein verschlüsselter USB-Stick ist eine handliche Sicherung.',
        'Bargeld in kleinen Scheinen: Kartenlesegeräte und Geldautomaten fallen mit Strom und Netz aus.',
        'Eine Kontaktkarte für jedes Mitglied des Haushalts: Kontaktperson außerhalb, Treffpunkte, Ärzte und Apotheken.',
        'Prüfen Sie das Notgepäck alle 6 Monate: Tauschen Sie Wasser und Lebensmittel vor dem Ablaufdatum aus, ersetzen Sie abgelaufene Medikamente und leere Batterien, und passen Sie die Kleidung der Jahreszeit und wachsenden Kindern an.',
        'Verbinden Sie die Prüfung mit einem Termin, den Sie nicht vergessen, etwa der Zeitumstellung im Frühjahr und im Herbst, und füllen Sie nach jedem Gebrauch und jeder Übung sofort wieder auf.',
      ],
    },
  ],
  conclusion:
    'Notgepäck ist nur so gut wie seine letzte Prüfung. Packen Sie für 72 Stunden, tragen Sie nur, womit Sie wirklich gehen können, und bereiten Sie Wasser unterwegs auf, statt alles zu tragen. Stellen Sie den Rucksack an die Tür, sorgen Sie dafür, dass alle im Haushalt wissen, wo er steht und wann sie ihn greifen, und prüfen Sie ihn alle 6 Monate. Vorsorge ist eine Gewohnheit, kein Einkauf.',
};

export default body;
