/** The messages of the family plan (src/shared/family-plan) in Spanish (decision 0353). */
import { FAMILY_PLAN_LIMITS as L } from '../../../family-plan/figures';
import type { Catalogue } from '../../catalogue';
import { formatsFor } from '../../format';
import type { familyPlanEn } from './family-plan.en';

const n = (value: number) => formatsFor('es').number(value, 0);

export default {
  'familyPlan.name': `Escriba un nombre (hasta ${L.nameMax} caracteres).`,
  'familyPlan.phone': `Escriba un número de teléfono: dígitos, espacios, +, -, ( ) y . (de 3 a ${L.phoneMax} caracteres).`,
  'familyPlan.address': `Hasta ${n(L.addressMax)} caracteres.`,
  'familyPlan.note': `Hasta ${n(L.noteMax)} caracteres.`,
  'familyPlan.bloodType': `Hasta ${n(L.bloodTypeMax)} caracteres.`,
  'familyPlan.microchip': `Hasta ${n(L.microchipMax)} caracteres.`,
  'familyPlan.members': `Un plan tiene como máximo ${L.membersMax} personas.`,
  'familyPlan.numbers': `Como máximo ${L.numbersMax} números.`,
  'familyPlan.contacts': `Como máximo ${L.outOfTownContactsMax} contactos fuera de la ciudad.`,
  'familyPlan.region': 'Elija su número de emergencia.',
  'familyPlan.placeKind': 'Elija escuela, guardería o trabajo.',
} satisfies Catalogue<typeof familyPlanEn>;
