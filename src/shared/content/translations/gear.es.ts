/**
 * El equipo (../gear-vault.ts) y los temas de equipo (../gear-topics.ts) en español neutro de
 * EE. UU. (issue 43, decision 0347), de "usted", con los términos de Listo.gov, el Ready.gov en
 * español ("Arme un kit", "Haga un plan"): kit de emergencia, suministros, plan de emergencia,
 * botiquín de primeros auxilios, linterna, radio de manivela, filtro de agua, agua potable,
 * refugiarse en el lugar, punto de encuentro. Los nombres de los productos, las marcas (LifeStraw,
 * Sawyer, NIOSH, NOAA, MOLLE) y los precios siguen en inglés; las cifras son las del inglés, en
 * las unidades de EE. UU. que usa Listo.gov (galones, onzas, libras). El tono militar del inglés
 * (operative, squad, rally point, mission area) sigue la versión sencilla: persona, familia, punto
 * de encuentro.
 *
 * Fuentes de la redacción: Listo.gov ("Kit de suministros para emergencias", "Agua", "Alimentos",
 * "Apagones") y las páginas en español de la Cruz Roja Americana.
 */
import type { GearTexts } from './gear-texts';

const PRICES_MAY_VARY = 'Los precios pueden variar; consulte la oferta actual.';
const CARRY_LAWS =
  'Las leyes para portarlo cambian según el estado y la ciudad; consulte las suyas. ' + PRICES_MAY_VARY;

export const GEAR_ES: GearTexts = {
  categories: {
    'food-and-water': {
      name: 'Alimentos y agua',
      description:
        'Almacenamiento de agua, filtros y purificación, raciones de larga duración y cocina de campo. Primero el agua: un galón por persona por día.',
    },
    shelter: {
      name: 'Refugio',
      description:
        'Sacos vivac de emergencia, mantas térmicas, lonas, carpas, sacos de dormir y ropa de lluvia para conservar el calor del cuerpo y mantenerse seco.',
    },
    medical: {
      name: 'Primeros auxilios',
      description:
        'Suministros de primeros auxilios y para hemorragias graves, mascarillas respiratorias y artículos de higiene. Acompañe cada botiquín con un curso.',
    },
    tools: {
      name: 'Herramientas',
      description:
        'Multiherramientas, cuchillos, cuerda, llaves para cerrar el gas y el agua, extintores y material para reparaciones sobre la marcha.',
    },
    defense: {
      name: 'Protección personal',
      description:
        'Equipo legal para defenderse: aerosoles disuasorios, alarmas personales, seguridad para puertas e iluminación. Evitar, disuadir, escapar.',
    },
    power: {
      name: 'Energía y luz',
      description:
        'Radios, baterías portátiles, paneles solares, estaciones de energía, iluminación y alarmas de monóxido de carbono para cuando se va la luz.',
    },
  },

  products: {
    // Alimentos y agua
    'lifestraw-personal-water-filter': [
      'Membrana de fibra hueca que elimina bacterias y protozoos',
      'Sin baterías, químicos ni piezas móviles; unas 2 onzas',
      'No elimina virus ni químicos: úselo junto con tabletas purificadoras',
    ],
    'squeeze-water-filter-system': [
      'Filtro de fibra hueca de 0.1 micras contra bacterias y protozoos',
      'Se enrosca en bolsas y botellas comunes, o en línea en la manguera de una bolsa de hidratación',
      'Retrolávelo para recuperar el caudal; una vez mojado, evite que se congele',
    ],
    'water-storage-container-7-gallon': [
      'Plástico apto para alimentos, sin BPA, con tapa y grifo',
      'Contiene agua para 7 días para una persona, a un galón por día',
      'Cambie cada 6 meses el agua que usted mismo almacenó',
    ],
    'emergency-drinking-water-pouches': [
      'Bolsitas selladas de una porción que duran varios años',
      'Planas: caben en mochilas, autos y cajones del escritorio',
      'Son una reserva, no un suministro: 64 bolsitas son unos 2 galones',
    ],
    'chlorine-dioxide-purification-tablets': [
      'Matan bacterias y virus; contra Cryptosporidium necesitan más tiempo de contacto',
      'Cada tableta va sellada; casi no pesan',
      'Siga exactamente la dosis y el tiempo de espera de la etiqueta',
    ],
    'emergency-ration-bars-3600': [
      'Listas para comer: no hay que cocinarlas ni agregar agua',
      'Larga duración en bloques sellados al vacío',
      'Muchas calorías en poco espacio, para mochilas de emergencia y kits del auto',
    ],
    'freeze-dried-food-bucket': [
      'Comidas de almacenamiento prolongado en una cubeta sellada y apilable',
      'Agregue agua caliente y espere; calcule el agua y el combustible que necesita',
      'Revise en la etiqueta las calorías por día: algunas "porciones" son pequeñas',
    ],
    'canister-backpacking-stove': [
      'Hierve agua para cocinar y para tratarla',
      'Plegada cabe en un bolsillo; funciona con cartuchos de rosca estándar',
      'Solo al aire libre: nunca en una carpa, un auto o un cuarto cerrado',
    ],

    // Refugio
    'reusable-emergency-bivy': [
      'El forro reflectante devuelve el calor del cuerpo',
      'Exterior resistente al agua; plegado ocupa menos que una botella de agua',
      'Los modelos transpirables reducen la condensación por dentro',
    ],
    'mylar-emergency-blankets-10': [
      'Devuelve el calor del cuerpo a quien la usa',
      'Cabe en un bolsillo; una para cada mochila, auto y botiquín',
      'Sirve también como lona de piso, protección contra la lluvia o panel de señales',
    ],
    'ripstop-tarp-10x10': [
      'Puntos de anclaje reforzados para armar muchos tipos de refugio',
      'Más liviana y versátil que una carpa',
      'En un apuro, cubre un techo o una ventana dañados',
    ],
    'three-season-sleeping-bag': [
      'El relleno sintético abriga algo aun estando húmedo',
      'Se comprime en una bolsa para llevarlo',
      'Fíjese en la temperatura de confort, no solo en la temperatura límite',
    ],
    'two-person-backpacking-tent': [
      'Doble techo completo y piso tipo bañera',
      'Autoportante; con práctica se arma en pocos minutos',
      'Practique armarla en casa antes de necesitarla',
    ],
    'heavy-duty-rain-poncho': [
      'Lo cubre a usted y a su mochila',
      'Con broches y ojales se convierte en un pequeño refugio',
      'Mantenerse seco es mantenerse abrigado',
    ],
    'shelter-in-place-sheeting-kit': [
      'Sella ventanas, puertas y rejillas cuando las autoridades piden refugiarse en el lugar',
      'El plástico ya cortado ahorra tiempo cuando hay prisa',
      'También tapa ventanas rotas y techos con goteras',
    ],

    // Primeros auxilios
    'family-first-aid-kit': [
      'Curitas, gasas, cinta, vendas, toallitas antisépticas y guantes',
      'Compartimentos ordenados y rotulados',
      'Agregue sus propios medicamentos recetados, para 7 días',
    ],
    'ifak-trauma-kit': [
      'Vendaje de presión, gasa comprimida, guantes y tijeras de trauma',
      'El estuche para cinturón o MOLLE lo mantiene a mano, no enterrado en la mochila',
      'Tome un curso de control de hemorragias (Stop the Bleed) para usarlo bien',
    ],
    'windlass-tourniquet': [
      'Detiene una hemorragia potencialmente mortal en un brazo o una pierna',
      'Cómprelo a un vendedor autorizado: existen falsificaciones',
      'Entrénese antes de llevarlo',
    ],
    'n95-respirators-20': [
      'Filtra polvo, partículas de humo y residuos en el aire',
      'Busque en cada mascarilla la marca de aprobación de NIOSH',
      'No filtra gases ni vapores',
    ],
    'hygiene-sanitation-kit': [
      'Desinfectante de manos, jabón, toallitas y papel higiénico',
      'Bolsas resistentes para desechos y amarres para cuando no funcionan los inodoros',
      'Las manos limpias previenen las enfermedades que llegan después de un desastre',
    ],
    'thermometer-pulse-oximeter-set': [
      'Controle la fiebre y el oxígeno en la sangre cuando no pueda llegar a una clínica',
      'Funciona con baterías; lleve baterías de repuesto',
      'Las lecturas orientan, pero no reemplazan el consejo médico',
    ],
    'waterproof-medication-organizer': [
      'Mantiene secos y ordenados los medicamentos para 7 días',
      'Espacio para una lista escrita de medicamentos y alergias',
      'Renueve el contenido en su revisión de cada 6 meses',
    ],

    // Herramientas
    'stainless-multi-tool': [
      'Pinzas, cortaalambres, hojas, destornilladores y abrelatas',
      'Herramientas con seguro para un uso más seguro',
      'Una sola herramienta para casi cualquier reparación sobre la marcha',
    ],
    'gas-water-shutoff-tool': [
      'Gira las válvulas comunes del medidor de gas y la llave de paso del agua de la casa',
      'Cierre el gas solo si huele a gas o si las autoridades se lo indican',
      'Una vez cerrado el gas, un profesional debe volver a abrirlo',
    ],
    'fixed-blade-survival-knife': [
      'Hoja de espiga completa para cortar, tallar y partir leña menuda',
      'Funda con presilla para el cinturón',
      'Consulte las leyes locales sobre el largo de la hoja',
    ],
    'paracord-550-100ft': [
      'Resiste unas 550 libras; los hilos interiores se sacan para trabajos finos',
      'Vientos para refugios, amarres, reparaciones y para sujetar equipo',
      'Derrita las puntas cortadas para que no se deshilachen',
    ],
    'abc-fire-extinguisher': [
      'Para materiales combustibles comunes, líquidos inflamables e incendios eléctricos',
      'Revise el manómetro en su revisión de cada 6 meses',
      'Aprenda los pasos: quitar el seguro, apuntar, apretar y barrer',
    ],
    'leather-work-gloves': [
      'Protegen las manos de vidrios, clavos y astillas entre los escombros',
      'Palmas reforzadas para cuerdas, herramientas y leña',
      'Un par por cada integrante de la familia, en cada kit',
    ],
    'folding-shovel': [
      'Cava, corta y despeja nieve o escombros',
      'Plegada cabe en el kit del auto',
      'Cabeza con seguro en posición de pala o de pico',
    ],
    'heavy-duty-duct-tape': [
      'Sella, parcha y sirve de férula en minutos',
      'Enrolle unos cuantos pies alrededor de una botella para ahorrar espacio',
      'Junto con plástico, sirve para sellar al refugiarse en el lugar',
    ],
    'flat-pry-bar': [
      'Abre puertas atascadas y despeja escombros después de un terremoto',
      'Acero forjado con ranura para clavos',
      'Lo bastante liviana para el kit del auto',
    ],

    // Protección personal
    'pepper-spray-gel': [
      'El chorro de gel se devuelve menos con el viento que un rocío',
      'Practique con un envase de entrenamiento inerte',
      'Las leyes cambian: consulte las de su estado y su ciudad antes de portarlo',
    ],
    'personal-safety-alarm': [
      'La sirena de pasador llama la atención y le ayuda a zafarse',
      'Luz LED integrada; se engancha en el bolso o en las llaves',
      'En la mayoría de los lugares no requiere permiso; cualquiera de la familia puede usarla',
    ],
    'door-security-bar': [
      'Se apoya bajo la manija para resistir la entrada forzada',
      'Ajustable; sin instalación, sirve en viviendas alquiladas',
      'Le da tiempo para llamar al 911 y ponerse a salvo',
    ],
    'door-stop-alarm': [
      'Traba la puerta y suena una alarma si alguien la empuja',
      'Cabe en la maleta, para hoteles y refugios',
      'Funciona con baterías; pruébela cada mes',
    ],
    'tactical-led-flashlight': [
      'Haz potente para ver quién está ahí antes de actuar',
      'Recargable, con modo estroboscópico para hacer señales',
      'Interruptor trasero para usarla con una sola mano',
    ],
    'solar-motion-security-light': [
      'Ilumina entradas y caminos cuando se va la luz',
      'El sensor de movimiento disuade a quien se acerca y le avisa a usted',
      'Sin cables; se carga durante el día',
    ],
    'emergency-whistle-3': [
      'Una señal fuerte que llega más lejos que la voz',
      'Sin bolita: funciona mojado o congelado',
      'Tres pitidos son la señal habitual para pedir ayuda',
    ],

    // Energía y luz
    'hand-crank-weather-radio': [
      'Bandas AM/FM y NOAA Weather Radio para las alertas oficiales',
      'Energía por manivela, solar y baterías; salida USB para cargar un teléfono',
      'Linterna integrada',
    ],
    'power-bank-20000': [
      'Varias cargas completas de teléfono',
      'Salidas USB-C y USB-A',
      'Recárguela en su revisión de cada 6 meses; las baterías se descargan solas',
    ],
    'battery-co-alarm': [
      'Imprescindible si usa cerca un generador, un calentador de combustible o una estufa de campamento',
      'Funciona durante un apagón',
      'Instálela en cada piso y fuera de los dormitorios',
    ],
    'portable-power-station-500wh': [
      'Energía de batería para luces, teléfonos, radios y aparatos pequeños',
      'Sin gases: se puede usar adentro con seguridad, a diferencia de un generador',
      'Elija los vatios-hora según lo que necesite mantener funcionando',
    ],
    'rechargeable-batteries-charger': [
      'Pilas de baja autodescarga que conservan la carga guardadas',
      'El cargador USB funciona con una batería portátil o un panel solar',
      'Tenga también pilas alcalinas de repuesto',
    ],
    'led-camping-lantern': [
      'Ilumina un cuarto entero sin llama',
      'Horas de luz en el modo bajo',
      'Más segura que las velas durante un apagón',
    ],
    'rechargeable-led-headlamp': [
      'Luz con las manos libres para trabajar y moverse de noche',
      'El modo rojo conserva la visión nocturna',
      'Recargable por USB',
    ],
    'foldable-solar-panel-100w': [
      'Recarga una estación de energía o baterías portátiles sin combustible',
      'Se pliega en un estuche con patas de apoyo',
      'La producción baja mucho a la sombra y con el cielo nublado',
    ],
  },

  topics: {
    'bugout-bag': {
      title: 'Lo esencial de la mochila de emergencia para 72 horas',
      description:
        'Todo lo que una persona necesita para salir con poco aviso y valerse por sí misma durante 72 horas, por área. Prepare una mochila por persona, déjela junto a la salida y revísela cada 6 meses.',
      sections: [
        'Mochila y sistema de carga',
        'Refugio y abrigo',
        'Agua e hidratación',
        'Alimentos y cocina',
        'Fuego y luz',
        'Primeros auxilios e higiene',
        'Herramientas y defensa personal',
        'Orientación y comunicación',
      ],
      products: {
        'tactical-backpack-45l': {
          features: [
            'El cinturón acolchado y la correa de pecho llevan el peso en la cadera',
            'Compartimento para bolsa de hidratación y cintas MOLLE para estuches',
            'Tela resistente al agua; agregue una bolsa interior para que sea impermeable de verdad',
          ],
          useCase: 'La mochila de emergencia de un adulto: suministros para 72 horas más el agua, a pie.',
        },
        'roll-top-dry-bags': {
          features: [
            'Mantienen secos la ropa, el equipo para dormir y los documentos dentro de la mochila',
            'Tamaños por colores para encontrar todo rápido',
            'Sirven también para cargar agua o como lavatorio',
          ],
          useCase: 'Orden impermeable dentro de cualquier mochila, también la de un niño.',
        },
        'emergency-bivy': {
          features: [
            'El forro reflectante devuelve el calor del cuerpo',
            'Resistente al agua; plegado ocupa menos que una botella de agua',
            'Más resistente y reutilizable, a diferencia de una manta térmica desechable',
          ],
          useCase: 'Un lugar para dormir en una emergencia cuando no puede llegar a un refugio.',
        },
        'ultralight-tarp': {
          features: [
            'Se arma como alero, en forma de A o como lona de piso',
            'Anclajes reforzados; incluye vientos y estacas',
            'Mucho más liviana que una carpa',
          ],
          useCase: 'Protección contra la lluvia y el viento para usted y su familia.',
        },
        'mylar-blankets': {
          features: [
            'Devuelve el calor del cuerpo; cabe en un bolsillo',
            'Lona de piso, protección contra la lluvia o panel de señales',
            'Lleve algunas de más para otras personas',
          ],
          useCase: 'Para prevenir la hipotermia, en cada mochila, auto y botiquín.',
          disclaimer: PRICES_MAY_VARY,
        },
        'lifestraw-personal': {
          features: [
            'Elimina bacterias y protozoos',
            'Sin baterías ni químicos; unas 2 onzas',
            'No elimina virus: lleve también tabletas',
          ],
          useCase: 'Beber de un arroyo, una llave o una botella de agua dudosa sobre la marcha.',
        },
        'hydration-bladder-3l': {
          features: [
            'Lleva unos 3 litros en la espalda',
            'Beba mientras camina, por la manguera',
            'Boca ancha para llenarla y limpiarla',
          ],
          useCase: 'El agua del primer día, donde su peso se lleva mejor.',
        },
        'purification-tablets': {
          features: [
            'Matan las bacterias y los virus que los filtros dejan pasar',
            'Lentas contra Cryptosporidium: respete el tiempo de espera de la etiqueta',
            'Casi no pesan',
          ],
          useCase: 'Tratamiento de reserva y el paso contra los virus después de filtrar.',
        },
        'ration-bars': {
          features: [
            'Listas para comer; no necesitan agua',
            'Larga duración en paquetes sellados al vacío',
            'Muchas calorías con el menor peso',
          ],
          useCase: 'Tres días de calorías sin cocinar en el espacio de un libro de bolsillo.',
        },
        'canister-stove-kit': {
          features: [
            'Hierve agua para las comidas y para tratarla',
            'Plegada cabe en un bolsillo; cartuchos de rosca',
            'Solo al aire libre: riesgo de monóxido de carbono en carpas y autos',
          ],
          useCase: 'Comida caliente y agua hervida cuando se va la luz.',
        },
        'titanium-mess-kit': {
          features: [
            'Olla liviana para cocinar y hervir agua',
            'La estufa y el cartucho caben adentro',
            'Incluye cuchara-tenedor y tapa',
          ],
          useCase: 'Una sola olla para cocinar, hervir y comer.',
        },
        'rechargeable-headlamp': {
          features: [
            'Luz con las manos libres para el campamento y para moverse de noche',
            'El modo rojo conserva la visión nocturna',
            'Recargable por USB; lleve energía de repuesto',
          ],
          useCase: 'La luz principal de cada persona.',
        },
        'fire-starting-kit': {
          features: [
            'La barra de ferrocerio hace chispas aunque esté mojada',
            'Los fósforos a prueba de tormenta arden con viento y lluvia',
            'Agregue un encendedor y yesca: tendrá tres maneras de hacer fuego',
          ],
          useCase: 'Calor, cocina y agua hervida cuando las condiciones son malas.',
          disclaimer: PRICES_MAY_VARY,
        },
        'compact-aa-flashlight': {
          features: [
            'Funciona con pilas AA comunes',
            'Cuerpo resistente al agua',
            'Luz de respaldo si falla la linterna de cabeza',
          ],
          useCase: 'Una segunda fuente de luz con pilas estándar.',
        },
        'compact-trauma-first-aid-kit': {
          features: [
            'Vendaje de presión, gasa, cinta, guantes y tijeras',
            'Curaciones de todos los días y control de hemorragias',
            'Agregue sus medicamentos recetados (para 7 días)',
          ],
          useCase: 'Atender cortes, ampollas y hemorragias graves sobre la marcha. Tome un curso de primeros auxilios.',
        },
        'n95-respirators': {
          features: [
            'Filtra polvo, ceniza y partículas de humo',
            'Busque la marca de aprobación de NIOSH',
            'No filtra gases ni vapores',
          ],
          useCase: 'Protección respiratoria entre escombros, humo y refugios llenos de gente.',
        },
        'travel-hygiene-kit': {
          features: [
            'Desinfectante, jabón, cepillo de dientes, toallitas y papel higiénico',
            'Bolsas para desechos y amarres para el saneamiento',
            'Agregue productos de higiene femenina y artículos personales',
          ],
          useCase: 'Mantener las enfermedades lejos de la familia cuando escasean el agua y los baños.',
        },
        'multi-tool': {
          features: [
            'Pinzas, hojas, sierra, destornilladores y abrelatas',
            'Herramientas con seguro',
            'En un apuro, cierra algunas válvulas de servicios',
          ],
          useCase: 'Reparaciones, preparar comida e improvisar sobre la marcha.',
        },
        'paracord-550': {
          features: [
            'Vientos para refugios, amarres y reparaciones',
            'Los hilos interiores se sacan para trabajos finos',
            'Liviana y compacta',
          ],
          useCase: 'Armar la lona, asegurar el equipo, reemplazar una correa rota.',
        },
        'pepper-spray': {
          features: [
            'El chorro de gel casi no se devuelve con el viento',
            'El clip lo deja a mano, no enterrado en la mochila',
            'Practique con un envase de entrenamiento inerte',
          ],
          useCase: 'Un disuasivo no letal para zafarse y escapar.',
          disclaimer: CARRY_LAWS,
        },
        'personal-alarm': {
          features: [
            'La sirena fuerte atrae la atención y la ayuda',
            'Luz integrada',
            'Cualquiera de la familia puede usarla, también los niños',
          ],
          useCase: 'Disuadir, hacer señales y pedir ayuda sin enfrentarse.',
        },
        'crank-weather-radio': {
          features: [
            'NOAA Weather Radio para las alertas oficiales',
            'Energía por manivela, solar y baterías',
            'La salida USB recarga un teléfono',
          ],
          useCase: 'Escuchar órdenes de evacuación y noticias cuando no hay servicio celular.',
        },
        'baseplate-compass': {
          features: [
            'Funciona sin baterías, señal ni satélite',
            'Base transparente para trabajar con el mapa',
            'Aprenda a usarla con el mapa de su zona antes de necesitarla',
          ],
          useCase: 'Orientarse cuando fallan el GPS y los teléfonos.',
        },
        'waterproof-regional-map': {
          features: [
            'Resistente al agua y a las roturas',
            'Marque sus rutas de evacuación y puntos de encuentro',
            'Muestra alternativas cuando la carretera principal está cerrada',
          ],
          useCase: 'Sus rutas planificadas, en papel.',
        },
        'frs-radios-pair': {
          features: [
            'Los canales FRS no requieren licencia',
            'Mantiene a la familia en contacto cuando se saturan las redes celulares',
            'El alcance real suele ser mucho menor que el que dice la caja',
          ],
          useCase: 'Contacto de corto alcance para la familia, en camino y en los puntos de encuentro.',
        },
        'power-bank-10000': {
          features: [
            'Dos o más cargas completas de teléfono',
            'Cabe en el bolsillo del cinturón de la mochila',
            'Cárguela en su revisión de cada 6 meses',
          ],
          useCase: 'Mantiene funcionando el teléfono, la linterna de cabeza y el radio durante días.',
        },
      },
    },

    'water-purification': {
      title: 'LifeStraw Family y filtros portátiles',
      description:
        'Filtros, purificadores y tratamiento químico para que el agua dudosa sea segura. Los filtros detienen bacterias y protozoos; los purificadores y la desinfección también eliminan virus; nada de esto quita combustibles ni químicos.',
      products: {
        'lifestraw-family': {
          features: [
            'Membrana de ultrafiltración que, según el fabricante, elimina bacterias, protozoos y virus',
            'Sin electricidad ni químicos: llene la parte de arriba y la gravedad hace el resto',
            'Trata el agua de todo un hogar',
          ],
          useCase:
            'Purificador para la familia en casa y al refugiarse en el lugar, también después de inundaciones, cuando los virus son un riesgo.',
          disclaimer: PRICES_MAY_VARY,
        },
        'lifestraw-personal': {
          features: [
            'Membrana de fibra hueca de 0.2 micras que elimina bacterias y protozoos',
            'Beba directamente de la fuente o de una botella',
            'No elimina virus ni químicos: úselo con tabletas',
          ],
          useCase: 'Un filtro personal liviano para cada mochila de emergencia.',
        },
        'squeeze-filter': {
          features: [
            'Filtro de fibra hueca absoluto de 0.1 micras',
            'Se enrosca en bolsas y botellas, o en línea en la manguera de una bolsa de hidratación',
            'Retrolávelo para recuperar el caudal; una vez mojado, protéjalo de las heladas',
          ],
          useCase: 'Filtrado rápido a botellas limpias, para una persona o un grupo pequeño.',
        },
        'gravity-filter-4l': {
          features: [
            'Depósitos separados para el agua sucia y la limpia mantienen limpia el agua tratada',
            'Sin manos: filtra mientras usted arma el campamento',
            'Filtro de fibra hueca contra bacterias y protozoos, no contra virus',
          ],
          useCase: 'Agua para un grupo en un campamento o un punto de encuentro.',
        },
        'uv-purifier-pen': {
          features: [
            'La luz UV-C inactiva bacterias, virus y protozoos en agua clara',
            'Trata un litro en un minuto y medio, más o menos (según el fabricante)',
            'Necesita baterías cargadas; no sirve en agua turbia, así que fíltrela antes',
          ],
          useCase:
            'Tratamiento rápido de agua clara de la llave o embotellada de dudosa seguridad, por ejemplo de viaje.',
        },
        'chlorine-dioxide-tablets': {
          features: [
            'Matan bacterias y virus; mejor que el cloro contra Cryptosporidium, pero lentas',
            'Espere el tiempo de contacto completo de la etiqueta, que puede ser de horas para Cryptosporidium',
            'Reserva diminuta y liviana para cualquier filtro',
          ],
          useCase: 'El paso contra los virus después de un filtro, y la reserva si un filtro falla o se congela.',
        },
        'water-storage-container': {
          features: [
            'Plástico apto para alimentos, sin BPA, con grifo',
            'Una persona durante una semana, a un galón por día',
            'Cambie cada 6 meses el agua que usted mismo almacenó',
          ],
          useCase: 'Primero el agua almacenada; después, el tratamiento.',
        },
      },
    },

    'emp-protection': {
      title: 'Jaula de Faraday y protección contra EMP',
      description:
        'Almacenamiento blindado para un kit de reserva de radios, energía, luz y datos, más protección contra sobretensiones para la casa. Protección realista, probada por usted, sin promesas milagrosas.',
      products: {
        'faraday-bag-set': {
          features: [
            'Tela metalizada de blindaje con cierres enrollables',
            'Meta una bolsa dentro de otra para atenuar más',
            'Haga la prueba: un teléfono sellado adentro no debe sonar',
          ],
          useCase: 'Teléfonos, radios portátiles, memorias USB y aparatos pequeños de su kit de reserva.',
        },
        'galvanized-can-faraday-kit': {
          features: [
            'Tapa de acero ajustada; selle la junta con cinta conductora',
            'Fórrelo con cartón para que nada toque el metal',
            'Espacio para radios, luces, baterías portátiles y pilas',
          ],
          useCase: 'Un depósito blindado más grande para el kit de reserva de la familia.',
          disclaimer: 'El blindaje depende de cómo lo arme; pruébelo antes de confiar en él. ' + PRICES_MAY_VARY,
        },
        'conductive-copper-tape': {
          features: [
            'El adhesivo conductor une las juntas de las tapas y las rendijas',
            'Mejora el contacto entre metales en latas y cajas',
            'También repara agujeros pequeños en bolsas de blindaje',
          ],
          useCase: 'Cerrar las rendijas por donde la energía entra en un recipiente de Faraday.',
        },
        'whole-home-surge-protector': {
          features: [
            'Se instala en el panel eléctrico principal',
            'Protege contra sobretensiones por rayos y maniobras de la red',
            'No está diseñado para un pulso EMP: desenchufar sigue siendo lo mejor',
          ],
          useCase: 'Protección diaria de aparatos y electrónica contra sobretensiones de la línea.',
          disclaimer:
            'Pida a un electricista con licencia que lo instale. La protección contra sobretensiones no es protección contra EMP. ' +
            PRICES_MAY_VARY,
        },
        'spare-crank-radio': {
          features: [
            'Un segundo radio para guardar sellado en el recipiente de Faraday',
            'Energía por manivela, solar y baterías',
            'NOAA Weather Radio y la banda de AM',
          ],
          useCase: 'Una reserva protegida para escuchar las transmisiones si falla su radio de todos los días.',
        },
        'foldable-solar-panel-60w': {
          features: [
            'Las salidas USB cargan directamente baterías portátiles, radios y luces',
            'Se pliega plano para guardarlo con el kit de reserva',
            'La producción baja mucho a la sombra y con el cielo nublado',
          ],
          useCase: 'Recargar la electrónica blindada sin red eléctrica ni combustible.',
        },
      },
    },

    'urban-survival': {
      title: 'Herramientas y orientación para la ciudad',
      description:
        'Equipo para volver a casa y salir de la ciudad: mapas de papel, radios para la familia, luz, protección respiratoria y herramientas legales de seguridad personal.',
      products: {
        'get-home-bag': {
          features: [
            'Mochila discreta para el trabajo o el auto',
            'Espacio para agua, refrigerios, luz, mapa, mascarilla y zapatos para caminar',
            'Los colores grises llaman menos la atención entre la gente',
          ],
          useCase: 'Volver a casa a pie cuando se detiene el transporte y se atascan las calles.',
        },
        'waterproof-regional-map': {
          features: [
            'Funciona cuando fallan el GPS y las redes celulares',
            'Marque las rutas principales y alternativas y los puntos de encuentro',
            'Resistente al agua y a las roturas',
          ],
          useCase: 'Planificar rutas y orientarse en una evacuación.',
        },
        'baseplate-compass': {
          features: [
            'Sin baterías y sin señal',
            'Base transparente para trabajar con el mapa',
            'Mantiene el rumbo cuando el humo o la oscuridad ocultan los puntos de referencia',
          ],
          useCase: 'Mantener el rumbo por calles o parques desconocidos.',
        },
        'frs-radios-4-pack': {
          features: [
            'Los canales FRS no requieren licencia',
            'Los edificios acortan el alcance: en la ciudad espere mucho menos de lo que dice la caja',
            'Recargables, y en muchos modelos con pilas AA de respaldo',
          ],
          useCase: 'Contacto con la familia por todo el vecindario cuando se saturan las redes celulares.',
        },
        'tactical-flashlight': {
          features: [
            'Haz potente para escaleras y calles oscuras',
            'Modo estroboscópico para hacer señales',
            'Interruptor trasero para usarla con una sola mano',
          ],
          useCase: 'Moverse por edificios y estaciones sin luz durante un apagón.',
        },
        'n95-respirators': {
          features: [
            'Filtra polvo, ceniza y partículas de humo',
            'Busque la marca de aprobación de NIOSH',
            'No filtra gases ni vapores',
          ],
          useCase: 'El polvo de estructuras derrumbadas y el humo de los incendios.',
        },
        'personal-safety-alarm': {
          features: [
            'La sirena de pasador atrae la atención y la ayuda',
            'Se engancha en el bolso o en las llaves',
            'En la mayoría de los lugares no requiere permiso',
          ],
          useCase: 'Disuadir y hacer señales sin enfrentarse.',
        },
        'pepper-spray-gel': {
          features: [
            'El chorro de gel casi no se devuelve con el viento',
            'Le da unos segundos para zafarse e irse',
            'Practique con un envase de entrenamiento inerte',
          ],
          useCase: 'Un último recurso legal y no letal para escapar de un agresor.',
          disclaimer: CARRY_LAWS,
        },
      },
    },
  },
};
