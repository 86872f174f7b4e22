/**
 * /readiness en español neutro de EE. UU., de "usted", con los términos de Listo.gov (kit de
 * emergencia, suministros, plan de emergencia). Las cifras vienen de los módulos compartidos
 * (figures.ts, shopping-figures.ts) o como parámetros, nunca escritas a mano.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import { formatsFor } from '@shared/i18n/format';
import { KCAL_PER_DAY, KCAL_PREGNANT_OR_BREASTFEEDING, PET_WATER_LITRES_PER_KG } from '@shared/readiness/figures';
import { tenthIn } from '@shared/readiness/i18n/days';
import {
  DRY_PET_FOOD_KCAL_PER_KG,
  PET_MAINTENANCE_FACTOR,
  PET_RER_EXPONENT,
  PET_RER_KCAL,
} from '@shared/readiness/shopping-figures';
import { EXPIRY_WINDOW_MAX, EXPIRY_WINDOW_MIN } from '@shared/supplies/expiry';
import type { en } from './en';

const n = formatsFor('es').number;
const dias = (count: number) => (count === 1 ? 'día' : 'días');
const goal = (days: number) => `la meta de ${days} ${dias(days)}`;

export default {
  'page.eyebrow': 'Preparación',
  'page.title': '¿Cuánto tiempo aguantaríamos?',
  'page.lead': 'Los días que le durarían el agua y los alimentos a su hogar, y qué comprar para alcanzar su meta.',
  'page.back': 'Volver al panel',
  'page.loadFailed': 'No se pudo cargar su preparación',
  'page.loading': 'Cargando su preparación',
  error: 'Error',
  saving: 'Guardando...',
  days: (p, f) => `${tenthIn(f, p.days)} ${dias(p.days)}`,
  water: 'Agua',
  food: 'Alimentos',
  essentials: 'Artículos esenciales',
  pets: 'Mascotas',

  'units.legend': 'Unidades',
  'units.metric': 'Métrico (l, kg)',
  'units.us': 'EE. UU. (gal, lb)',
  'units.failed': 'No se pudieron cambiar las unidades.',

  'figure.title': 'Días cubiertos',
  'figure.householdNeeded': 'Faltan los datos del hogar',
  'figure.describe': 'Describa su hogar abajo para ver cuántos días le durarían el agua y los alimentos.',
  'figure.goalMet': 'Meta alcanzada',
  'figure.belowGoal': 'Por debajo de la meta',
  'figure.limitedBy.water': (p, f) => `${tenthIn(f, p.days)} ${dias(p.days)} — limitado por el agua`,
  'figure.limitedBy.food': (p, f) => `${tenthIn(f, p.days)} ${dias(p.days)} — limitado por los alimentos`,
  'figure.progressLabel': (p) => `Progreso hacia ${goal(p.goalDays)}`,
  'figure.goalMetText': (p) => `Meta alcanzada: sus suministros cubren ${p.goalDays} ${dias(p.goalDays)}.`,
  'figure.progress': (p, f) =>
    `${tenthIn(f, p.days)} de ${p.goalDays} ${dias(p.goalDays)} (${p.percent} % de la meta).`,
  'figure.amounts': (p) => `${p.stored} almacenados, ${p.perDay} al día`,
  'figure.waterSource': (p) => `Agua: ${p.standard} — ${p.source}. Mascotas: ${p.pets}.`,
  'figure.waterCustom': (p) => `Agua: ${p.standard} (${p.perPerson} por persona al día). Mascotas: ${p.pets}.`,
  'figure.foodSource': (p) => `Alimentos: ${p.source}. No se cuenta la comida de las mascotas.`,
  'figure.rounded': 'Redondeado hacia abajo a la décima de día, para que la cifra nunca exagere.',

  'standard.us': 'Estados Unidos (CDC / Ready.gov / Cruz Roja Americana)',
  'standard.de': 'Alemania (BBK)',
  'standard.custom': 'Personalizado',
  'source.us': 'CDC "Creating and storing an emergency water supply"; Cruz Roja Americana; Ready.gov',
  'source.de': 'BBK "Ratgeber für Notfallvorsorge" (guía alemana de preparación para emergencias)',
  'source.petWater': `Unos ${n(PET_WATER_LITRES_PER_KG * 1000, 0)} ml por kg de peso corporal al día (recomendaciones de los condados de EE. UU. para mascotas en emergencias)`,
  'source.food': `Cifra de planificación de la BBK (adultos ${n(KCAL_PER_DAY.adults, 0)} kcal); WFP/UNHCR/WHO "Food and Nutrition Needs in Emergencies" (niños por edad); OMS (+${n(KCAL_PREGNANT_OR_BREASTFEEDING, 0)} kcal en el embarazo o la lactancia)`,
  'source.essentials': 'Listo.gov, "Kit de emergencia"; Cruz Roja Americana (reserva de medicamentos)',
  'source.petFood': `Merck Veterinary Manual (${n(PET_RER_KCAL)} × kg^${n(PET_RER_EXPONENT, 2)} kcal en reposo; × ${n(PET_MAINTENANCE_FACTOR.dog)} perro, × ${n(PET_MAINTENANCE_FACTOR.cat)} gato); alimento seco de al menos ${n(DRY_PET_FOOD_KCAL_PER_KG, 0)} kcal/kg`,
  'group.adults': 'Adultos (14+)',
  'group.children9to13': 'Niños de 9 a 13',
  'group.children4to8': 'Niños de 4 a 8',
  'group.childrenUnder4': 'Niños menores de 4',
  'goal.evacuation': 'evacuación',
  'goal.atHome': 'en casa',

  'expiry.title': (p) => `Vence en los próximos ${p.days} ${dias(p.days)}`,
  'expiry.expired': (p, f) => f.plural(p.count, { one: '# vencido', other: '# vencidos' }),
  'expiry.expiring': (p) => `${p.count} por vencer`,
  'expiry.nothing': 'Nada por vencer',
  'expiry.drop': (p) => `El ${p.on}: ${p.days}`,
  'expiry.dropNote': 'Ese día bajan los días cubiertos, al vencer los suministros, a menos que los reemplace.',
  'expiry.none': (p) => `Nada vence en los próximos ${p.days} ${dias(p.days)}.`,
  'expiry.list': 'Suministros por vencer',
  'expiry.expiredOn': (p) => `venció el ${p.day}`,
  'expiry.bestBefore': (p) => `consumir preferentemente antes del ${p.day} (${p.when})`,
  'expiry.today': 'hoy',
  'expiry.tomorrow': 'mañana',
  'expiry.inDays': (p) => `en ${p.count} ${dias(p.count)}`,
  'expiry.useOldest': 'Use primero lo más antiguo y reemplace lo que vence:',
  'expiry.openTracker': 'abra el inventario',
  'window.label': 'Plazo (días)',
  'window.set': 'Fijar plazo',
  'window.note': 'Los correos de recordatorio usan el mismo plazo.',
  'window.invalid': `Elija de ${EXPIRY_WINDOW_MIN} a ${EXPIRY_WINDOW_MAX} días`,
  'window.saved': 'Configuración de recordatorios guardada',
  'window.saveFailed': 'No se pudo guardar la configuración de recordatorios.',

  'shop.title': 'Qué comprar',
  'shop.goal': (p) => `Meta de ${p.goalDays} ${dias(p.goalDays)}`,
  'shop.print': 'Imprimir',
  'shop.csv': 'Descargar CSV',
  'shop.nothing': (p) =>
    `Nada que comprar: su agua y sus alimentos cubren ${goal(p.goalDays)} y sus artículos esenciales están completos.`,
  'shop.covered': (p) => `Su agua y sus alimentos cubren ${goal(p.goalDays)}.`,
  'shop.buy': (p) => `${p.name}: comprar ${p.amount}`,
  'shop.insteadOf': (p) => `En lugar de ${p.name}`,
  'shop.or': (p) => `o ${p.amount} (${p.name})`,
  'shop.orNote': 'Cada "o" es otra cosa que usted guarda: cubre lo que falta por sí sola.',
  'shop.noWater':
    'Ningún suministro indica cuánta agua contiene una unidad: indique los litros por unidad de un suministro de agua en el inventario.',
  'shop.noFood':
    'Ningún suministro indica cuántas kcal contiene una unidad: indique las kcal por unidad de un suministro de alimentos en el inventario.',
  'shop.essentialsNote': (p) => `Primeros auxilios, medicamentos, baterías, linterna y radio: ${p.source}.`,
  'shop.petsNote': (p) =>
    `El inventario no cuenta la comida de las mascotas: compre lo que aún no tenga. Su agua está incluida en Agua. ${p.source}.`,
  'shop.short': (p) => `faltan ${p.amount}`,
  'shop.belowTarget': (p) => `${p.count} por debajo de la cantidad deseada`,
  'shop.petDays': (p) => `comida para ${p.goalDays} ${dias(p.goalDays)}`,
  'shop.petFood': (p) => `Comida para ${p.name}`,
  'shop.dryFood.dog': (p) => `Alimento seco para perros para ${p.name}`,
  'shop.dryFood.cat': (p) => `Alimento seco para gatos para ${p.name}`,
  'shop.askVet': 'pregunte a su veterinario cuánto al día',
  'shop.orInsteadOf': (p) => `o en lugar de ${p.name}`,
  'shop.csvHeader': 'sección,artículo,comprar,unidad,nota',
  'shop.fileName': (p) => `holdfast-lista-de-compras-${p.goalDays}-dias-${p.day}.csv`,

  'targets.title': 'Cantidades según su meta',
  'targets.following':
    'Sus cantidades deseadas de agua y alimentos en el inventario siguen a su hogar y a esta meta; cambian cuando cambia cualquiera de los dos.',
  'targets.followingList': 'Cantidades que siguen su meta',
  'targets.own': 'Sus propias cantidades, que se mantienen sea cual sea la meta (cuentan para ella):',
  'targets.ownList': 'Sus propias cantidades',
  'targets.followAgain': 'Volver a seguir mi meta',
  'targets.followAgainFor': (p) => `Volver a seguir mi meta: ${p.name}`,
  'targets.followed': 'La cantidad vuelve a seguir su meta',
  'targets.followFailed': 'No se pudo cambiar la cantidad.',

  'household.title': 'Hogar y meta',
  'household.status': 'Quiénes y por cuánto tiempo',
  'household.who': 'Quiénes viven aquí',
  'household.pregnantCount': (p, f) =>
    f.plural(p.count, { one: '# embarazada o en lactancia', other: '# embarazadas o en lactancia' }),
  'household.fromPlan': 'Según las personas de su plan de emergencia familiar, por su fecha de nacimiento.',
  'household.editInPlan': 'Edítelas en el plan familiar',
  'household.pregnant': 'Embarazadas o en lactancia',
  'household.pregnantHint': 'Cuántos de los adultos',
  'household.noPets': 'Sin mascotas.',
  'household.petName': (p) => `Mascota ${p.n}: nombre`,
  'household.petKind': (p) => `Mascota ${p.n}: tipo`,
  'household.petWeight': (p) => `Mascota ${p.n}: peso (${p.unit})`,
  'household.removePet': (p) => `Quitar mascota ${p.n}${p.name ? ` (${p.name})` : ''}`,
  'kind.dog': 'Perro',
  'kind.cat': 'Gato',
  'kind.other': 'Otro',
  'household.addPet': 'Agregar mascota',
  'household.petsNote': 'Las mascotas solo cuentan para el agua; su comida no se cuenta.',
  'household.goal': 'Meta',
  'household.standard': 'Norma',
  'household.customHint': 'Su propia cantidad de agua y número de días.',
  'household.standardHint': (p, f) =>
    `${f.unit(p.litres, 'liter', 3)} (${f.unit(p.gallons, 'gallon', 2)}) por persona al día. Fuente: ${p.source}.`,
  'household.goalDays': 'Meta (días)',
  'household.customWater': (p) => `Agua por persona al día (${p.unit})`,
  'household.useGoal': (p) => `Usar ${p.days} días (${p.label})`,
  'household.save': 'Guardar hogar',
  'household.saved': 'Hogar guardado',
  'household.saveFailed': 'No se pudo guardar el hogar.',
} satisfies Catalogue<typeof en>;
