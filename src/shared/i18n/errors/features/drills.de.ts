/**
 * The messages of drills (src/shared/drills) in German (decision 0353): the wording the training
 * page's own catalogue had, now the only one (decision 0358).
 */
import type { Catalogue } from '../../catalogue';
import type { drillsEn } from './drills.en';

export default {
  'drills.eventType': 'Wählen Sie eine Übung.',
  'drills.date': 'Geben Sie den Tag der Übung ein.',
  'drills.future': 'Das Datum der Übung darf nicht in der Zukunft liegen.',
  'drills.notFound': 'Übung nicht gefunden',
} satisfies Catalogue<typeof drillsEn>;
