/** La guía «hurricane» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { GERMANY_STOCK, WATER } from './common';

const body: EventGuideBodyText = {
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
};

export default body;
