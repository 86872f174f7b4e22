/**
 * Households' SQL (docs/product.md#households): members, roles, invitations, joining and
 * leaving. Every statement names the household through the acting user's membership (scope.ts);
 * an owner's rights are checked in the statement (ownedHouseholdOf), not only by the route.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/errors';
import { cleanActivityNames, englishActivity, type ActivityEvent } from '@shared/households/activity';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES, type HouseholdRole } from '@shared/households/schemas';
import type { Locale } from '@shared/i18n/locales';
import { cleanName, cleanNameOrNull } from '@shared/names';
import { resourceStatus } from '@shared/resources/status';
import { usableQuantity } from '@shared/supplies/batches';
import type { Db } from '../../db/client';
import { householdActivity, householdInvitations, householdMembers, households } from '../../db/schema';
import { isoSql, rowsOf } from '../../db/sql-helpers';
import { waitText } from '../../http/rate-limit';
import { ApiError } from '../../platform/errors';
import { ownedHouseholdOf } from '../../services/households/scope';
import type { Tx } from '../../services/jobs/jobs';
import { enqueueEmail } from '../../services/mail/outbox';
import { householdInvitationEmail, householdOwnerGoneEmail } from '../../services/mail/templates';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How a member is named to the household: their profile's first and last name, else the account name. */
const displayName = (userAlias: string, profileAlias: string) =>
  sql.raw(
    `coalesce(nullif(btrim(concat_ws(' ', ${profileAlias}.first_name, ${profileAlias}.last_name)), ''), ${userAlias}.name)`,
  );

export interface HouseholdAnswer {
  id: string;
  role: HouseholdRole;
  members: { userId: string; name: string; email: string; role: HouseholdRole; joinedAt: string; isMe: boolean }[];
  invitations: { id: string; email: string; role: HouseholdRole; expiresAt: string; invitedBy: string | null }[];
  activity: { id: string; actorName: string; summary: string; event: ActivityEvent | null; at: string }[];
}

/** GET /api/household: one statement (members, pending invitations, the last 100 changes). */
export async function loadHousehold(db: Db, userId: string, now: Date): Promise<HouseholdAnswer | null> {
  const [row] = rowsOf<{ body: HouseholdAnswer | string | null }>(
    await db.execute(sql`
      select json_build_object(
        'id', me.household_id,
        'role', me.role,
        'members', (select json_agg(json_build_object(
            'userId', m.user_id, 'name', ${displayName('u', 'p')}, 'email', u.email, 'role', m.role,
            'joinedAt', ${isoSql(sql.raw('m.joined_at'))}, 'isMe', m.user_id = ${userId})
          order by m.joined_at, m.user_id)
          from household_members m join users u on u.id = m.user_id left join profiles p on p.user_id = m.user_id
          where m.household_id = me.household_id),
        'invitations', coalesce((select json_agg(json_build_object(
            'id', i.id, 'email', i.email, 'role', i.role, 'expiresAt', ${isoSql(sql.raw('i.expires_at'))},
            'invitedBy', ${displayName('iu', 'ip')})
          order by i.created_at)
          from household_invitations i left join users iu on iu.id = i.invited_by
            left join profiles ip on ip.user_id = i.invited_by
          where i.household_id = me.household_id and i.accepted_at is null and i.revoked_at is null
            and i.expires_at > ${now.toISOString()}::timestamptz), '[]'::json),
        'activity', coalesce((select json_agg(json_build_object(
            'id', a.id, 'actorName', a.actor_name, 'summary', a.summary, 'event', a.event, 'at', ${isoSql(sql.raw('a.created_at'))})
          order by a.created_at desc, a.id)
          from (select * from household_activity where household_id = me.household_id
            order by created_at desc, id limit ${HOUSEHOLD_LIMITS.activityShown}) a), '[]'::json)
      ) as body
      from household_members me where me.user_id = ${userId}`),
  );
  if (!row?.body) return null;
  const body = typeof row.body === 'string' ? (JSON.parse(row.body) as HouseholdAnswer) : row.body;
  // Names as others see them: rows written before names were cleaned on input may hold control
  // or bidi characters (decision 0260); an activity line carries names in its summary too.
  return {
    ...body,
    members: body.members.map((m) => ({ ...m, name: cleanName(m.name) || m.email.split('@')[0]! })),
    invitations: body.invitations.map((i) => ({ ...i, invitedBy: cleanNameOrNull(i.invitedBy) })),
    activity: body.activity.map((a) => ({
      ...a,
      actorName: cleanName(a.actorName),
      summary: cleanName(a.summary),
      event: a.event ? cleanActivityNames(a.event, cleanName) : null,
    })),
  };
}

/** The acting user's display name, for activity and emails. */
export async function nameOf(db: Db | Tx, userId: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select ${displayName('u', 'p')} as name from users u left join profiles p on p.user_id = u.id
      where u.id = ${userId}`),
  );
  return row ? cleanName(row.name) || 'Someone' : 'Someone';
}

/**
 * One line of the household's activity ("Sam used 1 Canned Food"): the event, and its English
 * summary for older clients (decision 0351).
 */
export async function recordActivity(db: Db | Tx, householdId: string, userId: string | null, event: ActivityEvent) {
  const actorName = userId ? await nameOf(db, userId) : 'Holdfast';
  await db.insert(householdActivity).values({ householdId, userId, actorName, summary: englishActivity(event), event });
}

const conflict = (message: string, field?: string) =>
  ApiError.conflict(message, field ? { [field]: [message] } : undefined);

const DAY_MS = 86_400_000;

/** 429 with Retry-After: when the oldest invitation of the last 24 hours leaves the window. */
function dailyCapReached(message: string, oldest: string, now: Date) {
  const waitMs = Math.max(1000, Date.parse(oldest) + DAY_MS - now.getTime());
  const err = new ApiError(429, API_ERROR_CODES.rateLimited, `${message} Please try again in ${waitText(waitMs)}.`);
  err.retryAfterSeconds = Math.ceil(waitMs / 1000);
  return err;
}

/**
 * POST /api/household/invitations: an owner invites an email address as editor or viewer; the
 * link (only its hash is kept) goes out through the mail outbox in the same transaction. The
 * link is returned too: the route gives it to the owner only when mail is off (decision 0262).
 */
export async function invite(
  db: Db,
  userId: string,
  input: { email: string; role: 'editor' | 'viewer' },
  options: { now: Date; publicUrl: string },
): Promise<{ id: string; link: string }> {
  return db.transaction(async (tx) => {
    // The owner's household, locked: two invitations cannot both pass the limits.
    const [household] = await tx
      .select({ id: households.id })
      .from(households)
      .where(eq(households.id, ownedHouseholdOf(userId)))
      .for('update');
    if (!household) throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.ownerOnly);
    const dayAgo = new Date(options.now.getTime() - DAY_MS).toISOString();
    const [counts] = rowsOf<{
      member: boolean;
      invited: boolean;
      members: number;
      pending: number;
      mine_today: number;
      my_oldest: string | null;
      household_today: number;
      household_oldest: string | null;
      locale: Locale;
    }>(
      await tx.execute(sql`
        with mine as (select created_at from household_invitations
            where invited_by = ${userId} and created_at > ${dayAgo}::timestamptz),
          ours as (select created_at from household_invitations
            where household_id = ${household.id} and created_at > ${dayAgo}::timestamptz)
        select
          (select count(*)::int from mine) as mine_today,
          (select ${isoSql(sql.raw('min(created_at)'))} from mine) as my_oldest,
          (select count(*)::int from ours) as household_today,
          (select ${isoSql(sql.raw('min(created_at)'))} from ours) as household_oldest,
          exists (select 1 from household_members m join users u on u.id = m.user_id
            where m.household_id = ${household.id} and lower(u.email) = ${input.email}) as member,
          exists (select 1 from household_invitations i where i.household_id = ${household.id}
            and i.email = ${input.email} and i.accepted_at is null and i.revoked_at is null
            and i.expires_at > ${options.now.toISOString()}::timestamptz) as invited,
          (select count(*)::int from household_members where household_id = ${household.id}) as members,
          (select count(*)::int from household_invitations i where i.household_id = ${household.id}
            and i.accepted_at is null and i.revoked_at is null
            and i.expires_at > ${options.now.toISOString()}::timestamptz) as pending,
          -- The email speaks the invitee's language, or the inviter's when the address has no account.
          coalesce((select u.locale from users u where lower(u.email) = ${input.email} limit 1),
            (select u.locale from users u where u.id = ${userId})) as locale`),
    );
    if (counts!.member) throw conflict(HOUSEHOLD_MESSAGES.alreadyMember, 'email');
    if (counts!.invited) throw conflict(HOUSEHOLD_MESSAGES.alreadyInvited, 'email');
    // Every invitation of the last 24 hours counts, revoked ones too: revoking gives none back.
    if (counts!.mine_today >= HOUSEHOLD_LIMITS.invitationsPerAccountPerDay)
      throw dailyCapReached(HOUSEHOLD_MESSAGES.accountInvitationsPerDay, counts!.my_oldest!, options.now);
    if (counts!.household_today >= HOUSEHOLD_LIMITS.invitationsPerHouseholdPerDay)
      throw dailyCapReached(HOUSEHOLD_MESSAGES.householdInvitationsPerDay, counts!.household_oldest!, options.now);
    if (counts!.pending >= HOUSEHOLD_LIMITS.pendingInvitationsMax)
      throw conflict(HOUSEHOLD_MESSAGES.tooManyInvitations);
    if (counts!.members + counts!.pending >= HOUSEHOLD_LIMITS.membersMax)
      throw conflict(HOUSEHOLD_MESSAGES.tooManyMembers);
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(householdInvitations)
      .values({
        householdId: household.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: userId,
        // The daily caps count by it: the same clock as the window (tests move it).
        createdAt: options.now,
        expiresAt: new Date(options.now.getTime() + HOUSEHOLD_LIMITS.invitationDays * DAY_MS),
      })
      .returning({ id: householdInvitations.id });
    const inviter = await nameOf(tx, userId);
    const link = `${options.publicUrl}/household/join/${token}`;
    await enqueueEmail(
      tx,
      householdInvitationEmail(input.email, inviter, input.role, link, HOUSEHOLD_LIMITS.invitationDays, counts!.locale),
    );
    await recordActivity(tx, household.id, userId, { code: 'invitation.sent', email: input.email, role: input.role });
    return { id: row!.id, link };
  });
}

/** DELETE /api/household/invitations/:id: an owner revokes a pending invitation (false: none such). */
export async function revokeInvitation(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(householdInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(householdInvitations.id, id),
          eq(householdInvitations.householdId, ownedHouseholdOf(userId)),
          isNull(householdInvitations.acceptedAt),
          isNull(householdInvitations.revokedAt),
          gt(householdInvitations.expiresAt, now),
        ),
      )
      .returning({ householdId: householdInvitations.householdId, email: householdInvitations.email });
    if (!row) return false;
    await recordActivity(tx, row.householdId, userId, { code: 'invitation.revoked', email: row.email });
    return true;
  });
}

interface InvitationRow {
  id: string;
  household_id: string;
  email: string;
  role: HouseholdRole;
  inviter: string | null;
}

/** A usable invitation by its token (not used, revoked or expired), locked in `tx` when asked. */
async function usableInvitation(tx: Db | Tx, token: string, now: Date, lock: boolean): Promise<InvitationRow> {
  const [row] = rowsOf<InvitationRow>(
    await tx.execute(sql`
      select i.id, i.household_id, i.email, i.role, ${displayName('u', 'p')} as inviter
        from household_invitations i left join users u on u.id = i.invited_by left join profiles p on p.user_id = i.invited_by
       where i.token_hash = ${hashToken(token)} and i.accepted_at is null and i.revoked_at is null
         and i.expires_at > ${now.toISOString()}::timestamptz
       ${lock ? sql`for update of i` : sql``}`),
  );
  if (!row) throw ApiError.notFound(HOUSEHOLD_MESSAGES.invitationInvalid);
  return { ...row, inviter: cleanNameOrNull(row.inviter) };
}

export interface InvitationLookup {
  inviter: string | null;
  role: HouseholdRole;
  email: string;
}

/**
 * POST /api/household/invitations/lookup, signed out: who invited the link's holder as what, and
 * the address it was sent to (the sign-up form is filled with it; decision 0261). Nothing else
 * of the household, and never the token.
 */
export async function lookupInvitation(db: Db, token: string, now: Date): Promise<InvitationLookup> {
  const { inviter, role, email } = await usableInvitation(db, token, now, false);
  return { inviter, role, email };
}

/** Whether `token` is a usable invitation for `email` (sign-up returns to it after verification). */
export async function isInvitationFor(db: Db, token: string, email: string, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select true as ok from household_invitations
      where token_hash = ${hashToken(token)} and email = ${email.toLowerCase()} and accepted_at is null
        and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz`),
  );
  return Boolean(row);
}

export interface InvitationPreview {
  inviter: string | null;
  role: HouseholdRole;
  email: string;
  /** The signed-in user's address is the one invited. */
  emailMatches: boolean;
  alreadyMember: boolean;
  /** The user's household has other members: their supplies stay with it (only a sole member brings them). */
  suppliesStay: boolean;
  /** The user is the last owner of a household with other members: they hand it over first. */
  lastOwner: boolean;
  /** Mail is on and the user's address is not confirmed yet: they confirm it first. */
  mustVerifyEmail: boolean;
}

/**
 * Locks the user's household: its members going away (joining another, leaving, deleting their
 * account) take turns, so each counts the owners the one before left behind; locking only one's
 * own membership would let two owners each see the other stay, and both go.
 */
async function lockHouseholdOf(tx: Db | Tx, userId: string) {
  await tx.execute(sql`select 1 from households
    where id = (select household_id from household_members where user_id = ${userId}) for update`);
}

/** The user's membership as joining another household needs it (locked in `tx` when asked). */
interface JoiningMember {
  household_id: string;
  role: HouseholdRole;
  email_verified: boolean;
  /** Other members of the user's household, and how many of them are owners. */
  others: number;
  other_owners: number;
  /** Members of the household joined. */
  target_members: number;
}

async function joiningMember(tx: Db | Tx, userId: string, targetId: string, lock: boolean) {
  if (lock) await lockHouseholdOf(tx, userId);
  const [row] = rowsOf<JoiningMember>(
    await tx.execute(sql`select m.household_id, m.role, u.email_verified,
        (select count(*)::int from household_members o where o.household_id = m.household_id and o.user_id <> m.user_id) as others,
        (select count(*)::int from household_members o where o.household_id = m.household_id and o.user_id <> m.user_id
          and o.role = 'owner') as other_owners,
        (select count(*)::int from household_members t where t.household_id = ${targetId}) as target_members
      from household_members m join users u on u.id = m.user_id where m.user_id = ${userId}
      ${lock ? sql`for update of m` : sql``}`),
  );
  return row ?? null;
}

/** The last owner of a household others share: leaving it (for another) waits for a handover. */
const isLastOwner = (m: JoiningMember) => m.role === 'owner' && m.other_owners === 0 && m.others > 0;

/** POST /api/household/invitations/preview: what the join page shows before accepting. */
export async function previewInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
  options: { now: Date; verifiedEmailRequired: boolean },
): Promise<InvitationPreview> {
  const invitation = await usableInvitation(db, token, options.now, false);
  const mine = await joiningMember(db, user.id, invitation.household_id, false);
  return {
    inviter: invitation.inviter,
    role: invitation.role,
    email: invitation.email,
    emailMatches: invitation.email === user.email.toLowerCase(),
    alreadyMember: mine?.household_id === invitation.household_id,
    suppliesStay: (mine?.others ?? 0) > 0,
    lastOwner: mine ? isLastOwner(mine) : false,
    mustVerifyEmail: options.verifiedEmailRequired && !mine?.email_verified,
  };
}

/**
 * Moves the user's supplies into `target`, merged by name: a supply the household has takes the
 * user's batches and barcodes (its quantity and status worked out again), one it lacks moves over
 * whole. A barcode the household has on a supply already stays there (the user's copy goes).
 */
async function bringSupplies(tx: Tx, from: string, target: string, today: string) {
  // Both households' rows, locked in id order as SAVE CHANGES locks them (decision 256): a save
  // from another device waits, and the totals below are worked out from the batches after it.
  await tx.execute(
    sql`select id from user_resources where household_id in (${from}, ${target}) order by id for update`,
  );
  // Batches of same-named rows go to the household's row.
  await tx.execute(sql`
    update resource_batches b set resource_id = t.id, household_id = ${target}
      from user_resources r join user_resources t on t.household_id = ${target} and t.name = r.name
     where b.resource_id = r.id and r.household_id = ${from}`);
  // Their barcodes too, unless the household names that code already (its own supply keeps it;
  // decision 0319); the codes left behind go with the rows deleted below.
  await tx.execute(sql`
    update resource_barcodes b set resource_id = t.id, household_id = ${target}
      from user_resources r join user_resources t on t.household_id = ${target} and t.name = r.name
     where b.resource_id = r.id and r.household_id = ${from}
       and not exists (select from resource_barcodes x where x.household_id = ${target} and x.code = b.code)`);
  const merged = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select t.id from user_resources r join user_resources t on t.household_id = ${target} and t.name = r.name
       where r.household_id = ${from}`),
  ).map((r) => r.id);
  await tx.execute(sql`
    delete from user_resources r using user_resources t
     where r.household_id = ${from} and t.household_id = ${target} and t.name = r.name`);
  // The rest (names the household lacks) move whole, with their batches.
  await tx.execute(sql`update resource_batches set household_id = ${target} where household_id = ${from}`);
  await tx.execute(sql`
    update resource_barcodes b set household_id = ${target} where b.household_id = ${from}
       and not exists (select from resource_barcodes x where x.household_id = ${target} and x.code = b.code)`);
  await tx.execute(sql`delete from resource_barcodes where household_id = ${from}`);
  await tx.execute(sql`update user_resources set household_id = ${target} where household_id = ${from}`);
  if (merged.length === 0) return;
  // Totals and statuses of the rows that took batches.
  const rows = rowsOf<{
    id: string;
    target_quantity: number;
    batches: { quantity: number; addedOn: string; expiresOn: string | null }[] | string;
  }>(
    await tx.execute(sql`
      select r.id, r.target_quantity, coalesce((select json_agg(json_build_object('quantity', b.quantity,
          'addedOn', b.added_on, 'expiresOn', b.expires_on)) from resource_batches b where b.resource_id = r.id), '[]'::json) as batches
        from user_resources r where r.id in (select value::uuid from json_array_elements_text(${JSON.stringify(merged)}::json))`),
  );
  const totals = rows.map((r) => {
    const batches = (typeof r.batches === 'string' ? JSON.parse(r.batches) : r.batches) as {
      quantity: number;
      addedOn: string;
      expiresOn: string | null;
    }[];
    const list = batches.map((b, i) => ({ id: String(i), ...b }));
    return {
      id: r.id,
      total: batches.reduce((sum, b) => sum + b.quantity, 0),
      status: resourceStatus(usableQuantity(list, today), r.target_quantity),
    };
  });
  await tx.execute(sql`
    update user_resources ur set current_quantity = t.total, status = t.status
      from json_to_recordset(${JSON.stringify(totals)}::json) as t(id uuid, total int, status text)
     where ur.id = t.id`);
}

/**
 * POST /api/household/invitations/accept: in one transaction, the invitation is used, the user's
 * supplies brought along when they were alone in their household (else they stay with it), and
 * their membership moved. Refused, writing nothing: an unconfirmed address while mail is on, the
 * last owner of a household others share, and "bring" from a member of a shared household
 * (decisions 258, 259). A former household with nobody left goes (the database's trigger).
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  input: { token: string; supplies?: 'leave' | 'bring' },
  options: { now: Date; today: string; verifiedEmailRequired: boolean },
): Promise<{ householdId: string }> {
  return db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, input.token, options.now, true);
    if (invitation.email !== user.email.toLowerCase())
      throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.invitationWrongAccount);
    const mine = await joiningMember(tx, user.id, invitation.household_id, true);
    if (!mine) throw ApiError.notFound('Household not found');
    // The invitation is for that address only: with mail on, holding the address is proven by
    // the verification link (without mail no address can be confirmed, and accounts work as they are).
    if (options.verifiedEmailRequired && !mine.email_verified)
      throw new ApiError(403, API_ERROR_CODES.emailNotVerified, HOUSEHOLD_MESSAGES.verifyEmailFirst);
    if (mine.household_id === invitation.household_id) throw conflict(HOUSEHOLD_MESSAGES.alreadyMember);
    if (isLastOwner(mine)) throw conflict(HOUSEHOLD_MESSAGES.lastOwner);
    if (mine.target_members >= HOUSEHOLD_LIMITS.membersMax) throw conflict(HOUSEHOLD_MESSAGES.tooManyMembers);
    const alone = mine.others === 0;
    if (!alone && input.supplies === 'bring')
      throw new ApiError(403, API_ERROR_CODES.forbidden, HOUSEHOLD_MESSAGES.suppliesStay, {
        supplies: [HOUSEHOLD_MESSAGES.suppliesStay],
      });
    if (alone) {
      await bringSupplies(tx, mine.household_id, invitation.household_id, options.today);
      // Their family plan comes along when the household has none.
      await tx.execute(sql`update family_plans set household_id = ${invitation.household_id}
        where household_id = ${mine.household_id}
          and not exists (select 1 from family_plans f where f.household_id = ${invitation.household_id})`);
    }
    await tx
      .update(householdInvitations)
      .set({ acceptedAt: options.now, acceptedBy: user.id })
      .where(eq(householdInvitations.id, invitation.id));
    await tx
      .update(householdMembers)
      .set({ householdId: invitation.household_id, role: invitation.role })
      .where(eq(householdMembers.userId, user.id));
    await recordActivity(tx, invitation.household_id, user.id, {
      code: 'member.joined',
      role: invitation.role,
      broughtSupplies: alone,
    });
    if (!alone)
      await recordActivity(tx, mine.household_id, user.id, {
        code: 'member.left-to-join',
        inviter: invitation.inviter ?? null,
      });
    return { householdId: invitation.household_id };
  });
}

/** The member (of the acting owner's household) and the household's owner count, locked. */
async function memberOfMine(tx: Tx, ownerId: string, memberId: string) {
  const [row] = rowsOf<{ household_id: string; role: HouseholdRole; owners: number; members: number }>(
    await tx.execute(sql`select m.household_id, m.role,
        (select count(*)::int from household_members o where o.household_id = m.household_id and o.role = 'owner') as owners,
        (select count(*)::int from household_members o where o.household_id = m.household_id) as members
      from household_members m where m.user_id = ${memberId} and m.household_id = ${ownedHouseholdOf(ownerId)}
      for update of m`),
  );
  return row ?? null;
}

/** PATCH /api/household/members/:userId: an owner sets a member's role (null: no such member). */
export async function setRole(db: Db, ownerId: string, memberId: string, role: HouseholdRole): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await memberOfMine(tx, ownerId, memberId);
    if (!member) return false;
    if (member.role === role) return true;
    if (member.role === 'owner' && member.owners <= 1) throw conflict(HOUSEHOLD_MESSAGES.lastOwner, 'role');
    await tx.update(householdMembers).set({ role }).where(eq(householdMembers.userId, memberId));
    await recordActivity(tx, member.household_id, ownerId, {
      code: 'member.role-set',
      name: await nameOf(tx, memberId),
      role,
    });
    return true;
  });
}

/** The user into a new household of their own (empty; its supplies are seeded on first use). */
async function intoOwnHousehold(tx: Tx, userId: string) {
  await tx.execute(sql`
    with h as (insert into households default values returning id)
    update household_members set household_id = (select id from h), role = 'owner' where user_id = ${userId}`);
}

/**
 * DELETE /api/household/members/:userId: an owner removes another member, who gets a household
 * of their own (their supplies stay with this one). Null: no such member of the owner's household.
 */
export async function removeMember(db: Db, ownerId: string, memberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await memberOfMine(tx, ownerId, memberId);
    if (!member) return false;
    if (memberId === ownerId) throw conflict(HOUSEHOLD_MESSAGES.removeSelf);
    const name = await nameOf(tx, memberId);
    await intoOwnHousehold(tx, memberId);
    await recordActivity(tx, member.household_id, ownerId, { code: 'member.removed', name });
    return true;
  });
}

/** POST /api/household/leave: the user leaves for a household of their own (not the last owner, not alone). */
export async function leaveHousehold(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockHouseholdOf(tx, userId);
    const [me] = rowsOf<{ household_id: string; role: HouseholdRole; owners: number; members: number }>(
      await tx.execute(sql`select m.household_id, m.role,
          (select count(*)::int from household_members o where o.household_id = m.household_id and o.role = 'owner') as owners,
          (select count(*)::int from household_members o where o.household_id = m.household_id) as members
        from household_members m where m.user_id = ${userId} for update of m`),
    );
    if (!me) throw ApiError.notFound('Household not found');
    if (me.members <= 1) throw conflict(HOUSEHOLD_MESSAGES.alone);
    if (me.role === 'owner' && me.owners <= 1) throw conflict(HOUSEHOLD_MESSAGES.lastOwner);
    await recordActivity(tx, me.household_id, userId, { code: 'member.left' });
    await intoOwnHousehold(tx, userId);
  });
}

/** An account's membership just before the account is deleted (locked in `tx`). */
export interface DepartingMember {
  householdId: string;
  name: string;
  /** They were its only owner. */
  lastOwner: boolean;
  others: number;
}

export async function departingMember(tx: Tx, userId: string): Promise<DepartingMember | null> {
  await lockHouseholdOf(tx, userId);
  const [row] = rowsOf<{ household_id: string; role: HouseholdRole; others: number; other_owners: number }>(
    await tx.execute(sql`select m.household_id, m.role,
        (select count(*)::int from household_members o where o.household_id = m.household_id and o.user_id <> m.user_id) as others,
        (select count(*)::int from household_members o where o.household_id = m.household_id and o.user_id <> m.user_id
          and o.role = 'owner') as other_owners
      from household_members m where m.user_id = ${userId} for update of m`),
  );
  if (!row) return null;
  return {
    householdId: row.household_id,
    name: await nameOf(tx, userId),
    lastOwner: row.role === 'owner' && row.other_owners === 0,
    others: row.others,
  };
}

/**
 * After an account's deletion, in its transaction: the household it shared is told. An activity
 * line always; when it was the last owner, the database has made the longest-standing editor the
 * owner, or left a household of viewers nobody can edit (migration 0015), and every remaining
 * member gets an email saying which (decision 258).
 */
export async function tellHouseholdOfDeletion(tx: Tx, departed: DepartingMember, publicUrl: string): Promise<void> {
  if (departed.others === 0) return; // their household went with them
  const members = rowsOf<{ user_id: string; name: string; email: string; role: HouseholdRole; locale: Locale }>(
    await tx.execute(sql`select m.user_id, ${displayName('u', 'p')} as name, u.email, m.role, u.locale
      from household_members m join users u on u.id = m.user_id left join profiles p on p.user_id = m.user_id
      where m.household_id = ${departed.householdId} order by m.joined_at, m.user_id`),
  );
  const newOwner = departed.lastOwner ? (members.find((m) => m.role === 'owner') ?? null) : null;
  const event: ActivityEvent = {
    code: 'account.deleted',
    after: !departed.lastOwner ? 'nothing' : newOwner ? 'new-owner' : 'only-viewers',
    newOwner: departed.lastOwner && newOwner ? newOwner.name : null,
  };
  // The account is gone: the line keeps its name, without a user.
  await tx.insert(householdActivity).values({
    householdId: departed.householdId,
    userId: null,
    actorName: departed.name,
    summary: englishActivity(event),
    event,
  });
  if (!departed.lastOwner) return;
  for (const member of members) {
    await enqueueEmail(
      tx,
      householdOwnerGoneEmail(
        member.email,
        {
          departed: departed.name,
          newOwner: newOwner ? { name: newOwner.name, isYou: newOwner.user_id === member.user_id } : null,
          url: `${publicUrl}/household`,
        },
        member.locale,
      ),
    );
  }
}
