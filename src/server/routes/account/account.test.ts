import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/auth/schemas';
import { apiErrorSchema } from '@shared/errors';
import { securityEvents, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { okJson, signUpAndVerify, TestClient, uniqueSignUp } from '../../test/client';
import { linkIn } from '../../test/smtp';
import { expectRefusedWithoutWrite } from '../../test/snapshot';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  // One trusted proxy: requests without X-Forwarded-For have no client IP (app.request has no
  // socket); the password-limit tests below name their address in the header.
  t = await createTestApp({ mail: true, now: () => clock, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json()).error;
const isoDaysAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const eventsOf = (userId: string | null, type: string) =>
  t.database.db
    .select()
    .from(securityEvents)
    .where(
      and(
        userId ? eq(securityEvents.userId, userId) : sql`${securityEvents.userId} is null`,
        eq(securityEvents.eventType, type as 'page_focus'),
      ),
    );

describe('POST /api/account/sign-up validation (the form schema, on the server)', () => {
  it.each([
    ['email', { email: 'not-an-email' }, MESSAGES.email],
    ['firstName', { firstName: '  ' }, MESSAGES.firstName],
    ['username', { username: 'ab' }, MESSAGES.usernameMin],
    ['username', { username: 'bad name!' }, MESSAGES.usernameChars],
    ['dateOfBirth', { dateOfBirth: isoDaysAgo(13, 1) }, MESSAGES.age],
    ['password', { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, MESSAGES.passwordMin],
    ['password', { password: 'alllower1!', confirmPassword: 'alllower1!' }, MESSAGES.passwordRules],
    ['password', { password: 'ALLUPPER1!', confirmPassword: 'ALLUPPER1!' }, MESSAGES.passwordRules],
    ['password', { password: 'NoDigits!!', confirmPassword: 'NoDigits!!' }, MESSAGES.passwordRules],
    ['password', { password: 'NoSpecial12', confirmPassword: 'NoSpecial12' }, MESSAGES.passwordRules],
    ['confirmPassword', { confirmPassword: 'Different1!' }, MESSAGES.confirmPassword],
  ])('rejects a bad %s with the documented message', async (field, override, message) => {
    const res = await new TestClient(t).api.account['sign-up'].$post({ json: uniqueSignUp(override) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toContain(message);
  });

  it('accepts an operative who turns 13 today, refuses one who turns 13 tomorrow', async () => {
    const tomorrow = await new TestClient(t).api.account['sign-up'].$post({
      json: uniqueSignUp({ dateOfBirth: isoDaysAgo(13, 1) }),
    });
    expect(tomorrow.status).toBe(400);
    const today = await new TestClient(t).api.account['sign-up'].$post({
      json: uniqueSignUp({ dateOfBirth: isoDaysAgo(13) }),
    });
    expect(today.status).toBe(201);
  });

  it('rejects unknown fields instead of storing them', async () => {
    // Raw: an unknown field the typed body does not accept.
    const res = await new TestClient(t).post('/api/account/sign-up', { ...uniqueSignUp(), role: 'admin' });
    expect(res.status).toBe(400);
  });
});

describe('sign-up, verification email and the link', () => {
  it('stores the sign-up data, sends the link, and the link signs the user in on /auth/callback', async () => {
    const data = uniqueSignUp({ lastName: '' });
    const client = new TestClient(t);
    expect((await client.api.account['sign-up'].$post({ json: data })).status).toBe(201);
    expect(client.sessionCookie()).toBeUndefined(); // not signed in until the link is followed

    const [row] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    expect(row).toMatchObject({
      emailVerified: false,
      firstName: 'Sam',
      lastName: null,
      username: data.username,
      dateOfBirth: data.dateOfBirth,
    });

    const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email));
    expect(mail.subject).toBe('Confirm your email for Holdfast');
    const link = linkIn(mail, `${t.env.PUBLIC_URL}/api/auth/verify-email?token=`);
    expect(link).toContain('callbackURL=%2Fauth%2Fcallback');

    const res = await client.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/auth\/callback$/);
    expect(client.sessionCookie()).toBeDefined();
    const session = await (await client.api.account.session.$get()).json();
    expect(session.user).toMatchObject({ email: data.email, emailVerified: true });
    expect(session.user?.metadata).toMatchObject({ firstName: 'Sam', lastName: null, username: data.username });
    expect(session.profile).toBeNull();
    expect(await eventsOf(row!.id, 'session_started')).toHaveLength(1);
    expect((await eventsOf(row!.id, 'successful_login'))[0]?.metadata).toMatchObject({
      login_method: 'email_verification',
    });
  });

  it('a second sign-up with the same email answers "Account exists"', async () => {
    const data = uniqueSignUp();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);
    const again = await new TestClient(t).api.account['sign-up'].$post({
      json: {
        ...uniqueSignUp(),
        email: data.email.toUpperCase(),
      },
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: 'account_exists',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('a username taken in another letter case is refused at sign-up', async () => {
    const first = uniqueSignUp();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: first })).status).toBe(201);
    const res = await new TestClient(t).api.account['sign-up'].$post({
      json: uniqueSignUp({ username: first.username.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe('username_taken');
    expect(error.fields?.username).toEqual(['This username is already in use. Please choose another one.']);
  });

  it('resends the verification email to a signed-in unverified user, not to a verified one', async () => {
    const data = uniqueSignUp();
    const client = new TestClient(t);
    await client.api.account['sign-up'].$post({ json: data });
    expect(
      (await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(200);
    // Emails are sent by the job worker after the answer: count once the sign-up's has arrived.
    await t.smtp!.waitFor((m) => m.to.includes(data.email));
    const before = t.smtp!.messages.filter((m) => m.to.includes(data.email)).length;
    expect((await client.api.account['resend-verification'].$post()).status).toBe(202);
    await expect.poll(() => t.smtp!.messages.filter((m) => m.to.includes(data.email)).length).toBe(before + 1);

    const { client: verified } = await signUpAndVerify(t);
    const res = await verified.api.account['resend-verification'].$post();
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('already_verified');
  });
});

describe('sign-in', () => {
  it('sets an httpOnly SameSite=Lax session cookie (not Secure over http) and logs the login', async () => {
    const data = uniqueSignUp();
    await new TestClient(t).api.account['sign-up'].$post({ json: data });
    const client = new TestClient(t);
    const res = await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/^holdfast\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const body = await okJson(res);
    expect('user' in body ? body.user : body).toMatchObject({ email: data.email, emailVerified: false });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    const logins = await eventsOf(user!.id, 'successful_login');
    expect(logins).toHaveLength(1);
    expect(logins[0]!.metadata).toMatchObject({ login_method: 'email_password' });
    expect(logins[0]!.userAgent).toBe('holdfast-tests/1.0');
    expect(await eventsOf(user!.id, 'session_started')).toHaveLength(1);
  });

  it('a wrong password is a 401 and a failed_login_attempt with the email hashed, never the password', async () => {
    const data = uniqueSignUp();
    await new TestClient(t).api.account['sign-up'].$post({ json: data });
    const res = await new TestClient(t).api.account['sign-in'].$post({
      json: { email: data.email, password: 'Wrong!Pass9' },
    });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    const [event] = await eventsOf(user!.id, 'failed_login_attempt');
    expect(event!.metadata).toMatchObject({ reason: 'invalid_credentials' });
    expect(event!.metadata.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(event)).not.toContain('Wrong!Pass9');
    expect(JSON.stringify(event)).not.toContain(data.email);
  });

  it('an unknown email gets the same answer, and is logged without a user', async () => {
    const email = `nobody${Date.now()}@example.com`;
    const res = await new TestClient(t).api.account['sign-in'].$post({ json: { email, password: 'Whatever1!' } });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_credentials', message: 'Invalid email or password' });
    const events = await eventsOf(null, 'failed_login_attempt');
    expect(events.some((e) => JSON.stringify(e).includes(email))).toBe(false);
    expect(events.length).toBeGreaterThan(0);
  });

  it('validates with the sign-in schema', async () => {
    const res = await new TestClient(t).api.account['sign-in'].$post({
      json: { email: 'x@example.com', password: '12345' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.password).toEqual([MESSAGES.signInPasswordMin]);
  });
});

// Many password hashes per test: slow on a busy machine.
describe('password guessing: growing delays, never a lockout (decision 110)', { timeout: 120_000 }, () => {
  const signUp = async () => {
    const data = uniqueSignUp();
    expect((await new TestClient(t).api.account['sign-up'].$post({ json: data })).status).toBe(201);
    return data;
  };
  const signInFrom = (ip: string, email: string, password: string) =>
    new TestClient(t).api.account['sign-in'].$post(
      { json: { email, password } },
      { headers: { 'x-forwarded-for': ip } },
    );
  const WRONG = 'Wrong!Pass9';
  const seconds = 1000;

  it('after 5 wrong passwords from one address, each further try there waits 2, 4, 8… seconds, capped at 15 minutes', async () => {
    const data = await signUp();
    const ip = '198.51.100.10';
    for (let i = 0; i < 5; i++) expect((await signInFrom(ip, data.email, WRONG)).status).toBe(401);

    const waiting = await signInFrom(ip, data.email, data.password); // even the right password waits
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('2');
    expect((await errorOf(waiting)).message).toBe('Too many attempts. Please try again in 2 seconds.');

    // Each failure doubles the wait; waiting it out is enough (nothing is locked).
    const waits: string[] = [];
    for (let k = 1; k <= 11; k++) {
      clock += 2 ** k * seconds;
      expect((await signInFrom(ip, data.email, WRONG)).status).toBe(401);
      const next = await signInFrom(ip, data.email, WRONG);
      expect(next.status).toBe(429);
      waits.push(next.headers.get('retry-after')!);
    }
    expect(waits).toEqual(['4', '8', '16', '32', '64', '128', '256', '512', '900', '900', '900']);
    expect((await errorOf(await signInFrom(ip, data.email, data.password))).message).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );

    clock += 15 * 60 * seconds;
    expect((await signInFrom(ip, data.email, data.password)).status).toBe(200);
    // The right password cleared this address's delay.
    for (let i = 0; i < 5; i++) expect((await signInFrom(ip, data.email, WRONG)).status).toBe(401);
  });

  it('wrong passwords from one address never keep the right password out from another', async () => {
    const data = await signUp();
    for (let i = 0; i < 5; i++) expect((await signInFrom('203.0.113.66', data.email, WRONG)).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await signInFrom('203.0.113.66', data.email, WRONG)).status).toBe(429);
    // A spoofed leftmost X-Forwarded-For address does not make the attacker someone else.
    expect((await signInFrom('192.0.2.1, 203.0.113.66', data.email, WRONG)).status).toBe(429);

    const owner = await signInFrom('198.51.100.77', data.email, data.password);
    expect(owner.status).toBe(200);
    const signedIn = await okJson(owner);
    expect('user' in signedIn ? signedIn.user?.email : signedIn).toBe(data.email);
  });

  it('IPv6 addresses are limited by their /64: stepping through one network stays one address', async () => {
    const data = await signUp();
    for (let i = 1; i <= 5; i++) expect((await signInFrom(`2001:db8:7:1::${i}`, data.email, WRONG)).status).toBe(401);
    expect((await signInFrom('2001:db8:7:1:ffff::9', data.email, WRONG)).status).toBe(429);
    expect((await signInFrom('2001:db8:7:2::1', data.email, data.password)).status).toBe(200);
  });

  it('guessing from many addresses: 20 free failures per email, then a delay everyone but known addresses waits', async () => {
    const data = await signUp();
    // The owner signed in from home before (and from a phone, whose IPv6 address changes in its /64).
    expect((await signInFrom('198.51.100.1', data.email, data.password)).status).toBe(200);
    expect((await signInFrom('2001:db8:5:5::a1', data.email, data.password)).status).toBe(200);

    for (let i = 0; i < 20; i++) expect((await signInFrom(`203.0.113.${i + 1}`, data.email, WRONG)).status).toBe(401);
    const slowed = await signInFrom('203.0.113.200', data.email, WRONG);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('2');

    // Home is known: no wait there. A new address waits the (short) delay, then gets its try.
    expect((await signInFrom('198.51.100.1', data.email, data.password)).status).toBe(200);
    expect((await signInFrom('198.51.100.2', data.email, data.password)).status).toBe(429);
    expect((await signInFrom('2001:db8:5:5::b2', data.email, data.password)).status).toBe(200);
    expect((await signInFrom('192.0.2.50', data.email, data.password)).status).toBe(429);
    clock += 2 * seconds;
    expect((await signInFrom('192.0.2.50', data.email, data.password)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('every non-public route answers 401 in the error shape without a session', async () => {
    const anon = new TestClient(t);
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['POST', '/api/profile'],
      ['POST', '/api/account/sign-out'],
      ['POST', '/api/account/resend-verification'],
      ['POST', '/api/security-events'],
    ] as const) {
      // Raw: one empty body for every route (the session is checked before the body).
      const res = await anon.request(path, method === 'GET' ? {} : { method, json: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthorized');
    }
    expect(await (await anon.api.account.session.$get()).json()).toEqual({ user: null, profile: null });
  });

  it('sign-out ends the session and logs session_ended', async () => {
    const { client, data } = await signUpAndVerify(t);
    const token = client.sessionCookie();
    expect((await client.api.account['sign-out'].$post()).status).toBe(200);
    expect(client.sessionCookie()).toBeUndefined();
    const replay = new TestClient(t);
    replay.cookies.set('holdfast.session_token', token!);
    expect((await replay.api.profile.$get()).status).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    expect(await eventsOf(user!.id, 'session_ended')).toHaveLength(1);
  });

  it('a session in use renews itself, sends the new cookie and logs token_refreshed', async () => {
    const { client, data } = await signUpAndVerify(t);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, data.email));
    // Pretend the session was last renewed two days ago.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) })
      .where(eq(sessions.userId, user!.id));
    const res = await client.api.account.session.$get();
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    expect(await eventsOf(user!.id, 'token_refreshed')).toHaveLength(1);
  });

  it('a cross-site POST is refused', async () => {
    const res = await new TestClient(t).api.account['sign-in'].$post(
      { json: { email: 'a@example.com', password: 'Whatever1!' } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
  });
});

describe('password reset', () => {
  it('emails a link; the new password works, the old does not, and every session ends', async () => {
    const { client: laptop, data } = await signUpAndVerify(t);
    const phone = new TestClient(t);
    expect(
      (await phone.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } })).status,
    ).toBe(200);

    const forgot = await new TestClient(t).api.account['forgot-password'].$post({ json: { email: data.email } });
    expect(forgot.status).toBe(202);
    const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email) && m.subject.includes('Reset'));
    const link = linkIn(mail, `${t.env.PUBLIC_URL}/reset-password?token=`);
    const token = new URL(link).searchParams.get('token')!;

    const weak = await new TestClient(t).api.account['reset-password'].$post({
      json: {
        token,
        password: 'weak',
        confirmPassword: 'weak',
      },
    });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).fields?.password).toContain(MESSAGES.passwordMin);

    const newPassword = 'N3w!Password';
    const reset = await new TestClient(t).api.account['reset-password'].$post({
      json: {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      },
    });
    expect(reset.status).toBe(200);
    expect((await laptop.api.profile.$get()).status).toBe(401);
    expect((await phone.api.profile.$get()).status).toBe(401);
    expect(
      (await new TestClient(t).api.account['sign-in'].$post({ json: { email: data.email, password: data.password } }))
        .status,
    ).toBe(401);
    expect(
      (await new TestClient(t).api.account['sign-in'].$post({ json: { email: data.email, password: newPassword } }))
        .status,
    ).toBe(200);

    const reuse = await new TestClient(t).api.account['reset-password'].$post({
      json: {
        token,
        password: 'An0ther!Pass',
        confirmPassword: 'An0ther!Pass',
      },
    });
    expect(reuse.status).toBe(400);
    expect((await errorOf(reuse)).code).toBe('invalid_token');
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const email = `ghost${Date.now()}@example.com`;
    const res = await new TestClient(t).api.account['forgot-password'].$post({ json: { email } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp!.messages.some((m) => m.to.includes(email))).toBe(false);
  });
});

describe('https deployments', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://holdfast.example' } });
    try {
      const data = uniqueSignUp();
      const client = new TestClient(secure);
      await client.api.account['sign-up'].$post({ json: data });
      const res = await client.api.account['sign-in'].$post({ json: { email: data.email, password: data.password } });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });
});

describe('refused account requests write nothing (beyond the rate-limit counters and security log)', () => {
  it('every 4xx of sign-up, sign-in, resend, forgot, reset and google start', async () => {
    const { client, data } = await signUpAndVerify(t);
    const anonymous = new TestClient(t);
    const except = { except: ['rate_limits', 'security_events'] };
    const refused: [() => Promise<Response>, number][] = [
      [() => anonymous.api.account['sign-up'].$post({ json: uniqueSignUp({ firstName: 'a\u0000' }) }), 400],
      [
        () =>
          anonymous.api.account['sign-up'].$post({
            json: uniqueSignUp({ password: 'Str0ng!\uD800', confirmPassword: 'Str0ng!\uD800' }),
          }),
        400,
      ],
      [() => anonymous.api.account['sign-up'].$post({ json: uniqueSignUp({ email: data.email.toUpperCase() }) }), 409],
      [
        () => anonymous.api.account['sign-up'].$post({ json: uniqueSignUp({ username: data.username.toUpperCase() }) }),
        409,
      ],
      [() => anonymous.api.account['sign-in'].$post({ json: { email: data.email, password: 'Wr0ng!Pass' } }), 401],
      [
        () =>
          anonymous.api.account['sign-in'].$post({ json: { email: `${data.email}\u0000`, password: data.password } }),
        400,
      ],
      [() => client.api.account['resend-verification'].$post(), 409],
      [() => anonymous.api.account['resend-verification'].$post(), 401],
      [() => anonymous.api.account['forgot-password'].$post({ json: { email: 'x\u0000@example.com' } }), 400],
      [
        () =>
          anonymous.api.account['reset-password'].$post({
            json: {
              token: 'no-such-token',
              password: 'N3w!Passw0rd',
              confirmPassword: 'N3w!Passw0rd',
            },
          }),
        400,
      ],
      [
        () =>
          anonymous.api.account['reset-password'].$post({
            json: {
              token: '\u0000',
              password: 'N3w!Passw0rd',
              confirmPassword: 'N3w!Passw0rd',
            },
          }),
        400,
      ],
      // Raw: an intent the typed body does not accept.
      [() => anonymous.post('/api/account/google', { intent: 'nope' }), 400],
      [() => anonymous.post('/api/account/oidc', { intent: 'nope' }), 400],
      [() => anonymous.api.account['sign-out'].$post(), 401],
    ];
    for (const [send, status] of refused) await expectRefusedWithoutWrite(t.database, send, status, except);
  });
});
