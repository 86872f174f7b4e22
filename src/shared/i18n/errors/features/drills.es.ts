/**
 * The messages of drills (src/shared/drills) in Spanish (decision 0353): the wording the training
 * page's own catalogue had, now the only one (decision 0358).
 */
import type { Catalogue } from '../../catalogue';
import type { drillsEn } from './drills.en';

export default {
  'drills.eventType': 'Elija un simulacro.',
  'drills.date': 'Escriba el día del simulacro.',
  'drills.future': 'La fecha del simulacro no puede estar en el futuro.',
  'drills.notFound': 'No se encontró el simulacro',
} satisfies Catalogue<typeof drillsEn>;
