/**
 * Die vier Ratgeber (articles.ts) auf Deutsch, Satz für Satz wie die englischen, typisiert durch sie
 * (ArticleTexts: gleich viele Abschnitte, Zeilen und Ausrüstungsnamen in derselben Reihenfolge).
 * Wortwahl nach dem BBK: „Ratgeber für Notfallvorsorge und richtiges Handeln in
 * Notsituationen“ (bbk.bund.de) und den Seiten „Notgepäck“, „Trinkwasser“, „Stromausfall“,
 * „Hochwasser“ und „Warnung“ (Notgepäck, Notvorrat, Trinkwasser, Dokumentenmappe, Kurbelradio,
 * Treffpunkt, Kontaktperson außerhalb, Stromaggregat). Formell („Sie“), ohne militärischen Ton.
 * Die Zahlen sind die des Englischen (eine Gallone bleibt eine Gallone, mit ihren Litern in
 * Klammern); wo das Englische nur in den USA gilt (911, NOAA, FRS), steht das hier Gültige dabei.
 * Quellen, Ids, Bewertungen und Verweise bleiben die englischen.
 */
import type { ArticleTexts } from '../articles';

export const ARTICLES_DE: ArticleTexts = {
  1: {
    title: 'Notgepäck für 72 Stunden: das Wichtigste',
    category: 'Notfallvorsorge',
    excerpt:
      'Ein griffbereiter Rucksack pro Person, gepackt für 72 Stunden unterwegs: Wasser, Essen, Schutz vor Kälte und Nässe, Erste Hilfe, Licht, Kommunikation und Dokumente. Alle 6 Monate geprüft, damit er jederzeit bereit ist.',
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
    gear: [
      '45-L-Rucksack',
      'Tragbarer Wasserfilter und Tabletten',
      'Notfall-Biwaksack und Plane',
      'Erste-Hilfe-Set mit Trauma-Ausstattung',
      'Stirnlampe und Feuer-Set',
      'Kurbelradio mit NOAA-Wetterfunk',
    ],
    conclusion:
      'Notgepäck ist nur so gut wie seine letzte Prüfung. Packen Sie für 72 Stunden, tragen Sie nur, womit Sie wirklich gehen können, und bereiten Sie Wasser unterwegs auf, statt alles zu tragen. Stellen Sie den Rucksack an die Tür, sorgen Sie dafür, dass alle im Haushalt wissen, wo er steht und wann sie ihn greifen, und prüfen Sie ihn alle 6 Monate. Vorsorge ist eine Gewohnheit, kein Einkauf.',
  },
  2: {
    title: 'Wasseraufbereitung im Vergleich',
    category: 'Trinkwasser',
    excerpt:
      'Abkochen, Chlor, Filter oder Entkeimer? Ein Vergleich, was jede Methode entfernt, was ihr entgeht und wie Sie einen sicheren Vorrat von einer Gallone (rund 3,8 Liter) pro Person und Tag anlegen.',
    intro:
      'Wasser geht als Erstes aus und schadet am schnellsten. Nach Hochwasser, Wirbelstürmen, Erdbeben oder einem Rohrbruch kann Leitungswasser unsicher sein, auch wenn es klar aussieht. Ihr Haushalt braucht zweierlei: einen Vorrat und mindestens zwei voneinander unabhängige Wege, fragliches Wasser sicher zu machen. Dieser Ratgeber vergleicht die wichtigsten Methoden (Abkochen, chemische Desinfektion, Filter und Entkeimer) danach, was sie tatsächlich entfernen, damit Sie Ihre Ausrüstung auf die Gefahr abstimmen können.',
    sections: [
      {
        title: 'Der Vorrat: die Grundlage',
        lines: [
          'Lagern Sie eine Gallone Wasser (rund 3,8 Liter) pro Person und Tag, zum Trinken und für die Hygiene (Ready.gov, CDC).',
          'Halten Sie mindestens einen Vorrat für 3 Tage für eine Evakuierung bereit und, wenn möglich, einen für 2 Wochen zu Hause.',
          'Lagern Sie mehr bei heißem Klima, für Schwangere, Stillende und Kranke, und planen Sie auch Wasser für Haustiere ein.',
          'Ungeöffnetes gekauftes Flaschenwasser ist der verlässlichste Vorrat; lassen Sie es verschlossen und beachten Sie das Mindesthaltbarkeitsdatum.',
          'Wenn Sie eigene lebensmittelechte Behälter füllen, tauschen Sie das Wasser alle 6 Monate aus (CDC). Verwenden Sie keine Milch- oder Saftflaschen wieder: Sie lassen sich nicht gründlich genug reinigen.',
          'Lagern Sie Wasser kühl und dunkel, fern von Kraftstoff, Pflanzenschutzmitteln und anderen Chemikalien.',
        ],
      },
      {
        title: 'Abkochen: die sicherste Methode',
        lines: [
          'Abkochen ist der sicherste Weg, Krankheitserreger abzutöten, auch Viren, Bakterien und Parasiten (CDC).',
          'Ist das Wasser trüb, lassen Sie es erst absetzen oder filtern es durch ein sauberes Tuch, Küchenpapier oder einen Kaffeefilter.',
          'Lassen Sie das Wasser 1 Minute lang sprudelnd kochen. Oberhalb von 6.500 Fuß (etwa 2.000 m) kochen Sie es 3 Minuten lang (CDC).',
          'Lassen Sie es abkühlen und füllen Sie es in saubere, desinfizierte Behälter mit dicht schließendem Deckel.',
          'Der fade Geschmack wird besser, wenn Sie das Wasser zwischen sauberen Gefäßen hin- und hergießen oder eine Prise Salz pro Quart (knapp ein Liter) zugeben.',
          'Grenzen: Abkochen braucht Brennstoff und Zeit und entfernt weder Kraftstoff noch giftige Chemikalien oder Schwermetalle.',
        ],
      },
      {
        title: 'Chemische Desinfektion: Chlorbleiche und Tabletten',
        lines: [
          'Verwenden Sie nur gewöhnliche, unparfümierte flüssige Chlorbleiche für den Haushalt, deren Etikett sie zur Desinfektion ausweist. Nie parfümierte, farbschonende oder Bleiche mit Reinigerzusätzen (EPA).',
          'Klares Wasser: 8 Tropfen Bleiche mit 6 % oder 6 Tropfen Bleiche mit 8,25 % pro Gallone Wasser (rund 3,8 Liter) (CDC, EPA). Nehmen Sie eine saubere Pipette.',
          'Trübes, gefärbtes oder sehr kaltes Wasser: erst absetzen lassen oder filtern, dann die doppelte Menge nehmen (EPA).',
          'Umrühren und mindestens 30 Minuten warten. Das Wasser sollte leicht nach Chlor riechen; wenn nicht, geben Sie die Menge noch einmal hinzu und warten weitere 15 Minuten (EPA).',
          'Bleiche verliert mit der Zeit an Wirkung: Nehmen Sie frische Bleiche oder solche, die weniger als ein Jahr bei Raumtemperatur gelagert wurde (EPA).',
          'Chlor und Jod töten Kryptosporidien nicht zuverlässig ab. Tabletten mit Chlordioxid wirken besser, brauchen aber eine lange Einwirkzeit: Halten Sie sich genau an die Packungsangabe (CDC).',
          'Jod ist nicht geeignet für Schwangere, für Menschen mit Schilddrüsenerkrankungen und für alle, die empfindlich auf Jod reagieren.',
        ],
      },
      {
        title: 'Filter oder Entkeimer',
        lines: [
          'Filter wirken über die Porengröße. Eine absolute Porengröße von 1 Mikrometer oder kleiner hält Protozoen wie Giardien und Kryptosporidien zurück; Hohlfaserfilter mit etwa 0,1 bis 0,2 Mikrometer halten auch Bakterien zurück (CDC).',
          'Die meisten tragbaren Filter entfernen keine Viren. Viren sind dort ein Thema, wo Abwasser ins Wasser gelangt sein kann: nach Hochwasser und vielerorts im Ausland.',
          'Ein „Entkeimer“ (englisch „purifier“) ist auch gegen Viren ausgelegt: zum Beispiel Ultrafiltrationsmembranen mit Poren um 0,02 Mikrometer oder Geräte mit zusätzlicher chemischer oder UV-Behandlung. Prüfen Sie, wogegen der Hersteller sein Gerät getestet hat.',
          'Für vollen Schutz filtern Sie zuerst, um Schwebstoffe und Parasiten zu entfernen, und desinfizieren dann gegen Viren (CDC).',
          'Aktivkohle verbessert den Geschmack und verringert manche Chemikalien wie Chlor, aber kein Filter, Entkeimer oder Desinfektionsmittel macht Wasser mit Kraftstoff, giftigen Chemikalien oder radioaktiven Stoffen sicher. Suchen Sie eine andere Quelle (CDC).',
        ],
      },
      {
        title: 'Die Methoden im Vergleich',
        lines: [
          'Abkochen: tötet Bakterien, Viren und Protozoen. Braucht Brennstoff, Zeit und einen Topf; entfernt keine Chemikalien.',
          'Chlorbleiche: billig und klein; tötet die meisten Bakterien und Viren; schwach gegen Kryptosporidien; 30 Minuten Wartezeit.',
          'Chlordioxid-Tabletten: leicht; wirksam gegen Bakterien und Viren; gegen Kryptosporidien braucht es die volle Einwirkzeit laut Packung, und die kann Stunden dauern.',
          'Trinkhalm- und Quetschfilter: sofort und ohne Chemie; nur gegen Bakterien und Protozoen. Frost kann einen nassen Hohlfaserfilter beschädigen, halten Sie ihn im Winter also warm.',
          'Schwerkraftfilter und -entkeimer: Liter um Liter pro Stunde, ohne Pumpen, für einen ganzen Haushalt; dafür sperriger. Prüfen Sie die Wirkung gegen Viren, bevor Sie sich nach Hochwasser darauf verlassen.',
          'UV-Stäbe: schnell bei klarem Wasser gegen Bakterien, Viren und Protozoen; brauchen geladene Akkus und wirken in trübem Wasser schlecht.',
        ],
      },
      {
        title: 'So gehen Sie vor',
        lines: [
          'Bauen Sie die Versorgung in Stufen auf: zuerst der Wasservorrat; ein Schwerkraftentkeimer für den Haushalt; ein persönlicher Filter und Tabletten in jedem Notgepäck; ein Topf zum Abkochen als letzte Reserve.',
          'Halten Sie Behälter für „schmutziges“ und „sauberes“ Wasser getrennt und deutlich beschriftet, und lassen Sie unbehandeltes Wasser nie an die saubere Seite kommen.',
          'Verborgenes Wasser im Haus: der Warmwasserspeicher (schalten Sie vorher Strom oder Gas ab), das Wasser in den Leitungen und Eiswürfel. Trinken Sie nie Wasser aus Heizkörpern, Heizkesseln, Wasserbetten, Pools oder Whirlpools.',
          'Folgen Sie örtlichen Abkochgeboten: Anweisungen vor Ort gehen allgemeinen Ratschlägen vor.',
          'Pflegen Sie Filter nach Herstellerangabe: rückspülen, die aufbereitete Menge festhalten und Kartuschen rechtzeitig tauschen.',
          'Üben Sie jede Methode einmal zu Hause, damit niemand sie erst unter Stress lernt.',
        ],
      },
    ],
    gear: [
      'LifeStraw Family (Schwerkraft-Entkeimer)',
      'LifeStraw Personal (Trinkhalmfilter)',
      'Sawyer Squeeze (Quetschfilter-Set)',
      'Chlordioxid-Tabletten zur Wasserentkeimung (30 Stück)',
      'Lebensmittelechter Wasserkanister (7 Gallonen, rund 26 Liter)',
    ],
    conclusion:
      'Erst bevorraten, dann aufbereiten, und sich nie auf nur eine Methode verlassen. Eine Gallone (rund 3,8 Liter) pro Person und Tag ist der Richtwert; zwei voneinander unabhängige Wege, Wasser aufzubereiten, sind das Mindeste. Stimmen Sie die Ausrüstung auf die Gefahr ab: Filter gegen Bakterien und Protozoen, Entkeimer oder Desinfektion gegen Viren, und gegen Kraftstoff oder Chemikalien hilft kein Gerät. Im Zweifel: abkochen.',
  },
  3: {
    title: 'EMP-Vorsorge: Elektronik schützen',
    category: 'Technik und Strom',
    excerpt:
      'Belege statt Panikmache: was ein EMP oder ein schwerer Sonnensturm wirklich anrichten könnte, wie Faraday-Behälter funktionieren und wie Sie einen testen, und die günstigen Schritte, mit denen Kommunikation und Daten einen langen Stromausfall überstehen.',
    intro:
      'Ein elektromagnetischer Puls (EMP) einer Atomexplosion hoch über der Atmosphäre oder ein schwerer geomagnetischer Sturm, ausgelöst von der Sonne, könnte Stromnetz und Elektronik in einem großen Gebiet stören. US-Bundesbehörden, darunter CISA und NOAA, behandeln beides als unwahrscheinliche Gefahren mit großer Wirkung. Vieles, was im Netz kursiert, stellt einen völligen Zusammenbruch als sicher hin, und vieles übertreibt, was Produkte für Verbraucher leisten können. Dieser Ratgeber hält sich an das, was bekannt ist, und an das, was Sie in der Hand haben: einen Haushalt, der einen langen Stromausfall übersteht, und ein kleines, getestetes, abgeschirmtes Reserve-Set für Kommunikation, Strom und Daten.',
    sections: [
      {
        title: 'Die Gefahr: EMP oder Sonnensturm',
        lines: [
          'Ein EMP in großer Höhe (HEMP) entsteht durch eine Atomwaffe, die weit über der Erde gezündet wird, und könnte ein sehr großes Gebiet treffen. Einen solchen Angriff hat es nie gegeben; was man weiß, stammt aus Tests der 1960er-Jahre, Laborversuchen und Modellrechnungen.',
          'HEMP hat drei Teile: einen sehr schnellen E1-Puls, der Elektronik stören oder beschädigen kann, einen E2-Puls ähnlich einem Blitz und eine langsame E3-Komponente, die wie ein Sonnensturm Ströme in lange Stromleitungen treibt.',
          'Ein schwerer geomagnetischer Sturm bedroht vor allem lange Leiter: Hochspannungsleitungen und ihre Transformatoren, dazu Satelliten, die Genauigkeit von GPS und den Kurzwellenfunk. Kleine Geräte ohne Netzanschluss dürfte er nicht beschädigen.',
          'Geschichte: Das Carrington-Ereignis von 1859 störte die Telegrafennetze; ein Sturm im März 1989 legte das Netz von Hydro-Québec für etwa neun Stunden lahm; der G5-Sturm im Mai 2024, der stärkste seit zwei Jahrzehnten, ging ohne größere Netzausfälle vorüber.',
          'Das Space Weather Prediction Center der NOAA stuft geomagnetische Stürme von G1 (gering) bis G5 (extrem) ein und gibt Vorwarnungen und Warnungen heraus, oft Stunden bis einige Tage, bevor ein Sonnenausbruch die Erde erreicht.',
        ],
      },
      {
        title: 'Was die Forschung sagt und was nicht',
        lines: [
          'Am stärksten gefährdet sind Geräte an langen Kabeln (Netzkabel, Antennen, Netzwerk- und Telefonleitungen). Kleine batteriebetriebene Geräte mit kurzer Verkabelung sind in der Regel weniger anfällig.',
          'Es gibt kaum öffentliche Testdaten zu moderner Unterhaltungselektronik. Niemand kann versprechen, welches Handy, Radio oder Fahrzeug einen bestimmten Puls übersteht; rechnen Sie also mit Verlusten.',
          'Begrenzte Tests an Fahrzeugen, über die die EMP-Kommission des US-Kongresses berichtete, fanden bei den getesteten Feldstärken meist vorübergehende Störungen statt bleibender Schäden. Moderne Fahrzeuge sind anders, und das ist keine Garantie.',
          'Die wahrscheinlichste ernste Folge beider Ereignisse ist ein langer, großflächiger Stromausfall, mit Folgen für Wasser, Kraftstoff, Kommunikation und Zahlungen (CISA). Bereiten Sie sich zuerst darauf vor.',
          'Seien Sie skeptisch bei jedem Produkt, das Ihr Zuhause „EMP-sicher“ machen will, wenn es keine unabhängigen Testergebnisse nach einer anerkannten Norm veröffentlicht.',
        ],
      },
      {
        title: 'Faraday-Behälter: So funktionieren sie',
        lines: [
          'Ein Faraday-Behälter ist eine geschlossene, leitende Hülle. Einfallende elektromagnetische Energie erzeugt Ströme auf der Außenseite, statt das Innere zu erreichen.',
          'Auf lückenlose Verbindung kommt es an: Spalten, Nähte und lose Deckel lassen Energie durch. Metall-auf-Metall-Kontakt rundum am Deckel ist wichtiger als dicke Wände.',
          'Praktische Lösungen: ein verzinkter Stahleimer mit dicht schließendem Deckel, dessen Naht mit leitfähigem Aluminium- oder Kupferklebeband abgedichtet ist; metallisierte Abschirmbeutel, doppelt ineinander; oder eine eigens gebaute Abschirmbox. Munitionskisten aus Stahl sind robust, aber ihre Gummidichtung unterbricht den Metallkontakt, wenn Sie sie nicht überbrücken.',
          'Isolieren Sie den Inhalt von der Hülle: Wickeln Sie die Geräte in Kunststoff oder kleiden Sie den Behälter mit Karton oder Schaumstoff aus, damit nichts das Metall berührt.',
          'Ein tragbarer Faraday-Behälter muss nicht geerdet sein, um seinen Inhalt abzuschirmen.',
          'Kurzer Test: Schließen Sie ein Handy ein und rufen Sie es an, oder schließen Sie ein Radio ein, das einen UKW-Sender spielt. Klingelt oder spielt es, ist die Abschirmung undicht. Stille zeigt nur eine Dämpfung auf diesen Frequenzen; sie ist eine Plausibilitätsprüfung, kein Nachweis für EMP-Schutz.',
          'Ein Mikrowellengerät ist kein verlässlicher Faradayscher Käfig: Seine Türdichtung ist für ein schmales Frequenzband gebaut, und jemand könnte es einschalten.',
        ],
      },
      {
        title: 'Was Sie abschirmen sollten',
        lines: [
          'Kommunikation: ein Ersatz-Kurbel- oder Batterieradio für MW und UKW (in den USA mit NOAA-Wetterfunk), ein Paar Funkgeräte (FRS in den USA, PMR446 in Europa) und jedes Amateurfunk-Handgerät, für das Sie eine Zulassung haben.',
          'Strom: eine Powerbank, ein kleines faltbares Solarmodul und Ersatzbatterien, bei den Geräten gelagert.',
          'Licht: eine Ersatz-Taschenlampe oder -Stirnlampe mit LED.',
          'Daten: ein verschlüsselter USB-Stick mit Kopien von Dokumenten, Kontakten, Karten und Familienfotos, dazu eine Papierkopie des Wichtigsten.',
          'Medizin: Ersatz für kleine elektronische Medizingeräte, wo es sich machen lässt, etwa ein Blutzuckermessgerät.',
          'Kleben Sie eine Inhaltsliste auf den Deckel, und laden und prüfen Sie alles bei Ihrer Prüfung alle 6 Monate.',
        ],
      },
      {
        title: 'Den Haushalt absichern',
        lines: [
          'Ziehen Sie bei einer Warnung vor schwerem Weltraumwetter oder bei einem langen Stromausfall empfindliche Geräte vom Netz und trennen Sie Antennen- und Netzwerkkabel. Den Stecker zu ziehen kostet nichts und ist verlässlicher als jede Steckdosenleiste.',
          'Überspannungsschutz, auch für das ganze Haus, hilft gegen Blitz und Schaltüberspannungen im Netz; für den schnellen E1-Puls eines EMP ist er weder gebaut noch getestet. Lassen Sie Schutz für das ganze Haus von einer Elektrofachkraft einbauen.',
          'Planen Sie ohne Netzstrom: Taschenlampen und Laternen, eine Akku- oder Solar-Powerstation, einen mechanischen Dosenöffner, Bargeld, Papierkarten und ausgedruckte Kontaktlisten.',
          'Halten Sie den Tank Ihres Fahrzeugs mindestens halb voll: Zapfsäulen brauchen Strom. Wissen Sie, wie Sie Ihr Garagentor von Hand öffnen (NWS).',
          'Stromaggregate nur im Freien betreiben, mindestens 20 Fuß (etwa 6 m) von Türen und Fenstern entfernt, nie in der Garage. Bringen Sie batteriebetriebene Kohlenmonoxidmelder an.',
          'Lebensmittel: Ein geschlossener Kühlschrank hält etwa 4 Stunden kalt, eine volle Gefriertruhe etwa 48 Stunden (halb voll 24). Lassen Sie die Türen zu (Ready.gov).',
          'Wenn jemand auf ein strombetriebenes Medizingerät angewiesen ist, planen Sie jetzt mit dem Arzt und Ihrem Stromversorger eine Notstromlösung.',
        ],
      },
      {
        title: 'Kommunikation und Wiederanlauf',
        lines: [
          'Vereinbaren Sie vorher, wo sich der Haushalt trifft, wenn die Telefone ausfallen, und legen Sie Funkzeiten fest, zum Beispiel 10 Minuten zu jeder vollen Stunde.',
          'Halten Sie Kontaktlisten auf Papier bereit; alle im Haushalt tragen eine Karte bei sich.',
          'Verfolgen Sie amtliche Informationen im Radio (MW und UKW, in den USA auch den NOAA-Wetterfunk); die Warnung über den Rundfunk ist dafür gebaut, auch ohne Internet zu funktionieren.',
          'Wenn ein schwerer geomagnetischer Sturm vorhergesagt wird: Laden Sie alles auf, füllen Sie Wasserbehälter, tanken Sie das Auto und ziehen Sie den Stecker bei allem, was Sie nicht brauchen.',
          'Nehmen Sie nach einem Ereignis zuerst die Kommunikation in Betrieb, sparen Sie Batterien und sehen Sie nach Nachbarn, die auf Medizingeräte angewiesen sind.',
        ],
      },
    ],
    gear: [
      'Faraday-Beutel-Set (verschiedene Größen)',
      'Faraday-Set mit verzinktem Stahleimer',
      'Leitfähiges Kupferklebeband',
      'Ersatz-Kurbelradio (MW/UKW/NOAA-Wetterfunk)',
      'Faltbares Solarmodul, 60 W',
    ],
    conclusion:
      'Bereiten Sie sich auf den Stromausfall vor, nicht auf den Weltuntergang. Die wahrscheinlichste ernste Folge eines EMP oder eines extremen Sonnensturms ist ein langer, großflächiger Stromausfall: derselbe Ausfall, den auch ein schweres Unwetter verursachen kann. Sorgen Sie zuerst dafür, dass Ihr Haushalt ihn übersteht, und schirmen Sie dann ein kleines Reserve-Set für Kommunikation, Strom, Licht und Daten in einem Behälter ab, den Sie selbst getestet haben. Ignorieren Sie Produkte, die Gewissheit versprechen; vertrauen Sie einer Vorsorge, die Sie überprüfen können.',
  },
  4: {
    title: 'Überleben in der Stadt: Wege hinaus',
    category: 'Sicherheit in der Stadt',
    excerpt:
      'Brücken, Tunnel und enge Straßen machen eine Stadt zum Nadelöhr. Planen Sie einen Haupt- und einen Ausweichweg, legen Sie Treffpunkte fest, machen Sie einen Plan für die Verständigung, der auch ohne Netz funktioniert, und bleiben Sie aufmerksam, ohne rechtliche Grenzen zu überschreiten.',
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
    gear: [
      'Wasserfeste Straßenkarte der Region',
      'Kartenkompass',
      'FRS-Funkgeräte (4er-Pack)',
      'Tasche für den Heimweg (24-L-Tagesrucksack)',
      'Taschenalarm',
    ],
    conclusion:
      'In der Stadt zählt der Plan mehr als die Ausrüstung. Wissen Sie, wann Sie bleiben und wann Sie gehen, legen Sie zwei Wege hinaus in verschiedene Richtungen fest, bestimmen Sie Ihre Treffpunkte, und sorgen Sie dafür, dass alle im Haushalt die Kontaktperson außerhalb auch ohne funktionierendes Handy erreichen. Bleiben Sie aufmerksam, meiden Sie Konfrontationen und halten Sie den Selbstschutz im Rahmen des Gesetzes. Wer früh entschieden hat, ist zuerst unterwegs.',
  },
};
