/** A cookie-keeping client for the Hono app: one instance is one browser. */
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { SignUpInput } from '@shared/auth/schemas';
import type { ApiErrorBody } from '@shared/errors';
import type { AppType } from '../app';
import type { TestApp } from './app';
import { linkIn } from './smtp';

/** Any answer of a typed call. */
export type TypedResponse = ClientResponse<unknown, number, 'json' | 'text'>;
/** The body a typed call answers with status S. */
export type StatusBody<R, S extends number> =
  R extends ClientResponse<infer T, infer U, infer _F> ? (U extends S ? T : never) : never;

/** The body of the 2xx answers a typed call can give. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * The typed body of a 2xx answer, for reading fields after the test has checked the status itself
 * (type only: the route's own answer type, so a renamed field is a compile error).
 */
export const okJson = <R extends TypedResponse>(res: R) => res.json() as Promise<SuccessBody<R>>;

/** A refused answer's body, the one error shape (a typed call's `json()` is the union of its answers). */
export const errorJson = async (res: { json(): Promise<unknown> }) => (await res.json()) as ApiErrorBody;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /**
   * The API's typed client (`hc<AppType>`, as in the web app) over this browser's `request`: the
   * same cookie jar, user agent and manual redirects. `client.api.kits[':id'].$get({ param: { id } })`.
   */
  readonly api = hc<AppType>('http://localhost/api', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input);
      return this.request(url.pathname + url.search, init);
    },
  });
  constructor(private readonly t: TestApp) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (!headers.has('user-agent')) headers.set('user-agent', 'holdfast-tests/1.0');
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await this.t.app.request(path, { ...init, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }
  post(path: string, json?: unknown) {
    return this.request(path, { method: 'POST', json: json ?? {} });
  }
  sessionCookie(): string | undefined {
    return [...this.cookies].find(([k]) => k.includes('session_token'))?.[1];
  }
}

let seq = 0;
export function uniqueSignUp(overrides: Partial<SignUpInput> = {}) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    email: `scout${tag}@example.com`,
    firstName: 'Sam',
    lastName: 'Ranger',
    username: `scout_${tag}`,
    dateOfBirth: '1990-04-12',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    ...overrides,
  };
}

/** Sign up through the API, follow the emailed link: a verified, signed-in browser. */
export async function signUpAndVerify(t: TestApp, overrides: Partial<SignUpInput> = {}) {
  const data = uniqueSignUp(overrides);
  const client = new TestClient(t);
  const res = await client.api.account['sign-up'].$post({ json: data });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await t.smtp!.waitFor((m) => m.to.includes(data.email));
  const link = linkIn(mail, `${t.env.PUBLIC_URL}/api/auth/verify-email`);
  const verify = await client.get(link); // the emailed link (Better Auth's, not in AppType)
  if (verify.status !== 302) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  return { client, data, verifyResponse: verify };
}

/** …and complete the profile. */
export async function signedInWithProfile(t: TestApp, overrides: Partial<SignUpInput> = {}) {
  const session = await signUpAndVerify(t, overrides);
  const res = await session.client.api.profile.$post({
    json: {
      firstName: session.data.firstName,
      lastName: session.data.lastName,
      username: session.data.username,
      dateOfBirth: session.data.dateOfBirth,
    },
  });
  if (res.status !== 201) throw new Error(`profile failed: ${res.status} ${await res.text()}`);
  return session;
}
