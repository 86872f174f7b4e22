/** Der Ratgeber „earthquake“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Erdbeben kommen ohne Vorwarnung, und die meisten Verletzungen entstehen durch herabfallende Gegenstände und Möbel und durch Menschen, die sich während des Bebens bewegen. Was eine Familie schützt, geschieht in Sekunden: ducken, schützen, festhalten, von allen ganz selbstverständlich ausgeführt. Die Arbeit vor dem Beben, schwere Dinge an den Wänden befestigen und Notgepäck packen, entscheidet, wie die Stunden danach verlaufen.',
  before: [
    'Befestigen Sie Bücherregale, Kommoden, Fernseher und den Warmwasserspeicher an den Wänden, und stellen Sie schwere und zerbrechliche Dinge in untere Fächer. Hängen Sie Bilder und Spiegel nicht über Betten.',
    'Finden Sie in jedem Raum den sicheren Platz: unter einem stabilen Tisch oder Schreibtisch oder an einer Innenwand, fern von Fenstern.',
    'Üben Sie „ducken, schützen, festhalten“ mindestens einmal im Jahr mit der ganzen Familie.',
    'Wissen Sie, wie Sie Gas und Wasser abdrehen, und legen Sie einen Schraubenschlüssel an den Absperrhahn.',
    `Halten Sie einen Notvorrat und Notgepäck bereit: ${WATER} für mindestens ${F.waterDays} Tage, Lebensmittel, einen Erste-Hilfe-Kasten, Taschenlampen und feste Schuhe an jedem Bett.`,
  ],
  during: [
    'Gehen Sie auf Hände und Knie, schützen Sie Kopf und Nacken unter einem stabilen Tisch (oder mit den Armen an einer Innenwand) und halten Sie sich fest, bis das Beben aufhört.',
    'Bleiben Sie, wo Sie sind: Laufen Sie während des Bebens nicht ins Freie oder in einen anderen Raum. Halten Sie Abstand zu Fenstern.',
    'Im Bett: Bleiben Sie liegen und schützen Sie Kopf und Nacken mit einem Kissen.',
    'Im Auto: Halten Sie fern von Gebäuden, Bäumen, Brücken und Stromleitungen an und bleiben Sie angeschnallt im Wagen.',
    'Im Freien: Entfernen Sie sich, wenn möglich, von Gebäuden, Straßenlaternen und Leitungen, dann ducken, schützen, festhalten.',
  ],
  after: [
    'Rechnen Sie mit Nachbeben: Jedes Mal wieder ducken, schützen, festhalten.',
    'Prüfen Sie, ob Sie oder andere verletzt sind, und leisten Sie Erste Hilfe. Verlassen Sie ein beschädigtes Gebäude.',
    'Riechen Sie Gas oder hören Sie ein Zischen, bringen Sie alle ins Freie, betätigen Sie keine Schalter, Streichhölzer oder Feuerzeuge und drehen Sie das Gas nur ab, wenn Sie wissen, wie; wieder aufdrehen muss es der Gasversorger.',
    'In Küstennähe: Gehen Sie sofort nach dem Beben auf höher gelegenes Gelände oder landeinwärts: Ein Tsunami kann binnen Minuten folgen, noch vor jeder amtlichen Warnung.',
    'Schreiben Sie Nachrichten, statt anzurufen, damit die Leitungen für Notrufe frei bleiben, und nehmen Sie die Treppe, nicht den Aufzug.',
    'Tragen Sie bei Glasscherben und Trümmern feste Schuhe und Handschuhe.',
  ],
  family: [
    'Üben Sie „ducken, schützen, festhalten“ mit Kindern als Spiel, bis sie es ohne Nachdenken tun, in jedem Raum und in der Schule.',
    'Vereinbaren Sie, wo sich die Familie trifft, wenn die Wohnung beschädigt ist, und sorgen Sie dafür, dass die Schule weiß, wer Ihre Kinder abholen darf.',
    'Haustiere verstecken sich oft oder laufen nach einem Beben weg: Halten Sie sie an der Leine oder in der Transportbox, prüfen Sie sie auf Verletzungen und halten Sie Marken und Unterlagen aktuell.',
    'Legen Sie auch an jedes Kinderbett ein Paar Schuhe und eine Taschenlampe.',
  ],
};

export default body;
