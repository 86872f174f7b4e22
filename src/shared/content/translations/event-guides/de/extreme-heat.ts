/** Der Ratgeber „extreme-heat“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { CALL_911, n } from './common';

const body: EventGuideBodyText = {
  intro:
    'Eine Hitzewelle sieht nicht nach Katastrophe aus, und doch sterben in den USA jedes Jahr mehr Menschen an Hitze als an Hurrikanen, Hochwasser oder Tornados. Am stärksten gefährdet sind Babys und kleine Kinder, ältere Menschen, Schwangere, Menschen, die im Freien arbeiten, und Menschen mit Herz- oder Lungenerkrankungen, und ebenso Haustiere. Hitzeerkrankungen lassen sich verhindern: kühl bleiben, genug trinken und die Warnzeichen kennen.',
  before: [
    'Melden Sie sich für örtliche Warnungen an und achten Sie auf Hitzewarnungen; der Hitzeindex (Temperatur und Luftfeuchtigkeit zusammen) ist das, was Ihr Körper spürt.',
    'Finden Sie heraus, wo Sie sich abkühlen können: in einer Bücherei, einem Einkaufszentrum oder einem öffentlichen kühlen Raum Ihrer Gemeinde, und wie Sie dorthin kommen.',
    'Halten Sie die Wohnung kühler: Lassen Sie die Klimaanlage vor dem Sommer prüfen und verdunkeln Sie sonnige Fenster mit Jalousien oder Vorhängen.',
    'Lernen Sie die Zeichen von Hitzeerschöpfung und Hitzschlag (unten), und wissen Sie, wer in Ihrer Familie Medikamente nimmt, die Hitze schwerer erträglich machen; fragen Sie die Ärztin oder den Arzt.',
    `Halten Sie zu Hause zusätzliches Wasser bereit: Bei Hitze braucht man mehr als die üblichen ${n(F.waterLitres)} Liter (eine US-Gallone) pro Person und Tag.`,
  ],
  during: [
    'Halten Sie sich so viel wie möglich in klimatisierten Räumen auf. Ventilatoren allein verhindern bei großer Hitze keine Hitzeerkrankung; eine kühle Dusche oder ein kühles Bad hilft.',
    'Trinken Sie regelmäßig Wasser, bevor Sie Durst bekommen, und meiden Sie Alkohol und sehr zuckerhaltige Getränke.',
    'Verlegen Sie Arbeit und Spiel im Freien auf den frühen Morgen und den Abend, ruhen Sie oft im Schatten und tragen Sie leichte, weite Kleidung und einen breitkrempigen Hut.',
    `Lassen Sie nie ein Kind, einen pflegebedürftigen Erwachsenen oder ein Haustier allein im geparkten Auto, nicht einmal für eine Minute: Ein Auto kann sich in ${F.carHeatMinutes} Minuten um etwa ${F.carHeatCelsius} °C aufheizen.`,
    'Hitzeerschöpfung (starkes Schwitzen, kalte, feuchte Haut, Schwindel, Übelkeit, schneller, schwacher Puls): An einen kühlen Ort bringen, Kleidung lockern, kühle, feuchte Tücher auflegen und Wasser in kleinen Schlucken trinken lassen. Holen Sie Hilfe, wenn es länger als eine Stunde anhält oder die Person sich erbricht.',
    `Hitzschlag (Körpertemperatur von ${n(F.heatStrokeCelsius)} °C oder mehr, heiße, rote Haut, Verwirrtheit, Ohnmacht): Rufen Sie ${CALL_911}, bringen Sie die Person an einen kühleren Ort und kühlen Sie sie mit Wasser oder Tüchern. Geben Sie ihr nichts zu trinken.`,
  ],
  after: [
    'Wohnungen bleiben heiß, wenn das Wetter schon kühler ist: Prüfen Sie weiter die Raumtemperatur und wie es allen geht.',
    `Sehen Sie während und nach einer Hitzewelle mindestens ${F.checksPerDay}-mal am Tag nach älteren Nachbarn und allen, die allein leben.`,
    'Füllen Sie Wasser und Elektrolytgetränke wieder auf und notieren Sie für das nächste Mal, was geholfen hat, etwa der kühle Raum der Gemeinde oder ein Zimmer, das kühl bleibt.',
  ],
  family: [
    'Babys und Kleinkinder können nicht sagen, dass ihnen zu heiß ist: Bieten Sie oft Wasser an (Babys Muttermilch oder Säuglingsnahrung), ziehen Sie sie leicht an und halten Sie sie im Schatten.',
    'Sehen Sie jedes Mal auf den Rücksitz, bevor Sie das Auto verlassen, und schließen Sie das Auto ab, damit Kinder nicht zum Spielen hineinklettern.',
    'Haustiere brauchen den ganzen Tag Schatten und frisches Wasser. Gehen Sie früh oder spät mit dem Hund: Heißer Asphalt verbrennt die Pfoten; prüfen Sie ihn mit dem Handrücken.',
    'Zeichen von Hitzestress bei Tieren sind starkes Hecheln, Sabbern, Schwäche und Zusammenbrechen: Bringen Sie das Tier an einen kühlen Ort, machen Sie es mit kühlem (nicht eiskaltem) Wasser nass und rufen Sie die Tierärztin oder den Tierarzt.',
  ],
  germany: [
    'In Deutschland gibt der Deutsche Wetterdienst (DWD) Hitzewarnungen über die Warn-App NINA und die App WarnWetter heraus. Die Hitze-Tipps des BBK decken sich mit denen der US-Behörden: ausreichend trinken, die Mittagssonne meiden, Räume tagsüber abdunkeln und nachts lüften.',
  ],
};

export default body;
