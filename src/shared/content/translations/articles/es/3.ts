/** La guía 3 en español: introducción, secciones y conclusión (decisión 0357; la tarjeta y las fuentes: ../../articles.es.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[3] = {
  intro:
    'Un pulso electromagnético (PEM) de una detonación nuclear muy por encima de la atmósfera, o una tormenta geomagnética fuerte causada por el sol, podría interrumpir la red eléctrica y los aparatos electrónicos en una zona extensa. Las agencias federales, entre ellas CISA y la NOAA, consideran ambos peligros poco probables pero de gran impacto. Mucho de lo que circula en internet exagera la certeza de un colapso total, y mucho exagera lo que pueden hacer los productos de consumo. Esta guía se atiene a lo que se sabe y se centra en lo que usted controla: un hogar capaz de aguantar un apagón largo, más un pequeño kit de respaldo, probado y blindado, para comunicación, energía y datos.',
  sections: [
    {
      title: 'El riesgo: PEM frente a tormenta solar',
      lines: [
        'Un PEM de gran altitud (HEMP, por sus siglas en inglés) proviene de un arma nuclear detonada muy por encima de la Tierra y podría afectar una región muy grande. Nunca ha ocurrido un ataque así; lo que se sabe viene de pruebas de los años 1960, ensayos de laboratorio y modelos.',
        'El HEMP tiene tres partes: un pulso E1 muy rápido que puede alterar o dañar la electrónica, un pulso E2 parecido a un rayo y un componente E3 lento que, como una tormenta solar, induce corrientes en las líneas eléctricas largas.',
        'Una tormenta geomagnética fuerte amenaza sobre todo a los conductores largos: las líneas de transmisión de alto voltaje y sus transformadores, además de los satélites, la precisión del GPS y la radio de onda corta (HF). No se espera que dañe aparatos pequeños desenchufados.',
        'Historia: el evento Carrington de 1859 interrumpió el telégrafo; una tormenta en marzo de 1989 hizo colapsar la red de Hydro-Québec durante unas nueve horas; la tormenta G5 de mayo de 2024, la más fuerte en dos décadas, pasó sin fallas graves de la red.',
        'El Centro de Predicción del Clima Espacial de la NOAA clasifica las tormentas geomagnéticas de G1 (menor) a G5 (extrema) y emite vigilancias y avisos, a menudo con horas o unos pocos días de antelación antes de que llegue una erupción solar.',
      ],
    },
    {
      title: 'Lo que dice la ciencia y lo que no',
      lines: [
        'Los equipos conectados a cables largos (cables de corriente, antenas, líneas de red y de teléfono) son los más expuestos. Los aparatos pequeños de baterías con cableado corto suelen ser menos vulnerables.',
        'Hay pocos datos públicos de pruebas con electrónica de consumo moderna. Nadie puede prometer qué teléfono, radio o vehículo sobreviviría a un pulso determinado, así que cuente con algunas pérdidas.',
        'Las pruebas limitadas con vehículos que informó la Comisión de PEM del Congreso de EE. UU. encontraron, a los niveles de campo probados, sobre todo fallas temporales y no daños permanentes. Los vehículos modernos son distintos, y eso no es una garantía.',
        'La consecuencia grave más probable de cualquiera de los dos eventos es un apagón largo y extenso, con efectos en cadena sobre el agua, el combustible, las comunicaciones y los pagos (CISA). Prepárese primero para eso.',
        'Desconfíe de cualquier producto que prometa hacer su casa “a prueba de PEM” si no publica resultados de pruebas independientes según una norma reconocida.',
      ],
    },
    {
      title: 'Contenedores de Faraday: cómo funcionan',
      lines: [
        'Un contenedor de Faraday es una envoltura conductora cerrada. La energía electromagnética que llega induce corrientes en la superficie exterior en lugar de alcanzar lo que hay dentro.',
        'La continuidad lo es todo: las rendijas, las costuras y las tapas flojas dejan pasar energía. El contacto de metal con metal en todo el borde de la tapa importa más que unas paredes gruesas.',
        'Opciones prácticas: un bote de acero galvanizado con tapa ajustada y la costura sellada con cinta conductora de aluminio o cobre; bolsas de blindaje metalizadas, una dentro de otra; o una caja blindada hecha para ese fin. Las cajas de munición de acero son resistentes, pero su empaque de goma rompe el contacto de metal con metal si no lo puentea.',
        'Aísle el contenido de la envoltura: envuelva los objetos en plástico o forre el contenedor con cartón o espuma para que nada toque el metal.',
        'Un contenedor de Faraday portátil no necesita conexión a tierra para blindar su contenido.',
        'Prueba rápida: encierre un teléfono y llámelo, o encierre un radio con una emisora de FM encendida. Si suena o se oye, el blindaje tiene fugas. El silencio solo muestra atenuación en esas frecuencias; es una comprobación básica, no una prueba de protección contra un PEM.',
        'Un horno de microondas no es una jaula de Faraday confiable: el sello de su puerta está diseñado para una banda de frecuencia estrecha, y alguien podría encenderlo.',
      ],
    },
    {
      title: 'Qué blindar',
      lines: [
        'Comunicaciones: un radio de repuesto de manivela o de baterías con AM/FM y la Radio Meteorológica de la NOAA, un par de radios bidireccionales FRS y cualquier radio portátil de aficionado que tenga licencia para usar.',
        'Energía: una batería portátil, un panel solar plegable pequeño y baterías de repuesto guardadas con los aparatos.',
        'Luz: una linterna LED o una linterna de cabeza de repuesto.',
        'Datos: una memoria USB cifrada con copias de documentos, contactos, mapas y fotos familiares, y una copia en papel de lo esencial.',
        'Salud: repuestos de aparatos médicos electrónicos pequeños cuando sea práctico, como un glucómetro.',
        'Pegue una lista del contenido en la tapa, y cargue y revise todo en su revisión de cada 6 meses.',
      ],
    },
    {
      title: 'Cómo preparar el hogar',
      lines: [
        'Durante un aviso de clima espacial severo o un apagón prolongado, desenchufe los aparatos sensibles y desconecte los cables de antena y de red. Desenchufar es gratis y más confiable que cualquier regleta.',
        'Los protectores contra sobretensiones, también los de toda la casa, ayudan contra rayos y picos de la red; no están diseñados ni probados para el pulso E1 rápido de un PEM. Pida a un electricista con licencia que instale los de toda la casa.',
        'Planifique sin electricidad de la red: linternas y faroles, una estación de energía de batería o solar, un abrelatas manual, efectivo, mapas en papel y listas de contactos impresas.',
        'Mantenga el tanque de su vehículo al menos a la mitad: las bombas de las gasolineras necesitan electricidad. Sepa cómo abrir a mano la puerta del garaje (NWS).',
        'Use los generadores solo al aire libre, a por lo menos 20 pies de puertas y ventanas, nunca en un garaje. Instale alarmas de monóxido de carbono a baterías.',
        'Alimentos: un refrigerador cerrado mantiene la comida fría unas 4 horas; un congelador lleno, unas 48 horas (24 si está a la mitad). Mantenga las puertas cerradas (Ready.gov).',
        'Si alguien depende de equipo médico eléctrico, haga ya un plan de energía de respaldo con su médico y su compañía eléctrica.',
      ],
    },
    {
      title: 'Plan de comunicación y recuperación',
      lines: [
        'Acuerden de antemano dónde se reúne la familia si no hay teléfonos y fijen horas para comunicarse por radio, por ejemplo 10 minutos a cada hora en punto.',
        'Tenga listas de contactos por escrito; cada miembro del hogar lleva una tarjeta.',
        'Escuche la Radio Meteorológica de la NOAA y las emisoras de AM/FM para obtener información oficial; el sistema de alertas por radiodifusión está hecho para funcionar cuando internet no funciona.',
        'Cuando se pronostique una tormenta geomagnética fuerte: cargue todo, llene los recipientes de agua, ponga gasolina al carro y desenchufe lo que no necesite.',
        'Después de un evento, encienda primero las comunicaciones, ahorre baterías y pregunte por los vecinos que dependen de aparatos médicos.',
      ],
    },
  ],
  conclusion:
    'Prepárese para el apagón, no para el apocalipsis. El efecto grave más probable de un PEM o de una tormenta solar extrema es una pérdida de electricidad larga y extensa: el mismo apagón que puede causar una tormenta fuerte. Prepare primero su hogar para aguantarlo y luego blinde un pequeño kit de respaldo de comunicaciones, energía, luz y datos en un contenedor que usted mismo haya probado. No haga caso de los productos que prometen certezas; confíe en la preparación que pueda comprobar.',
};

export default body;
