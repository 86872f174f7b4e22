/** The messages of readiness (src/shared/readiness) in German (decision 0353). */
import { READINESS_LIMITS as L } from '../../../readiness/figures';
import type { Catalogue } from '../../catalogue';
import type { readinessEn } from './readiness.en';

export default {
  'readiness.count': `Geben Sie eine ganze Zahl von 0 bis ${L.groupMax} ein.`,
  'readiness.people': `Ein Haushalt hat höchstens ${L.peopleMax} Personen.`,
  'readiness.pregnant': 'Kann nicht mehr sein als die Zahl der Erwachsenen.',
  'readiness.petName': 'Geben Sie einen Namen ein (bis zu 60 Zeichen).',
  'readiness.petKind': 'Wählen Sie Hund, Katze oder Anderes.',
  'readiness.petWeight': `Geben Sie ein Gewicht über 0 und bis ${L.petWeightKgMax} kg ein.`,
  'readiness.pets': `Höchstens ${L.pets} Haustiere.`,
  'readiness.standard': 'Wählen Sie einen Richtwert.',
  'readiness.goalDays': `Geben Sie eine ganze Zahl an Tagen von ${L.goalDaysMin} bis ${L.goalDaysMax} ein.`,
  'readiness.customLitres': `Geben Sie die Liter pro Person und Tag ein: über 0 und bis ${L.customLitresMax}.`,
  'readiness.units': 'Wählen Sie metrische Einheiten oder US-Einheiten.',
} satisfies Catalogue<typeof readinessEn>;
