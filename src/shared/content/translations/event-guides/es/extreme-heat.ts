/** La guía «extreme-heat» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { n } from './common';

const body: EventGuideBodyText = {
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
};

export default body;
