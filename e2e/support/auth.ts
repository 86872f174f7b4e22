/**
 * The e2e login fixture: a verified user with a profile, made through the API (sign-up, the
 * emailed link, complete profile) with no form, and its session cookie handed to a browser
 * context. Only the account tests drive the real forms.
 */
import type { BrowserContext } from 'playwright-core';
import { linkIn, waitForMail } from './mail';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  dateOfBirth: string;
  /** The session cookie as the server set it. */
  cookie: { name: string; value: string };
}

let seq = 0;
export function newUserData(overrides: Partial<Omit<TestUser, 'cookie'>> = {}) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${seq}`;
  return {
    email: `operative.${tag}@example.com`,
    password: 'Str0ng!Pass',
    firstName: 'Riley',
    lastName: 'Scout',
    username: `op_${tag}`,
    dateOfBirth: '1988-09-21',
    ...overrides,
  };
}

function sessionCookie(res: Response): { name: string; value: string } {
  const line = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!line) throw new Error(`No session cookie in response ${res.status}`);
  const pair = line.split(';')[0]!;
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
}

export async function createVerifiedUser(
  baseURL: string,
  mailSpool: string,
  options: {
    profile?: boolean;
    /** Already greeted by the dashboard ("Welcome back"), as most tests want; false for a first visit. */
    welcomed?: boolean;
    overrides?: Partial<Omit<TestUser, 'cookie'>>;
  } = {},
): Promise<TestUser> {
  const data = newUserData(options.overrides);
  const signUp = await fetch(`${baseURL}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...data, confirmPassword: data.password }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await waitForMail(mailSpool, (m) => m.to.includes(data.email));
  const verify = await fetch(linkIn(mail, `${baseURL}/api/auth/verify-email`), { redirect: 'manual' });
  const cookie = sessionCookie(verify);
  if (options.profile !== false) {
    const profile = await fetch(`${baseURL}/api/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}` },
      body: JSON.stringify({
        firstName: data.firstName,
        lastName: data.lastName,
        username: data.username,
        dateOfBirth: data.dateOfBirth,
      }),
    });
    if (profile.status !== 201) throw new Error(`profile failed: ${profile.status} ${await profile.text()}`);
    if (options.welcomed !== false) {
      const welcomed = await fetch(`${baseURL}/api/profile/welcomed`, {
        method: 'POST',
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      if (welcomed.status !== 200) throw new Error(`welcomed failed: ${welcomed.status} ${await welcomed.text()}`);
    }
  }
  return { ...data, cookie };
}

/** Sign a browser context in as `user` by setting its session cookie directly. */
export async function loginAs(context: BrowserContext, baseURL: string, user: TestUser): Promise<void> {
  await context.addCookies([
    { name: user.cookie.name, value: user.cookie.value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/**
 * A call to the API as `user` (their session cookie), as from another device: the answer's JSON
 * (undefined for a 204); any answer but a 2xx throws with its status and body.
 */
export async function apiCall<T>(
  baseURL: string,
  user: TestUser,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL}${pathname}`, {
    method,
    headers: {
      cookie: `${user.cookie.name}=${user.cookie.value}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/**
 * `user` reads Holdfast in `locale` (issue 43): their saved language (PUT /api/account/locale, as the
 * Language setting does) and the cookie their browser keeps. A cookie alone is not enough for a
 * signed-in user: the saved language wins (decision 0334), so the page would reload into it.
 */
export async function speaks(context: BrowserContext, baseURL: string, user: TestUser, locale: string): Promise<void> {
  await apiCall(baseURL, user, 'PUT', '/api/account/locale', { locale });
  await context.addCookies([{ name: 'hf_locale', value: locale, url: baseURL, sameSite: 'Lax' }]);
}
