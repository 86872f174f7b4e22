import { personalPreparednessScore } from '@shared/stats';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { hasPassword, signInProviders } from '../account/account.queries';
import { isFreshSignIn } from '../account/fresh-sign-in';
import { collectExport, myCounts } from './me.queries';
import { accountSecurityRoute, exportMyDataRoute, getMyStatsRoute } from './me.routes';

/** /api/me: what the signed-in user has (counts, the export, how deleting is confirmed). */
export function meRouter({ db, env }: Services) {
  return createRouter()
    .openapi(getMyStatsRoute, async (c) => {
      const { user } = await requireAuth(c);
      const row = await myCounts(db, user.id);
      return c.json(
        {
          plansCount: row.plans,
          kitsCount: row.kits,
          personalScore: personalPreparednessScore(row.plans, row.kits),
        },
        200,
      );
    })
    .openapi(exportMyDataRoute, async (c) => {
      const { user } = await requireAuth(c);
      const data = await collectExport(db, user.id, user.email, env.PUBLIC_URL);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="holdfast-export-${day}.json"`);
      return c.json(data, 200);
    })
    .openapi(accountSecurityRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const [password, providers] = await Promise.all([hasPassword(db, user.id), signInProviders(db, user.id)]);
      return c.json({ hasPassword: password, freshSignIn: isFreshSignIn(session), providers }, 200);
    });
}
