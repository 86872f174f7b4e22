/** La guía «flood» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { WATER } from './common';

const body: EventGuideBodyText = {
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
};

export default body;
