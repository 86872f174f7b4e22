/** Der Ratgeber „winter-storm“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { GERMANY_STOCK, WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Ein Wintersturm bringt Schnee, Eis und Kälte, die tagelang anhalten können, oft mit Stromausfällen und gesperrten Straßen. Die Gefahr ist weniger der Sturm als das, was Menschen darin tun: Auto fahren, wenn sie zu Hause bleiben sollten, einen Raum mit Herd oder Grill heizen oder das Herz beim Schneeschippen überlasten. Planen Sie, warm und sicher zu Hause zu bleiben, bis die Straßen geräumt sind.',
  before: [
    'Verfolgen Sie den Wetterbericht und melden Sie sich für örtliche Warnungen an. Eine Vorwarnung („winter storm watch“) bedeutet, dass ein Sturm möglich ist; eine Warnung („warning“), dass er erwartet wird oder schon da ist.',
    `Halten Sie einen Notvorrat für mehrere Tage ohne Strom bereit: ${WATER}, Lebensmittel, die man nicht kochen muss, Taschenlampen und Batterien, ein Batterieradio, Decken und warme Kleidung für alle.`,
    'Dämmen Sie Wasserrohre, wissen Sie, wo der Hauptwasserhahn ist, und lassen Sie Heizung und Schornstein vor der Saison prüfen.',
    'Testen Sie Rauch- und Kohlenmonoxidmelder und setzen Sie neue Batterien ein.',
    'Haben Sie eine Notausrüstung im Auto: Decken, eine Schaufel, einen Eiskratzer, Sand oder Katzenstreu für besseren Halt, ein Starthilfekabel, Wasser, Snacks, eine Taschenlampe und ein Handyladegerät, und halten Sie den Tank mindestens halb voll.',
  ],
  during: [
    'Bleiben Sie möglichst von den Straßen fern. Müssen Sie fahren, sagen Sie jemandem Ihre Strecke und wann Sie ankommen wollen.',
    `Bleibt das Auto stecken, bleiben Sie darin und rufen Sie Hilfe. Lassen Sie den Motor etwa ${F.engineMinutesPerHour} Minuten pro Stunde zum Heizen laufen, mit einem Spalt offenem Fenster und einem schneefreien Auspuff.`,
    `Heizen Sie die Wohnung nie mit einem Gasherd, Backofen, Grill oder Campingkocher, und betreiben Sie ein Stromaggregat nur im Freien, mindestens ${F.generatorMetres} m von Fenstern, Türen und Lüftungsöffnungen entfernt.`,
    `Stellen Sie Heizlüfter und Heizgeräte mindestens ${F.heaterMetres} m von allem Brennbaren entfernt auf, und schalten Sie sie aus, wenn Sie den Raum verlassen oder schlafen gehen.`,
    'Schließen Sie Räume ab, die Sie nicht brauchen, tragen Sie mehrere Schichten Kleidung, und bleiben Sie alle in einem warmen Raum, wenn die Heizung ausfällt.',
    'Achten Sie auf Erfrierungen (taube, weiße oder gräuliche Haut an Fingern, Zehen, Ohren oder Nase) und Unterkühlung (Zittern, Verwirrtheit, verwaschene Sprache, Benommenheit). Wärmen Sie die Person langsam auf und holen Sie ärztliche Hilfe.',
  ],
  after: [
    'Schippen Sie langsam, machen Sie Pausen und schieben Sie den Schnee, statt ihn zu heben: Schneeschippen belastet das Herz. Überlassen Sie es anderen, wenn Sie herzkrank sind.',
    'Befreien Sie Abluftöffnungen von Heizung und Trockner und den Auspuff des Autos vom Schnee, bevor Sie sie benutzen.',
    'Sehen Sie nach älteren Nachbarn und allen, die allein leben.',
    'Sind Rohre eingefroren, öffnen Sie den Wasserhahn und wärmen Sie das Rohr mit einem Föhn oder warmen Tüchern, nie mit offener Flamme.',
  ],
  family: [
    'Kinder kühlen schneller aus als Erwachsene: Ziehen Sie sie im Zwiebellook mit Mütze, Fäustlingen und wasserdichten Stiefeln an, holen Sie sie regelmäßig herein und wechseln Sie nasse Kleidung sofort.',
    'Babys sollten in warmen Schichten schlafen, nicht unter losen Decken, auch wenn es im Haus kalt ist.',
    'Holen Sie Haustiere ins Haus. Wischen Sie nach Spaziergängen die Pfoten ab, denn Streusalz und Enteiser schaden ihnen und sind giftig, wenn sie sie ablecken, und bewahren Sie Frostschutzmittel unerreichbar auf.',
    'Legen Sie zusätzliches Tierfutter und Wasser in den Notvorrat, und eine Decke für das Tier in die Notausrüstung im Auto.',
  ],
  germany: [GERMANY_STOCK],
};

export default body;
