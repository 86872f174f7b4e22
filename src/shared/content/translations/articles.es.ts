/**
 * Las cuatro guías (articles.ts) en español, frase por frase como las inglesas y tipadas por ellas
 * (ArticleTexts: el mismo número de secciones, líneas y nombres de equipo, en el mismo orden).
 * Vocabulario de Listo.gov (la versión en español de Ready.gov: “Arme un kit”, “Haga un plan”,
 * “kit de emergencia”, “suministros”, “refugiarse en el lugar”, “Dé la vuelta, no se ahogue”) y de
 * las páginas en español de la Cruz Roja Americana (“punto de encuentro”, “contacto fuera del
 * área”). Trato de “usted”, sin tono militar. Las cifras son las del inglés (galones, pies y
 * libras, como Listo.gov; números al estilo es-US). Fuentes, ids, valoraciones y enlaces siguen
 * siendo los ingleses.
 */
import type { ArticleTexts } from '../articles';

export const ARTICLES_ES: ArticleTexts = {
  1: {
    title: 'Mochila de emergencia para 72 horas: lo esencial',
    category: 'Preparación para emergencias',
    excerpt:
      'Una mochila lista para llevar por persona, preparada para mantenerlo 72 horas en movimiento: agua, alimentos, refugio, primeros auxilios, luz, comunicaciones y documentos. Siempre lista, con una revisión cada 6 meses.',
    intro:
      'Cuando llega una orden de evacuación, puede que tenga minutos, no horas. Una mochila de emergencia (en inglés, “go-bag” o “bug-out bag”) es un kit empacado y listo para llevar que permite a cada miembro de su hogar salir de inmediato y valerse por sí mismo durante al menos 72 horas, el plazo con el que trabajan los planificadores de emergencias antes de que la ayuda y los servicios se restablezcan de forma confiable. No es todo su kit de emergencia: el kit de la casa sirve para refugiarse en el lugar, idealmente durante dos semanas. La mochila sirve para salir. Ármela con la lista de abajo, manténgala lo bastante liviana para cargarla a pie y déjela donde pueda tomarla al salir por la puerta.',
    sections: [
      {
        title: 'La mochila y su peso',
        lines: [
          'Una mochila por persona. Los niños que ya pueden cargar una mochila pequeña llevan la suya; empaque también comida, agua, correa y registros de sus mascotas.',
          'Elija una mochila cómoda con cinturón acolchado, para que el peso descanse en las caderas y no en los hombros. Entre 35 y 50 litros le sirven a la mayoría de los adultos.',
          'Manténgala lo bastante liviana para caminar varias millas. Muchos excursionistas procuran que la mochila cargada no pase de un 20% del peso corporal; haga una caminata de prueba y saque lo que no necesite.',
          'Ponga lo pesado cerca de la espalda y centrado; guarde los primeros auxilios, la luz, la ropa de lluvia y los documentos en bolsillos exteriores a los que llegue rápido.',
          'Forre el compartimento principal con una bolsa de basura resistente o con bolsas impermeables para que todo se mantenga seco.',
          'Deje la mochila cerca de una salida, diga a todos en casa dónde está y tenga un kit más pequeño en el carro y en el trabajo.',
        ],
      },
      {
        title: 'Agua y alimentos',
        lines: [
          'Norma de planificación: un galón de agua por persona por día, para beber y para la higiene (Ready.gov).',
          'Tres días a ese ritmo son unos 3 galones, aproximadamente 25 libras por persona: demasiado peso para cargarlo lejos. Lleve de 2 a 3 litros y una forma de tratar más: un filtro portátil y tabletas purificadoras. Guarde agua adicional en el vehículo.',
          'La mayoría de los filtros portátiles eliminan bacterias y protozoos, pero no virus. Donde el agua pueda llevar aguas residuales, como después de una inundación, añada un tratamiento químico o hiérvala. Vea la guía de purificación del agua.',
          'Empaque alimentos no perecederos y listos para comer para tres días: barras energéticas o de ración, crema de cacahuate, fruta seca, carne seca, comidas listas para comer. Empaque lo que su familia realmente comerá y tenga en cuenta las alergias y las dietas especiales.',
          'Añada una estufa compacta con combustible, una olla o taza de metal para hervir agua, una cuchara y un abrelatas manual si lleva latas.',
          'Nunca use una estufa dentro de una carpa, un vehículo o un cuarto cerrado: el monóxido de carbono puede matar sin aviso.',
        ],
      },
      {
        title: 'Refugio, calor y ropa',
        lines: [
          'Una manta de emergencia o un saco de vivac reutilizable conserva el calor del cuerpo; una lona liviana y unos 50 pies de cuerda forman un refugio contra la lluvia.',
          'Empaque una muda completa de ropa para su clima: capas que alejen la humedad, un gorro abrigado, guantes y ropa de lluvia. El algodón retiene el agua y enfría cuando está mojado.',
          'Calzado resistente y ya usado, y dos pares de calcetines de repuesto de lana o sintéticos. Con los pies mojados y llenos de ampollas no se llega lejos.',
          'Un saco de dormir compacto o una colcha para la noche más fría que espere, por si no puede llegar a un refugio.',
          'Guantes de trabajo y una mascarilla contra el polvo o un respirador N95 para escombros, ceniza y humo (Ready.gov incluye una mascarilla contra el polvo en todo kit).',
        ],
      },
      {
        title: 'Primeros auxilios, medicamentos e higiene',
        lines: [
          'Un botiquín de primeros auxilios con curitas, gasa, cinta adhesiva, venda elástica, toallitas antisépticas, guantes y analgésicos.',
          'Medicamentos recetados para al menos 7 días (Cruz Roja Americana), copias de las recetas, anteojos o lentes de contacto de repuesto y baterías para audífonos.',
          'Si lleva un torniquete o gasa hemostática, aprenda a usarlos: un curso breve de Stop the Bleed enseña a controlar hemorragias.',
          'Higiene: desinfectante de manos, jabón, cepillo de dientes, papel higiénico, toallitas húmedas, productos de higiene femenina y bolsas de basura con amarres de plástico para el saneamiento.',
          'Una tarjeta escrita para cada persona: condiciones médicas, alergias, medicamentos y contactos de emergencia.',
        ],
      },
      {
        title: 'Luz, herramientas y comunicación',
        lines: [
          'Una linterna de cabeza y otra linterna de repuesto, con baterías adicionales.',
          'Tres formas de hacer fuego: un encendedor, fósforos a prueba de agua y una varilla de ferrocerio, más yesca en una bolsa impermeable.',
          'Una herramienta multiuso o un cuchillo de hoja fija, cinta adhesiva resistente, un silbato para pedir ayuda y una llave inglesa o unas pinzas para cerrar los servicios públicos (Ready.gov).',
          'Un radio de baterías o de manivela que reciba la Radio Meteorológica de la NOAA, y su teléfono con cargador y una batería portátil cargada.',
          'Mapas en papel de su zona con las rutas de evacuación marcadas, y una brújula. Los teléfonos y las redes celulares fallan en las grandes emergencias.',
          'Artículos legales de protección personal, como una alarma personal, o gas pimienta donde su estado y su ciudad lo permitan.',
        ],
      },
      {
        title: 'Documentos, efectivo y mantenimiento',
        lines: [
          'Copias de identificaciones, pólizas de seguro, historiales médicos, escritura o contrato de arrendamiento y actas de nacimiento en una funda impermeable; una memoria USB cifrada es un respaldo compacto.',
          'Efectivo en billetes pequeños: los lectores de tarjetas y los cajeros automáticos dejan de funcionar sin electricidad ni redes.',
          'Una tarjeta de contactos para cada miembro del hogar: contacto fuera del área, puntos de encuentro, médicos y farmacias.',
          'Revise la mochila cada 6 meses: renueve el agua y los alimentos antes de que venzan, reemplace los medicamentos vencidos y las baterías agotadas, y ajuste la ropa a la temporada y a los niños que crecen.',
          'Vincule la revisión a una fecha que no olvide, como los cambios de hora de primavera y otoño, y reponga todo justo después de cada uso o simulacro.',
        ],
      },
    ],
    gear: [
      'Mochila de 45 L',
      'Filtro de agua portátil y tabletas',
      'Saco de vivac de emergencia y lona',
      'Botiquín de primeros auxilios y trauma',
      'Linterna de cabeza y kit para hacer fuego',
      'Radio meteorológico NOAA de manivela',
    ],
    conclusion:
      'Una mochila de emergencia vale lo que su última revisión. Empaque para 72 horas, cargue solo lo que de verdad pueda llevar caminando y trate el agua en lugar de intentar cargarla toda. Deje la mochila junto a la puerta, asegúrese de que todos en su hogar sepan dónde está y cuándo tomarla, y revísela cada 6 meses. Estar preparado es una rutina, no una compra.',
  },
  2: {
    title: 'Sistemas de purificación de agua: comparación',
    category: 'Agua segura',
    excerpt:
      '¿Hervir, usar cloro, filtrar o purificar? Una comparación de lo que cada método elimina, lo que se le escapa y cómo almacenar un suministro seguro de un galón por persona por día.',
    intro:
      'El agua es el primer suministro que se acaba y el que más rápido hace daño. Después de inundaciones, huracanes, terremotos o la rotura de una tubería principal, el agua de la llave puede no ser segura aunque se vea clara. Su hogar necesita dos cosas: un suministro almacenado y al menos dos formas independientes de hacer segura el agua dudosa. Esta guía compara los métodos principales (hervir, desinfección química, filtros y purificadores) según lo que de verdad eliminan, para que adapte su equipo al riesgo.',
    sections: [
      {
        title: 'El suministro almacenado: lo básico',
        lines: [
          'Almacene un galón de agua por persona por día, para beber y para la higiene (Ready.gov, CDC).',
          'Tenga al menos un suministro para 3 días para una evacuación y, si puede, uno para 2 semanas en casa.',
          'Almacene más para climas calurosos, para mujeres embarazadas o que amamantan y para personas enfermas, y calcule también agua para las mascotas.',
          'El agua embotellada comercial sin abrir es el suministro más confiable; manténgala sellada y respete su fecha de vencimiento.',
          'Si llena sus propios recipientes aptos para alimentos, cambie el agua cada 6 meses (CDC). No reutilice envases de leche o jugo: no se pueden limpiar lo suficiente.',
          'Guarde el agua en un lugar fresco y oscuro, lejos de combustibles, pesticidas y otros químicos.',
        ],
      },
      {
        title: 'Hervir: el método más seguro',
        lines: [
          'Hervir es la forma más segura de matar los gérmenes que causan enfermedades, incluidos virus, bacterias y parásitos (CDC).',
          'Si el agua está turbia, déjela asentar o fíltrela primero con un paño limpio, una toalla de papel o un filtro de café.',
          'Haga hervir el agua a borbotones durante 1 minuto. A más de 6,500 pies de altura (unos 2,000 m), hiérvala durante 3 minutos (CDC).',
          'Déjela enfriar y guárdela en recipientes limpios y desinfectados con tapas herméticas.',
          'Mejore el sabor insípido pasándola de un recipiente limpio a otro o añadiendo una pizca de sal por cada cuarto de galón.',
          'Límites: hervir requiere combustible y tiempo, y no elimina combustibles, químicos tóxicos ni metales pesados.',
        ],
      },
      {
        title: 'Desinfección química: cloro y tabletas',
        lines: [
          'Use solo cloro líquido común de uso doméstico, sin aroma, cuya etiqueta indique que sirve para desinfectar o sanear. Nunca cloro con aroma, para ropa de color o con limpiadores añadidos (EPA).',
          'Agua clara: añada 8 gotas de cloro al 6%, o 6 gotas de cloro al 8.25%, por cada galón de agua (CDC, EPA). Use un gotero limpio.',
          'Agua turbia, de color o muy fría: déjela asentar o fíltrela primero y luego duplique la dosis (EPA).',
          'Revuelva y espere al menos 30 minutos. El agua debe oler ligeramente a cloro; si no huele, repita la dosis y espere otros 15 minutos (EPA).',
          'El cloro pierde fuerza con el tiempo: use cloro nuevo o guardado a temperatura ambiente por menos de un año (EPA).',
          'El cloro y el yodo no matan de forma confiable al Cryptosporidium. Las tabletas de dióxido de cloro funcionan mejor, pero necesitan un tiempo de contacto largo: siga la etiqueta al pie de la letra (CDC).',
          'El yodo no se recomienda para mujeres embarazadas, personas con problemas de tiroides ni para quien sea sensible al yodo.',
        ],
      },
      {
        title: 'Filtros y purificadores',
        lines: [
          'Los filtros funcionan por el tamaño del poro. Un tamaño de poro absoluto de 1 micrón o menos elimina protozoos como Giardia y Cryptosporidium; los filtros de fibra hueca de unos 0.1 a 0.2 micrones también eliminan bacterias (CDC).',
          'La mayoría de los filtros portátiles no eliminan virus. Los virus importan donde el agua puede estar contaminada con aguas residuales: después de inundaciones y en muchos lugares en el extranjero.',
          'Un “purificador” está clasificado para eliminar también virus: por ejemplo, membranas de ultrafiltración con poros de unos 0.02 micrones o equipos que añaden tratamiento químico o UV. Verifique contra qué dice el fabricante que se probó.',
          'Para una protección completa, filtre primero para quitar sedimentos y parásitos, y luego desinfecte para cubrir los virus (CDC).',
          'El carbón activado mejora el sabor y reduce algunos químicos como el cloro, pero ningún filtro, purificador ni desinfectante hace segura el agua con combustible, químicos tóxicos o material radiactivo. Busque otra fuente (CDC).',
        ],
      },
      {
        title: 'Comparación de métodos',
        lines: [
          'Hervir: mata bacterias, virus y protozoos. Necesita combustible, tiempo y una olla; no elimina químicos.',
          'Cloro doméstico: barato y compacto; mata la mayoría de las bacterias y los virus; débil contra Cryptosporidium; 30 minutos de espera.',
          'Tabletas de dióxido de cloro: livianas; eficaces contra bacterias y virus; contra Cryptosporidium necesitan todo el tiempo de contacto de la etiqueta, que puede ser de horas.',
          'Filtros de pajilla y de presión: inmediatos y sin químicos; solo bacterias y protozoos. Un filtro de fibra hueca mojado puede dañarse si se congela, así que manténgalo abrigado en invierno.',
          'Filtros y purificadores por gravedad: litros por hora sin usar las manos, para todo un hogar; más voluminosos. Verifique su eficacia contra virus antes de confiar en uno después de una inundación.',
          'Lámparas UV portátiles: rápidas en agua clara contra bacterias, virus y protozoos; necesitan baterías cargadas y no funcionan bien en agua turbia.',
        ],
      },
      {
        title: 'Cómo organizarse',
        lines: [
          'Combine sus sistemas: primero el agua almacenada; un purificador por gravedad para el hogar; un filtro personal y tabletas en cada mochila; una olla para hervir como último recurso.',
          'Mantenga separados y bien rotulados los recipientes “sucios” y “limpios”, y nunca deje que el agua sin tratar toque el lado limpio.',
          'Agua escondida en casa: el tanque del calentador de agua (apague antes la electricidad o el gas), el agua de las tuberías y los cubitos de hielo. Nunca beba agua de radiadores, calderas, camas de agua, piscinas ni jacuzzis.',
          'Siga los avisos locales de hervir el agua: las instrucciones locales tienen prioridad sobre las recomendaciones generales.',
          'Dé mantenimiento a los filtros como indica el fabricante: retrolávelos, lleve la cuenta del volumen tratado y cambie los cartuchos a tiempo.',
          'Practique una vez en casa con cada sistema, para que nadie lo aprenda bajo estrés.',
        ],
      },
    ],
    gear: [
      'Purificador por gravedad LifeStraw Family',
      'Filtro de agua personal LifeStraw',
      'Sistema de filtro Sawyer Squeeze',
      'Tabletas purificadoras de dióxido de cloro (paquete de 30)',
      'Recipiente para agua apto para alimentos (7 galones)',
    ],
    conclusion:
      'Primero almacene, después trate, y nunca dependa de un solo método. Un galón por persona por día es la norma de planificación; dos formas independientes de tratar el agua son el mínimo. Adapte el equipo al riesgo: filtros para bacterias y protozoos, purificadores o desinfección para los virus, y ningún aparato sirve contra combustibles o químicos. Si tiene dudas, hierva el agua.',
  },
  3: {
    title: 'Pulso electromagnético (PEM): cómo proteger la electrónica',
    category: 'Seguridad tecnológica',
    excerpt:
      'Pruebas, no alarmismo: lo que un PEM o una tormenta solar fuerte podría hacer de verdad, cómo funcionan los contenedores de Faraday y cómo probar uno, y los pasos económicos que mantienen las comunicaciones y los datos durante un apagón largo.',
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
    gear: [
      'Juego de bolsas de Faraday (varios tamaños)',
      'Kit de Faraday con bote de acero galvanizado',
      'Cinta conductora de cobre',
      'Radio meteorológico AM/FM/NOAA de manivela de repuesto',
      'Panel solar plegable de 60 W',
    ],
    conclusion:
      'Prepárese para el apagón, no para el apocalipsis. El efecto grave más probable de un PEM o de una tormenta solar extrema es una pérdida de electricidad larga y extensa: el mismo apagón que puede causar una tormenta fuerte. Prepare primero su hogar para aguantarlo y luego blinde un pequeño kit de respaldo de comunicaciones, energía, luz y datos en un contenedor que usted mismo haya probado. No haga caso de los productos que prometen certezas; confíe en la preparación que pueda comprobar.',
  },
  4: {
    title: 'Supervivencia urbana: rutas para salir de la ciudad',
    category: 'Seguridad en la ciudad',
    excerpt:
      'Los puentes, los túneles y las calles congestionadas convierten una ciudad en un embudo. Planifique una ruta principal y otra alternativa, fije puntos de encuentro, arme un plan de comunicación que funcione cuando las redes fallan y manténgase alerta sin salirse de la ley.',
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
    gear: [
      'Mapa de carreteras regional impermeable',
      'Brújula de base',
      'Radios bidireccionales FRS (paquete de 4)',
      'Mochila para volver a casa (mochila de día de 24 L)',
      'Alarma de seguridad personal',
    ],
    conclusion:
      'En la ciudad, el plan vale más que el equipo. Sepa cuándo refugiarse y cuándo irse, trace dos rutas de salida en direcciones distintas, fije sus puntos de encuentro y asegúrese de que todos en su hogar puedan comunicarse con el contacto fuera del área sin un teléfono que funcione. Manténgase alerta, evite los enfrentamientos y mantenga su protección personal dentro de la ley. La familia que decidió a tiempo es la primera en ponerse en marcha.',
  },
};
