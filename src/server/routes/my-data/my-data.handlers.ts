import { API_ERROR_CODES } from '@shared/errors';
import { APIError } from 'better-auth/api';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { FRESH_SIGN_IN_MS, PROFILE_MESSAGES } from '@shared/profile/schemas';
import type { Db } from '../../db/client';
import {
  accounts,
  kitAcquisitions,
  kitItems,
  kits,
  newsletterSubscribers,
  planAcquisitions,
  planItems,
  planKits,
  profiles,
  securityEvents,
  survivalPlans,
  userResources,
  users,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { claimPasswordAttempt } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import type { Services } from '../../lib/services';
import { authHeaders, requireAuth, type AuthSession } from '../../lib/session';
import { deleteStoredImage } from '../../storage/images';
import { signedInBefore } from '../account/known-address';
import { accountSecurityRoute, deleteAccountRoute, exportMyDataRoute } from './my-data.routes';

async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

const isFresh = (session: AuthSession) => Date.now() - new Date(session.createdAt).getTime() < FRESH_SIGN_IN_MS;

/** Everything the user owns, and nothing of anyone else. Absolute file URLs so the download stands alone. */
async function collectExport(db: Db, userId: string, email: string, publicUrl: string) {
  const absolute = (url: string | null) => (url && url.startsWith('/') ? `${publicUrl}${url}` : url);
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const resources = await db
    .select()
    .from(userResources)
    .where(eq(userResources.userId, userId))
    .orderBy(asc(userResources.category), asc(userResources.name));
  const myKits = await db.select().from(kits).where(eq(kits.ownerId, userId)).orderBy(asc(kits.createdAt));
  const kitIds = myKits.map((k) => k.id);
  const items = kitIds.length
    ? await db
        .select()
        .from(kitItems)
        .where(inArray(kitItems.kitId, kitIds))
        .orderBy(asc(kitItems.category), asc(kitItems.position))
    : [];
  const myPlans = await db
    .select()
    .from(survivalPlans)
    .where(eq(survivalPlans.userId, userId))
    .orderBy(asc(survivalPlans.createdAt));
  const planIds = myPlans.map((p) => p.id);
  const steps = planIds.length
    ? await db.select().from(planItems).where(inArray(planItems.planId, planIds)).orderBy(asc(planItems.position))
    : [];
  const links = planIds.length
    ? await db
        .select({ planId: planKits.planId, kitId: planKits.kitId, kitName: kits.name })
        .from(planKits)
        .innerJoin(kits, eq(kits.id, planKits.kitId))
        // The plan view's rule: another user's linked kit only while it is public.
        .where(and(inArray(planKits.planId, planIds), or(eq(kits.ownerId, userId), eq(kits.isPublic, true))))
    : [];
  const kitAcqs = await db.select().from(kitAcquisitions).where(eq(kitAcquisitions.acquirerId, userId));
  const planAcqs = await db.select().from(planAcquisitions).where(eq(planAcquisitions.acquirerId, userId));
  const [newsletter] = await db
    .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  const events = await db
    .select({
      eventType: securityEvents.eventType,
      description: securityEvents.description,
      ip: securityEvents.ip,
      userAgent: securityEvents.userAgent,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(asc(securityEvents.createdAt));

  return {
    format: 'holdfast-export/1',
    exportedAt: new Date().toISOString(),
    account: user ?? null,
    profile: profile ? { ...profile, avatarUrl: absolute(profile.avatarUrl) } : null,
    resources: resources.map(({ userId: _u, ...r }) => r),
    kits: myKits.map(({ ownerId: _o, ...k }) => ({
      ...k,
      items: items
        .filter((i) => i.kitId === k.id)
        .map(({ kitId: _k, ...i }) => ({ ...i, imageUrl: absolute(i.imageUrl) })),
    })),
    plans: myPlans.map(({ userId: _u, ...p }) => ({
      ...p,
      items: steps.filter((s) => s.planId === p.id).map(({ planId: _p, ...s }) => s),
      kits: links.filter((l) => l.planId === p.id).map((l) => ({ id: l.kitId, name: l.kitName })),
    })),
    acquisitions: {
      kits: kitAcqs.map((a) => ({ originalKitId: a.kitId, copyKitId: a.copyKitId, acquiredAt: a.createdAt })),
      plans: planAcqs.map((a) => ({ originalPlanId: a.planId, copyPlanId: a.copyPlanId, acquiredAt: a.createdAt })),
    },
    newsletter: newsletter ?? null,
    securityEvents: events,
  };
}

/** Expire the session cookies in the browser (both prefixes; the rows are gone already). */
function clearSessionCookies(secure: boolean): string[] {
  const base = `Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
  const names = ['holdfast.session_token', 'holdfast.session_data', 'holdfast.dont_remember'];
  return names.flatMap((n) => (secure ? [`__Secure-${n}=; ${base}`] : [`${n}=; ${base}`]));
}

export function myDataRouter({ db, auth, env, storage, logger, sessionEnds, limiter, limit }: Services) {
  return createRouter()
    .openapi(exportMyDataRoute, async (c) => {
      const { user } = await requireAuth(c);
      const data = await collectExport(db, user.id, user.email, env.PUBLIC_URL);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="holdfast-export-${day}.json"`);
      return c.json(data, 200);
    })
    .openapi(accountSecurityRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ hasPassword: await hasPassword(db, user.id), freshSignIn: isFresh(session) }, 200);
    })
    .openapi(deleteAccountRoute, async (c) => {
      const { user, session } = await requireAuth(c);
      const input = c.req.valid('json');
      const [profile] = await db
        .select({ username: profiles.username })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      const expected = profile?.username ?? (user as { username?: string | null }).username ?? user.email;
      if (input.username.toLowerCase() !== expected.toLowerCase()) {
        throw new ApiError(400, API_ERROR_CODES.validation, PROFILE_MESSAGES.deleteUsernameMismatch, {
          username: [PROFILE_MESSAGES.deleteUsernameMismatch],
        });
      }
      if (await hasPassword(db, user.id)) {
        if (!input.password) {
          throw new ApiError(400, API_ERROR_CODES.validation, PROFILE_MESSAGES.deletePasswordRequired, {
            password: [PROFILE_MESSAGES.deletePasswordRequired],
          });
        }
        // Limited like sign-in, sharing its counters: a stolen session cannot guess the password here.
        const ip = c.get('clientIp');
        const attempt = await claimPasswordAttempt(limiter, limit, {
          email: user.email,
          ip,
          isKnownAddress: () => signedInBefore(db, user.email, ip),
        });
        let valid = true;
        try {
          await auth.api.verifyPassword({ body: { password: input.password }, headers: authHeaders(c) });
        } catch (err) {
          if (!(err instanceof APIError && err.statusCode < 500)) {
            await attempt.abandoned();
            throw err;
          }
          valid = false;
        }
        if (valid) await attempt.succeeded();
        else {
          throw new ApiError(400, API_ERROR_CODES.invalidCredentials, PROFILE_MESSAGES.deleteWrongPassword, {
            password: [PROFILE_MESSAGES.deleteWrongPassword],
          });
        }
      } else if (!isFresh(session)) {
        throw new ApiError(403, API_ERROR_CODES.forbidden, PROFILE_MESSAGES.deleteNeedsFreshSignIn);
      }

      // One transaction: the files to remove are read, then the user row goes and every row
      // they own goes with it (foreign keys cascade). Copies others acquired are theirs and stay
      // (their acquisition keeps the copy; the link to the original becomes null).
      const files = await db.transaction(async (tx) => {
        const images = await tx
          .select({ url: kitItems.imageUrl })
          .from(kitItems)
          .innerJoin(kits, eq(kits.id, kitItems.kitId))
          .where(and(eq(kits.ownerId, user.id), sql`${kitItems.imageUrl} is not null`));
        const [me] = await tx.select({ avatar: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, user.id));
        await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`);
        await tx.delete(users).where(eq(users.id, user.id));
        return [...images.map((i) => i.url), me?.avatar ?? null];
      });
      await sessionEnds.announce({ userId: user.id });
      await Promise.all(files.map((url) => deleteStoredImage(storage, url, logger)));
      logger.info({ reqId: c.get('requestId') }, 'account deleted');
      for (const cookie of clearSessionCookies(env.PUBLIC_URL.startsWith('https:')))
        c.header('Set-Cookie', cookie, { append: true });
      return c.body(null, 204);
    });
}
