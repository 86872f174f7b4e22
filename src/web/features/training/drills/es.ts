/**
 * Los simulacros en español neutro de EE. UU., paso por paso como los ingleses (drills.ts, según
 * Ready.gov y la Cruz Roja), con las palabras de Listo.gov (agáchese, cúbrase y agárrese; kit de
 * emergencia; punto de encuentro; contacto fuera de la ciudad; "Dé la vuelta, no se ahogue").
 */
import type { DrillTexts } from './texts';

export const DRILLS_ES: DrillTexts = {
  earthquake: {
    title: 'Agáchese, cúbrase y agárrese',
    summary: 'Todos se protegen en cuanto empieza el temblor y revisan la casa cuando termina.',
    steps: [
      'Grite "¡Terremoto!" e inicie el cronómetro.',
      'Agáchese sobre las manos y las rodillas donde esté.',
      'Cúbrase la cabeza y el cuello debajo de una mesa o escritorio resistente, o junto a una pared interior lejos de las ventanas.',
      'Agárrese a su refugio (o a la cabeza y el cuello) hasta que pararía el temblor: cuente hasta 60.',
      'Después del temblor: revísense unos a otros por si hay heridas y fíjense si huele a gas o hay daños.',
      'Recorra el camino de salida de la casa y reúnanse en el punto de encuentro dentro de la casa.',
    ],
  },
  hurricane: {
    title: 'Evacuación cronometrada con los kits de emergencia',
    summary:
      'Salgan de casa como si hubiera llegado una orden de evacuación, con los kits, las mascotas y los documentos, contra el reloj.',
    steps: [
      'Inicie el cronómetro como si acabaran de dar una orden de evacuación para su zona.',
      'Cada uno toma su kit de emergencia; revise que tenga agua, medicinas, cargadores y copias de los documentos.',
      'Ponga a las mascotas en sus transportadoras con su comida y sus correas.',
      'Apague los servicios como lo haría antes de salir, sin cerrar el gas de verdad.',
      'Cargue el auto y recorra (en auto o a pie) el primer tramo de su ruta de evacuación.',
      'Envíe un mensaje al contacto fuera de la ciudad diciendo que "salen", y anote cuánto tardó todo.',
    ],
  },
  blackout: {
    title: 'Sin luz',
    summary: 'Apague las luces y arréglense con lo que guardan para un apagón.',
    steps: [
      'Apague las luces e inicie el cronómetro.',
      'Encuentre una linterna en cada cuarto donde duerme alguien, sin velas.',
      'Revise que las linternas y las baterías de repuesto funcionen.',
      'Encienda el radio de baterías o de manivela y busque la estación local de emergencias.',
      'Revise que los teléfonos y las baterías portátiles estén cargados; acuerden quién guarda el suyo solo para llamadas.',
      'Busque los alimentos que se pueden comer sin cocinar; mantenga cerrados el refrigerador y el congelador.',
    ],
  },
  wildfire: {
    title: 'Evacuación cronometrada con los kits de emergencia',
    summary: 'Salgan temprano, como si un incendio estuviera cerca: kits, mascarillas, mascotas y dos salidas.',
    steps: [
      'Inicie el cronómetro como si acabaran de dar un aviso de evacuación.',
      'Cada uno toma su kit de emergencia, con mascarillas N95 para el humo.',
      'Ponga a las mascotas en sus transportadoras y estacione el auto mirando hacia la salida.',
      'Cierre todas las ventanas y puertas interiores; deje las luces encendidas para que la casa se vea entre el humo.',
      'Maneje por su primera ruta de salida y luego repasen la segunda.',
      'Reúnanse en el punto de encuentro fuera del vecindario y anote cuánto tardaron.',
    ],
  },
  pandemic: {
    title: 'Cuarto para el enfermo y revisión de suministros',
    summary: 'Repasen los primeros días de una enfermedad en casa sin salir.',
    steps: [
      'Elija un cuarto y, si puede, un baño donde una persona enferma se quedaría aparte.',
      'Revise que el termómetro funcione y cuente la medicina para la fiebre, las mascarillas y los pañuelos.',
      'Revise que tenga recetas para dos semanas, o cuándo hay que surtirlas.',
      'Cuente el jabón, el desinfectante de manos y los productos de limpieza.',
      'Acuerden quién cuida a los niños o a las mascotas si un adulto se enferma.',
      'Escriba los números del médico y de la farmacia donde todos puedan verlos.',
    ],
  },
  civil_unrest: {
    title: 'Quedarse en casa y mantenerse en contacto',
    summary: 'Practiquen quedarse en casa de forma segura y mantenerse en contacto cuando no es seguro salir.',
    steps: [
      'Inicie el cronómetro: todos vuelven a casa o llaman para decir dónde están.',
      'Cierre las puertas con llave, cierre las cortinas y aléjense de las ventanas.',
      'Todos envían al contacto fuera de la ciudad un breve "estamos a salvo".',
      'Busque las noticias locales en el radio y en una cuenta oficial; acuerden no hacer caso a los rumores.',
      'Elija una ruta al punto de encuentro fuera del vecindario que evite el centro.',
      'Revise que tengan efectivo, combustible y alimentos y agua para unos días en casa.',
    ],
  },
  winter_storm: {
    title: 'Aislados por la nieve',
    summary: 'Practiquen mantenerse abrigados y seguros en casa unos días sin calefacción y sin salir.',
    steps: [
      'Elija un cuarto para mantenerlo caliente y reúna allí cobijas y ropa abrigada.',
      'Revise que la alarma de monóxido de carbono funcione; nunca use generadores ni parrillas dentro de la casa.',
      'Busque las linternas, el radio y las baterías de repuesto.',
      'Revise que haya agua y alimentos para tres días que no necesiten cocinarse.',
      'Busque la llave de paso del agua por si se revienta una tubería.',
      'Revise el kit de invierno del auto: cobija, raspador, pala, arena y un cargador de teléfono.',
    ],
  },
  flood: {
    title: 'Vayan a un lugar más alto',
    summary: 'Practiquen salir antes de que llegue el agua, por una ruta que no pase por agua de inundación.',
    steps: [
      'Inicie el cronómetro como si acabaran de dar un aviso de inundación.',
      'Suba los documentos, las medicinas y los objetos de valor a un piso alto o a un estante alto.',
      'Busque dónde se corta la electricidad, y quién lo hace.',
      'Cada uno toma su kit de emergencia y se reúnen en la puerta.',
      'Recorra en auto o a pie su ruta a un lugar más alto; nunca por el agua ("Dé la vuelta, no se ahogue").',
      'Envíe un mensaje al contacto fuera de la ciudad y anote cuánto tardaron.',
    ],
  },
  tornado: {
    title: 'Busquen refugio',
    summary: 'Todos llegan al cuarto seguro pocos segundos después de un aviso.',
    steps: [
      'Grite "¡Aviso de tornado!" e inicie el cronómetro.',
      'Todos van al sótano o al cuarto interior más pequeño del piso más bajo, lejos de las ventanas.',
      'Lleven a las mascotas, zapatos y una linterna si están a mano.',
      'Agáchense y cúbranse la cabeza y el cuello con los brazos o una cobija.',
      'Detenga el cronómetro cuando todos estén en su lugar.',
      'Revise que el radio meteorológico o las alertas del teléfono estén activados.',
    ],
  },
  chemical_nuclear: {
    title: 'Entre, quédese adentro y manténgase informado',
    summary: 'Practiquen refugiarse en casa y sellar un cuarto rápidamente.',
    steps: [
      'Grite "¡Refúgiense en casa!" e inicie el cronómetro.',
      'Todas las personas y mascotas entran; cierre ventanas y puertas con seguro.',
      'Apague los ventiladores, el aire acondicionado y la calefacción que toman aire de afuera.',
      'Vayan a un cuarto interior (en caso de radiación, lo mejor es el centro del sótano).',
      'Busque la cinta adhesiva y el plástico, y el agua y los alimentos que guardan en ese cuarto.',
      'Encienda el radio para recibir instrucciones oficiales; detenga el cronómetro.',
    ],
  },
  wilderness_lost: {
    title: 'Deténgase, quédese y deje que lo encuentren',
    summary: 'Practiquen qué hacer en cuanto alguien se da cuenta de que está perdido al aire libre.',
    steps: [
      'Todos dicen la regla: deténgase, quédese donde está y no camine sin rumbo.',
      'Cada persona muestra su silbato y da tres pitidos cortos, la señal de auxilio.',
      'Muestren cómo hacerse ver: ropa de colores vivos, una manta térmica extendida.',
      'Revise que cada mochila tenga agua, un refrigerio, una capa de ropa, una linterna y un teléfono cargado.',
      'Practiquen dejar un plan de la salida (adónde, quiénes, a qué hora vuelven) con alguien en casa.',
      'Acuerden un punto de encuentro al inicio del sendero si el grupo se separa.',
    ],
  },
  vehicle_breakdown: {
    title: 'Parada al costado del camino',
    summary: 'Practiquen detenerse con seguridad y pedir ayuda, en casa o en un estacionamiento seguro.',
    steps: [
      'Muestre dónde está el botón de las luces intermitentes y enciéndalas.',
      'Busque el triángulo de advertencia y los chalecos reflectantes.',
      'Muestre cómo todos bajan por el lado contrario al tráfico y esperan detrás de la barrera.',
      'Busque el kit del auto: agua, cobija, linterna, botiquín de primeros auxilios, cargador de teléfono.',
      'Busque los números de asistencia en el camino y del seguro.',
      'Practiquen decirle al operador dónde están (carretera, dirección, salida o marcador más cercano).',
    ],
  },
};
