/** La guía «winter-storm» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { GERMANY_STOCK, WATER } from './common';

const body: EventGuideBodyText = {
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
};

export default body;
