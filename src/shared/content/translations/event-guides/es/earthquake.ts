/** La guía «earthquake» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { WATER } from './common';

const body: EventGuideBodyText = {
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
};

export default body;
