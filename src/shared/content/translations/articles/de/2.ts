/** Ratgeber 2 auf Deutsch: Einleitung, Abschnitte und Fazit (Entscheidung 0357; Karte und Quellen: ../../articles.de.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[2] = {
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
  conclusion:
    'Erst bevorraten, dann aufbereiten, und sich nie auf nur eine Methode verlassen. Eine Gallone (rund 3,8 Liter) pro Person und Tag ist der Richtwert; zwei voneinander unabhängige Wege, Wasser aufzubereiten, sind das Mindeste. Stimmen Sie die Ausrüstung auf die Gefahr ab: Filter gegen Bakterien und Protozoen, Entkeimer oder Desinfektion gegen Viren, und gegen Kraftstoff oder Chemikalien hilft kein Gerät. Im Zweifel: abkochen.',
};

export default body;
