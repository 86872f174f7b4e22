/**
 * Los pasos recomendados de los planes de emergencia (./guidance.ts) en español (issue 43, decision
 * 0348): un texto por cada elemento en inglés, en su orden (el tipo `GuidanceTexts` no admite uno de
 * más ni de menos). El tipo, la fuente y la guía de cada elemento siguen siendo los del inglés; las
 * fuentes son las páginas en inglés de las agencias. Trato de "usted".
 *
 * Redacción según Listo.gov (las páginas en español de FEMA; las mismas que cita
 * ../emergency/official-steps/es.ts): "Terremotos" https://www.listo.gov/es/terremotos, "Huracanes"
 * https://www.listo.gov/es/huracanes, "Apagones" https://www.listo.gov/es/apagones, "Incendios
 * forestales" https://www.listo.gov/es/incendios-forestales, "Inundaciones"
 * https://www.listo.gov/es/inundaciones, "Tornados" https://www.listo.gov/es/tornados, "Clima
 * invernal" https://www.listo.gov/es/clima-invernal, "Emergencias químicas"
 * https://www.listo.gov/es/emergencias-quimicas, "Pandemia" https://www.listo.gov/es/pandemia, "Haga
 * un plan" https://www.listo.gov/es/planifique y "Kit de suministros para emergencias"
 * https://www.listo.gov/es/kit. Sus términos: kit de emergencia, plan de emergencia, suministros,
 * "Agáchese, cúbrase y agárrese", "Dé la vuelta, no se ahogue" (del NWS), "refúgiese en el lugar",
 * y "vigilancia" y "aviso" para "watch" y "warning". Donde Listo.gov no trata el paso (perderse en
 * la naturaleza, una avería del auto), se traduce el inglés. Las cifras vienen de ./guidance-figures.ts:
 * la medida de EE. UU. y la métrica al lado, como hace Listo.gov.
 */
import { formatsFor } from '../i18n/format';
import type { GuidanceTranslation } from './guidance';
import { GUIDANCE_FIGURES as F } from './guidance-figures';

const n = (value: number) => formatsFor('es').number(value);

const WATER = `al menos ${F.waterGallons} galón (unos ${n(F.waterLitres)} litros) de agua por persona por día durante al menos ${F.waterDays} días, y ${F.waterWeeks} semanas si puede; más para niños, madres que amamantan, enfermos y cuando hace calor.`;

export const GUIDANCE_ES: GuidanceTranslation = {
  texts: {
    hurricane: [
      'Averigüe si vive en una zona de evacuación por huracanes y planifique adónde iría (con un amigo o familiar fuera de la zona, a un hotel o a un refugio público) y la ruta para llegar.',
      'Inscríbase en las alertas locales y siga el pronóstico: una vigilancia de huracán significa que las condiciones de huracán son posibles; un aviso, que se esperan.',
      `Prepare un kit de emergencia para llevar y tenga suministros en casa: guarde ${WATER}`,
      'Antes de la tormenta: entre los muebles del patio y todo lo que esté suelto, cubra las ventanas con contraventanas o madera contrachapada ya cortada, llene el tanque del auto y cargue sus teléfonos.',
      'Si las autoridades le indican que evacúe, salga de inmediato. Si se queda, refúgiese en un cuarto interior pequeño del piso más bajo que no corra riesgo de inundarse, lejos de las ventanas.',
      `Dé la vuelta, no se ahogue: nunca camine, nade ni maneje por aguas de inundación. Use generadores solo al aire libre, al menos a ${F.generatorFeet} pies (${F.generatorMetres} m) de ventanas y puertas.`,
      'Listas de preparación para huracanes y qué hacer antes, durante y después de la tormenta.',
    ],
    earthquake: [
      'Fije a la pared los muebles pesados, los estantes y los calentadores de agua, y ponga los objetos pesados en los estantes bajos.',
      'Practique "Agáchese, cúbrase y agárrese": agáchese sobre las manos y las rodillas, cúbrase la cabeza y el cuello debajo de una mesa resistente y agárrese hasta que pare el temblor. No salga corriendo.',
      'Si está en la cama, quédese allí y cúbrase la cabeza con una almohada. Si está en un auto, deténgase lejos de edificios, árboles y cables eléctricos y quédese adentro con el cinturón puesto.',
      `Guarde ${WATER}`,
      'Después del temblor, espere réplicas. Revise si usted u otros están heridos, salga de un edificio dañado y envíe mensajes de texto en vez de llamar, para dejar las líneas libres para emergencias.',
      'Cerca de la costa, un terremoto largo o fuerte puede causar un tsunami: vaya de inmediato a un terreno alto o tierra adentro, sin esperar un aviso oficial.',
    ],
    blackout: [
      'Tenga linternas y baterías de repuesto donde todos puedan encontrarlas a oscuras; no use velas.',
      `Mantenga cerradas las puertas del refrigerador y del congelador: un refrigerador cerrado mantiene los alimentos fríos unas ${F.fridgeHours} horas, un congelador lleno unas ${F.freezerHours} horas. Deseche los alimentos perecederos que hayan estado a más de ${F.foodSafeFahrenheit} °F (${F.foodSafeCelsius} °C) durante ${F.foodUnsafeHours} horas o más.`,
      'Nunca use un generador, una parrilla o una estufa de campamento dentro de la casa ni en un garaje: el monóxido de carbono mata. Póngalos afuera, lejos de las ventanas, e instale alarmas de monóxido de carbono a batería.',
      'Desenchufe los electrodomésticos y aparatos electrónicos para evitar daños por subidas de tensión cuando vuelva la luz; deje una lámpara encendida para saber cuándo regresa.',
      `Si alguien depende de equipo médico eléctrico o de medicamentos refrigerados, planifique una fuente de energía de respaldo y adónde ir, y tenga medicamentos para ${F.medicineDays} días.`,
      'Los semáforos pueden no funcionar: evite viajar. Trate un cruce con el semáforo apagado como un alto en todas las direcciones.',
    ],
    wildfire: [
      'Inscríbase en las alertas de su comunidad y conozca su zona y sus rutas de evacuación; planifique al menos dos maneras de salir de su vecindario.',
      'Tenga listo un kit de emergencia para llevar con mascarillas N95 para el humo, medicamentos, documentos, cargadores y agua, y salga en cuanto las autoridades lo indiquen: no espere.',
      `Cree una zona resistente al fuego: quite las hojas secas, las ramas y la leña a menos de ${F.clearFeet} pies (${F.clearMetres} m) de la casa, y mantenga limpios las canaletas y el techo.`,
      'Cuando haya mucho humo, quédese adentro con las ventanas y puertas cerradas, y use un purificador de aire o un cuarto con aire filtrado.',
      'Si queda atrapado, llame al 911 (112, 999 o 000 fuera de EE. UU.), diga dónde está y permanezca en un edificio o un auto lejos de la vegetación.',
      'Seguridad ante incendios forestales: prepare su casa, evacúe y regrese de forma segura.',
    ],
    pandemic: [
      'Manténgase al día con las vacunas recomendadas para todos en su hogar.',
      `Lávese las manos a menudo con agua y jabón durante al menos ${F.handWashSeconds} segundos, cúbrase al toser y estornudar, y limpie las superficies que se tocan con frecuencia.`,
      'Si está enfermo, quédese en casa y lejos de los demás; use mascarilla cerca de otras personas y mejore la ventilación dentro de la casa.',
      `Tenga una reserva de medicamentos recetados, un termómetro, medicamentos para la fiebre y alimentos y agua para al menos ${F.pandemicWeeks} semanas, por si tiene que quedarse en casa.`,
      'Acuerde en su hogar cómo trabajarán, estudiarán y cuidarán a un enfermo en casa, y quién cuidará a los niños o a los familiares mayores si quien los cuida se enferma.',
      'Siga las recomendaciones actuales de su autoridad de salud pública; cambian a medida que avanza un brote.',
    ],
    civil_unrest: [
      'Siga las noticias locales y las alertas oficiales, y evite la zona de protestas o disturbios; si se encuentra cerca, aléjese con calma por una calle lateral.',
      'Acuerde con su familia puntos de encuentro y un contacto fuera de la ciudad al que todos llamen o escriban, y anote los números en papel por si se descargan los teléfonos.',
      `Tenga suministros para quedarse en casa varios días si cierran las tiendas: guarde ${WATER}`,
      'Tenga algo de efectivo, el tanque lleno, baterías portátiles cargadas y copias de sus documentos: puede que no funcionen las tarjetas ni las bombas de gasolina.',
      'Si le indican que se refugie en el lugar, quédese adentro lejos de las ventanas, cierre las puertas con llave y siga atento a las instrucciones.',
    ],
    winter_storm: [
      'Conozca las alertas: una vigilancia de tormenta invernal significa que una tormenta es posible; un aviso, que ya viene. No salga a la carretera durante un aviso.',
      'Aísle la casa, selle las corrientes de aire y tenga mantas adicionales, ropa abrigada y una forma segura de calentar un cuarto si se va la luz.',
      'Nunca caliente la casa con un horno de gas, una parrilla o un generador bajo techo; pruebe las alarmas de humo y de monóxido de carbono.',
      'Conozca las señales de la congelación (piel entumecida, blanca o grisácea) y de la hipotermia (escalofríos, confusión, habla arrastrada), y busque ayuda de inmediato.',
      'Tenga un kit de invierno en el auto: mantas, agua, bocadillos, un raspador, una pala, arena o arena para gatos (para mejorar la tracción) y un cargador de teléfono.',
      'Deje gotear las llaves de agua y abra las puertas de los gabinetes debajo de los fregaderos para que no se congelen las tuberías; sepa dónde está la llave de paso principal.',
    ],
    flood: [
      'Averigüe si su casa está en una zona con riesgo de inundación e inscríbase en las alertas locales de inundación.',
      `Dé la vuelta, no se ahogue: nunca camine, nade ni maneje por aguas de inundación. ${F.floodWaterInches} pulgadas (${F.floodWaterCentimetres} cm) de agua en movimiento pueden derribarlo, y ${F.floodCarFeet} pie (${F.floodCarCentimetres} cm) puede arrastrar un auto.`,
      'Si le indican que evacúe, hágalo de inmediato; si queda atrapado en un edificio, suba al nivel más alto, y al techo solo si tiene que hacer señales para pedir ayuda. No se meta en un ático cerrado.',
      'Suba a un piso más alto los objetos de valor, los documentos y los medicamentos, y sepa cómo cortar la electricidad y el gas.',
      'El agua de inundación puede contaminar el agua de la llave: tenga agua potable almacenada y una forma de tratar el agua hasta que las autoridades digan que es segura.',
      'Después de una inundación, no entre en edificios rodeados de agua, y use guantes y botas mientras limpia.',
    ],
    tornado: [
      'Conozca la diferencia: una vigilancia de tornado significa que son posibles los tornados; un aviso, que hay uno ahora o está por llegar. Tenga varias formas de recibir alertas, también de noche.',
      'Elija ya su cuarto seguro: un refugio contra tormentas o un sótano, o si no, un cuarto interior pequeño y sin ventanas en el piso más bajo.',
      'Ante un aviso, vaya allí de inmediato; métase debajo de algo resistente y cúbrase la cabeza y el cuello con los brazos, un colchón o mantas.',
      'No se refugie en una casa móvil ni debajo de un paso elevado de la autopista; vaya al edificio resistente más cercano. Si lo sorprende en un auto, quizá tenga que tirarse en una zanja y cubrirse la cabeza.',
      'Cuando pase, tenga cuidado con los cables eléctricos caídos y los vidrios rotos, y envíe un mensaje de texto a su contacto fuera de la ciudad.',
    ],
    chemical_nuclear: [
      'Emergencia por radiación: entre, quédese adentro y manténgase informado. Vaya al centro de un edificio de ladrillo o concreto, o a un sótano, lejos de puertas y ventanas.',
      'Cierre con llave puertas y ventanas, apague los ventiladores, el aire acondicionado y la calefacción que traigan aire de afuera, y entre a sus mascotas.',
      'Si estuvo afuera, quítese la capa exterior de ropa, ciérrela en una bolsa de plástico y dúchese o límpiese la piel expuesta con un paño húmedo.',
      'Escape de sustancias químicas: si le indican que se refugie en el lugar, elija un cuarto interior con pocas ventanas, selle la puerta y las rejillas de ventilación con plástico y cinta adhesiva, y escuche las instrucciones.',
      'Tenga un radio de baterías o de manivela, tome agua embotellada y coma alimentos de envases sellados hasta que las autoridades digan que el agua de la llave y los alimentos son seguros.',
      'No vaya a recoger a los niños a la escuela o la guardería durante una emergencia por radiación: el personal los resguardará, y si sale, se exponen usted y ellos.',
    ],
    wilderness_lost: [
      'Antes de salir, deje a alguien en casa un plan del recorrido: adónde va, su ruta, quién va con usted y cuándo pedir ayuda.',
      'Lleve los diez elementos esenciales: orientación, linterna frontal, protección solar, primeros auxilios, un cuchillo, algo para hacer fuego, un refugio de emergencia, y comida, agua y ropa de más.',
      'Si se pierde, recuerde STOP: deténgase, piense, observe, planifique. Quédese donde está: los equipos de búsqueda encuentran mucho antes a quien no se mueve.',
      'Hágase ver y oír: tres toques de silbato, ropa de colores vivos extendida en un lugar abierto, un espejo de señales o una luz de noche.',
      'Manténgase abrigado y seco: busque o construya un refugio contra el viento y la lluvia antes de que oscurezca, y aíslese del suelo.',
      'Tome agua tratada: hierva, filtre o desinfecte el agua de arroyos y lagos antes de beberla.',
    ],
    vehicle_breakdown: [
      'Salga de la carretera si puede: oríllese en el acotamiento o la cuneta, encienda las luces de emergencia y, de noche, deje prendidas las luces de posición.',
      'En una autopista o una vía con mucho tráfico, salga del auto por la puerta del lado opuesto al tráfico y espere detrás de la barrera; pida ayuda desde un lugar seguro.',
      `Con nieve o frío, quédese con el auto, encienda el motor solo unos ${F.engineMinutesPerHour} minutos por hora para calentarse y mantenga el tubo de escape libre de nieve.`,
      'Tenga un kit para el auto: agua, bocadillos, mantas, una linterna, un botiquín de primeros auxilios, cables para pasar corriente, un cargador de teléfono y un triángulo reflectante de advertencia.',
      'Antes de un viaje largo, revise las llantas, la gasolina, el aceite y el clima, y dígale a alguien su ruta y a qué hora piensa llegar.',
    ],
  },
  guides: {
    '/intel/1': 'Lo esencial del kit de emergencia para 72 horas',
    '/intel/2': 'Comparación de sistemas para purificar agua',
    '/intel/3': 'PEM: cómo proteger los aparatos electrónicos',
    '/intel/4': 'Emergencias en la ciudad: rutas para salir',
  },
  // The offer lists them after "Fuentes:"; the names these agencies use in Spanish where they have one.
  publishers: {
    'Ready.gov': 'Ready.gov',
    'National Weather Service': 'Servicio Nacional de Meteorología',
    'American Red Cross': 'Cruz Roja Americana',
    CDC: 'CDC',
    NHTSA: 'NHTSA',
    'UK Highway Code': 'Código de Circulación del Reino Unido',
    'US National Park Service': 'Servicio de Parques Nacionales de EE. UU.',
    AdventureSmart: 'AdventureSmart (Canadá)',
    'UK Government': 'Gobierno del Reino Unido',
    'Government of Canada': 'Gobierno de Canadá',
    'NSW State Emergency Service': 'Servicio Estatal de Emergencias de NSW (Australia)',
  },
};
