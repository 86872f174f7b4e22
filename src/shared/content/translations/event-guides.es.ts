/**
 * Las guías para emergencias en español (decisión 0346): las mismas guías que las inglesas
 * (../event-guides.ts), texto por texto y en el mismo orden, tratando al lector de "usted". Las
 * cifras salen de ../event-guide-figures.ts, primero la estadounidense y al lado la métrica, como lo
 * hace Listo.gov; las fuentes, los slugs y los enlaces son los del módulo inglés.
 *
 * Vocabulario según Listo.gov (la versión en español de Ready.gov): „Haga un plan“, „Arme un kit“
 * (kit de emergencia, suministros, plan de emergencia) y sus páginas de riesgos: Huracanes,
 * Inundaciones, Incendios forestales, Clima invernal, Calor extremo, Apagones, Terremotos
 * („Dé la vuelta, no se ahogue“; „Agáchese, cúbrase y agárrese“); las páginas en español de la Cruz
 * Roja Americana (cruzrojaamericana.org: preparación para emergencias) y los términos del Servicio
 * Meteorológico Nacional (vigilancia y aviso de huracán).
 */
import { formatsFor } from '../../i18n/format';
import { EVENT_GUIDE_FIGURES as F } from '../event-guide-figures';
import type { EventGuideTexts } from './event-guide-texts';
import { EVENT_GUIDE_TITLES_ES as TITLES } from './event-guide-titles';

/** Decimales como en Listo.gov ("3.8"). */
const n = (value: number) => formatsFor('es').number(value);

const WATER = `al menos ${F.waterGallons} galón (unos ${n(F.waterLitres)} litros) de agua por persona por día`;

const GERMANY_STOCK = `La BBK de Alemania planifica una estadía en casa más larga que las agencias de EE. UU.: alimentos y bebidas para ${F.bbkDays} días, contando ${F.bbkLitres} litros de líquido por persona por día. El número de emergencia es el ${F.euEmergencyNumber}, y los avisos oficiales llegan por la aplicación NINA, la radio y las sirenas.`;

export const EVENT_GUIDES_ES: EventGuideTexts = {
  hurricane: {
    title: TITLES.hurricane,
    summary:
      'Conozca su zona de evacuación, prepare la casa y las mochilas de emergencia cuando la tormenta aún está a días de distancia, y decida con tiempo si se va o se queda.',
    intro:
      'Un huracán le da días de aviso, y ese tiempo es lo mejor que tiene. La mayoría de las muertes las causa el agua, no el viento: la marejada ciclónica en la costa y las inundaciones tierra adentro. La familia que ya decidió adónde iría, y empacó para ello, puede salir con calma cuando llegue la orden. Esta guía recorre los días previos, la tormenta misma y las semanas posteriores.',
    before: [
      'Averigüe cuál es su zona de evacuación y la ruta para salir de ella, y acuerden adónde irían: a casa de un amigo o familiar fuera de la zona, a un hotel que acepte mascotas o a un refugio público.',
      `Inscríbase en las alertas de su condado y tenga una radio meteorológica de baterías o de manivela. Una vigilancia de huracán significa que las condiciones de huracán son posibles, por lo general unas ${F.hurricaneWatchHours} horas antes; un aviso significa que se esperan, unas ${F.hurricaneWarningHours} horas antes.`,
      `Prepare una mochila de emergencia por persona y tenga suministros en casa por si se queda: ${WATER} durante al menos ${F.waterDays} días, ${F.waterWeeks} semanas si puede, además de alimentos que no necesiten cocción.`,
      `Tenga un suministro para ${F.medicineDays} días de cada receta médica, copias de identificaciones, pólizas de seguro y expedientes médicos en una bolsa impermeable, y algo de efectivo en billetes pequeños.`,
      'Cuando se emita una vigilancia: entre los muebles de exterior, los juguetes y las parrillas, cubra las ventanas con contraventanas o tablas de madera contrachapada ya cortadas (la cinta adhesiva no sirve), llene el tanque del auto y cargue los teléfonos y las baterías portátiles.',
      `Revise su seguro ahora: las pólizas de vivienda comunes no cubren inundaciones, y una póliza nueva de inundación suele tardar ${F.floodInsuranceDays} días en entrar en vigor.`,
    ],
    during: [
      'Si las autoridades le indican que evacúe, salga de inmediato por la ruta que le indiquen. No espere a ver qué tan grave se pone: las carreteras y los puentes se cierran cuando arrecia el viento.',
      'Si se queda, vaya a una habitación interior pequeña, un clóset o un pasillo del piso más bajo que no se inunde, lejos de las ventanas. Si el agua sube, vaya más arriba, pero nunca a un ático cerrado donde podría quedar atrapado.',
      'Nunca camine, nade ni maneje por aguas de inundación: dé la vuelta, no se ahogue.',
      'La calma del ojo no es el final. Quédese adentro hasta que las autoridades digan que la tormenta ya pasó; el viento regresa desde el otro lado.',
      'Envíe mensajes de texto en vez de llamar para que las líneas queden libres, y siga escuchando las alertas locales o la radio meteorológica.',
    ],
    after: [
      'Regrese a casa solo cuando las autoridades digan que es seguro. Tenga cuidado con los cables eléctricos caídos, los escombros sueltos y las carreteras y puentes debilitados.',
      `Use un generador solo al aire libre, a al menos ${F.generatorFeet} pies (${F.generatorMetres} m) de ventanas, puertas y respiraderos: el monóxido de carbono mata sin aviso. Nunca use una parrilla ni una estufa de campamento dentro de la casa.`,
      `Deseche los alimentos que tocaron el agua de la inundación y los alimentos perecederos que estuvieron a más de ${F.foodUnsafeFahrenheit} °F (${F.foodUnsafeCelsius} °C) durante ${F.foodUnsafeHours} horas o más. Siga los avisos de hervir el agua.`,
      'Use guantes, botas resistentes y mangas largas al limpiar; tome fotos de los daños para su seguro antes de retirarlos.',
      'La limpieza es agotadora y calurosa: tome descansos, beba agua y trabaje en pareja.',
    ],
    family: [
      'Dele a cada niño una tarea pequeña en el plan (llevar su propia mochila, un juguete o libro favorito, la correa de la mascota) y practiquen juntos el trayecto de evacuación una vez al año.',
      'Asegúrese de que su refugio u hotel acepte mascotas antes de salir; en los refugios públicos solo se admiten siempre los animales de servicio. Empaque para cada mascota comida, agua, platos, correa o transportadora, medicinas y registros de vacunación.',
      'Ponga a cada mascota una placa con su número de celular y guarde en el teléfono una foto reciente de cada una por si se separan.',
      'Mantenga a los niños fuera del agua de la inundación y lejos de los escombros después de la tormenta; no deben ayudar a limpiar las habitaciones dañadas.',
    ],
    germany: [GERMANY_STOCK],
  },
  flood: {
    title: TITLES.flood,
    summary:
      'Las inundaciones son el desastre más común y pueden llegar en minutos. Vaya a un lugar alto con tiempo, y nunca camine ni maneje por agua en movimiento.',
    intro:
      'Las inundaciones ocurren en todas partes: después de lluvias intensas, del deshielo, de un huracán o de la falla de una represa, y las inundaciones repentinas pueden subir en minutos casi sin aviso. La mayoría de las muertes por inundación ocurren en vehículos, cuando alguien intenta cruzar agua que parece poco profunda. Lo que protege a una familia es sencillo: saber si su casa puede inundarse, tener cómo enterarse del aviso y llegar a un lugar alto antes que el agua.',
    before: [
      'Averigüe si su casa, la escuela y su trabajo están en una zona inundable (los mapas de inundación de FEMA lo muestran), y hacia dónde queda el terreno más alto desde cada lugar.',
      'Inscríbase en las alertas locales y aprenda los términos: una vigilancia de inundación significa que una inundación es posible; un aviso de inundación o de inundación repentina significa que está ocurriendo o a punto de ocurrir, así que actúe de inmediato.',
      `El seguro de vivienda común no cubre los daños por inundación. Una póliza de inundación suele tardar ${F.floodInsuranceDays} días en entrar en vigor, así que cómprela mucho antes de la temporada.`,
      'Guarde los documentos importantes en un recipiente impermeable en un estante alto, saque del sótano los objetos de valor y los productos químicos, y sepa cómo cortar la electricidad en el interruptor principal.',
      `Prepare mochilas de emergencia y una reserva de agua en casa: ${WATER} durante al menos ${F.waterDays} días, ya que el agua de la llave puede no ser segura durante días después de una inundación.`,
    ],
    during: [
      'Si le indican que evacúe, váyase de inmediato. Si el agua se acerca y no puede salir, suba al piso más alto, y al techo solo si es necesario; nunca a un ático cerrado.',
      `Dé la vuelta, no se ahogue: apenas ${F.knockDownInches} pulgadas (${F.knockDownCentimetres} cm) de agua en movimiento pueden derribar a un adulto y ${F.carryCarFeet} pie (${F.carryCarCentimetres} cm) puede arrastrar un auto. Usted no puede ver qué tan profunda es ni si la carretera debajo sigue ahí.`,
      'Si el agua que sube atrapa su auto, salga y vaya a un lugar alto si puede hacerlo con seguridad; si el agua sube dentro del auto, súbase al techo.',
      'No cruce puentes sobre corrientes rápidas y manténgase lejos de alcantarillas y zanjas.',
      'Corte la electricidad en el interruptor principal solo si puede llegar a él sin pararse en el agua.',
    ],
    after: [
      'Regrese solo cuando las autoridades digan que es seguro, y no entre al agua de la inundación: puede ocultar escombros filosos y llevar aguas residuales, productos químicos y electricidad de cables caídos.',
      'No use el agua de la llave para beber, cocinar ni cepillarse los dientes hasta que las autoridades digan que es segura; use el agua almacenada o hiérvala antes.',
      'Deseche los alimentos, las medicinas y los biberones o chupones que tocaron el agua de la inundación.',
      `Deje secar las habitaciones mojadas y deseche lo que no se pueda limpiar y secar en ${F.mouldHoursFrom} a ${F.mouldHoursTo} horas, para evitar el moho. Use guantes, botas y una mascarilla N95 mientras limpia.`,
      'Fotografíe los daños antes de retirarlos, para su seguro.',
    ],
    family: [
      'El agua de la inundación no es lugar para jugar: mantenga a los niños fuera de ella y lejos de arroyos crecidos y alcantarillas, y lave las manos y los juguetes que la tocaron.',
      'Enséñeles a los niños la regla “dé la vuelta, no se ahogue” y el camino hacia un lugar alto desde la casa y la escuela.',
      'Lleve a sus mascotas cuando se vaya; una mascota que se queda atrás puede no sobrevivir y puede que nadie llegue a ella en días. Empaque comida, agua, correa o transportadora y sus registros.',
      'No deje que las mascotas beban agua de la inundación ni de charcos después de la inundación, y lave sus patas y su pelaje si caminaron por ella.',
    ],
    germany: [
      'La BBK de Alemania insiste sobre todo en una cosa: nunca baje al sótano, a un estacionamiento subterráneo ni a un apartamento en el sótano durante una inundación. Unos pocos centímetros de agua pueden mantener una puerta cerrada, y los enchufes bajos en la pared pueden dar una descarga mortal.',
      'La BBK también aconseja sacar a tiempo los autos de los garajes en riesgo y seguir los informes del nivel del agua del centro de inundaciones de su estado federado (Hochwasserzentrale).',
    ],
  },
  wildfire: {
    title: TITLES.wildfire,
    summary:
      'Haga que su casa sea más difícil de quemar, tenga listas las mochilas de emergencia y el auto en temporada de incendios, y váyase temprano: un incendio forestal puede llegar a un vecindario más rápido de lo que usted tarda en empacar.',
    intro:
      'Los incendios forestales avanzan rápido, cambian de dirección con el viento y lanzan brasas por delante de las llamas. Su humo puede dañar a personas a muchas millas de distancia. Las familias a las que mejor les va son las que se fueron temprano, con el auto ya orientado en la dirección correcta y las mochilas ya hechas, y que prepararon su casa para que tenga una oportunidad sin ellas.',
    before: [
      'Inscríbase en las alertas locales y conozca las zonas de evacuación de su comunidad y al menos dos salidas de su vecindario.',
      `Mantenga los primeros ${F.clearFeet} pies (${F.clearMetres} m) alrededor de la casa libres de hojas secas, desechos y leña; limpie las canaletas y el techo, y aleje de las paredes todo lo que pueda arder.`,
      'Prepare una habitación que mantenga el humo afuera: cierre ventanas y puertas y use un purificador de aire portátil con filtro HEPA. Tenga mascarillas N95 para cada adulto y adolescente.',
      'En temporada de incendios tenga las mochilas de emergencia junto a la puerta, el tanque del auto al menos a la mitad y el auto estacionado mirando hacia la salida.',
      `Almacene ${WATER} durante al menos ${F.waterDays} días, y un suministro de medicinas para ${F.medicineDays} días.`,
    ],
    during: [
      'Váyase en cuanto las autoridades se lo indiquen, y antes si no se siente seguro. No espere a que toquen a su puerta.',
      'Antes de irse, si hay tiempo: cierre todas las ventanas y puertas (sin llave), cierre el gas, aleje los muebles de las ventanas y deje las luces encendidas para que los bomberos vean la casa entre el humo.',
      'Maneje con las luces encendidas, las ventanas cerradas y el aire en recirculación. Fíjese en las personas, los animales y los vehículos de bomberos en el camino.',
      `Si queda atrapado, llame al ${F.usEmergencyNumber} y diga dónde está. Quédese en un edificio o en un auto en un área despejada, lejos de árboles y matorrales, y manténgase agachado bajo el humo.`,
      'Si no está en el camino del fuego, vigile la calidad del aire. Cuando el humo sea denso, mantenga a todos adentro con las ventanas cerradas y la habitación de aire limpio funcionando.',
    ],
    after: [
      'Regrese a casa solo cuando las autoridades digan que es seguro. Los puntos calientes pueden reavivarse durante días.',
      'Tenga cuidado con los pozos de ceniza y las brasas, los cables eléctricos caídos y los árboles dañados. Use botas resistentes, guantes, mangas largas y una mascarilla N95 al limpiar.',
      'Moje ligeramente la ceniza antes de barrerla, y mantenga a los niños y las mascotas lejos de ella.',
      'Deseche los alimentos, el agua y las medicinas que estuvieron cerca del fuego o expuestos al calor y al humo. Siga cualquier aviso sobre el agua potable.',
      'Tome fotos de los daños para su seguro antes de empezar a limpiar.',
    ],
    family: [
      'Los niños respiran más aire para su tamaño que los adultos, así que el humo les afecta más: manténgalos adentro los días con humo y vayan a la habitación de aire limpio. Las mascarillas N95 comunes no les quedan bien a los niños pequeños.',
      'En temporada de incendios tenga las transportadoras y las correas junto a la puerta y entre a las mascotas cuando haya humo en el aire, para no tener que buscarlas cuando llegue la orden.',
      'Empaque para cada mascota comida, agua, medicinas y registros, y planifique un lugar para los animales grandes mucho antes de la temporada.',
      'Practiquen la evacuación con toda la familia: quién lleva qué, quién se encarga de cada mascota y hacia dónde manejan.',
    ],
  },
  'winter-storm': {
    title: TITLES['winter-storm'],
    summary:
      'Quédese en casa durante la tormenta, caliéntese de forma segura sin monóxido de carbono, y tenga un kit en el auto por si la tormenta lo sorprende en el camino.',
    intro:
      'Una tormenta invernal trae nieve, hielo y frío que pueden durar días, a menudo con cortes de luz y carreteras cerradas. El peligro no es tanto la tormenta como lo que la gente hace durante ella: manejar cuando debería quedarse en casa, calentar una habitación con la estufa o la parrilla, o forzar el corazón paleando nieve. Planifique quedarse en casa, abrigado y seguro, hasta que las carreteras estén despejadas.',
    before: [
      'Siga el pronóstico e inscríbase en las alertas locales. Una vigilancia de tormenta invernal significa que una tormenta es posible; un aviso significa que se espera o que ya está ocurriendo.',
      `Tenga suministros en casa para varios días sin electricidad: ${WATER}, alimentos que no necesiten cocción, linternas y baterías, una radio de baterías, cobijas y ropa abrigada para todos.`,
      'Aísle las tuberías, sepa dónde está la llave de paso principal del agua y haga revisar la calefacción y la chimenea antes de la temporada.',
      'Pruebe las alarmas de humo y de monóxido de carbono y póngales baterías nuevas.',
      'Tenga un kit en el auto: cobijas, una pala, un raspador de hielo, arena o arena para gatos para dar agarre, cables para pasar corriente, agua, bocadillos, una linterna y un cargador de teléfono, y mantenga el tanque al menos a la mitad.',
    ],
    during: [
      'Si puede, no salga a las carreteras. Si tiene que manejar, dígale a alguien su ruta y a qué hora espera llegar.',
      `Si el auto se queda atascado, quédese adentro y pida ayuda. Encienda el motor unos ${F.engineMinutesPerHour} minutos por hora para calentarse, con una ventana un poco abierta y el tubo de escape libre de nieve.`,
      `Nunca caliente la casa con una estufa de gas, el horno, una parrilla o una estufa de campamento, y use un generador solo al aire libre, a al menos ${F.generatorFeet} pies (${F.generatorMetres} m) de ventanas, puertas y respiraderos.`,
      `Mantenga los calentadores portátiles a al menos ${F.heaterFeet} pies (${F.heaterMetres} m) de todo lo que pueda arder, y apáguelos cuando salga de la habitación o se vaya a dormir.`,
      'Cierre las habitaciones que no necesite, vístase en capas y mantenga a todos en una habitación cálida si falla la calefacción.',
      'Esté atento a la congelación (piel entumecida, blanca o grisácea en dedos de manos y pies, orejas o nariz) y a la hipotermia (escalofríos, confusión, habla arrastrada, somnolencia). Caliente a la persona poco a poco y busque atención médica.',
    ],
    after: [
      'Palee despacio, tome descansos y empuje la nieve en vez de levantarla: palear nieve fuerza el corazón. Deje que otra persona lo haga si usted tiene problemas cardíacos.',
      'Quite la nieve de los respiraderos de la calefacción y de la secadora y del tubo de escape del auto antes de usarlos.',
      'Pregunte cómo están los vecinos mayores y quienes viven solos.',
      'Si se congelaron las tuberías, abra la llave y caliente la tubería con una secadora de pelo o toallas tibias, nunca con una llama.',
    ],
    family: [
      'Los niños pierden calor más rápido que los adultos: vístalos en capas con gorro, mitones y botas impermeables, hágalos entrar con regularidad y cámbieles la ropa mojada de inmediato.',
      'Los bebés deben dormir con capas de ropa abrigada, no bajo cobijas sueltas, aunque la casa esté fría.',
      'Entre a las mascotas a la casa. Límpieles las patas después de los paseos, ya que la sal y los descongelantes las lastiman y son venenosos si los lamen, y mantenga el anticongelante fuera de su alcance.',
      'Incluya comida y agua extra para las mascotas en los suministros de la casa, y una cobija para la mascota en el kit del auto.',
    ],
    germany: [GERMANY_STOCK],
  },
  'extreme-heat': {
    title: TITLES['extreme-heat'],
    summary:
      'El calor mata a más personas en EE. UU. que cualquier otro fenómeno del tiempo. Manténgase fresco, beba agua, pregunte cómo están los demás y nunca deje a un niño ni a una mascota en un auto estacionado.',
    intro:
      'Una ola de calor no parece un desastre, pero cada año el calor mata a más personas en Estados Unidos que los huracanes, las inundaciones o los tornados. Los bebés y niños pequeños, las personas mayores, las mujeres embarazadas, quienes trabajan al aire libre y las personas con enfermedades del corazón o de los pulmones son quienes corren más riesgo, y también las mascotas. Las enfermedades causadas por el calor se pueden prevenir: manténgase fresco, beba lo suficiente y conozca las señales de alarma.',
    before: [
      'Inscríbase en las alertas locales y siga los avisos de calor; el índice de calor (la temperatura y la humedad juntas) es lo que siente su cuerpo.',
      'Averigüe adónde puede ir a refrescarse: una biblioteca, un centro comercial o el centro de enfriamiento de su comunidad, y cómo llegaría.',
      'Mantenga la casa más fresca: revise el aire acondicionado antes del verano y use persianas o cortinas en las ventanas soleadas.',
      'Aprenda las señales del agotamiento por calor y del golpe de calor (más abajo), y sepa quién en su familia toma medicinas que hacen más difícil soportar el calor; pregúntele al médico.',
      `Tenga agua extra en casa: con calor se necesita más de lo habitual, ${F.waterGallons} galón (unos ${n(F.waterLitres)} litros) por persona por día.`,
    ],
    during: [
      'Quédese en lugares con aire acondicionado tanto como pueda. Los ventiladores eléctricos por sí solos no evitan las enfermedades por calor cuando hace mucho calor; una ducha o un baño frescos ayudan.',
      'Beba agua con regularidad antes de tener sed, y evite el alcohol y las bebidas muy azucaradas.',
      'Deje el trabajo y los juegos al aire libre para temprano en la mañana y al atardecer, descanse a menudo a la sombra y use ropa ligera y holgada y un sombrero de ala ancha.',
      `Nunca deje a un niño, a un adulto que necesita cuidados ni a una mascota solos en un auto estacionado, ni siquiera un minuto: un auto puede calentarse unos ${F.carHeatFahrenheit} °F (${F.carHeatCelsius} °C) en ${F.carHeatMinutes} minutos.`,
      'Agotamiento por calor (sudor abundante, piel fría y húmeda, mareo, náuseas, pulso rápido y débil): lleve a la persona a un lugar fresco, aflójele la ropa, póngale paños húmedos y frescos y dele agua a sorbos. Busque ayuda si dura más de una hora o la persona vomita.',
      `Golpe de calor (temperatura corporal de ${F.heatStrokeFahrenheit} °F o ${n(F.heatStrokeCelsius)} °C o más, piel caliente y enrojecida, confusión, desmayo): llame al ${F.usEmergencyNumber}, lleve a la persona a un lugar más fresco y refrésquela con agua o paños. No le dé nada de beber.`,
    ],
    after: [
      'Las casas siguen calientes cuando el tiempo ya refrescó: siga revisando la temperatura adentro y cómo se sienten todos.',
      `Pregunte cómo están los vecinos mayores y quienes viven solos al menos ${F.checksPerDay} veces al día durante y después de una ola de calor.`,
      'Reponga el agua y las bebidas de rehidratación, y anote lo que funcionó, como el centro de enfriamiento o una habitación que se mantiene fresca, para la próxima vez.',
    ],
    family: [
      'Los bebés y niños pequeños no pueden decirle que tienen demasiado calor: ofrézcales agua a menudo (o leche materna o fórmula a los bebés), vístalos con ropa ligera y manténgalos a la sombra.',
      'Revise el asiento trasero cada vez que se baje del auto, y mantenga el auto cerrado con llave para que los niños no se metan a jugar.',
      'Las mascotas necesitan sombra y agua fresca todo el día. Pasee a los perros temprano o tarde: el pavimento caliente quema las patas, así que tóquelo con el dorso de la mano.',
      'Las señales de estrés por calor en las mascotas son jadeo intenso, babeo, debilidad y desplome: llévelas a un lugar fresco, mójelas con agua fresca (no helada) y llame al veterinario.',
    ],
    germany: [
      'En Alemania, el servicio meteorológico nacional, el DWD, emite avisos de calor por las aplicaciones NINA y DWD WarnWetter. Los consejos de la BBK para el calor coinciden con los de las agencias de EE. UU.: beba lo suficiente, evite el sol del mediodía, mantenga las habitaciones oscuras de día y ventílelas de noche.',
    ],
  },
  'power-outage': {
    title: TITLES['power-outage'],
    summary:
      'Tenga listas la luz, el agua, la comida y una forma de cargar los teléfonos, mantenga el refrigerador cerrado y nunca use un generador ni una parrilla dentro de la casa.',
    intro:
      'Las tormentas, el calor y el frío, y las fallas de la red pueden cortar la electricidad, por horas o por días. Un apagón detiene más que las luces: la calefacción y el aire acondicionado, el refrigerador, los dispositivos médicos, la bomba de un pozo, los pagos con tarjeta y, al cabo de un tiempo, la red de telefonía. Una familia que ha pensado en cada una de estas cosas puede pasar un apagón largo en casa con seguridad.',
    before: [
      'Tenga linternas o lámparas de cabeza y baterías de repuesto donde todos puedan encontrarlas a oscuras; evite las velas, que causan incendios.',
      'Tenga una radio de baterías o de manivela, baterías portátiles cargadas y un cargador de auto para los teléfonos.',
      `Almacene ${WATER} durante al menos ${F.waterDays} días, y alimentos que no necesiten cocción, además de un abrelatas manual.`,
      'Si alguien depende de la electricidad para un dispositivo médico o una medicina refrigerada, hable ahora con el médico sobre un plan alternativo e infórmele a su compañía de electricidad.',
      'Instale alarmas de monóxido de carbono con batería de respaldo en cada piso, y tenga algo de efectivo: los lectores de tarjetas y los cajeros automáticos dejan de funcionar.',
      'Aprenda a abrir a mano la puerta del garaje.',
    ],
    during: [
      `Mantenga cerrados el refrigerador y el congelador. Un refrigerador cerrado mantiene los alimentos fríos unas ${F.fridgeHours} horas; un congelador lleno, unas ${F.freezerFullHours} horas (${F.freezerHalfHours} si está a la mitad).`,
      `Use un generador solo al aire libre, a al menos ${F.generatorFeet} pies (${F.generatorMetres} m) de ventanas, puertas y respiraderos. Nunca use adentro un generador, una parrilla, una estufa de campamento ni un horno de gas para cocinar o calentarse: el monóxido de carbono no tiene olor y mata.`,
      'Desenchufe los electrodomésticos y aparatos electrónicos para que una subida de tensión no los dañe cuando vuelva la luz; deje una lámpara encendida para saber cuándo vuelve.',
      'Si hace frío, reúnanse en una habitación y vístanse en capas; si hace calor, vaya a un centro de enfriamiento si la casa se calienta demasiado.',
      `Reporte el apagón a su compañía de electricidad y aléjese de los cables caídos: llame al ${F.usEmergencyNumber} y trate cada cable como si tuviera corriente.`,
    ],
    after: [
      `Deseche los alimentos perecederos (carne, pescado, huevos, leche, sobras) que estuvieron a más de ${F.foodUnsafeFahrenheit} °F (${F.foodUnsafeCelsius} °C) durante ${F.foodUnsafeHours} horas o más. Ante la duda, deséchelos; nunca pruebe la comida para comprobarlo.`,
      'Revise las medicinas refrigeradas: pregúntele al farmacéutico o al médico si siguen siendo seguras.',
      'Vuelva a enchufar los electrodomésticos de uno en uno, y reponga las baterías, el agua y la comida.',
      'Anote lo que le faltó durante el apagón y agréguelo a su kit.',
    ],
    family: [
      'Dele a cada niño su propia linterna pequeña y muéstrele dónde están las baterías de repuesto; la oscuridad da menos miedo con una luz propia.',
      'Mantenga a los niños lejos de los generadores y del combustible, y asegúrese de que sepan que nunca deben tocar un cable caído.',
      'Planifique la fórmula y los biberones del bebé para poder prepararlos sin electricidad, con agua almacenada.',
      'Mantenga a las mascotas a una temperatura cómoda y su agua fresca; las peceras y los terrarios de reptiles pueden necesitar una bomba de baterías o una almohadilla térmica.',
    ],
    germany: [
      GERMANY_STOCK,
      'La BBK agrega: en un apagón largo también pueden fallar el agua de la llave y la calefacción, y puede que no se logre llamar al número de emergencia; vaya a la estación de bomberos o de policía, donde en muchas ciudades se instalan puntos de ayuda (Notfalltreffpunkte o Leuchttürme).',
    ],
  },
  earthquake: {
    title: TITLES.earthquake,
    summary:
      'Asegure la casa antes; agáchese, cúbrase y agárrese durante el temblor; y después revise si hay heridos, fugas de gas y daños, y espere réplicas.',
    intro:
      'Los terremotos ocurren sin aviso, y la mayoría de las lesiones las causan objetos y muebles que caen y las personas que intentan moverse durante el temblor. Lo que protege a una familia se hace en segundos: agacharse, cubrirse y agarrarse, algo que todos hacen sin pensar. El trabajo antes del terremoto, fijar las cosas pesadas a las paredes y preparar un kit, decide cómo serán las horas siguientes.',
    before: [
      'Fije a las paredes los libreros, las cómodas, los televisores y el calentador de agua, y ponga las cosas pesadas y frágiles en los estantes bajos. Cuelgue los cuadros y los espejos lejos de las camas.',
      'Encuentre el lugar seguro de cada habitación: debajo de una mesa o un escritorio resistente, o contra una pared interior lejos de las ventanas.',
      'Practique agacharse, cubrirse y agarrarse con toda la familia al menos una vez al año.',
      'Sepa cómo cerrar el gas y el agua, y tenga una llave inglesa junto a la llave de paso.',
      `Tenga suministros en casa y mochilas de emergencia: ${WATER} durante al menos ${F.waterDays} días, alimentos, un botiquín de primeros auxilios, linternas y zapatos resistentes junto a cada cama.`,
    ],
    during: [
      'Agáchese apoyándose en las manos y las rodillas, cúbrase la cabeza y el cuello debajo de una mesa resistente (o con los brazos junto a una pared interior) y agárrese hasta que pare el temblor.',
      'Quédese donde está: no salga corriendo ni vaya a otra habitación durante el temblor. Aléjese de las ventanas.',
      'Si está en la cama, quédese ahí y cúbrase la cabeza y el cuello con una almohada.',
      'Si está en un auto, oríllese lejos de edificios, árboles, puentes y cables eléctricos, y quédese adentro con el cinturón de seguridad puesto.',
      'Si está al aire libre, aléjese de los edificios, los postes de luz y los cables si puede, y luego agáchese, cúbrase y agárrese.',
    ],
    after: [
      'Espere réplicas: agáchese, cúbrase y agárrese de nuevo cada vez.',
      'Revise si usted u otras personas tienen lesiones y dé primeros auxilios. Salga de un edificio que esté dañado.',
      'Si huele a gas o escucha un silbido, saque a todos, no use interruptores, fósforos ni encendedores, y cierre el gas solo si sabe cómo hacerlo; la compañía de gas debe volver a abrirlo.',
      'Cerca de la costa, vaya a un lugar alto o tierra adentro en cuanto pare el temblor: un tsunami puede llegar en minutos, antes de cualquier aviso oficial.',
      'Envíe mensajes de texto en vez de llamar, para dejar las líneas libres para emergencias, y use las escaleras, no el ascensor.',
      'Use zapatos resistentes y guantes cerca de vidrios rotos y escombros.',
    ],
    family: [
      'Practique agacharse, cubrirse y agarrarse con los niños como un juego hasta que lo hagan sin pensar, en cada habitación y en la escuela.',
      'Acuerden dónde se reúne la familia si la casa está dañada, y asegúrese de que la escuela sepa quién puede recoger a sus hijos.',
      'Las mascotas suelen esconderse o huir después de un terremoto: manténgalas con correa o en la transportadora, revise si están heridas y mantenga al día sus placas y registros.',
      'Deje también un par de zapatos y una linterna junto a la cama de cada niño.',
    ],
  },
};
