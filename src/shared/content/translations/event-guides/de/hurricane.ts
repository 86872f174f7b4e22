/** Der Ratgeber „hurricane“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { GERMANY_STOCK, WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Ein Hurrikan kündigt sich Tage vorher an, und diese Zeit ist das Wertvollste, was Sie haben. Die meisten Todesopfer fordert das Wasser, nicht der Wind: die Sturmflut an der Küste und Überschwemmungen im Landesinneren. Eine Familie, die schon entschieden hat, wohin sie gehen würde, und dafür gepackt hat, kann ruhig aufbrechen, wenn die Aufforderung kommt. Dieser Ratgeber führt durch die Tage davor, den Sturm selbst und die Wochen danach.',
  before: [
    'Finden Sie Ihre Evakuierungszone und den Weg hinaus heraus, und vereinbaren Sie, wohin Sie gehen würden: zu Freunden oder Verwandten außerhalb der Zone, in ein Hotel, das Haustiere aufnimmt, oder in eine öffentliche Notunterkunft.',
    `Melden Sie sich für die Warnungen Ihres Bezirks an und halten Sie ein Batterie- oder Kurbelradio bereit. Eine Hurrikan-Vorwarnung („watch“) bedeutet, dass Hurrikanbedingungen möglich sind, meist etwa ${F.hurricaneWatchHours} Stunden vorher; eine Hurrikanwarnung („warning“), dass sie erwartet werden, etwa ${F.hurricaneWarningHours} Stunden vorher.`,
    `Packen Sie für jede Person ein Notgepäck und halten Sie zu Hause einen Notvorrat für den Fall, dass Sie bleiben: ${WATER}, für mindestens ${F.waterDays} Tage, wenn möglich für ${F.waterWeeks} Wochen, dazu Lebensmittel, die man nicht kochen muss.`,
    `Halten Sie von jedem verschreibungspflichtigen Medikament einen Vorrat für ${F.medicineDays} Tage bereit, Kopien von Ausweisen, Versicherungspolicen und medizinischen Unterlagen in einer wasserdichten Dokumentenmappe und etwas Bargeld in kleinen Scheinen.`,
    'Sobald eine Vorwarnung gilt: Holen Sie Gartenmöbel, Spielzeug und Grills herein, schützen Sie die Fenster mit Sturmläden oder zugeschnittenen Sperrholzplatten (Klebeband hilft nicht), tanken Sie das Auto voll und laden Sie Handys und Powerbanks.',
    `Prüfen Sie jetzt Ihre Versicherung: Eine gewöhnliche Hausversicherung deckt Überschwemmungen nicht, und eine neue Hochwasserversicherung gilt meist erst nach ${F.floodInsuranceDays} Tagen.`,
  ],
  during: [
    'Fordern die Behörden zur Evakuierung auf, brechen Sie sofort auf, auf dem angegebenen Weg. Warten Sie nicht ab, wie schlimm es wird: Straßen und Brücken werden gesperrt, wenn der Wind zunimmt.',
    'Wenn Sie bleiben, gehen Sie in einen kleinen Innenraum, eine Kammer oder einen Flur im untersten Stockwerk, das nicht überflutet wird, fern von Fenstern. Steigt das Wasser, gehen Sie höher, aber nie auf einen geschlossenen Dachboden, wo Sie eingeschlossen werden könnten.',
    'Gehen, schwimmen oder fahren Sie nie durch Hochwasser: Kehren Sie um.',
    'Die Ruhe im Auge des Sturms ist nicht sein Ende. Bleiben Sie drinnen, bis die Behörden sagen, dass der Sturm vorüber ist; der Wind kommt aus der anderen Richtung zurück.',
    'Schreiben Sie Nachrichten, statt anzurufen, damit die Leitungen frei bleiben, und verfolgen Sie weiter die Warnungen im Radio.',
  ],
  after: [
    'Kehren Sie erst nach Hause zurück, wenn die Behörden es für sicher erklären. Achten Sie auf heruntergerissene Stromleitungen, lose Trümmer und beschädigte Straßen und Brücken.',
    `Betreiben Sie ein Stromaggregat nur im Freien, mindestens ${F.generatorMetres} m von Fenstern, Türen und Lüftungsöffnungen entfernt: Kohlenmonoxid tötet ohne Vorwarnung. Grillen Sie nie drinnen und benutzen Sie dort keinen Campingkocher.`,
    `Werfen Sie Lebensmittel weg, die mit Hochwasser in Berührung kamen, und verderbliche Lebensmittel, die ${F.foodUnsafeHours} Stunden oder länger wärmer als ${F.foodUnsafeCelsius} °C waren. Befolgen Sie Aufrufe, das Trinkwasser abzukochen.`,
    'Tragen Sie beim Aufräumen Handschuhe, feste Stiefel und lange Ärmel; fotografieren Sie die Schäden für Ihre Versicherung, bevor Sie sie beseitigen.',
    'Aufräumen ist anstrengend und heiß: Machen Sie Pausen, trinken Sie Wasser und arbeiten Sie zu zweit.',
  ],
  family: [
    'Geben Sie jedem Kind eine kleine Aufgabe im Plan (den eigenen Rucksack tragen, ein Lieblingsspielzeug oder -buch, die Leine des Haustiers) und üben Sie die Fahrt zur Evakuierung einmal im Jahr gemeinsam.',
    'Klären Sie vor der Abfahrt, ob Ihre Notunterkunft oder Ihr Hotel Haustiere aufnimmt; in öffentlichen Notunterkünften sind nur Assistenztiere immer erlaubt. Packen Sie für jedes Tier Futter, Wasser, Näpfe, Leine oder Transportbox, Medikamente und den Impfpass ein.',
    'Versehen Sie jedes Haustier mit einer Marke mit Ihrer Handynummer und haben Sie von jedem ein aktuelles Foto auf dem Handy, falls Sie getrennt werden.',
    'Halten Sie Kinder nach dem Sturm von Hochwasser und Trümmern fern; beim Aufräumen beschädigter Räume sollten sie nicht helfen.',
  ],
  germany: [GERMANY_STOCK],
};

export default body;
