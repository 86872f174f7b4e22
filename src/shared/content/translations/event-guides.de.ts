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
import { formatsFor } from '../../i18n/format';
import { EVENT_GUIDE_FIGURES as F } from '../event-guide-figures';
import type { EventGuideTexts } from './event-guide-texts';
import { EVENT_GUIDE_TITLES_DE as TITLES } from './event-guide-titles';

/** Dezimalzahlen mit Komma ("3,8"). */
const n = (value: number) => formatsFor('de').number(value);

const WATER = `mindestens ${n(F.waterLitres)} Liter Wasser (eine US-Gallone) pro Person und Tag`;

const GERMANY_STOCK = `Das BBK rechnet in Deutschland mit einer längeren Zeit zu Hause als die US-Behörden: Essen und Trinken für ${F.bbkDays} Tage, mit ${F.bbkLitres} Litern Flüssigkeit pro Person und Tag. Der Notruf ist die ${F.euEmergencyNumber}; amtliche Warnungen erreichen Sie über die Warn-App NINA, das Radio und Sirenen.`;

const CALL_911 = `den Notruf (${F.usEmergencyNumber} in den USA, ${F.euEmergencyNumber} in Deutschland)`;

export const EVENT_GUIDES_DE: EventGuideTexts = {
  hurricane: {
    title: TITLES.hurricane,
    summary:
      'Kennen Sie Ihre Evakuierungszone, machen Sie Haus und Notgepäck bereit, solange der Sturm noch Tage entfernt ist, und entscheiden Sie früh, ob Sie gehen oder bleiben.',
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
  },
  flood: {
    title: TITLES.flood,
    summary:
      'Hochwasser ist die häufigste Katastrophe und kann innerhalb von Minuten kommen. Gehen Sie früh auf höher gelegenes Gelände, und gehen oder fahren Sie nie durch fließendes Wasser.',
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
  },
  wildfire: {
    title: TITLES.wildfire,
    summary:
      'Machen Sie Ihr Haus schwerer entflammbar, halten Sie in der Waldbrandsaison Notgepäck und Auto bereit und gehen Sie früh: Ein Waldbrand kann ein Wohngebiet schneller erreichen, als Sie packen können.',
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
  },
  'winter-storm': {
    title: TITLES['winter-storm'],
    summary:
      'Bleiben Sie während des Sturms zu Hause, heizen Sie sicher und ohne Kohlenmonoxid, und haben Sie eine Notausrüstung im Auto, falls Sie unterwegs überrascht werden.',
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
  },
  'extreme-heat': {
    title: TITLES['extreme-heat'],
    summary:
      'Hitze tötet in den USA mehr Menschen als jedes andere Wetter. Halten Sie sich kühl, trinken Sie Wasser, achten Sie aufeinander und lassen Sie nie ein Kind oder ein Tier im geparkten Auto.',
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
  },
  'power-outage': {
    title: TITLES['power-outage'],
    summary:
      'Halten Sie Licht, Wasser, Lebensmittel und eine Lademöglichkeit für Handys bereit, lassen Sie den Kühlschrank geschlossen und betreiben Sie nie ein Stromaggregat oder einen Grill in Innenräumen.',
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
  },
  earthquake: {
    title: TITLES.earthquake,
    summary:
      'Sichern Sie vorher die Wohnung, währenddessen: ducken, schützen, festhalten, und danach prüfen Sie auf Verletzungen, Gas und Schäden und rechnen mit Nachbeben.',
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
  },
};
