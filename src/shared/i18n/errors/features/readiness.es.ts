/** The messages of readiness (src/shared/readiness) in Spanish (decision 0353). */
import { READINESS_LIMITS as L } from '../../../readiness/figures';
import type { Catalogue } from '../../catalogue';
import type { readinessEn } from './readiness.en';

export default {
  'readiness.count': `Ingrese un número entero de 0 a ${L.groupMax}.`,
  'readiness.people': `Un hogar tiene como máximo ${L.peopleMax} personas.`,
  'readiness.pregnant': 'No puede ser mayor que el número de adultos.',
  'readiness.petName': 'Escriba un nombre (hasta 60 caracteres).',
  'readiness.petKind': 'Elija perro, gato u otro.',
  'readiness.petWeight': `Ingrese un peso mayor que 0 y de hasta ${L.petWeightKgMax} kg.`,
  'readiness.pets': `Como máximo ${L.pets} mascotas.`,
  'readiness.standard': 'Elija una norma.',
  'readiness.goalDays': `Ingrese un número entero de días de ${L.goalDaysMin} a ${L.goalDaysMax}.`,
  'readiness.customLitres': `Ingrese los litros por persona al día: más de 0 y hasta ${L.customLitresMax}.`,
  'readiness.units': 'Elija unidades métricas o de EE. UU.',
} satisfies Catalogue<typeof readinessEn>;
