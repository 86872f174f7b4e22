/** Der Ratgeber „power-outage“ auf Deutsch: Einleitung und Schritte (Entscheidung 0357; Titel und Zusammenfassung: ../../event-guides.de.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { CALL_911, GERMANY_STOCK, WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Stürme, Hitze und Kälte und Störungen im Netz können den Strom unterbrechen, für Stunden oder für Tage. Ein Stromausfall legt mehr lahm als das Licht: Heizung und Kühlung, den Kühlschrank, medizinische Geräte, die Pumpe eines Brunnens, Kartenzahlung und nach einer Weile auch das Handynetz. Eine Familie, die an all das gedacht hat, kann auch einen langen Stromausfall sicher zu Hause überstehen.',
  before: [
    'Legen Sie Taschenlampen oder Stirnlampen und Ersatzbatterien dorthin, wo alle sie im Dunkeln finden; verzichten Sie auf Kerzen, sie verursachen Brände.',
    'Halten Sie ein Batterie- oder Kurbelradio, geladene Powerbanks und ein Autoladegerät für Handys bereit.',
    `Lagern Sie ${WATER} für mindestens ${F.waterDays} Tage und Lebensmittel, die man nicht kochen muss, dazu einen Dosenöffner, der ohne Strom funktioniert.`,
    'Ist jemand für ein medizinisches Gerät oder gekühlte Medikamente auf Strom angewiesen, besprechen Sie jetzt mit der Ärztin oder dem Arzt einen Notfallplan und informieren Sie Ihren Stromversorger.',
    'Installieren Sie auf jeder Etage Kohlenmonoxidmelder mit Batterie und halten Sie etwas Bargeld bereit: Kartenlesegeräte und Geldautomaten funktionieren nicht mehr.',
    'Lernen Sie, wie Sie das Garagentor von Hand öffnen.',
  ],
  during: [
    `Halten Sie Kühlschrank und Gefriertruhe geschlossen. Ein geschlossener Kühlschrank hält Lebensmittel etwa ${F.fridgeHours} Stunden kalt, eine volle Gefriertruhe etwa ${F.freezerFullHours} Stunden (${F.freezerHalfHours}, wenn sie halb voll ist).`,
    `Betreiben Sie ein Stromaggregat nur im Freien, mindestens ${F.generatorMetres} m von Fenstern, Türen und Lüftungsöffnungen entfernt. Benutzen Sie Stromaggregat, Grill, Campingkocher oder Gasherd nie drinnen zum Kochen oder Heizen: Kohlenmonoxid riecht man nicht, und es tötet.`,
    'Ziehen Sie die Stecker von Geräten und Elektronik, damit eine Spannungsspitze sie nicht beschädigt, wenn der Strom zurückkommt; lassen Sie eine Lampe eingeschaltet, damit Sie es merken.',
    'Bei Kälte versammeln Sie sich in einem Raum und tragen mehrere Schichten Kleidung; bei Hitze gehen Sie in einen öffentlichen kühlen Raum, wenn es zu Hause zu heiß wird.',
    `Melden Sie den Ausfall Ihrem Stromversorger und halten Sie Abstand zu heruntergefallenen Leitungen: Rufen Sie ${CALL_911} und behandeln Sie jede Leitung, als stünde sie unter Strom.`,
  ],
  after: [
    `Werfen Sie verderbliche Lebensmittel (Fleisch, Fisch, Eier, Milch, Reste) weg, die ${F.foodUnsafeHours} Stunden oder länger wärmer als ${F.foodUnsafeCelsius} °C waren. Im Zweifel wegwerfen; probieren Sie nie, ob etwas noch gut ist.`,
    'Prüfen Sie gekühlte Medikamente: Fragen Sie in der Apotheke oder Arztpraxis, ob sie noch sicher sind.',
    'Stecken Sie Geräte einzeln nacheinander wieder ein und füllen Sie Batterien, Wasser und Lebensmittel wieder auf.',
    'Notieren Sie, was während des Ausfalls gefehlt hat, und ergänzen Sie Ihren Notvorrat damit.',
  ],
  family: [
    'Geben Sie jedem Kind eine eigene kleine Taschenlampe und zeigen Sie ihm, wo die Ersatzbatterien sind; mit einem eigenen Licht ist die Dunkelheit weniger beängstigend.',
    'Halten Sie Kinder von Stromaggregaten und Kraftstoff fern, und sorgen Sie dafür, dass sie wissen: Eine heruntergefallene Leitung fasst man nie an.',
    'Planen Sie Säuglingsnahrung und Fläschchen, die sich ohne Strom zubereiten lassen, mit Ihrem Trinkwasservorrat.',
    'Halten Sie Haustiere bei angenehmer Temperatur und ihr Wasser frisch; Aquarien und Terrarien brauchen vielleicht eine Batteriepumpe oder ein Wärmepad.',
  ],
  germany: [
    GERMANY_STOCK,
    `Das BBK ergänzt: Bei einem langen Stromausfall können auch Leitungswasser und Heizung ausfallen, und der Notruf ist telefonisch vielleicht nicht erreichbar; gehen Sie dann zur Feuerwache oder Polizeiwache. In vielen Orten werden Anlaufstellen eingerichtet (Notfalltreffpunkte oder „Leuchttürme“).`,
  ],
};

export default body;
