/** Was mehrere Ratgeber teilen (Entscheidung 0357): Zahlenformat und wiederkehrende Sätze. */
import { formatsFor } from '../../../../i18n/format';
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';

/** Dezimalzahlen mit Komma ("3,8"). */
export const n = (value: number) => formatsFor('de').number(value);

export const WATER = `mindestens ${n(F.waterLitres)} Liter Wasser (eine US-Gallone) pro Person und Tag`;

export const GERMANY_STOCK = `Das BBK rechnet in Deutschland mit einer längeren Zeit zu Hause als die US-Behörden: Essen und Trinken für ${F.bbkDays} Tage, mit ${F.bbkLitres} Litern Flüssigkeit pro Person und Tag. Der Notruf ist die ${F.euEmergencyNumber}; amtliche Warnungen erreichen Sie über die Warn-App NINA, das Radio und Sirenen.`;

export const CALL_911 = `den Notruf (${F.usEmergencyNumber} in den USA, ${F.euEmergencyNumber} in Deutschland)`;
