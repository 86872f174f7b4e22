/**
 * The user's own security log (docs/product.md#security-log): their events newest first, paged
 * by (created_at, id) on security_events_user_created_idx, each told in one plain sentence.
 * Noise stays out (session renewals, the dashboard's page_focus, session starts, which come
 * with their sign-in); what a client sent is never shown as its own words.
 */
import { sql } from 'drizzle-orm';
import { deviceName } from '@shared/account/device-name';
import type { SecurityLogCode, SecurityLogDetail, SecurityLogEntry, SecurityLogKind } from '@shared/account/schemas';
import type { Db } from '../../db/client';
import { cursorAtSql, isoSql, rowsOf } from '../../db/sql-helpers';
import type { AccountChange } from './security-events';

interface Row {
  id: string;
  type: string;
  ip: string | null;
  userAgent: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  sortAt: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const providerLabel = (m: Record<string, unknown>) => str(m.provider_name) ?? 'OpenID Connect';

type Told = { kind: SecurityLogKind; summary: string; detail: SecurityLogDetail };

/** A line with its code and parameters (decision 0351): the English summary, and what the web writes from. */
const told = (
  kind: SecurityLogKind,
  code: SecurityLogCode,
  summary: string,
  params: Partial<Omit<SecurityLogDetail, 'code'>> = {},
): Told => ({
  kind,
  summary,
  detail: { code, provider: null, name: null, email: null, count: null, ...params },
});

const SIGN_IN_BY: Record<string, string> = {
  email_password: 'Signed in with email and password',
  google: 'Signed in with Google',
  email_verification: 'Signed in by following an email link',
  email_password_totp: 'Signed in with password and authenticator code',
  email_password_recovery_code: 'Signed in with password and a recovery code',
  passkey: 'Signed in with a passkey',
  email_password_passkey: 'Signed in with password and a passkey',
};

const FAILED_SIGN_IN: Record<string, string> = {
  invalid_credentials: 'A sign-in failed: wrong password',
  rate_limited: 'A sign-in was held back after too many wrong passwords',
  wrong_current_password: 'Wrong current password given to change your account',
  wrong_two_factor_code: 'A sign-in failed: wrong authenticator or recovery code',
  two_factor_rate_limited: 'A sign-in was held back after too many wrong codes',
  passkey_failed: 'A passkey sign-in failed',
  passkey_not_verified: 'A passkey sign-in failed: the device did not confirm it was you',
  passkey_rate_limited: 'A passkey sign-in was held back after too many tries',
};

/** Two-factor sign-in changes (decision 0286). */
const TWO_FACTOR_CHANGES: Record<string, string> = {
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_codes_regenerated: 'New recovery codes made (the old ones stopped working)',
  recovery_code_used: 'A recovery code was used to sign in',
};

const ACCOUNT_CHANGES: Record<AccountChange, (m: Record<string, unknown>) => Told> = {
  password_changed: (m) => {
    const ended = typeof m.ended_sessions === 'number' ? m.ended_sessions : 0;
    return told(
      'password_changed',
      'password_changed',
      ended === 0
        ? 'Password changed'
        : `Password changed; ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out`,
      { count: ended },
    );
  },
  email_change_requested: (m) =>
    told(
      'email_change_requested',
      'email_change_requested',
      `Asked to change the email to ${str(m.new_email) ?? 'a new address'}`,
      { email: str(m.new_email) },
    ),
  email_changed: (m) =>
    told('email_changed', 'email_changed', `Email changed to ${str(m.new_email) ?? 'a new address'}`, {
      email: str(m.new_email),
    }),
};

/** Sessions this one signed out from the sessions list. */
const othersSignedOut = (ended: unknown) =>
  told(
    'signed_out',
    'signed_out.others',
    typeof ended === 'number' && ended > 1 ? `Signed out ${ended} other sessions` : 'Signed out another session',
    { count: typeof ended === 'number' && ended > 1 ? ended : 1 },
  );

function describe(row: Row): Told | null {
  const m = row.metadata ?? {};
  // Account changes have their own types (migration 0023), written only by the server.
  if (row.type in ACCOUNT_CHANGES) return ACCOUNT_CHANGES[row.type as AccountChange](m);
  const twoFactor = TWO_FACTOR_CHANGES[row.type];
  if (twoFactor) return told('two_factor_changed', row.type as SecurityLogCode, twoFactor);
  // Passkeys (decision 0288): the name the user gave it then.
  if (row.type === 'passkey_added' || row.type === 'passkey_removed') {
    const name = str(m.name);
    return told(
      'two_factor_changed',
      row.type,
      `Passkey ${row.type === 'passkey_added' ? 'added' : 'removed'}: ${name ?? 'Passkey'}`,
      { name },
    );
  }
  switch (row.type) {
    case 'successful_login': {
      // The OpenID Connect provider by the name it had then (OIDC_NAME, decision 0287).
      if (m.login_method === 'oidc')
        return told('signed_in', 'signed_in.oidc', `Signed in with ${providerLabel(m)}`, {
          provider: str(m.provider_name),
        });
      const method = str(m.login_method) ?? '';
      const by = SIGN_IN_BY[method];
      return by
        ? told('signed_in', `signed_in.${method}` as SecurityLogCode, by)
        : told('signed_in', 'signed_in', 'Signed in');
    }
    case 'failed_login_attempt': {
      const reason = str(m.reason) ?? '';
      const failed = FAILED_SIGN_IN[reason];
      return failed
        ? told('sign_in_failed', `sign_in_failed.${reason}` as SecurityLogCode, failed)
        : told('sign_in_failed', 'sign_in_failed', 'A sign-in failed');
    }
    case 'failed_oauth_login':
      return m.provider === 'oidc'
        ? told('sign_in_failed', 'oauth_failed.oidc', `A ${providerLabel(m)} sign-in failed`, {
            provider: str(m.provider_name),
          })
        : told('sign_in_failed', 'oauth_failed.google', 'A Google sign-in failed');
    case 'session_ended':
      return m.by === 'other_session'
        ? othersSignedOut(m.ended_sessions)
        : told('signed_out', 'signed_out', 'Signed out');
    case 'suspicious_activity':
      return told('unusual_activity', 'unusual_activity', 'Something unusual was noticed on an open page');
    default:
      return null;
  }
}

/** Where a page ends: the last row's creation time (microseconds) and id. */
export interface LogPosition {
  at: string;
  id: string;
}

export async function listSecurityLog(
  db: Db,
  userId: string,
  after: LogPosition | null,
  limit: number,
): Promise<{ events: SecurityLogEntry[]; next: LogPosition | null }> {
  const page = after ? sql`and (e.created_at, e.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select e.id, e.event_type as type, e.ip, e.user_agent as "userAgent", e.metadata,
        ${isoSql(sql`e.created_at`)} as "createdAt", ${cursorAtSql(sql`e.created_at`)} as "sortAt"
      from security_events e
      where e.user_id = ${userId} ${page}
        and e.event_type in ('successful_login', 'failed_login_attempt', 'failed_oauth_login', 'session_ended',
              'suspicious_activity', 'password_changed', 'email_change_requested', 'email_changed',
              'two_factor_enabled', 'two_factor_disabled', 'recovery_codes_regenerated', 'recovery_code_used',
              'passkey_added', 'passkey_removed')
      order by e.created_at desc, e.id desc
      limit ${limit + 1}`),
  );
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const events: SecurityLogEntry[] = [];
  for (const row of shown) {
    const told = describe(row);
    if (!told) continue;
    events.push({
      id: row.id,
      ...told,
      device: deviceName(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt,
    });
  }
  return {
    events,
    next: rows.length > limit && last ? { at: last.sortAt, id: last.id } : null,
  };
}
