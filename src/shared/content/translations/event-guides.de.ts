/**
 * Die Ratgeber für Notfälle auf Deutsch (Entscheidung 0346): dieselben Ratgeber wie die englischen
 * (../event-guides.ts), Text für Text in derselben Reihenfolge, formell („Sie“). Die Zahlen kommen
 * aus ../event-guide-figures.ts, metrisch und mit deutschem Dezimalkomma; Quellen, Slugs und Links
 * bleiben die des englischen Moduls.
 *
 * Wortwahl nach den Seiten des BBK (Bundesamt für Bevölkerungsschutz und Katastrophenhilfe), wo
 * sie die Lage behandeln: „Ratgeber für Notfallvorsorge und richtiges Handeln in Notsituationen“
 * (Notvorrat, Notgepäck, Trinkwasser, Dokumentenmappe, Hausapotheke) und bbk.bund.de,
 * „Tipps für Notsituationen“: Hochwasser, Stromausfall, Unwetter, Hitze, Waldbrand, Erdbeben
 * (Warnung, Warn-App NINA, Notruf 112, „Keller meiden“, Notfalltreffpunkte). Wo die Ratgeber US-Lagen
 * beschreiben (Hurrikan, Evakuierungszonen, Notruf 911, die US-Hochwasserversicherung), wird der
 * englische Rat übersetzt und als US-Rat kenntlich gemacht.
 */
import type { EventGuideSummaryTexts } from './event-guide-texts';
import { EVENT_GUIDE_TITLES_DE as TITLES } from './event-guide-titles';

/** What the knowledge hub's cards show; each guide's body is ./event-guides/de/<slug>.ts (decision 0357). */
export const EVENT_GUIDE_SUMMARIES_DE: EventGuideSummaryTexts = {
  hurricane: {
    title: TITLES.hurricane,
    summary:
      'Kennen Sie Ihre Evakuierungszone, machen Sie Haus und Notgepäck bereit, solange der Sturm noch Tage entfernt ist, und entscheiden Sie früh, ob Sie gehen oder bleiben.',
  },
  flood: {
    title: TITLES.flood,
    summary:
      'Hochwasser ist die häufigste Katastrophe und kann innerhalb von Minuten kommen. Gehen Sie früh auf höher gelegenes Gelände, und gehen oder fahren Sie nie durch fließendes Wasser.',
  },
  wildfire: {
    title: TITLES.wildfire,
    summary:
      'Machen Sie Ihr Haus schwerer entflammbar, halten Sie in der Waldbrandsaison Notgepäck und Auto bereit und gehen Sie früh: Ein Waldbrand kann ein Wohngebiet schneller erreichen, als Sie packen können.',
  },
  'winter-storm': {
    title: TITLES['winter-storm'],
    summary:
      'Bleiben Sie während des Sturms zu Hause, heizen Sie sicher und ohne Kohlenmonoxid, und haben Sie eine Notausrüstung im Auto, falls Sie unterwegs überrascht werden.',
  },
  'extreme-heat': {
    title: TITLES['extreme-heat'],
    summary:
      'Hitze tötet in den USA mehr Menschen als jedes andere Wetter. Halten Sie sich kühl, trinken Sie Wasser, achten Sie aufeinander und lassen Sie nie ein Kind oder ein Tier im geparkten Auto.',
  },
  'power-outage': {
    title: TITLES['power-outage'],
    summary:
      'Halten Sie Licht, Wasser, Lebensmittel und eine Lademöglichkeit für Handys bereit, lassen Sie den Kühlschrank geschlossen und betreiben Sie nie ein Stromaggregat oder einen Grill in Innenräumen.',
  },
  earthquake: {
    title: TITLES.earthquake,
    summary:
      'Sichern Sie vorher die Wohnung, währenddessen: ducken, schützen, festhalten, und danach prüfen Sie auf Verletzungen, Gas und Schäden und rechnen mit Nachbeben.',
  },
};
