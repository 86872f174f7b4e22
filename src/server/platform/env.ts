import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { SIGNUP_POLICIES } from '@shared/auth/signup-policy';
import { DEFAULT_ROOT_FALLBACK_DIR } from '../db/embedded-root';
import { invalidProxyEntries, NO_PROXY, type TrustProxy } from './trust-proxy';

/**
 * The server's configuration. This is the ONLY module that reads process.env
 * (lint-enforced); everything else receives an `Env`.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlString = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a ${hint} URL`);

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(urlString(protocols, hint).optional())
    .optional();

/** An http:// URL to another machine than this one (false for anything that is no URL: reported already). */
function isPlainHttpElsewhere(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return url.protocol === 'http:' && !(host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

/** A base64url string (no padding) that decodes to exactly `bytes` bytes. */
function isBase64Url(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}
const VAPID_PUBLIC_MESSAGE = 'must be an uncompressed P-256 public key: 65 bytes starting with 0x04, base64url';

/**
 * An official warnings source's base URL (decision 280): unset is the public default; set but
 * empty ("") turns the source off (null).
 */
const sourceUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '' ? null : v.replace(/\/+$/, '')))
    .pipe(urlString(['http:', 'https:'], 'http(s)://').nullable());

const TRUST_PROXY_MESSAGE =
  'must be false, true (one proxy), a number of proxy hops from 0 to 100, or a comma-separated list of proxy addresses or CIDR ranges';

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int('must be a whole number from 1 to 65535')
      .min(0, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    // As root only: where the embedded PostgreSQL's binaries and cluster go when the OS user
    // postgres cannot reach them in node_modules or DATA_DIR (decision 255).
    ROOT_FALLBACK_DIR: z
      .string()
      .trim()
      .refine((v) => v.startsWith('/'), 'must be an absolute path')
      .default(DEFAULT_ROOT_FALLBACK_DIR),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://'),
    // PostgreSQL connections per instance. Default 2 x CPU cores (at most 10): more backends than
    // cores only queue and context-switch inside the database (measured in decision 027).
    DATABASE_POOL_MAX: z.coerce
      .number({ error: 'must be a whole number from 1 to 100' })
      .int('must be a whole number from 1 to 100')
      .min(1, 'must be a whole number from 1 to 100')
      .max(100, 'must be a whole number from 1 to 100')
      .default(Math.min(10, 2 * availableParallelism())),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)://'),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
    MAIL_FROM: optionalString.default('Holdfast <no-reply@holdfast.local>'),
    // Administrators (decision 284): the accounts whose VERIFIED address is listed, comma-separated,
    // checked on every request (removing an address revokes), besides those granted with `npm run admin`.
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e !== ''),
      )
      .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
    // Who may create an account: anyone (open), only through a household's or an administrator's
    // invitation (invite), or only through an administrator's (closed). The admin page overrides it.
    SIGNUPS: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform((v) => (v === undefined || v === '' ? 'open' : v))
      .pipe(z.enum(SIGNUP_POLICIES, { error: 'must be open, invite or closed' })),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_DISCOVERY_URL: optionalUrl(['http:', 'https:'], 'http(s)://'),
    // Any OpenID Connect provider (decision 0287): its issuer (discovery at
    // ISSUER/.well-known/openid-configuration), the client registered there, and the name on the
    // button. OIDC_ONLY=1 turns password sign-in and sign-up off.
    OIDC_ISSUER: optionalUrl(['http:', 'https:'], 'https://'),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: optionalString.pipe(
      z.string().max(40, 'must be at most 40 characters (it goes on a button)').optional(),
    ),
    OIDC_ONLY: z
      .enum(['0', '1', ''], { error: 'must be 1 or unset' })
      .optional()
      .transform((v) => v === '1'),
    AFFILIATE_TAG: optionalString,
    S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'http(s)://'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: optionalString.default('us-east-1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Multiplies every rate limit (browser test suites that create many accounts raise it).
    RATE_LIMIT_SCALE: z.coerce
      .number({ error: 'must be a number of at least 1' })
      .min(1, 'must be a number of at least 1')
      .default(1),
    // How often this instance looks for expiry reminders to send (src/server/reminders); 0: never
    // (another instance on the same database does it).
    REMINDER_SWEEP_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes from 0 to 1440' })
      .int('must be a whole number of minutes from 0 to 1440')
      .min(0, 'must be a whole number of minutes from 0 to 1440')
      .max(1440, 'must be a whole number of minutes from 0 to 1440')
      .default(60),
    // Official warnings (services/alerts, decision 280): the sources' base URLs (empty: off), the
    // CAP feeds (comma-separated), seconds between polls (0: this instance never polls) and the
    // contact sent in the NWS User-Agent (else MAIL_FROM).
    ALERTS_NWS_URL: sourceUrl('https://api.weather.gov'),
    // Product facts for scanned barcodes (services/products, issue 42); empty: no lookups.
    OPENFOODFACTS_URL: sourceUrl('https://world.openfoodfacts.org'),
    ALERTS_NINA_URL: sourceUrl('https://warnung.bund.de/api31'),
    ALERTS_CAP_FEEDS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((u) => u.trim())
          .filter((u) => u !== ''),
      )
      .pipe(z.array(urlString(['http:', 'https:'], 'comma-separated list of http(s)://')).max(50, 'at most 50 feeds')),
    ALERTS_POLL_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds: 0, or 60 to 86400' })
      .int('must be a whole number of seconds: 0, or 60 to 86400')
      .refine((v) => v === 0 || (v >= 60 && v <= 86_400), 'must be a whole number of seconds: 0, or 60 to 86400')
      .default(300),
    ALERTS_CONTACT: optionalString,
    // Browser tests only: a movable clock and POST /api/test/* (routes/test-hooks). Refused unless
    // NODE_ENV=test, so a production start with it set fails instead of exposing the routes.
    HOLDFAST_TEST_HOOKS: z
      .enum(['0', '1', ''], { error: 'must be 1 or unset' })
      .optional()
      .transform((v) => v === '1'),
    // Web Push (services/push): the VAPID key pair, both or neither (unset: generated once and kept
    // in the database, decision 272), and the subject push services may contact.
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => isBase64Url(v, 65) && Buffer.from(v, 'base64url')[0] === 4, VAPID_PUBLIC_MESSAGE)
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => isBase64Url(v, 32), 'must be a P-256 private key: 32 bytes, base64url')
        .optional(),
    ),
    VAPID_SUBJECT: optionalUrl(['mailto:', 'https:'], 'mailto: or https://'),
    // Test suites only: lets a push subscription name an http: endpoint, and one on this machine
    // or its network (the tests' local receiver). Refused unless NODE_ENV=test: real push
    // services are https only, and on the internet (decision 273).
    PUSH_ALLOW_HTTP_ENDPOINTS: z
      .enum(['0', '1', ''], { error: 'must be 1 or unset' })
      .optional()
      .transform((v) => v === '1'),
    // Which hops in front of the server are its own proxies, for the client IP (platform/trust-proxy.ts):
    // a number of hops, or a comma-separated list of proxy addresses / CIDR ranges.
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx): TrustProxy => {
        const value = (v ?? '').toLowerCase();
        if (value === '' || value === 'false') return NO_PROXY;
        if (value === 'true') return { hops: 1 }; // one reverse proxy: decision 111
        if (/^\d+$/.test(value)) {
          const hops = Number(value);
          if (hops <= 100) return { hops };
        } else {
          const proxies = value
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean);
          const invalid = invalidProxyEntries(proxies);
          if (proxies.length > 0 && invalid.length === 0) return { proxies };
        }
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other GOOGLE_CLIENT_* variable',
      });
    }
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    const oidcSet = oidc.filter((k) => env[k]);
    if (oidcSet.length > 0 && oidcSet.length < oidc.length) {
      ctx.addIssue({
        code: 'custom',
        path: [oidc.find((k) => !env[k])!],
        message: 'is required when any of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET is set',
      });
    }
    // Tokens and the client secret travel to the issuer: https, except to this machine (the tests' provider).
    if (env.OIDC_ISSUER && isPlainHttpElsewhere(env.OIDC_ISSUER)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be an https:// URL (http:// only for localhost)',
      });
    }
    if (env.OIDC_ONLY && oidcSet.length < oidc.length && !(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ONLY'],
        message:
          'needs a sign-in provider: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), or nobody could sign in',
      });
    }
    if (env.HOLDFAST_TEST_HOOKS && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['HOLDFAST_TEST_HOOKS'],
        message: 'is only allowed with NODE_ENV=test (it lets anyone move the server clock)',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'must be set together with the other VAPID_*_KEY variable',
      });
    }
    if (env.PUSH_ALLOW_HTTP_ENDPOINTS && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_ALLOW_HTTP_ENDPOINTS'],
        message: 'is only allowed with NODE_ENV=test (push services are reached over https only)',
      });
    }
    const s3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const setCount = s3.filter((k) => env[k]).length;
    // S3_ENDPOINT alone would silently keep files on local disk: it needs the other three too.
    if ((setCount > 0 || env.S3_ENDPOINT) && setCount < s3.length) {
      const missing = s3.find((k) => !env[k]);
      ctx.addIssue({
        code: 'custom',
        path: [missing ?? 'S3_BUCKET'],
        message: 'is required when any S3_* variable is set',
      });
    }
  })
  .transform((env) => ({
    ...env,
    OIDC_ISSUER: env.OIDC_ISSUER?.replace(/\/+$/, ''),
    OIDC_NAME: env.OIDC_NAME ?? 'OpenID Connect',
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parse an environment record; throws EnvError with ONE line naming the variable and the problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = issue.path.map(String).join('.') || 'environment';
  const value = typeof issue.path[0] === 'string' ? source[issue.path[0]] : undefined;
  const shown = value === undefined || /SECRET|PASSWORD|KEY/.test(name) ? '' : ` (got "${value}")`;
  throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
}

/** Read and validate the process environment (the one place process.env is read). */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
