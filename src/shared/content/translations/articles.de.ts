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
import type { ArticleSummaryTexts } from '../articles';

/** What the knowledge hub's cards show; each guide's body is ./articles/de/<id>.ts (decision 0357). */
export const ARTICLE_SUMMARIES_DE: ArticleSummaryTexts = {
  1: {
    title: 'Notgepäck für 72 Stunden: das Wichtigste',
    category: 'Notfallvorsorge',
    excerpt:
      'Ein griffbereiter Rucksack pro Person, gepackt für 72 Stunden unterwegs: Wasser, Essen, Schutz vor Kälte und Nässe, Erste Hilfe, Licht, Kommunikation und Dokumente. Alle 6 Monate geprüft, damit er jederzeit bereit ist.',
    gear: [
      '45-L-Rucksack',
      'Tragbarer Wasserfilter und Tabletten',
      'Notfall-Biwaksack und Plane',
      'Erste-Hilfe-Set mit Trauma-Ausstattung',
      'Stirnlampe und Feuer-Set',
      'Kurbelradio mit NOAA-Wetterfunk',
    ],
  },
  2: {
    title: 'Wasseraufbereitung im Vergleich',
    category: 'Trinkwasser',
    excerpt:
      'Abkochen, Chlor, Filter oder Entkeimer? Ein Vergleich, was jede Methode entfernt, was ihr entgeht und wie Sie einen sicheren Vorrat von einer Gallone (rund 3,8 Liter) pro Person und Tag anlegen.',
    gear: [
      'LifeStraw Family (Schwerkraft-Entkeimer)',
      'LifeStraw Personal (Trinkhalmfilter)',
      'Sawyer Squeeze (Quetschfilter-Set)',
      'Chlordioxid-Tabletten zur Wasserentkeimung (30 Stück)',
      'Lebensmittelechter Wasserkanister (7 Gallonen, rund 26 Liter)',
    ],
  },
  3: {
    title: 'EMP-Vorsorge: Elektronik schützen',
    category: 'Technik und Strom',
    excerpt:
      'Belege statt Panikmache: was ein EMP oder ein schwerer Sonnensturm wirklich anrichten könnte, wie Faraday-Behälter funktionieren und wie Sie einen testen, und die günstigen Schritte, mit denen Kommunikation und Daten einen langen Stromausfall überstehen.',
    gear: [
      'Faraday-Beutel-Set (verschiedene Größen)',
      'Faraday-Set mit verzinktem Stahleimer',
      'Leitfähiges Kupferklebeband',
      'Ersatz-Kurbelradio (MW/UKW/NOAA-Wetterfunk)',
      'Faltbares Solarmodul, 60 W',
    ],
  },
  4: {
    title: 'Überleben in der Stadt: Wege hinaus',
    category: 'Sicherheit in der Stadt',
    excerpt:
      'Brücken, Tunnel und enge Straßen machen eine Stadt zum Nadelöhr. Planen Sie einen Haupt- und einen Ausweichweg, legen Sie Treffpunkte fest, machen Sie einen Plan für die Verständigung, der auch ohne Netz funktioniert, und bleiben Sie aufmerksam, ohne rechtliche Grenzen zu überschreiten.',
    gear: [
      'Wasserfeste Straßenkarte der Region',
      'Kartenkompass',
      'FRS-Funkgeräte (4er-Pack)',
      'Tasche für den Heimweg (24-L-Tagesrucksack)',
      'Taschenalarm',
    ],
  },
};
