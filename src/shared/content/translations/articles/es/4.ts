/** La guía 4 en español: introducción, secciones y conclusión (decisión 0357; la tarjeta y las fuentes: ../../articles.es.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[4] = {
  intro:
    'Las ciudades concentran gente, tráfico y puntos de congestión. En una emergencia grande, las calles se atascan, el transporte público se detiene y las redes celulares se saturan justo cuando todos intentan moverse a la vez. Las familias que logran salir, o refugiarse a salvo, son las que decidieron de antemano adónde irían, cómo llegarían y cómo se encontrarían. Esta guía trata la decisión de quedarse o salir, las rutas, los puntos de encuentro, la comunicación, el estar alerta y la protección personal legal en la ciudad.',
  sections: [
    {
      title: 'Refugiarse o evacuar',
      lines: [
        'Salir no siempre es más seguro. Ante escapes de químicos, algunas tormentas fuertes y muchos otros peligros, las autoridades pueden pedirle que se refugie en el lugar. Siga las instrucciones oficiales.',
        'Inscríbase en las alertas de emergencia de su localidad, mantenga activadas las Alertas Inalámbricas de Emergencia en la configuración de su teléfono y tenga un radio meteorológico de la NOAA.',
        'Cuando le indiquen que evacúe, váyase de inmediato. Con cada minuto que espera, las rutas se llenan y las opciones se reducen.',
        'Orden de refugiarse en el lugar por un escape de químicos: entre, cierre ventanas, puertas y rejillas de ventilación, apague la ventilación y vaya a un cuarto interior con pocas ventanas.',
      ],
    },
    {
      title: 'Planificación de rutas',
      lines: [
        'Trace al menos dos rutas para salir de su zona, en direcciones distintas, desde la casa, el trabajo y la escuela. Si su ciudad tiene zonas de evacuación, conozca la suya.',
        'Identifique los puntos de congestión (puentes, túneles, rampas de autopista, cruces de tren) y una forma de rodear cada uno.',
        'Siga las rutas que indiquen las autoridades. No tome atajos que no conozca: pueden estar bloqueados o ser peligrosos (Ready.gov).',
        'Planifique moverse a pie y en transporte público, no solo en carro. Sepa cuánto tarda de verdad el camino a pie del trabajo a casa.',
        'Mantenga el tanque al menos a la mitad, y un mapa en papel con sus rutas marcadas en el carro y en la mochila.',
        'Recorra sus rutas una vez a distintas horas del día; anote hospitales, farmacias, gasolineras y espacios abiertos por el camino.',
        'Nunca maneje ni camine por agua de inundación: seis pulgadas de agua en movimiento pueden derribarlo, y un pie de agua puede arrastrar un vehículo (NWS). Dé la vuelta, no se ahogue.',
      ],
    },
    {
      title: 'Puntos de encuentro',
      lines: [
        'Fije dos lugares de reunión: uno justo afuera de su casa para emergencias repentinas como un incendio, y otro fuera de su vecindario por si no puede volver a casa (Cruz Roja Americana).',
        'Añada un destino fuera de la ciudad, como la casa de un amigo o un familiar, o un hotel, al que se pueda llegar por más de una ruta.',
        'Elija lugares fáciles de encontrar, públicos y accesibles, como una biblioteca, un lugar de culto o la entrada de un parque, con uno de respaldo para cada uno.',
        'Acuerden cuánto esperar y qué hacer si alguien no llega: dejar una nota con la fecha, ir al siguiente punto y comunicarse con su contacto fuera del área.',
        'Conozca los planes de emergencia de las escuelas y guarderías de sus hijos, y quién está autorizado para recogerlos.',
      ],
    },
    {
      title: 'Plan de comunicación',
      lines: [
        'Elija un contacto fuera del área con quien todos se comuniquen: las llamadas de larga distancia y los mensajes de texto pueden entrar cuando las líneas locales están saturadas (Cruz Roja Americana).',
        'Envíe mensajes de texto en lugar de llamar: necesitan menos capacidad de la red y a menudo llegan cuando las llamadas fallan.',
        'Dé a todos una tarjeta de contactos por escrito. Pocas personas recuerdan los números que solo guardan en el teléfono.',
        'Fijen horas para comunicarse y mensajes cortos y estándar, como “Bien, en el punto de encuentro 2”. Los mensajes cortos ahorran batería y ancho de banda.',
        'Los radios bidireccionales mantienen a la familia en contacto: los radios FRS no necesitan licencia; los GMRS necesitan una licencia de la FCC, pero no un examen. Cuente con mucho menos alcance entre edificios del que promete la caja.',
        'Mantenga los teléfonos cargados y lleve una batería portátil; baje el brillo de la pantalla y cierre aplicaciones para que la batería dure más.',
      ],
    },
    {
      title: 'Estar alerta',
      lines: [
        'Manténgase alerta y sin mirar el teléfono mientras se desplaza. Fíjese en las salidas cada vez que entre a un edificio, una estación o un lugar de eventos.',
        'Aléjese de multitudes, enfrentamientos y actividad policial: vaya en dirección contraria, no hacia ellos.',
        'En un incendio en un edificio o después de un terremoto, use las escaleras, no el ascensor.',
        'Vístase para moverse: zapatos resistentes y capas para el clima. Tenga en el trabajo una mochila pequeña para volver a casa, con agua, bocadillos, una linterna, una mascarilla contra el polvo, un mapa y zapatos para caminar.',
        'Después de un desastre, esté atento a cables eléctricos caídos, fugas de gas, vidrios rotos y edificios dañados. Manténgase bien lejos de los cables caídos.',
        'Confíe en su instinto: si un lugar o una situación no le parece bien, váyase pronto.',
      ],
    },
    {
      title: 'Protección personal dentro de la ley',
      lines: [
        'Sus primeras herramientas son evitar, mantener la distancia y calmar la situación. Irse es casi siempre la mejor opción.',
        'Llame al 911 en cuanto sea seguro. Ante un atacante activo, siga “Corra, escóndase, luche”: salga si puede; escóndase y silencie su teléfono si no puede; luche solo como último recurso, cuando su vida corra un peligro inminente (CISA).',
        'Las herramientas no letales, como las alarmas personales y el gas pimienta, pueden darle segundos para escapar. Las leyes sobre portarlas y usarlas varían según el estado y la ciudad, así que consulte las suyas antes de llevarlas.',
        'Practique con lo que lleva; existen aerosoles de práctica inertes para el gas pimienta.',
        'En casa, refuerce los puntos de entrada: puertas exteriores de núcleo sólido, tornillos largos en las placas de la cerradura, una barra de seguridad para la puerta y buena iluminación exterior.',
        'Nunca se enfrente a saqueadores ni arriesgue su vida por sus bienes. Los bienes se pueden reponer; use solo la fuerza que permite la ley.',
      ],
    },
  ],
  conclusion:
    'En la ciudad, el plan vale más que el equipo. Sepa cuándo refugiarse y cuándo irse, trace dos rutas de salida en direcciones distintas, fije sus puntos de encuentro y asegúrese de que todos en su hogar puedan comunicarse con el contacto fuera del área sin un teléfono que funcione. Manténgase alerta, evite los enfrentamientos y mantenga su protección personal dentro de la ley. La familia que decidió a tiempo es la primera en ponerse en marcha.',
};

export default body;
