import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alertNotices,
  alerts,
  householdMembers,
  householdPlaces,
  householdPets,
  familyPlans,
  households,
  kitAcquisitions,
  kitItems,
  kits,
  newsletterSubscribers,
  planAcquisitions,
  planItems,
  planKits,
  profiles,
  pushSubscriptions,
  resourceBarcodes,
  resourceBatches,
  securityEvents,
  survivalPlans,
  userResources,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { householdOf } from '../../services/households/scope';

/** How many plans and kits the user owns. */
export async function myCounts(db: Db, userId: string): Promise<{ plans: number; kits: number }> {
  const res = await db.execute<{ plans: number; kits: number }>(sql`
    select (select count(*) from survival_plans where user_id = ${userId})::int as plans,
           (select count(*) from kits where owner_id = ${userId})::int as kits`);
  return rowsOf<{ plans: number; kits: number }>(res)[0]!;
}

/** Everything the user owns, and nothing of anyone else. Absolute file URLs so the download stands alone. */
export async function collectExport(db: Db, userId: string, email: string, publicUrl: string) {
  const absolute = (url: string | null) => (url && url.startsWith('/') ? `${publicUrl}${url}` : url);
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      // The language the member chose or signed up in (decision 0333).
      locale: users.locale,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const resources = await db
    .select()
    .from(userResources)
    .where(eq(userResources.householdId, householdOf(userId)))
    .orderBy(asc(userResources.category), asc(userResources.name));
  const batches = await db
    .select()
    .from(resourceBatches)
    .where(eq(resourceBatches.householdId, householdOf(userId)))
    .orderBy(asc(resourceBatches.expiresOn), asc(resourceBatches.addedOn));
  const barcodes = await db
    .select({ resourceId: resourceBarcodes.resourceId, code: resourceBarcodes.code })
    .from(resourceBarcodes)
    .where(eq(resourceBarcodes.householdId, householdOf(userId)))
    .orderBy(asc(resourceBarcodes.code));
  const [membership] = await db
    .select({ household: households, role: householdMembers.role })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userId, userId));
  const household = membership?.household;
  const [familyPlan] = await db
    .select({ plan: familyPlans.plan, updatedAt: familyPlans.updatedAt })
    .from(familyPlans)
    .where(eq(familyPlans.householdId, householdOf(userId)));
  const pets = household
    ? await db
        .select()
        .from(householdPets)
        .where(eq(householdPets.householdId, household.id))
        .orderBy(asc(householdPets.position))
    : [];
  const places = household
    ? await db
        .select()
        .from(householdPlaces)
        .where(eq(householdPlaces.householdId, household.id))
        .orderBy(asc(householdPlaces.position))
    : [];
  // What the member was told of official warnings (issue 38, decision 281), with which warning.
  const warningNotices = await db
    .select({
      kind: alertNotices.kind,
      severity: alertNotices.severity,
      urgency: alertNotices.urgency,
      toldAt: alertNotices.createdAt,
      warning: { sender: alerts.sender, identifier: alerts.identifier, event: alerts.event, headline: alerts.headline },
    })
    .from(alertNotices)
    .innerJoin(alerts, eq(alerts.id, alertNotices.alertId))
    .where(eq(alertNotices.userId, userId))
    .orderBy(asc(alertNotices.createdAt), asc(alertNotices.alertId), asc(alertNotices.kind));
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
  const devices = await db
    .select({
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
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
    // The calendar feed's secret stays out of the file (the file may travel): only whether there is one.
    profile: profile
      ? (({ calendarToken, ...p }) => ({
          ...p,
          avatarUrl: absolute(p.avatarUrl),
          calendarFeed: calendarToken !== null,
        }))(profile)
      : null,
    // The household's supplies, readiness and family plan: the member's to read (docs/product.md#households).
    resources: resources.map(({ householdId: _h, ...r }) => ({
      ...r,
      batches: batches.filter((b) => b.resourceId === r.id).map(({ householdId: _bh, resourceId: _r, ...b }) => b),
      barcodes: barcodes.filter((b) => b.resourceId === r.id).map((b) => b.code),
    })),
    familyPlan: familyPlan ?? null,
    household:
      household && membership
        ? {
            ...household,
            role: membership.role,
            pets: pets.map(({ householdId: _h, ...p }) => p),
          }
        : null,
    // The household's watched places (issue 38): its members' to read, like its supplies.
    watchedPlaces: places.map(({ householdId: _h, ...p }) => p),
    warningNotices,
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
    // Devices with notifications on: how each is listed, not its push address or keys (whoever
    // holds those can send to the device; the file may travel).
    notificationDevices: devices,
  };
}
