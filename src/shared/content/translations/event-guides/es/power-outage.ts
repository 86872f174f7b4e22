/** La guía «power-outage» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { GERMANY_STOCK, WATER } from './common';

const body: EventGuideBodyText = {
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
};

export default body;
