/** Der Ratgeber „wildfire“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { CALL_911, WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Waldbrände breiten sich schnell aus, wechseln mit dem Wind die Richtung und schicken Funkenflug den Flammen voraus. Ihr Rauch kann Menschen noch in vielen Kilometern Entfernung schaden. Am besten kommen die Familien durch, die früh aufgebrochen sind, mit einem Auto, das schon in die richtige Richtung zeigte, und fertig gepacktem Gepäck, und die ihr Haus so vorbereitet haben, dass es auch ohne sie eine Chance hat.',
  before: [
    'Melden Sie sich für örtliche Warnungen an und lernen Sie die Evakuierungszonen Ihrer Gemeinde und mindestens zwei Wege aus Ihrem Wohngebiet.',
    `Halten Sie die ersten ${F.clearMetres} m rund um das Haus frei von trockenem Laub, Abfall und Brennholz; reinigen Sie Dachrinnen und Dach und rücken Sie alles Brennbare von den Wänden weg.`,
    'Richten Sie einen Raum ein, der Rauch draußen hält: Fenster und Türen schließen und ein tragbares Luftreinigungsgerät mit HEPA-Filter betreiben. Halten Sie für jeden Erwachsenen und Jugendlichen FFP2-Masken (N95) bereit.',
    'Stellen Sie in der Waldbrandsaison das Notgepäck an die Tür, halten Sie den Tank mindestens halb voll und parken Sie das Auto mit der Front zur Ausfahrt.',
    `Lagern Sie ${WATER} für mindestens ${F.waterDays} Tage und einen Vorrat an Medikamenten für ${F.medicineDays} Tage.`,
  ],
  during: [
    'Gehen Sie, sobald die Behörden Sie dazu auffordern, und früher, wenn Sie sich nicht sicher fühlen. Warten Sie nicht, bis jemand an die Tür klopft.',
    'Wenn noch Zeit ist, bevor Sie gehen: Schließen Sie alle Fenster und Türen (unverschlossen), drehen Sie das Gas ab, rücken Sie Möbel von den Fenstern weg und lassen Sie das Licht an, damit die Feuerwehr das Haus im Rauch sieht.',
    'Fahren Sie mit Licht, geschlossenen Fenstern und auf Umluft gestellter Lüftung. Achten Sie auf Menschen, Tiere und Einsatzfahrzeuge auf der Straße.',
    `Sind Sie eingeschlossen, rufen Sie ${CALL_911} und sagen Sie, wo Sie sind. Bleiben Sie in einem Gebäude oder einem Auto auf freier Fläche, fern von Bäumen und Gestrüpp, und halten Sie sich unter dem Rauch tief.`,
    'Liegen Sie nicht im Weg des Feuers, achten Sie auf die Luftqualität. Bei dichtem Rauch bleiben alle drinnen, die Fenster geschlossen und der Raum mit dem Luftreiniger in Betrieb.',
  ],
  after: [
    'Kehren Sie erst nach Hause zurück, wenn die Behörden es für sicher erklären. Glutnester können noch tagelang aufflammen.',
    'Achten Sie auf Aschegruben und heiße Glut, heruntergefallene Stromleitungen und beschädigte Bäume. Tragen Sie beim Aufräumen feste Stiefel, Handschuhe, lange Ärmel und eine FFP2-Maske (N95).',
    'Feuchten Sie Asche leicht an, bevor Sie sie zusammenkehren, und halten Sie Kinder und Haustiere davon fern.',
    'Werfen Sie Lebensmittel, Wasser und Medikamente weg, die in der Nähe des Feuers waren oder Hitze und Rauch ausgesetzt waren. Befolgen Sie alle Hinweise zum Trinkwasser.',
    'Fotografieren Sie die Schäden für Ihre Versicherung, bevor Sie mit dem Aufräumen beginnen.',
  ],
  family: [
    'Kinder atmen im Verhältnis zu ihrer Größe mehr Luft ein als Erwachsene, deshalb schadet ihnen Rauch mehr: Lassen Sie sie an verrauchten Tagen drinnen und gehen Sie in den Raum mit dem Luftreiniger. Gewöhnliche FFP2-Masken passen kleinen Kindern nicht gut.',
    'Stellen Sie in der Waldbrandsaison Transportboxen und Leinen an die Tür und holen Sie Haustiere herein, sobald Rauch in der Luft liegt, damit Sie sie nicht suchen müssen, wenn die Aufforderung kommt.',
    'Packen Sie für jedes Haustier Futter, Wasser, Medikamente und Unterlagen ein, und planen Sie lange vor der Saison einen Platz für größere Tiere.',
    'Üben Sie die Evakuierung mit der ganzen Familie: wer was trägt, wer welches Tier nimmt und in welche Richtung Sie fahren.',
  ],
};

export default body;
