/** Lo que comparten varias guías (decisión 0357): el formato de los números y frases que se repiten. */
import { formatsFor } from '../../../../i18n/format';
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';

/** Decimales como en Listo.gov ("3.8"). */
export const n = (value: number) => formatsFor('es').number(value);

export const WATER = `al menos ${F.waterGallons} galón (unos ${n(F.waterLitres)} litros) de agua por persona por día`;

export const GERMANY_STOCK = `La BBK de Alemania planifica una estadía en casa más larga que las agencias de EE. UU.: alimentos y bebidas para ${F.bbkDays} días, contando ${F.bbkLitres} litros de líquido por persona por día. El número de emergencia es el ${F.euEmergencyNumber}, y los avisos oficiales llegan por la aplicación NINA, la radio y las sirenas.`;
