/**
 * The kit templates' items in Spanish (issue 43, decision 0349), typed by the English
 * (../template-texts.ts): every 72-hour item by its English name, every family-template line and
 * parameter. "Usted".
 *
 * Wording source: Listo.gov, the Spanish Ready.gov, "Arme un kit" (https://www.listo.gov/es/kit)
 * and its list of supplies ("Suministros básicos para un kit de emergencia"), and the American Red
 * Cross's Spanish pages: their terms (kit de emergencia, suministros, alimentos no perecederos,
 * radio de manivela, botiquín de primeros auxilios, silbato para pedir ayuda, amarres de plástico,
 * fósforos en un recipiente impermeable) where they name the same thing; the rest is the English
 * translated. US measures, as Listo.gov gives them, with the metric beside them where the English
 * has it. Figures come from the templates' modules.
 */
import { formatsFor } from '../../i18n/format';
import type { FamilyTemplateTexts } from '../family-templates';
import { TEMPLATE_72HOUR_FIGURES as F } from '../template-72hour';
import type { KitTemplateTexts } from '../template-texts';

const f = formatsFor('es');
const n = (value: number, decimals = 2) => f.number(value, decimals);

const family: FamilyTemplateTexts = {
  unknownPet: 'su mascota',
  people: (count) => f.plural(count, { one: '# persona', other: '# personas' }),
  adults: (count) => f.plural(count, { one: '# adulto', other: '# adultos' }),
  children: (count) => f.plural(count, { one: '# niño', other: '# niños' }),
  days: (count) => f.plural(count, { one: '# día', other: '# días' }),
  cats: (count) => f.plural(count, { one: '# gato', other: '# gatos' }),
  peopleWithChildren: (p) => `${p.people} (${p.adults}, ${p.children})`,
  drinkingWater: 'Agua potable',
  bottledWater: 'Agua embotellada',
  waterGallons: (p) => ({
    name: `${p.name} (galones)`,
    notes: `Un galón por persona por día, para beber y para la higiene: ${p.people} × ${p.days}. El agua embotellada comprada se conserva hasta la fecha de la etiqueta.`,
  }),
  waterLitres: (p) => ({
    name: `${p.name} (litros)`,
    notes: `${n(p.litresPerDay)} L por persona por día (la cantidad de su hogar): ${p.people} × ${p.days}.`,
  }),
  petWater: (p) => ({
    name: p.gallons ? 'Agua para las mascotas (galones)' : 'Agua para las mascotas (litros)',
    notes: `Aproximadamente 1 onza líquida por libra de peso al día (65 mL por kg), durante ${p.days}, además del agua de las personas.`,
  }),
  petFood: (p) => ({
    name: `Comida para ${p.pet} (raciones diarias)`,
    notes: `Al menos ${p.days} de la comida habitual de ${p.pet} en un recipiente hermético e impermeable, con un plato.`,
  }),
  namedPrescription: (p) => ({
    name: `${p.medicine} para ${p.member} (suministro para 7 días)`,
    notes: `Un suministro para 7 días del medicamento recetado de ${p.member}, en su envase con etiqueta y con la dosis por escrito. Reemplácelo antes de que venza.`,
  }),
  prescriptions: {
    name: 'Medicamentos recetados (suministro para 7 días de cada uno)',
    notes:
      'Un suministro para 7 días de cada medicamento recetado que alguien tome, con una lista escrita de las dosis. Anote los medicamentos de cada persona en el plan familiar y los kits nuevos los nombrarán.',
  },
  babySupplies: (p) => ({
    name: `Artículos para bebés y niños pequeños (${p.days})`,
    notes:
      'Un juego para cada niño menor de 4 años que los necesite: fórmula, biberones, comida para bebés, pañales, toallitas húmedas y crema para rozaduras.',
  }),
  games: {
    name: 'Juegos y actividades para los niños',
    notes: 'Uno para cada niño: un libro, cartas o un juego pequeño que no necesite electricidad.',
  },
  documents: {
    name: 'Copias de documentos importantes en una bolsa impermeable',
    notes:
      'Lista de medicamentos e información médica, comprobante de domicilio, escritura o contrato de alquiler, pasaportes, actas de nacimiento y pólizas de seguro.',
  },
  cash: {
    name: 'Dinero en efectivo en billetes pequeños',
    notes: 'Los lectores de tarjetas y los cajeros automáticos dejan de funcionar cuando se va la luz.',
  },
  contacts: {
    name: 'Lista de contactos familiares y de emergencia (impresa)',
    notes:
      'Los números de todos y el contacto fuera de la ciudad en papel, por si un teléfono se pierde o se queda sin batería.',
  },
  chargers: {
    name: 'Cargadores de teléfono y una batería de respaldo cargada',
    notes:
      'Un cargador para cada tipo de teléfono de la familia y una batería de respaldo; recárguela cada pocos meses.',
  },
  radio: {
    name: 'Radio de baterías o de manivela (Radio Meteorológica de NOAA)',
    notes: 'Con alerta de tono, y baterías adicionales para ella.',
  },
  flashlight: {
    name: 'Linterna',
    notes: 'Mejor una linterna (o lámpara de cabeza) para cada adulto: nadie lleva una vela.',
  },
  flashlightWithBatteries: 'Con baterías adicionales.',
  batteries: {
    name: 'Baterías adicionales',
    notes: 'Un paquete de cada tamaño que usen la linterna y el radio.',
  },
  firstAid: {
    name: 'Botiquín de primeros auxilios',
    notes: 'Un botiquín familiar; revíselo dos veces al año.',
  },
  nonPrescription: {
    name: 'Medicamentos sin receta',
    notes: 'Analgésicos y antifebriles (también en dosis para niños), antidiarreicos, antiácidos y laxantes.',
  },
  sanitation: {
    name: 'Toallitas húmedas, bolsas de basura y amarres de plástico',
    notes: 'Para la higiene personal cuando no hay agua.',
  },
  hygiene: {
    name: 'Artículos de higiene personal y femenina',
    notes: 'Cepillos de dientes, jabón, desinfectante de manos, papel higiénico, productos menstruales.',
  },
  canOpener: { name: 'Abrelatas manual', notes: 'Para los alimentos enlatados.' },
  whistle: { name: 'Silbato para pedir ayuda', notes: 'Tres silbidos son la señal de auxilio.' },
  maps: {
    name: 'Mapas locales en papel',
    notes: 'Marque los puntos de encuentro y dos salidas de su vecindario.',
  },
  wrench: {
    name: 'Llave inglesa o alicates para cerrar los servicios públicos',
    notes: 'Sepa dónde están las llaves de paso del gas y del agua antes de necesitarlas.',
  },
  food: (p) => ({
    name: 'Alimentos no perecederos (raciones diarias por persona)',
    notes: `Cada unidad es la comida de una persona para un día: ${p.people} × ${p.days}. Alimentos fáciles de preparar, que no necesiten refrigeración y requieran poca agua; tenga en cuenta dietas especiales y alergias.`,
  }),
  leash: (p) => ({
    name: `Correa, collar y placa de identificación para ${p.pet}`,
    notes: 'Una correa o arnés resistente y un collar con una placa de identificación al día.',
  }),
  carrier: (p) => ({
    name: `Transportadora para ${p.pet}`,
    notes:
      'Una transportadora resistente en la que su mascota pueda pararse y darse la vuelta, con sus datos de contacto.',
  }),
  petRecords: {
    name: 'Medicamentos de las mascotas y copias de sus registros veterinarios',
    notes: 'Registros de vacunación y los medicamentos que tomen sus mascotas, en una bolsa impermeable.',
  },
  bag: {
    name: 'Bolsa fácil de cargar (una por adulto)',
    notes: 'Una mochila o bolso de lona para cada adulto; los niños llevan su propia bolsa pequeña si pueden.',
  },
  emergencyBlanket: (p) => ({
    name: 'Manta de emergencia (una por persona)',
    notes: `Una para cada una de las ${p.people}.`,
  }),
  clothing: {
    name: 'Cambio completo de ropa y zapatos resistentes (uno por persona)',
    notes: 'Adecuados para su clima; revise las tallas de los niños cada temporada.',
  },
  dustMasks: {
    name: 'Mascarillas contra el polvo (una por persona)',
    notes: 'Para ayudar a filtrar el aire contaminado.',
  },
  multiTool: {
    name: 'Herramienta multiusos',
    notes: 'Cuchillo, alicates, destornillador y abrelatas en una.',
  },
  keys: {
    name: 'Juego adicional de llaves del carro y de la casa',
    notes: 'Para que quien tome la bolsa pueda manejar y volver a entrar.',
  },
  bleach: {
    name: 'Blanqueador de cloro doméstico sin perfume y un gotero',
    notes: 'Para desinfectar el agua cuando se acabe la almacenada (siga la etiqueta o las indicaciones de los CDC).',
  },
  paperPlates: {
    name: 'Platos, vasos, toallas de papel y cubiertos de plástico',
    notes: 'Lavar los platos gasta agua que quizás no tenga.',
  },
  matches: {
    name: 'Fósforos en un recipiente impermeable',
    notes: 'Use velas con cuidado y nunca una parrilla ni un generador dentro de la casa.',
  },
  extinguisher: {
    name: 'Extintor de incendios',
    notes: 'Todos los que tengan edad suficiente deben saber dónde está y cómo usarlo.',
  },
  sleepingBag: (p) => ({
    name: 'Saco de dormir o manta abrigada (uno por persona)',
    notes: `Uno para cada una de las ${p.people}, para una casa sin calefacción.`,
  }),
  sheeting: {
    name: 'Láminas de plástico y cinta adhesiva',
    notes: 'Para refugiarse en el lugar o cubrir una ventana rota.',
  },
  paper: { name: 'Papel y lápiz', notes: 'Para notas, mensajes y la lista de lo que usó.' },
  jumperCables: { name: 'Cables para pasar corriente', notes: 'Y mantenga el tanque al menos a la mitad.' },
  traction: {
    name: 'Arena o arena para gatos para dar tracción',
    notes: 'Una bolsa pequeña; con una pala y un raspador de hielo donde nieva.',
  },
  carBlanket: (p) => ({ name: 'Manta (una por persona)', notes: `Una para cada una de las ${p.people}.` }),
  warmClothes: {
    name: 'Ropa abrigada, gorros y guantes (un juego por persona)',
    notes: 'Para esperar en un carro frío.',
  },
  snacks: {
    name: 'Bocadillos no perecederos (un día por persona)',
    notes: 'Barras de granola, nueces, galletas saladas; cámbielos cada seis meses.',
  },
  carCharger: {
    name: 'Cargador de teléfono para el carro',
    notes: 'Un cargador para el enchufe o el puerto USB del carro.',
  },
  bowls: {
    name: 'Platos para comida y agua',
    notes: 'Un par para cada mascota; los plegables son prácticos para viajar.',
  },
  petMedicines: (p) => ({
    name: `Medicamentos para ${p.pet}`,
    notes: `Un suministro adicional de cualquier medicamento que tome ${p.pet}, con la dosis, en un recipiente impermeable.`,
  }),
  petFirstAid: {
    name: 'Botiquín de primeros auxilios para mascotas',
    notes: 'Pregunte a su veterinario qué incluir para sus mascotas.',
  },
  vetRecords: (p) => ({
    name: `Registros veterinarios y comprobante de vacunas de ${p.pet}`,
    notes: 'Copias en una bolsa impermeable: los refugios y las pensiones para mascotas los piden.',
  }),
  feedingSchedule: {
    name: 'Horario de comidas, notas médicas y el número de su veterinario',
    notes: 'Para quien tenga que cuidar a sus mascotas si usted no puede.',
  },
  photo: (p) => ({
    name: `Foto de usted con ${p.pet}`,
    notes: 'Demuestra que la mascota es suya y ayuda a encontrarla si se pierde.',
  }),
  collar: (p) => ({
    name: `Collar con placa de identificación y correa o arnés para ${p.pet}`,
    notes: 'Con su número de teléfono actual en la placa.',
  }),
  crate: (p) => ({
    name: `Transportadora o jaula para ${p.pet}`,
    notes: 'Idealmente una para cada mascota, lo bastante grande para pararse y darse la vuelta.',
  }),
  litter: (p) => ({ name: 'Arena y caja de arena para gatos', notes: `Para ${p.cats}.` }),
  wasteBags: {
    name: 'Bolsas para desechos, toallas de papel y bolsas de basura',
    notes: 'Con blanqueador de cloro doméstico para limpiar.',
  },
  familiarBed: {
    name: 'Cama, juguetes y premios conocidos',
    notes: 'Algo que huela a casa calma a una mascota en un lugar extraño.',
  },
};

const texts: KitTemplateTexts = {
  bugOut: {
    '45L Tactical Backpack': {
      itemName: `Mochila de ${F.backpackLitres} L`,
      notes: `El cinturón acolchado y la correa de pecho cargan ${F.carryKg[0]}–${F.carryKg[1]} kg con comodidad; cintas MOLLE para bolsillos. Manténgala empacada junto a la puerta.`,
    },
    'Tactical Belt with Pouches': {
      itemName: 'Cinturón con bolsillos',
      notes: 'Mantiene un cuchillo, una luz y agua a mano si tiene que dejar la mochila.',
    },
    'Sawyer Squeeze Water Filter': {
      itemName: 'Filtro de agua Sawyer Squeeze',
      notes: `Filtro de fibra hueca de ${n(F.filterMicrons)} micras que elimina bacterias y protozoos (no virus ni químicos); rinde hasta ${n(F.filterGallons)} galones. Haga un retrolavado después de usarlo y protéjalo de las heladas.`,
    },
    'Collapsible Water Bottles (1L)': {
      itemName: `Botellas de agua plegables (${F.bottleLitres} L)`,
      notes: `Se enrollan cuando están vacías. Cuente con al menos ${F.drinkingLitresPerDay[0]}–${F.drinkingLitresPerDay[1]} litros de agua potable al día; rellene y filtre en el camino.`,
    },
    'Water Purification Tablets': {
      itemName: 'Tabletas para purificar el agua',
      notes: `Tabletas de dióxido de cloro: una trata ${F.tabletLitres} litro; espere ${F.tabletMinutes} minutos (${F.tabletCryptosporidiumHours} horas contra el criptosporidio). Respaldo del filtro y la única opción contra los virus.`,
    },
    'Emergency Mylar Blankets': {
      itemName: 'Mantas térmicas de emergencia',
      notes: `Reflejan hasta el ${F.mylarHeatPercent} % del calor corporal; úselas como suelo, lona o dentro de un saco de dormir. Casi no pesan.`,
    },
    'Compact Emergency Tent': {
      itemName: 'Tienda de emergencia compacta',
      notes:
        'Tienda tubular para dos o refugio ultraligero con línea de paracord; ármela una vez en casa para saber cómo.',
    },
    'Emergency Sleeping Bag': {
      itemName: 'Saco de dormir de emergencia',
      notes:
        'Saco térmico reflectante del tamaño de un puño; los modelos transpirables reducen la condensación. Úselo con una manta térmica cuando haga frío.',
    },
    'Ferro Rod Fire Starter': {
      itemName: 'Varilla de ferrocerio para encender fuego',
      notes: `Lanza chispas de ${n(F.sparkCelsius)} °C mojada o seca, miles de veces. Lleve bolitas de algodón con vaselina como yesca.`,
    },
    'LED Headlamp': {
      itemName: 'Lámpara de cabeza LED',
      notes:
        'Luz con las manos libres y modo rojo para conservar la visión nocturna; lleve baterías de repuesto o un modelo recargable por USB y una batería externa.',
    },
    'Waterproof Matches': {
      itemName: 'Fósforos impermeables',
      notes: `Los fósforos contra tormenta arden unos ${F.matchSeconds} segundos incluso después de mojarse; guárdelos en su estuche sellado con la lija.`,
    },
    'Emergency Food Bars (3600 cal)': {
      itemName: `Barras de alimento de emergencia (${n(F.foodBarKcal)} cal)`,
      notes: `Un paquete de ${n(F.foodBarKcal)} calorías por día, se conserva ${F.foodBarShelfYears} años, se come sin cocinar ni agua. Revise la fecha cada año.`,
    },
    'Compact Mess Kit': {
      itemName: 'Juego de cocina compacto',
      notes:
        'Olla, taza y cubierto encajables; la olla sirve para hervir agua cuando se acaben los filtros o las tabletas.',
    },
    'Portable Camp Stove': {
      itemName: 'Estufa portátil de campamento',
      notes: `Estufa plegable de cartucho que hierve ${F.stoveLitres} litro en unos ${F.stoveMinutes} minutos; lleve un cartucho de gas. Nunca la use dentro de una tienda o un carro.`,
    },
    'Compact First Aid Kit': {
      itemName: 'Botiquín de primeros auxilios compacto',
      notes:
        'Vendas, gasas, cinta, toallitas antisépticas, protección para ampollas y un torniquete; aprenda a usar cada cosa antes de necesitarla.',
    },
    'Personal Hygiene Kit': {
      itemName: 'Kit de higiene personal',
      notes:
        'Cepillo de dientes, jabón, desinfectante de manos, toallitas húmedas, papel higiénico y productos menstruales: la higiene previene enfermedades en el camino.',
    },
    'Emergency Medications': {
      itemName: 'Medicamentos de emergencia',
      notes:
        'Una semana de sus medicamentos recetados, además de analgésicos, antihistamínicos, antidiarreicos y tabletas de electrolitos; reemplácelos antes de que venzan.',
    },
    'Multi-Tool with Pliers': {
      itemName: 'Herramienta multiusos con alicates',
      notes: 'Alicates, cortaalambres, cuchillo, sierra, destornilladores y abrelatas en una herramienta con seguro.',
    },
    'Paracord (100ft)': {
      itemName: `Paracord (${F.paracordFeet} pies)`,
      notes: `Paracord 550 (unos ${F.paracordKg} kg de resistencia) para cuerdas de refugio, reparaciones y arrastre; los hilos interiores sirven como sedal o hilo.`,
    },
    'Tactical Pen': {
      itemName: 'Bolígrafo resistente con rompevidrios',
      notes:
        'Bolígrafo de aluminio aeronáutico con punta rompevidrios; sirve para escribir notas y romper la ventana de un carro en una emergencia.',
    },
    'Emergency Whistle': {
      itemName: 'Silbato de emergencia',
      notes: 'Silbato sin bolita que se oye mucho más lejos que un grito; tres silbidos son la señal de auxilio.',
    },
    'Compact Compass': {
      itemName: 'Brújula compacta',
      notes: 'Brújula de placa con ajuste de declinación; lleve un mapa en papel de su zona y practique sus rutas.',
    },
    'Emergency Radio': {
      itemName: 'Radio de emergencia',
      notes:
        'Radio meteorológico AM/FM/NOAA de manivela y solar con alertas; la mayoría también carga un teléfono por USB.',
    },
  },
  family,
};

export default texts;
