/** Ratgeber 3 auf Deutsch: Einleitung, Abschnitte und Fazit (Entscheidung 0357; Karte und Quellen: ../../articles.de.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[3] = {
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
  conclusion:
    'Bereiten Sie sich auf den Stromausfall vor, nicht auf den Weltuntergang. Die wahrscheinlichste ernste Folge eines EMP oder eines extremen Sonnensturms ist ein langer, großflächiger Stromausfall: derselbe Ausfall, den auch ein schweres Unwetter verursachen kann. Sorgen Sie zuerst dafür, dass Ihr Haushalt ihn übersteht, und schirmen Sie dann ein kleines Reserve-Set für Kommunikation, Strom, Licht und Daten in einem Behälter ab, den Sie selbst getestet haben. Ignorieren Sie Produkte, die Gewissheit versprechen; vertrauen Sie einer Vorsorge, die Sie überprüfen können.',
};

export default body;
