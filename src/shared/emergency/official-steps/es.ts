/**
 * The official "Do now" steps (../official-steps.ts) in Spanish (issue 43, decision 0338): the same
 * steps, ids and sources as the English, one text per English step in its order (the type
 * `OfficialStepTexts` fails a step missing or added). Neutral US Spanish with "usted".
 *
 * Wording source: Listo.gov (FEMA's Spanish pages): "Terremotos" https://www.listo.gov/es/terremotos,
 * "Huracanes" https://www.listo.gov/es/huracanes, "Apagones" https://www.listo.gov/es/apagones,
 * "Incendios forestales" https://www.listo.gov/es/incendios-forestales, "Inundaciones"
 * https://www.listo.gov/es/inundaciones, "Tornados" https://www.listo.gov/es/tornados, "Clima
 * invernal" https://www.listo.gov/es/clima-invernal, "Emergencias químicas"
 * https://www.listo.gov/es/emergencias-quimicas, "Pandemia" https://www.listo.gov/es/pandemia,
 * "Haga un plan" https://www.listo.gov/es/planifique and "Kit de suministros para emergencias"
 * https://www.listo.gov/es/kit; and the NWS's "Dé la vuelta, no se ahogue". Its terms: "agáchese,
 * cúbrase y agárrese", kit de emergencia, autoridades locales, alertas. Where Listo.gov does not
 * cover the step (getting lost, a breakdown), the English step is translated. The warning
 * triangle's "never on a motorway" (the UK Highway Code) is left out, as in the German.
 * Figures come from ./figures.ts, US measures first as Listo.gov gives them.
 */
import type { OfficialStepTexts } from '../official-steps';
import { STEP_FIGURES as F } from './figures';

export const ES_STEP_TEXTS: OfficialStepTexts = {
  earthquake: [
    'Agáchese, cúbrase y agárrese: tírese al suelo, cúbrase la cabeza y el cuello bajo una mesa resistente y agárrese hasta que deje de temblar.',
    'Quédese donde está hasta que deje de temblar. No salga corriendo; aléjese de las ventanas.',
    'Si está en la cama, quédese allí y cúbrase la cabeza y el cuello con una almohada.',
    'Cuando pare, revise si usted u otros están heridos. Espere réplicas: agáchese, cúbrase y agárrese otra vez.',
    'Si huele a gas, saque a todos. No use interruptores de luz, fósforos ni encendedores.',
    'Cerca de la costa, vaya a un terreno elevado en cuanto deje de temblar: puede venir un tsunami.',
    'Envíe mensajes de texto en vez de llamar, para dejar las líneas libres para las llamadas de emergencia.',
  ],
  hurricane: [
    'Si las autoridades le indican que evacúe, salga ahora, por la ruta que le indiquen.',
    'Si se queda, vaya a un cuarto interior pequeño, un clóset o un pasillo del piso más bajo que no se inunde, lejos de las ventanas.',
    'Si el agua sube, vaya al piso más alto, pero no a un ático cerrado: podría quedar atrapado.',
    'Dé la vuelta, no se ahogue: nunca camine, nade ni maneje por aguas de inundación.',
    `Use un generador solo al aire libre, a por lo menos ${F.generatorFeet} pies (${F.generatorMetres} m) de ventanas y puertas.`,
    'Quédese adentro hasta que las autoridades digan que pasó: la calma del ojo no es el fin de la tormenta.',
    'Mantenga su teléfono cargado y escuche las alertas locales o una radio meteorológica.',
  ],
  blackout: [
    'Use linternas, no velas.',
    `Mantenga cerrados el refrigerador y el congelador: la comida se mantiene fría unas ${F.fridgeHours} horas en el refrigerador y ${F.freezerHours} horas en un congelador lleno.`,
    'Desenchufe los aparatos y equipos electrónicos, para que una subida de tensión no los dañe cuando vuelva la luz.',
    'Use un generador solo al aire libre, lejos de las ventanas: nunca adentro ni en un garaje (monóxido de carbono).',
    'Si alguien necesita equipo médico eléctrico, siga su plan o vaya a donde haya electricidad.',
    `Tire la comida que haya estado a más de ${F.foodSafeFahrenheit} °F (${F.foodSafeCelsius} °C) durante ${F.foodUnsafeHours} horas o más. Ante la duda, tírela.`,
    'Vea cómo están sus vecinos, primero las personas mayores.',
  ],
  wildfire: [
    'Si las autoridades le indican que evacúe, salga de inmediato. No espere.',
    'Lleve su kit de emergencia, medicamentos, documentos, cargadores de teléfono y mascotas.',
    'Siga la ruta de evacuación que indiquen las autoridades; escuche las alertas locales.',
    'Use una mascarilla N95 para protegerse del humo.',
    'Si queda atrapado, llame al número de emergencia y diga dónde está. Encienda las luces para que los rescatistas lo vean.',
    'Regrese solo cuando las autoridades digan que es seguro.',
  ],
  pandemic: [
    'Quédese en casa cuando esté enfermo, lejos de los demás.',
    `Lávese las manos a menudo con agua y jabón durante al menos ${F.handWashSeconds} segundos.`,
    'Cúbrase al toser y estornudar; tire el pañuelo y lávese las manos.',
    'Use mascarilla donde lo recomienden las autoridades de salud.',
    'Limpie las superficies que se tocan con frecuencia.',
    'Si alguien tiene mayor riesgo o empeora, llame pronto a un médico. Llame antes de ir.',
  ],
  civil_unrest: [
    'Manténgase lejos de las multitudes y de la zona de los disturbios.',
    'Si queda cerca, salga con calma por la salida segura más cercana.',
    'En casa, quédese adentro, cierre las puertas con llave y aléjese de las ventanas.',
    'Siga a las autoridades locales y las noticias; no se guíe por rumores.',
    'Si alguien está en peligro, llame al número de emergencia.',
    'Dígale a su contacto fuera de la ciudad dónde están todos. Envíe mensajes de texto si las llamadas no entran.',
  ],
  winter_storm: [
    'Quédese adentro. Vístase con varias capas de ropa abrigada y holgada.',
    'Nunca caliente la casa con una estufa u horno de gas. Use generadores solo al aire libre, lejos de las ventanas.',
    'Mantenga caliente una habitación; cierre las habitaciones que no necesite.',
    'Deje gotear un poco los grifos para que las tuberías no se congelen.',
    `No viaje. Si queda atrapado en un auto, quédese adentro, encienda el motor ${F.engineMinutesPerHour} minutos por hora y mantenga el tubo de escape libre de nieve.`,
    'Vigile la congelación (piel entumecida, blanca o grisácea) y la hipotermia (escalofríos, confusión, habla arrastrada): caliéntese y busque ayuda.',
    'Vea cómo están sus vecinos, primero las personas mayores.',
  ],
  flood: [
    'Si las autoridades le indican que evacúe, salga de inmediato.',
    'Vaya a un terreno más alto o al piso más alto, pero no a un ático cerrado.',
    `Dé la vuelta, no se ahogue: nunca camine, nade ni maneje por aguas de inundación. ${F.floodWaterInches} pulgadas (${F.floodWaterCentimetres} cm) de agua en movimiento pueden derribarlo.`,
    'No cruce puentes sobre agua que corre rápido.',
    'Si su auto queda atrapado en agua rápida, quédese adentro; si el agua sube dentro, súbase al techo.',
    'No se meta en el agua de inundación: puede estar sucia o electrificada por cables caídos.',
    'Escuche las alertas locales para saber adónde ir y cuándo termina.',
  ],
  tornado: [
    'Vaya ya a un cuarto seguro, refugio contra tormentas o sótano. Si no, a un cuarto interior pequeño del piso más bajo, lejos de las ventanas.',
    'Métase debajo de algo resistente. Cúbrase la cabeza y el cuello con los brazos y con un colchón o mantas.',
    'Salga de una casa móvil o de un auto hacia un edificio resistente si puede llegar a tiempo.',
    'Afuera o en un auto: abróchese el cinturón y cúbrase la cabeza por debajo de las ventanas, o acuéstese en un lugar bajo cubriéndose la cabeza.',
    'Permanezca refugiado hasta que termine el aviso.',
    'Después, aléjese de los cables eléctricos caídos y de los edificios dañados.',
  ],
  chemical_nuclear: [
    'Entre al edificio más cercano y quédese adentro, en el centro o en el sótano, lejos de puertas y ventanas.',
    'Cierre ventanas y puertas. Apague ventiladores, calefacción y aire acondicionado que traigan aire de afuera.',
    'Manténgase informado: siga las instrucciones de las autoridades por radio, televisión o alertas.',
    'Si estuvo afuera, quítese la ropa exterior, póngala en una bolsa y dúchese o lávese con agua y jabón.',
    'Si las autoridades le indican que evacúe, salga de inmediato, con las ventanillas y ventilaciones del auto cerradas.',
    'Entre a sus mascotas.',
    'Tome yoduro de potasio solo si las autoridades se lo indican.',
  ],
  wilderness_lost: [
    'Deténgase en cuanto crea que está perdido. Quédese donde está.',
    'Mantenga la calma. Piense cómo llegó aquí; mire a su alrededor antes de moverse.',
    'Llame al número de emergencia si tiene señal y luego ahorre batería.',
    'Hágase ver y oír: ropa de colores vivos, tres toques de silbato.',
    'Manténgase abrigado y seco: póngase capas y busque o haga un refugio antes de que oscurezca.',
    'No siga caminando de noche.',
  ],
  vehicle_breakdown: [
    'Salga de la carretera si puede y encienda las luces de emergencia.',
    'En una vía rápida, saque a todos por el lado opuesto al tráfico y esperen detrás de la barrera.',
    'Pida ayuda y diga dónde está.',
    'Coloque un triángulo de advertencia bien detrás del auto, solo donde sea seguro hacerlo.',
    `Con nieve, quédese con el auto. Encienda el motor unos ${F.engineMinutesPerHour} minutos por hora para calentarse, con el tubo de escape despejado.`,
    'Haga que el auto se vea bien: un trapo de color vivo en él y, de noche, la luz interior encendida mientras el motor funciona.',
  ],
  custom: [
    'Si alguien está en peligro, llame al número de emergencia.',
    'Siga a las autoridades locales. Si le indican que evacúe, salga de inmediato.',
    'Reúna a todos o dígales dónde encontrarse.',
    'Envíe un mensaje de texto a su contacto fuera de la ciudad: los textos llegan cuando las llamadas no.',
    'Lleve su kit de emergencia, medicamentos, documentos y cargador de teléfono.',
    'Revise si alguien está herido y dé primeros auxilios.',
    'Siga escuchando las alertas locales y las noticias.',
  ],
};
