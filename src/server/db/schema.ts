/**
 * The one database schema, used by both drivers (embedded PGlite and node-postgres).
 * SQL names are plural snake_case; every user-owned row cascades from `users`.
 * `updated_at` columns are kept current by a trigger (see migrations/0001_*).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_SEVERITIES, type AlertInfo } from '../../shared/alerts/schemas';
import { SIGNUP_POLICIES } from '../../shared/auth/signup-policy';
import { BARCODE_PATTERN_SQL } from '../../shared/barcodes/code';
import type { OffProductFields } from '../../shared/barcodes/product';
import {
  KIT_ITEM_CATEGORY_VALUES,
  KIT_ITEM_PRIORITY_DEFAULT,
  KIT_ITEM_PRIORITY_MAX,
  KIT_ITEM_PRIORITY_MIN,
} from '../../shared/constants/kits';
import { PLAN_EVENT_TYPE_VALUES, PLAN_ITEM_KINDS } from '../../shared/constants/plans';
import { RESOURCE_QUANTITY_MAX, RESOURCE_STATUSES } from '../../shared/constants/resources';
import { SECURITY_EVENT_TYPES } from '../../shared/constants/security';
import type { FamilyPlan } from '../../shared/family-plan/schemas';
import type { ActivityEvent } from '../../shared/households/activity';
import { PLACE_NAME_MAX } from '../../shared/households/places';
import { HOUSEHOLD_ROLES } from '../../shared/households/schemas';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import { CHECKIN_STATUSES, INCIDENT_LIMITS, INCIDENT_TICK_KINDS } from '../../shared/incidents/schemas';
import { PET_KINDS, READINESS_LIMITS as RL, WATER_STANDARD_IDS } from '../../shared/readiness/figures';
import { UNIT_SYSTEMS } from '../../shared/readiness/units';
import {
  BATCH_NOTE_MAX,
  EXPIRY_DATE_MAX,
  EXPIRY_DATE_MIN,
  EXPIRY_WINDOW_DEFAULT,
  EXPIRY_WINDOW_MAX,
  EXPIRY_WINDOW_MIN,
  REMINDER_THRESHOLDS,
  REMINDER_TARGETS,
} from '../../shared/supplies/expiry';
import { SHELF_LIFE_CLASSES } from '../../shared/supplies/rotation';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

// ---------------------------------------------------------------------------
// Auth library tables (Better Auth core schema: user, session, account, verification,
// plus its database rate-limit store). Property names are what Better Auth expects.
// ---------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // What the user typed at sign-up, or what the sign-in provider sent (given_name, family_name):
    // the complete-profile form is prefilled from these; the profile row is the source of truth.
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    // Granted with `npm run admin -- grant` or on the admin page; ADMIN_EMAILS adds the accounts
    // whose verified address it lists, computed when asked (services/admin), never stored here.
    admin: boolean('admin').notNull().default(false),
    // Set by an administrator: no sign-in, no session (decision 284).
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // Better Auth's twoFactor plugin (decision 0286): set once an authenticator code confirmed the setup.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    // The member's language (issue 43, decision 0333): set at sign-up from the hf_locale cookie or
    // Accept-Language, changed in the settings; every email, push and feed to them speaks it.
    locale: text('locale').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Username reservations of accounts that have no profile yet (checked at sign-up).
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_locale_valid', sql`${t.locale} in (${inList(LOCALES)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_uidx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Two-factor sign-in (Better Auth's twoFactor plugin, decision 0286): the authenticator secret and
 * the recovery codes, both encrypted with the auth secret; one row per user, `verified` once the
 * first code confirmed it. The failure count and lock are the plugin's own lockout across challenges.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

/**
 * Passkeys (WebAuthn, decision 0288), kept by Better Auth's passkey plugin (its model "passkey",
 * field names as the plugin has them). last_used_at is ours: the plugin does not keep it, our
 * passkey sign-in route sets it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    aaguid: text('aaguid'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId), uniqueIndex('passkeys_credential_id_idx').on(t.credentialID)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------
// Product tables (docs/product.md#profile-settings, #resource-tracker, #emergency-kits, #survival-plans).
// ---------------------------------------------------------------------------

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    username: text('username').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    avatarUrl: text('avatar_url'),
    isProfilePublic: boolean('is_profile_public').notNull().default(false),
    showPreparednessScore: boolean('show_preparedness_score').notNull().default(true),
    /** Metric or US customary: how litres and kilograms are shown and typed (readiness). */
    units: text('units', { enum: UNIT_SYSTEMS }).notNull().default('us'),
    /** "Expiring within N days" on the readiness page and in the reminder digest. */
    expiryWindowDays: integer('expiry_window_days').notNull().default(EXPIRY_WINDOW_DEFAULT),
    /** Expiry reminders by email (sent only to a verified address). */
    expiryReminders: boolean('expiry_reminders').notNull().default(true),
    /** When the last weekly digest was queued (at most one a week). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /** The secret of the user's calendar feed URL (null: none yet; reset replaces it). */
    calendarToken: text('calendar_token'),
    /** When the dashboard first greeted the user ("Welcome, {name}"; "Welcome back" after). */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    /**
     * Official warnings (issue 38): the CAP severities that notify this member by email and push
     * (the banner and /alerts show every warning whatever this says).
     */
    alertSeverities: text('alert_severities', { enum: ALERT_SEVERITIES })
      .array()
      .notNull()
      .default(sql`'{Extreme,Severe,Moderate}'::text[]`),
    /**
     * Quiet hours for warnings, minutes after midnight in `time_zone` (both or neither; from > to
     * spans midnight). Extreme warnings ignore them.
     */
    quietFrom: integer('quiet_from'),
    quietTo: integer('quiet_to'),
    /** The member's IANA time zone (set by the browser with the settings); null: UTC. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ranger" and "ranger" clash (docs/product.md#sign-up).
    uniqueIndex('profiles_username_lower_uidx').on(sql`lower(${t.username})`),
    check('profiles_username_format', sql`${t.username} ~ '^[A-Za-z0-9_]{3,}$'`),
    check('profiles_first_name_present', sql`length(btrim(${t.firstName})) > 0`),
    check('profiles_last_name_not_empty', sql`${t.lastName} is null or length(btrim(${t.lastName})) > 0`),
    check(
      'profiles_expiry_window_range',
      sql`${t.expiryWindowDays} between ${sql.raw(String(EXPIRY_WINDOW_MIN))} and ${sql.raw(String(EXPIRY_WINDOW_MAX))}`,
    ),
    uniqueIndex('profiles_calendar_token_uidx').on(t.calendarToken),
    check('profiles_alert_severities_valid', sql`${t.alertSeverities} <@ array[${inList(ALERT_SEVERITIES)}]::text[]`),
    check(
      'profiles_quiet_hours_valid',
      sql`(${t.quietFrom} is null) = (${t.quietTo} is null) and (${t.quietFrom} is null or (${t.quietFrom} between 0 and 1439 and ${t.quietTo} between 0 and 1439 and ${t.quietFrom} <> ${t.quietTo}))`,
    ),
    check('profiles_time_zone_length', sql`${t.timeZone} is null or length(${t.timeZone}) between 1 and 64`),
  ],
);

export const userResources = pgTable(
  'user_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    targetQuantity: integer('target_quantity').notNull(),
    unit: text('unit').notNull(),
    currentQuantity: integer('current_quantity').notNull().default(0),
    status: text('status', { enum: RESOURCE_STATUSES }).notNull().default('critical'),
    /** What one unit holds, for readiness: litres of water, kcal of food (null: neither). */
    litresPerUnit: doublePrecision('litres_per_unit'),
    kcalPerUnit: doublePrecision('kcal_per_unit'),
    /** Added by the user (may be deleted); false for the seeded defaults. */
    isCustom: boolean('is_custom').notNull().default(false),
    /** How long a new batch keeps by default (src/shared/supplies/rotation.ts). */
    shelfLife: text('shelf_life', { enum: SHELF_LIFE_CLASSES }).notNull().default('none'),
    /**
     * The user typed this row's target (decision 0292): it keeps it. False: a row that holds water
     * or food follows the household's goal (its target is worked out when read; the stored one
     * weighs its share of the goal among the rows that follow).
     */
    ownTarget: boolean('own_target').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_resources_household_name_uidx').on(t.householdId, t.name),
    check(
      'user_resources_litres_per_unit_range',
      sql`${t.litresPerUnit} is null or (${t.litresPerUnit} > 0 and ${t.litresPerUnit} <= ${sql.raw(String(RL.litresPerUnitMax))})`,
    ),
    check(
      'user_resources_kcal_per_unit_range',
      sql`${t.kcalPerUnit} is null or (${t.kcalPerUnit} > 0 and ${t.kcalPerUnit} <= ${sql.raw(String(RL.kcalPerUnitMax))})`,
    ),
    // Tracker load: where household_id = ? order by category.
    index('user_resources_household_category_idx').on(t.householdId, t.category),
    check(
      'user_resources_current_quantity_range',
      sql`${t.currentQuantity} between 0 and ${sql.raw(String(RESOURCE_QUANTITY_MAX))}`,
    ),
    check(
      'user_resources_target_quantity_range',
      sql`${t.targetQuantity} between 0 and ${sql.raw(String(RESOURCE_QUANTITY_MAX))}`,
    ),
    check('user_resources_status_valid', sql`${t.status} in (${inList(RESOURCE_STATUSES)})`),
    check('user_resources_shelf_life_valid', sql`${t.shelfLife} in (${inList(SHELF_LIFE_CLASSES)})`),
  ],
);

/**
 * A supply row's stock, in batches (src/shared/supplies/batches.ts): the row's current_quantity
 * is the sum of its batches (kept in the same transaction). The owner is on the row too, so
 * every statement names the user and deleting the account removes them.
 * RULE: every write of a row's batches updates that row in the same transaction (its total at
 * least). A save of known rows checks only the rows' versions (decision 0368).
 */
export const resourceBatches = pgTable(
  'resource_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => userResources.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedOn: date('added_on', { mode: 'string' }).notNull(),
    /** "Best before": counts through this day; null: no expiry. */
    expiresOn: date('expires_on', { mode: 'string' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resource_batches_resource_idx').on(t.resourceId),
    // Reminders and the calendar: a user's dated batches by expiry.
    index('resource_batches_household_expires_idx')
      .on(t.householdId, t.expiresOn)
      .where(sql`${t.expiresOn} is not null`),
    check(
      'resource_batches_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(RESOURCE_QUANTITY_MAX))}`,
    ),
    check(
      'resource_batches_dates_range',
      sql`${t.addedOn} between '${sql.raw(EXPIRY_DATE_MIN)}' and '${sql.raw(EXPIRY_DATE_MAX)}'
        and (${t.expiresOn} is null or ${t.expiresOn} between '${sql.raw(EXPIRY_DATE_MIN)}' and '${sql.raw(EXPIRY_DATE_MAX)}')`,
    ),
    check(
      'resource_batches_note_length',
      sql`${t.note} is null or length(${t.note}) <= ${sql.raw(String(BATCH_NOTE_MAX))}`,
    ),
  ],
);

/**
 * Barcodes of a household's supplies (issue 42): a code names at most one supply of the
 * household; one supply may have several codes (a brand's 400 g and 800 g cans). Codes are stored
 * normalised (src/shared/barcodes/code.ts): a 12-digit UPC-A as its 13-digit EAN form.
 */
export const resourceBarcodes = pgTable(
  'resource_barcodes',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => userResources.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.code] }),
    index('resource_barcodes_resource_idx').on(t.resourceId),
    check('resource_barcodes_code_valid', sql`${t.code} ~ '${sql.raw(BARCODE_PATTERN_SQL)}'`),
  ],
);

/**
 * Product facts looked up by barcode (Open Food Facts, issue 42), shared by every household: the
 * code is all that was sent. `found` false records a code the service does not know, so it is not
 * asked again until the entry is old (src/server/services/products).
 */
export const productLookups = pgTable(
  'product_lookups',
  {
    code: text('code').primaryKey(),
    found: boolean('found').notNull(),
    /** The fields kept from the answer (src/shared/barcodes/product.ts), null when not found. */
    product: jsonb('product').$type<OffProductFields>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_lookups_code_valid', sql`${t.code} ~ '${sql.raw(BARCODE_PATTERN_SQL)}'`)],
);

/**
 * The household readiness is computed for: one per user for now (a later issue lets members
 * share it, hence its own table). Counts by group, the goal and its standard.
 */
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adults: integer('adults').notNull().default(0),
    children9to13: integer('children_9_13').notNull().default(0),
    children4to8: integer('children_4_8').notNull().default(0),
    childrenUnder4: integer('children_under_4').notNull().default(0),
    pregnantOrBreastfeeding: integer('pregnant_or_breastfeeding').notNull().default(0),
    standard: text('standard', { enum: WATER_STANDARD_IDS }).notNull().default('us'),
    goalDays: integer('goal_days').notNull().default(14),
    customLitresPerPerson: doublePrecision('custom_litres_per_person'),
    /** False until the household's counts and goal are first saved (readiness shows no figure). */
    readinessSet: boolean('readiness_set').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'households_counts_range',
      sql`least(${t.adults}, ${t.children9to13}, ${t.children4to8}, ${t.childrenUnder4}, ${t.pregnantOrBreastfeeding}) >= 0
        and greatest(${t.adults}, ${t.children9to13}, ${t.children4to8}, ${t.childrenUnder4}) <= ${sql.raw(String(RL.groupMax))}
        and ${t.pregnantOrBreastfeeding} <= ${t.adults}`,
    ),
    check('households_standard_valid', sql`${t.standard} in (${inList(WATER_STANDARD_IDS)})`),
    check(
      'households_goal_days_range',
      sql`${t.goalDays} between ${sql.raw(String(RL.goalDaysMin))} and ${sql.raw(String(RL.goalDaysMax))}`,
    ),
    check(
      'households_custom_litres_range',
      sql`${t.customLitresPerPerson} is null or (${t.customLitresPerPerson} > 0 and ${t.customLitresPerPerson} <= ${sql.raw(String(RL.customLitresMax))})`,
    ),
  ],
);

export const householdPets = pgTable(
  'household_pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: PET_KINDS }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('household_pets_household_idx').on(t.householdId, t.position),
    check('household_pets_kind_valid', sql`${t.kind} in (${inList(PET_KINDS)})`),
    check(
      'household_pets_weight_range',
      sql`${t.weightKg} > 0 and ${t.weightKg} <= ${sql.raw(String(RL.petWeightKgMax))}`,
    ),
  ],
);

/**
 * The family emergency communication plan (docs/product.md#family-plan): one per household (one
 * per user for now), saved whole as the shared schema's document. Private: never public, its
 * changes reach only its owner's devices.
 */
export const familyPlans = pgTable(
  'family_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** The whole plan, validated by src/shared/family-plan/schemas.ts before every write. */
    plan: jsonb('plan').$type<FamilyPlan>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('family_plans_household_uidx').on(t.householdId)],
);

/**
 * Who belongs to which household, and as what (docs/product.md#households). One household per
 * user (the primary key); a household has at least one owner (kept by the routes).
 */
export const householdMembers = pgTable(
  'household_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    /** When the user joined this household (set again by a trigger whenever household_id changes; migration 0015). */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('household_members_household_idx').on(t.householdId),
    check('household_members_role_valid', sql`${t.role} in (${inList(HOUSEHOLD_ROLES)})`),
  ],
);

/**
 * An owner's invitation by email: a single-use link (only its SHA-256 is stored), valid 7 days,
 * until accepted or revoked.
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('household_invitations_token_uidx').on(t.tokenHash),
    index('household_invitations_household_idx').on(t.householdId),
    check('household_invitations_role_valid', sql`${t.role} in ('editor', 'viewer')`),
  ],
);

/** What members did (docs/product.md#households): the household page shows the last 100. */
export const householdActivity = pgTable(
  'household_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's name when it happened (kept after they leave). */
    actorName: text('actor_name').notNull(),
    /** What happened, in English: "used 1 Canned Food" (older clients and exports read it). */
    summary: text('summary').notNull(),
    /**
     * What happened as a code and its parameters (decision 0351), which the web writes in the
     * reader's language; null on lines written before migration 0031 (their summary is shown).
     */
    event: jsonb('event').$type<ActivityEvent>(),
    createdAt: createdAt(),
  },
  (t) => [index('household_activity_household_idx').on(t.householdId, t.createdAt)],
);

export const kits = pgTable(
  'kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Shared with the creator's household (visibility "Household", decision 244): its members see
     * it, owners and editors change it. Resolved through the creator's membership at each request.
     */
    householdShared: boolean('household_shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // My kits (by owner, newest change first, the id breaking ties as the cursor does) and the
    // owner's count; the household tab too, read per member of the household.
    index('kits_owner_updated_id_idx').on(t.ownerId, t.updatedAt, t.id),
    // The community tab and Shared kits, newest first: public kits in the keyset's order, so a page
    // (the first or after a cursor) reads 25 index entries, whatever the size of the community.
    // Ascending, read backwards: `order by created_at desc, id desc` is DESC NULLS FIRST, which a
    // DESC index (NULLS LAST, as Drizzle writes it) does not give in either direction.
    index('kits_public_created_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    // The viewer's own public kits, counted by every list request's tab counts (the community tab
    // leaves them out) from the index alone: an author's 500 in 0.05 ms, not 0.4 (decision 0302).
    index('kits_public_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.isPublic}`),
    check('kits_one_visibility', sql`not (${t.isPublic} and ${t.householdShared})`),
  ],
);

export const kitItems = pgTable(
  'kit_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    notes: text('notes'),
    affiliateUrl: text('affiliate_url'),
    rating: text('rating'),
    priceHint: text('price_hint'),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    sourceType: text('source_type'),
    sourceUrl: text('source_url'),
    priority: integer('priority').notNull().default(KIT_ITEM_PRIORITY_DEFAULT),
    /** Optional "best before" of the item (medicines, food bars, batteries); in the reminders. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Packed into the physical kit (the packing checklist, issue 21); saved at once by a tick. */
    packed: boolean('packed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Kit view: where kit_id = ? order by category, position.
    index('kit_items_kit_category_position_idx').on(t.kitId, t.category, t.position),
    check('kit_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('kit_items_position_non_negative', sql`${t.position} >= 0`),
    check(
      'kit_items_priority_range',
      sql`${t.priority} between ${sql.raw(String(KIT_ITEM_PRIORITY_MIN))} and ${sql.raw(String(KIT_ITEM_PRIORITY_MAX))}`,
    ),
    check('kit_items_category_valid', sql`${t.category} in (${inList(KIT_ITEM_CATEGORY_VALUES)})`),
    check(
      'kit_items_expires_on_range',
      sql`${t.expiresOn} is null or ${t.expiresOn} between '${sql.raw(EXPIRY_DATE_MIN)}' and '${sql.raw(EXPIRY_DATE_MAX)}'`,
    ),
    index('kit_items_expires_idx')
      .on(t.expiresOn)
      .where(sql`${t.expiresOn} is not null`),
  ],
);

export const kitAcquisitions = pgTable(
  'kit_acquisitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The public kit that was acquired; kept (set null) if its owner later deletes it,
    // so the acquirer's copy still lists under Acquired.
    kitId: uuid('kit_id').references(() => kits.id, { onDelete: 'set null' }),
    acquirerId: text('acquirer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The acquirer's private copy.
    copyKitId: uuid('copy_kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kit_acquisitions_kit_acquirer_uidx').on(t.kitId, t.acquirerId),
    index('kit_acquisitions_acquirer_idx').on(t.acquirerId, t.createdAt.desc()),
    index('kit_acquisitions_copy_idx').on(t.copyKitId),
  ],
);

export const survivalPlans = pgTable(
  'survival_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    eventType: text('event_type').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    /** Shared with the creator's household (visibility "Household", decision 244), as kits.household_shared. */
    householdShared: boolean('household_shared').notNull().default(false),
    /** Show the owner's family communication plan (contacts, meeting places) with this plan, to the owner's household only. */
    includeFamilyPlan: boolean('include_family_plan').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // My plans: where user_id = ? order by updated_at desc, id desc (the cursor's order); my plan count.
    index('survival_plans_user_updated_id_idx').on(t.userId, t.updatedAt, t.id),
    // The community tab and Public plans, newest first, in the keyset's order (as kits).
    index('survival_plans_public_created_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    // The viewer's own public plans, counted by the tab counts from the index alone (as kits).
    index('survival_plans_public_user_idx')
      .on(t.userId)
      .where(sql`${t.isPublic}`),
    check('survival_plans_title_present', sql`length(btrim(${t.title})) > 0`),
    check('survival_plans_one_visibility', sql`not (${t.isPublic} and ${t.householdShared})`),
    check('survival_plans_event_type_valid', sql`${t.eventType} in (${inList(PLAN_EVENT_TYPE_VALUES)})`),
  ],
);

export const planItems = pgTable(
  'plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => survivalPlans.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PLAN_ITEM_KINDS }).notNull(),
    content: text('content').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Plan view: where plan_id = ? order by position (unique: positions are renumbered on save).
    uniqueIndex('plan_items_plan_position_uidx').on(t.planId, t.position),
    check('plan_items_kind_valid', sql`${t.kind} in (${inList(PLAN_ITEM_KINDS)})`),
    check('plan_items_position_non_negative', sql`${t.position} >= 0`),
    check('plan_items_content_present', sql`length(btrim(${t.content})) > 0`),
  ],
);

export const planKits = pgTable(
  'plan_kits',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => survivalPlans.id, { onDelete: 'cascade' }),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.kitId] }), index('plan_kits_kit_idx').on(t.kitId)],
);

export const planAcquisitions = pgTable(
  'plan_acquisitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id').references(() => survivalPlans.id, { onDelete: 'set null' }),
    acquirerId: text('acquirer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    copyPlanId: uuid('copy_plan_id')
      .notNull()
      .references(() => survivalPlans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_acquisitions_plan_acquirer_uidx').on(t.planId, t.acquirerId),
    index('plan_acquisitions_acquirer_idx').on(t.acquirerId, t.createdAt.desc()),
    index('plan_acquisitions_copy_idx').on(t.copyPlanId),
  ],
);

/**
 * How many public rows the community holds (decision 0300), kept by triggers on kits and
 * survival_plans in the transaction that changes them (migration 0027), so no request counts the
 * community: one row for kits (event_type ''), one per event type for plans. A key has no row until
 * its first public row (a freshly migrated database stays empty for a restore).
 */
export const communityCounts = pgTable(
  'community_counts',
  {
    listing: text('listing', { enum: ['kits', 'survival_plans'] }).notNull(),
    eventType: text('event_type').notNull().default(''),
    publicRows: integer('public_rows').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listing, t.eventType] }),
    check('community_counts_listing_valid', sql`${t.listing} in ('kits', 'survival_plans')`),
  ],
);

/**
 * How often each kit and plan was acquired (decision 0300), in all and in each month, kept by
 * triggers on the acquisitions (migration 0027) with the row's creation time, so the most acquired
 * sort and the overview's month read this index in their order instead of counting acquisitions. Only rows acquired at least once have
 * a rank; the rest follow, newest first (the partial index of public rows). Public or not, the
 * list joins the row and keeps the public ones.
 */
export const communityRanks = pgTable(
  'community_ranks',
  {
    listing: text('listing', { enum: ['kits', 'survival_plans'] }).notNull(),
    /** '' for every acquisition, or a month 'YYYY-MM' (UTC) for that month's (the overview's). */
    period: text('period').notNull(),
    rowId: uuid('row_id').notNull(),
    acquisitions: integer('acquisitions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listing, t.period, t.rowId] }),
    index('community_ranks_order_idx').on(t.listing, t.period, t.acquisitions, t.createdAt, t.rowId),
    check('community_ranks_listing_valid', sql`${t.listing} in ('kits', 'survival_plans')`),
  ],
);

/**
 * A drill the household practised (Training protocols, issue 21): which event type, on which day,
 * recorded by whom. The family plan's "last practised" is the latest of these.
 */
export const householdDrills = pgTable(
  'household_drills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    practisedOn: date('practised_on', { mode: 'string' }).notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The practice incident this drill was recorded from (emergency mode, issue 37), if any. */
    incidentId: uuid('incident_id').references((): AnyPgColumn => householdIncidents.id, { onDelete: 'set null' }),
    /** What happened, for a drill recorded from a practice incident: who checked in and how long it took (decision 0270). */
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    // The drills page and "last practised": where household_id = ? order by practised_on desc.
    index('household_drills_household_day_idx').on(t.householdId, t.practisedOn.desc()),
    check('household_drills_event_type_valid', sql`${t.eventType} in (${inList(PLAN_EVENT_TYPE_VALUES)})`),
    check('household_drills_notes_length', sql`char_length(${t.notes}) <= 500`),
    check(
      'household_drills_practised_on_range',
      sql`${t.practisedOn} between '${sql.raw(EXPIRY_DATE_MIN)}' and '${sql.raw(EXPIRY_DATE_MAX)}'`,
    ),
  ],
);

/**
 * A place the household watches for official warnings (issue 38, decision 0278): at most
 * PLACES_MAX per household (counted in the insert's transaction under the household's lock).
 * A point, never an address; the German district key (ARS) only for Germany.
 */
export const householdPlaces = pgTable(
  'household_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ars: text('ars'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('household_places_household_idx').on(t.householdId, t.position),
    check('household_places_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(PLACE_NAME_MAX))}`),
    check('household_places_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('household_places_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('household_places_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('household_places_ars_digits', sql`${t.ars} ~ '^[0-9]{12}$'`),
    check('household_places_ars_germany', sql`${t.ars} is null or ${t.country} = 'DE'`),
    check('household_places_position_non_negative', sql`${t.position} >= 0`),
  ],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for failed sign-ins with an unknown email (the email is kept hashed in metadata).
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: SECURITY_EVENT_TYPES }).notNull(),
    description: text('description'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('security_events_type_created_idx').on(t.eventType, t.createdAt.desc()),
    check('security_events_type_valid', sql`${t.eventType} in (${inList(SECURITY_EVENT_TYPES)})`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_uidx').on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------------------
// Background jobs (src/server/jobs): the mail outbox and, later, reminders. A row is written in
// the transaction that causes it and run by the worker of any instance (claimed with
// FOR UPDATE SKIP LOCKED), retried with backoff until done or failed.
// ---------------------------------------------------------------------------

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which registered handler runs it ('email', ...). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** Not before this time (the next retry, or a scheduled job). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started so far (counted when claimed, so a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    /** The worker running it and until when its claim holds (a crashed worker's job is claimed again after). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The worker's claim: due pending jobs and running jobs whose claim expired, oldest first.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    // Pruning finished jobs and the operator's "what failed lately".
    index('jobs_status_updated_idx').on(t.status, t.updatedAt),
    check('jobs_status_valid', sql`${t.status} in (${inList(JOB_STATUSES)})`),
    check('jobs_attempts_valid', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    check('jobs_kind_present', sql`length(${t.kind}) > 0`),
  ],
);

/**
 * Expiry reminders already queued (src/server/reminders): one row per batch or kit item, threshold
 * and expiry date, inserted in the transaction that queues the email. The unique key is what makes
 * a reminder go out at most once, however many instances run the sweep (a changed expiry date is a
 * new reminder).
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: REMINDER_TARGETS }).notNull(),
    /** The batch or kit item (no foreign key: the record outlives a deleted batch harmlessly). */
    targetId: uuid('target_id').notNull(),
    threshold: text('threshold', { enum: REMINDER_THRESHOLDS }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_sends_target_uidx').on(t.userId, t.targetKind, t.targetId, t.threshold, t.expiresOn),
    index('reminder_sends_user_idx').on(t.userId),
    check('reminder_sends_kind_valid', sql`${t.targetKind} in (${inList(REMINDER_TARGETS)})`),
    check('reminder_sends_threshold_valid', sql`${t.threshold} in (${inList(REMINDER_THRESHOLDS)})`),
  ],
);

/**
 * Secrets this instance generated for itself and shares with every instance on the same database
 * (the auth secret when AUTH_SECRET is unset: decision 266). Created once, under a lock.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// Emergency mode (issue 37): incidents, check-ins, shared ticks; push subscriptions.
// ---------------------------------------------------------------------------

/**
 * A household's emergency (or its practice): started and ended by owners and editors; at most one
 * open per household. Ended incidents stay as the household's history.
 */
export const householdIncidents = pgTable(
  'household_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    practice: boolean('practice').notNull().default(false),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedBy: text('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The official warning it was started from (issue 38): its instruction leads the emergency screen. */
    alertId: uuid('alert_id').references((): AnyPgColumn => alerts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('household_incidents_one_open_uidx')
      .on(t.householdId)
      .where(sql`${t.endedAt} is null`),
    index('household_incidents_household_idx').on(t.householdId, t.startedAt.desc()),
    check('household_incidents_event_type_valid', sql`${t.eventType} in (${inList(PLAN_EVENT_TYPE_VALUES)})`),
    check('household_incidents_ended_after_start', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/**
 * "I'm safe" / "I need help" during an incident, for a member (subject_user_id) or for someone of
 * the family plan without an account (subject_name: "Leo is with me"), reported by a member.
 * Location only when the reporter tapped "Share my location".
 */
export const incidentCheckins = pgTable(
  'incident_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => householdIncidents.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    subjectName: text('subject_name'),
    status: text('status', { enum: CHECKIN_STATUSES }).notNull(),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: doublePrecision('accuracy_m'),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('incident_checkins_incident_idx').on(t.incidentId, t.createdAt.desc()),
    check('incident_checkins_status_valid', sql`${t.status} in (${inList(CHECKIN_STATUSES)})`),
    check('incident_checkins_subject', sql`${t.subjectUserId} is not null or ${t.subjectName} is not null`),
    check('incident_checkins_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(INCIDENT_LIMITS.noteMax))}`),
    check(
      'incident_checkins_subject_name_length',
      sql`char_length(${t.subjectName}) <= ${sql.raw(String(INCIDENT_LIMITS.subjectNameMax))}`,
    ),
    check(
      'incident_checkins_location',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
  ],
);

/** What the household ticked off on the emergency screen: a "Do now" step, a kit item grabbed. */
export const incidentTicks = pgTable(
  'incident_ticks',
  {
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => householdIncidents.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INCIDENT_TICK_KINDS }).notNull(),
    itemKey: text('item_key').notNull(),
    tickedBy: text('ticked_by').references(() => users.id, { onDelete: 'set null' }),
    tickedAt: timestamp('ticked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.kind, t.itemKey] }),
    check('incident_ticks_kind_valid', sql`${t.kind} in (${inList(INCIDENT_TICK_KINDS)})`),
    check(
      'incident_ticks_key_length',
      sql`char_length(${t.itemKey}) <= ${sql.raw(String(INCIDENT_LIMITS.tickKeyMax))}`,
    ),
  ],
);

/** A device's Web Push subscription (profile settings, "Notifications on this device"). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's keys (RFC 8291): its P-256 public key and the auth secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** How the device is listed ("Chrome on Android"), from its user agent. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uidx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Supply saves already applied, by the key the device sent with them (decision 0276): a save
 * resent after its answer was lost (an offline queue on a flaky network) is not applied twice.
 * Written in the save's transaction; pruned after SAVE_KEY_DAYS.
 */
export const saveKeys = pgTable(
  'save_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('save_keys_created_idx').on(t.createdAt)],
);

/**
 * Official warnings (issue 38, decision 280): one stored copy of each warning per deployment, by
 * (sender, identifier) as CAP identifies a message. `infos` is the normalised Alert's infos
 * (src/shared/alerts/schemas.ts: texts, polygons, circles, geocodes); the columns are what is
 * queried or shown in a list. A warning ends once: cancelled, expired, or replaced by an update
 * (`replaced_by`).
 */
export const ALERT_SOURCE_VALUES = ['nws', 'nina', 'cap'] as const;
export const ALERT_ENDED_REASONS = ['cancel', 'expired', 'replaced'] as const;
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ALERT_SOURCE_VALUES }).notNull(),
    sender: text('sender').notNull(),
    identifier: text('identifier').notNull(),
    sent: timestamp('sent', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    msgType: text('msg_type').notNull(),
    eventType: text('event_type').notNull(),
    event: text('event').notNull(),
    severity: text('severity').notNull(),
    urgency: text('urgency').notNull(),
    certainty: text('certainty').notNull(),
    headline: text('headline'),
    effective: timestamp('effective', { withTimezone: true }),
    onset: timestamp('onset', { withTimezone: true }),
    expires: timestamp('expires', { withTimezone: true }),
    web: text('web'),
    infos: jsonb('infos').$type<AlertInfo[]>().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason', { enum: ALERT_ENDED_REASONS }),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => alerts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('alerts_sender_identifier_idx').on(t.sender, t.identifier),
    index('alerts_active_source_idx')
      .on(t.source)
      .where(sql`${t.endedAt} is null`),
    index('alerts_ended_idx').on(t.endedAt),
    check('alerts_source_valid', sql`${t.source} in (${inList(ALERT_SOURCE_VALUES)})`),
    check('alerts_msg_type_valid', sql`${t.msgType} in ('Alert', 'Update', 'Cancel')`),
    check('alerts_ended_reason_valid', sql`${t.endedReason} in (${inList(ALERT_ENDED_REASONS)})`),
    check('alerts_ended_together', sql`(${t.endedAt} is null) = (${t.endedReason} is null)`),
  ],
);

/** Which households' watched places an alert covers (decision 280); written by the poller. */
export const householdAlerts = pgTable(
  'household_alerts',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => householdPlaces.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.alertId, t.placeId] }),
    index('household_alerts_alert_idx').on(t.alertId),
    index('household_alerts_place_idx').on(t.placeId),
  ],
);

/**
 * What each member was told of an official warning (issue 38): one row per (member, alert, kind),
 * written in the transaction that queues the email and push, so a member is told each thing once
 * however many instances poll. 'alert': a new warning; 'update': an Update whose severity or
 * urgency rose above what the member was told; 'carried': an Update told to nobody (severity and
 * urgency did not rise), kept so the chain of updates still leads back to who was told;
 * 'all_clear': the warning (or the last of its updates) was cancelled or expired.
 */
export const ALERT_NOTICE_KINDS = ['alert', 'update', 'carried', 'all_clear'] as const;
export const alertNotices = pgTable(
  'alert_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_NOTICE_KINDS }).notNull(),
    /** The severity and urgency the member was told (an update notifies only when one rose). */
    severity: text('severity').notNull(),
    urgency: text('urgency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.alertId, t.kind] }),
    index('alert_notices_alert_idx').on(t.alertId),
    check('alert_notices_kind_valid', sql`${t.kind} in (${inList(ALERT_NOTICE_KINDS)})`),
  ],
);

// ---------------------------------------------------------------------------
// Administration (issue 39, decision 284): the instance's own settings, administrators'
// invitations and what administrators did.
// ---------------------------------------------------------------------------

/** The one row of settings an administrator changes on the admin page (null: the variable's default). */
export const instanceSettings = pgTable(
  'instance_settings',
  {
    id: integer('id').primaryKey().default(1),
    signups: text('signups', { enum: SIGNUP_POLICIES }),
    // Administrators must have two-factor sign-in on before the admin page and API answer (decision 0286).
    requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('instance_settings_single_row', sql`${t.id} = 1`),
    check('instance_settings_signups_valid', sql`${t.signups} is null or ${t.signups} in (${inList(SIGNUP_POLICIES)})`),
  ],
);

/**
 * An administrator's invitation by email: a single-use link (only its SHA-256 is stored), valid
 * 7 days, that lets that address sign up whatever the sign-up policy.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_invitations_token_uidx').on(t.tokenHash),
    index('admin_invitations_email_idx').on(t.email),
  ],
);

/** Every administrator action (the admin page and the admin command), newest first on the admin page. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The administrator; null for the command line or an account deleted since. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown: the administrator's email then, or "command line". */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's or invited address, kept when the account is deleted. */
    targetEmail: text('target_email'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
