/** Der Ratgeber „flood“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Hochwasser gibt es überall: nach Starkregen, Schneeschmelze, einem Hurrikan oder einem Dammbruch, und Sturzfluten können binnen Minuten fast ohne Vorwarnung steigen. Die meisten Menschen sterben bei Hochwasser im Fahrzeug, wenn sie durch Wasser fahren, das flach aussieht. Was eine Familie schützt, ist einfach: wissen, ob die eigene Wohnung überflutet werden kann, die Warnung hören können und auf höheres Gelände gelangen, bevor das Wasser kommt.',
  before: [
    'Finden Sie heraus, ob Ihre Wohnung, die Schule und Ihr Arbeitsplatz in einem Überschwemmungsgebiet liegen (in den USA zeigen es die Hochwasserkarten der FEMA, in Deutschland die Hochwassergefahrenkarten der Länder), und in welcher Richtung es von dort bergauf geht.',
    'Melden Sie sich für örtliche Warnungen an und lernen Sie die Begriffe: Eine Hochwasser-Vorwarnung („flood watch“) bedeutet, dass Hochwasser möglich ist; eine Hochwasser- oder Sturzflutwarnung („warning“), dass es da ist oder unmittelbar bevorsteht: Handeln Sie dann sofort.',
    `Eine gewöhnliche Hausversicherung deckt Hochwasserschäden nicht. Eine Hochwasserversicherung gilt meist erst nach ${F.floodInsuranceDays} Tagen; schließen Sie sie also lange vor der Hochwasserzeit ab.`,
    'Bewahren Sie wichtige Dokumente in einem wasserdichten Behälter auf einem hohen Regal auf, holen Sie Wertsachen und Chemikalien aus dem Keller, und wissen Sie, wie Sie den Strom an der Hauptsicherung abschalten.',
    `Packen Sie Notgepäck und legen Sie einen Trinkwasservorrat an: ${WATER}, für mindestens ${F.waterDays} Tage, denn das Leitungswasser kann nach einem Hochwasser tagelang unsicher sein.`,
  ],
  during: [
    'Werden Sie zur Evakuierung aufgefordert, gehen Sie sofort. Kommt das Wasser und Sie können nicht weg, gehen Sie ins oberste Stockwerk und nur wenn nötig aufs Dach; nie auf einen geschlossenen Dachboden.',
    `Kehren Sie um: Schon ${F.knockDownCentimetres} cm fließendes Wasser können einen Erwachsenen umwerfen, ${F.carryCarCentimetres} cm ein Auto wegtragen. Sie sehen nicht, wie tief es ist oder ob die Straße darunter noch da ist.`,
    'Wird Ihr Auto von steigendem Wasser erfasst, steigen Sie aus und gehen Sie auf höheres Gelände, wenn das sicher möglich ist; steigt das Wasser im Auto, klettern Sie aufs Dach.',
    'Meiden Sie Brücken über reißendes Wasser und halten Sie Abstand zu Gullys und Gräben.',
    'Schalten Sie den Strom an der Hauptsicherung nur ab, wenn Sie sie erreichen, ohne im Wasser zu stehen.',
  ],
  after: [
    'Kehren Sie erst zurück, wenn die Behörden es für sicher erklären, und bleiben Sie aus dem Hochwasser heraus: Es kann scharfe Trümmer verbergen und Abwasser, Chemikalien und Strom von heruntergerissenen Leitungen führen.',
    'Benutzen Sie Leitungswasser nicht zum Trinken, Kochen oder Zähneputzen, bis die Behörden es freigeben; nehmen Sie Ihren Trinkwasservorrat oder kochen Sie das Wasser vorher ab.',
    'Werfen Sie Lebensmittel, Medikamente und Babyflaschen oder Sauger weg, die mit Hochwasser in Berührung kamen.',
    `Lassen Sie nasse Räume trocknen und werfen Sie weg, was sich nicht innerhalb von ${F.mouldHoursFrom} bis ${F.mouldHoursTo} Stunden reinigen und trocknen lässt, damit sich kein Schimmel bildet. Tragen Sie beim Reinigen Handschuhe, Stiefel und eine FFP2-Maske (N95).`,
    'Fotografieren Sie die Schäden für Ihre Versicherung, bevor Sie sie beseitigen.',
  ],
  family: [
    'Hochwasser ist kein Spielplatz: Halten Sie Kinder davon fern, auch von angeschwollenen Bächen und Gullys, und waschen Sie Hände und Spielzeug, die damit in Berührung kamen.',
    'Bringen Sie Kindern die Regel „Kehr um, geh nie ins Wasser“ bei und den Weg auf höheres Gelände von zu Hause und von der Schule aus.',
    'Nehmen Sie Haustiere mit, wenn Sie gehen; ein zurückgelassenes Tier überlebt vielleicht nicht und ist womöglich tagelang nicht zu erreichen. Packen Sie Futter, Wasser, Leine oder Transportbox und die Unterlagen ein.',
    'Lassen Sie Haustiere nach dem Hochwasser nicht aus dem Hochwasser oder aus Pfützen trinken, und waschen Sie Pfoten und Fell, wenn sie hindurchgelaufen sind.',
  ],
  germany: [
    'Das BBK betont vor allem eines: Gehen Sie bei Hochwasser nie in den Keller, in eine Tiefgarage oder eine Kellerwohnung. Schon wenige Zentimeter Wasser können eine Tür zudrücken, und tief liegende Steckdosen können einen tödlichen Stromschlag verursachen.',
    'Das BBK rät außerdem, Autos rechtzeitig aus gefährdeten Garagen zu fahren und die Pegelmeldungen der Hochwasserzentrale Ihres Bundeslandes zu verfolgen.',
  ],
};

export default body;
