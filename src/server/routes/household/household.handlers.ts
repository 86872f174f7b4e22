import { utcDay } from '@shared/supplies/expiry';
import { uuidOrNull } from '../../db/sql-helpers';
import { addressBucket, RATE_LIMITS } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import type { Services } from '../../http/services';
import { requireAuth } from '../../http/session';
import { ApiError } from '../../platform/errors';
import { requireOwner } from '../../services/households/membership';
import {
  acceptInvitation,
  invite,
  leaveHousehold,
  loadHousehold,
  lookupInvitation,
  previewInvitation,
  removeMember,
  revokeInvitation,
  setRole,
} from './household.queries';
import {
  acceptRoute,
  getHouseholdRoute,
  inviteRoute,
  leaveRoute,
  lookupRoute,
  previewRoute,
  removeMemberRoute,
  revokeRoute,
  setRoleRoute,
} from './household.routes';

/** /api/household (docs/product.md#households): members, roles, invitations, joining and leaving. */
export function householdRouter({ db, env, readiness, now, limiter, limit }: Services) {
  const at = () => new Date(now());
  // Without mail no address can be confirmed: joining then asks for none (decision 259).
  const verifiedEmailRequired = Boolean(env.SMTP_URL);
  const answer = async (userId: string) => {
    const household = await loadHousehold(db, userId, at());
    if (!household) throw ApiError.notFound('Household not found');
    return household;
  };
  return createRouter()
    .openapi(getHouseholdRoute, async (c) => {
      const { user } = await requireAuth(c);
      return c.json(await answer(user.id), 200);
    })
    .openapi(inviteRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireOwner(db, user.id);
      const { id, link } = await invite(db, user.id, c.req.valid('json'), { now: at(), publicUrl: env.PUBLIC_URL });
      // Without mail the link would only reach the server log: the owner who made it passes it on.
      return c.json(env.SMTP_URL ? { id } : { id, link }, 201);
    })
    .openapi(revokeRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireOwner(db, user.id);
      const id = uuidOrNull(c.req.valid('param').id);
      if (!id || !(await revokeInvitation(db, user.id, id, at()))) throw ApiError.notFound('Invitation not found');
      return c.body(null, 204);
    })
    .openapi(previewRoute, async (c) => {
      const { user } = await requireAuth(c);
      const { token } = c.req.valid('json');
      return c.json(await previewInvitation(db, user, token, { now: at(), verifiedEmailRequired }), 200);
    })
    .openapi(lookupRoute, async (c) => {
      const ip = c.get('clientIp');
      if (ip)
        await limiter.enforce(`invitation-lookup:ip:${addressBucket(ip)}`, limit(RATE_LIMITS.invitationLookupPerIp));
      return c.json(await lookupInvitation(db, c.req.valid('json').token, at()), 200);
    })
    .openapi(acceptRoute, async (c) => {
      const { user } = await requireAuth(c);
      await acceptInvitation(db, user, c.req.valid('json'), {
        now: at(),
        today: utcDay(now()),
        verifiedEmailRequired,
      });
      readiness.invalidate(user.id);
      return c.json(await answer(user.id), 200);
    })
    .openapi(setRoleRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireOwner(db, user.id);
      const { userId } = c.req.valid('param');
      if (!(await setRole(db, user.id, userId, c.req.valid('json').role))) throw ApiError.notFound('Member not found');
      return c.json(await answer(user.id), 200);
    })
    .openapi(removeMemberRoute, async (c) => {
      const { user } = await requireAuth(c);
      await requireOwner(db, user.id);
      const { userId } = c.req.valid('param');
      if (!(await removeMember(db, user.id, userId))) throw ApiError.notFound('Member not found');
      readiness.invalidate(userId);
      return c.json(await answer(user.id), 200);
    })
    .openapi(leaveRoute, async (c) => {
      const { user } = await requireAuth(c);
      await leaveHousehold(db, user.id);
      readiness.invalidate(user.id);
      return c.json(await answer(user.id), 200);
    });
}
