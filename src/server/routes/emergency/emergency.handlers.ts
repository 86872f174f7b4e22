import { type EmergencyAnswer } from '@shared/emergency/schemas';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { emergencyAnswer } from './emergency-answer';
import { loadEmergencyRows } from './emergency.queries';
import { getEmergencyRoute } from './emergency.routes';

/** /api/emergency: the emergency screen's one answer (docs/product.md#emergency-screen). */
export function emergencyRouter({ db, readiness, now }: Services) {
  return createRouter().openapi(getEmergencyRoute, async (c) => {
    const { user } = await requireAuth(c);
    // Two reads side by side: the statement of emergency.queries.ts, and the readiness answer
    // (from memory while nothing of the household changed) for "Hold out".
    const [rows, readinessBody] = await Promise.all([loadEmergencyRows(db, user.id), readiness.get(user.id)]);
    const answer: EmergencyAnswer = emergencyAnswer(rows, readinessBody, now());
    return c.json(answer, 200);
  });
}
