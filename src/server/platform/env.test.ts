import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { envSchema, EnvError, parseEnv } from './env';

// A key pair made with web-push's generateVAPIDKeys() for these tests only.
const VAPID_PUBLIC = 'BNYVyTvV-iOxxdGvXGWX0kvNCsDhF7H5Ax38ytuRN2jXfAszpe9Vd8d0x4O2q4nYsFPgohLeul23AXGyfkGRJTI';
const VAPID_PRIVATE = 'NO16x6i3I6iFhACMKPjm8DjV-Lw1lRJEfZMlVJufGIg';

describe('parseEnv', () => {
  it('applies the documented defaults with no configuration', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.ROOT_FALLBACK_DIR).toBe('/var/lib/holdfast');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TRUST_PROXY).toEqual({ hops: 0 });
    expect(env.AFFILIATE_TAG).toBeUndefined();
    expect(env.DATABASE_POOL_MAX).toBe(Math.min(10, 2 * availableParallelism()));
    expect(parseEnv({ DATABASE_POOL_MAX: '25' }).DATABASE_POOL_MAX).toBe(25);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash when given', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://holdfast.example/' }).PUBLIC_URL).toBe('https://holdfast.example');
  });

  it('reads an OpenID Connect provider: all three variables, the name defaulting, OIDC_ONLY with a provider', () => {
    const oidc = {
      OIDC_ISSUER: 'https://auth.example.org/application/o/holdfast/',
      OIDC_CLIENT_ID: 'h',
      OIDC_CLIENT_SECRET: 's',
    };
    const env = parseEnv(oidc);
    expect(env.OIDC_ISSUER).toBe('https://auth.example.org/application/o/holdfast');
    expect(env.OIDC_NAME).toBe('OpenID Connect');
    expect(env.OIDC_ONLY).toBe(false);
    expect(parseEnv({ ...oidc, OIDC_NAME: ' Authentik ', OIDC_ONLY: '1' })).toMatchObject({
      OIDC_NAME: 'Authentik',
      OIDC_ONLY: true,
    });
    // Only a provider on this machine (the tests') may be plain http.
    expect(parseEnv({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe('http://127.0.0.1:4000');
    expect(parseEnv({ ...oidc, OIDC_ISSUER: 'http://localhost:4000' }).OIDC_ISSUER).toBe('http://localhost:4000');
    // Google alone is enough of a provider for OIDC_ONLY.
    expect(parseEnv({ OIDC_ONLY: '1', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).OIDC_ONLY).toBe(true);
    expect(parseEnv({}).OIDC_ISSUER).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: must be a whole number from 1 to 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid environment variable PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment variable DATABASE_URL: must be a postgres:\/\/ URL/],
    [
      { DATABASE_POOL_MAX: '0' },
      /^Invalid environment variable DATABASE_POOL_MAX: must be a whole number from 1 to 100/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL: /],
    [{ AUTH_SECRET: 'short' }, /^Invalid environment variable AUTH_SECRET: must be at least 32 characters$/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /^Invalid environment variable GOOGLE_CLIENT_SECRET: must be set together/],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      /^Invalid environment variable S3_BUCKET: is required when any S3_\* variable is set$/,
    ],
    [{ S3_BUCKET: 'b' }, /^Invalid environment variable S3_ACCESS_KEY_ID: is required when any S3_\* variable is set$/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid environment variable SMTP_URL: must be a smtp:\/\/ or smtps:\/\/ URL/],
    [{ ROOT_FALLBACK_DIR: 'var/lib' }, /^Invalid environment variable ROOT_FALLBACK_DIR: must be an absolute path/],
    [{ VAPID_PUBLIC_KEY: VAPID_PUBLIC }, /^Invalid environment variable VAPID_PRIVATE_KEY: must be set together/],
    [{ VAPID_PRIVATE_KEY: VAPID_PRIVATE }, /^Invalid environment variable VAPID_PUBLIC_KEY: must be set together/],
    [
      { VAPID_PUBLIC_KEY: VAPID_PUBLIC.slice(2), VAPID_PRIVATE_KEY: VAPID_PRIVATE },
      /^Invalid environment variable VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/,
    ],
    [
      { VAPID_PUBLIC_KEY: VAPID_PUBLIC, VAPID_PRIVATE_KEY: 'not+base64url' },
      /^Invalid environment variable VAPID_PRIVATE_KEY: must be a P-256 private key: 32 bytes, base64url$/,
    ],
    [
      { VAPID_SUBJECT: 'http://example.org' },
      /^Invalid environment variable VAPID_SUBJECT: must be a mailto: or https/,
    ],
    [
      { OIDC_ISSUER: 'https://auth.example.org', OIDC_CLIENT_ID: 'holdfast' },
      /^Invalid environment variable OIDC_CLIENT_SECRET: is required when any of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET is set$/,
    ],
    [
      { OIDC_CLIENT_ID: 'holdfast', OIDC_CLIENT_SECRET: 's3cret' },
      /^Invalid environment variable OIDC_ISSUER: is required when any of/,
    ],
    [
      { OIDC_ISSUER: 'http://auth.example.org', OIDC_CLIENT_ID: 'holdfast', OIDC_CLIENT_SECRET: 's3cret' },
      /^Invalid environment variable OIDC_ISSUER: must be an https:\/\/ URL \(http:\/\/ only for localhost\)/,
    ],
    [{ OIDC_ISSUER: 'auth.example.org' }, /^Invalid environment variable OIDC_ISSUER: must be a https:\/\/ URL/],
    [{ OIDC_ONLY: 'yes' }, /^Invalid environment variable OIDC_ONLY: must be 1 or unset/],
    [{ OIDC_ONLY: '1' }, /^Invalid environment variable OIDC_ONLY: needs a sign-in provider/],
    [
      { OIDC_ONLY: '1', GOOGLE_CLIENT_ID: 'id' },
      /^Invalid environment variable GOOGLE_CLIENT_SECRET: must be set together/,
    ],
    [
      { PUSH_ALLOW_HTTP_ENDPOINTS: '1' },
      /^Invalid environment variable PUSH_ALLOW_HTTP_ENDPOINTS: is only allowed with NODE_ENV=test/,
    ],
    [
      { PUSH_ALLOW_HTTP_ENDPOINTS: '1', NODE_ENV: 'development' },
      /^Invalid environment variable PUSH_ALLOW_HTTP_ENDPOINTS: is only allowed with NODE_ENV=test/,
    ],
  ])('rejects %o with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('takes a VAPID key pair given together, and allows http: push endpoints under NODE_ENV=test only', () => {
    const env = parseEnv({
      VAPID_PUBLIC_KEY: VAPID_PUBLIC,
      VAPID_PRIVATE_KEY: VAPID_PRIVATE,
      VAPID_SUBJECT: 'mailto:ops@example.org',
    });
    expect(env).toMatchObject({ VAPID_PUBLIC_KEY: VAPID_PUBLIC, VAPID_SUBJECT: 'mailto:ops@example.org' });
    expect(env.PUSH_ALLOW_HTTP_ENDPOINTS).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', PUSH_ALLOW_HTTP_ENDPOINTS: '1' }).PUSH_ALLOW_HTTP_ENDPOINTS).toBe(true);
  });

  it.each([
    ['', { hops: 0 }],
    ['false', { hops: 0 }],
    ['0', { hops: 0 }],
    ['true', { hops: 1 }],
    ['TRUE', { hops: 1 }],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.1', { proxies: ['10.0.0.1'] }],
    [
      ' loopback, 10.0.0.0/8 ,2001:DB8::/32,192.168.0.0/255.255.0.0',
      {
        proxies: ['loopback', '10.0.0.0/8', '2001:db8::/32', '192.168.0.0/255.255.0.0'],
      },
    ],
  ])('reads TRUST_PROXY=%j as %o', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '101', '-1', '10.0.0.0/33', 'fe80::/129', '10.0.0.1, proxy.local', '10.0.0.0/255.0.255.0', ','])(
    'refuses TRUST_PROXY=%j naming the accepted forms',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment variable TRUST_PROXY: must be false, true \(one proxy\), a number of proxy hops/,
      );
    },
  );

  it('administrators and sign-up: ADMIN_EMAILS is a lower-case list of addresses, SIGNUPS one of three (decision 284)', () => {
    const env = parseEnv({});
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.SIGNUPS).toBe('open');
    expect(parseEnv({ ADMIN_EMAILS: ' Chief@Example.com, ,b@example.org ' }).ADMIN_EMAILS).toEqual([
      'chief@example.com',
      'b@example.org',
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: 'chief@example.com, not-an-address' })).toThrow(
      'Invalid environment variable ADMIN_EMAILS.1: must be a comma-separated list of email addresses',
    );
    expect(parseEnv({ SIGNUPS: ' Closed ' }).SIGNUPS).toBe('closed');
    expect(parseEnv({ SIGNUPS: '' }).SIGNUPS).toBe('open');
    expect(() => parseEnv({ SIGNUPS: 'sometimes' })).toThrow(
      'Invalid environment variable SIGNUPS: must be open, invite or closed (got "sometimes")',
    );
  });

  it('Open Food Facts: the public service by default, an empty URL turns lookups off', () => {
    expect(parseEnv({}).OPENFOODFACTS_URL).toBe('https://world.openfoodfacts.org');
    expect(parseEnv({ OPENFOODFACTS_URL: '' }).OPENFOODFACTS_URL).toBeNull();
    expect(parseEnv({ OPENFOODFACTS_URL: 'http://127.0.0.1:9/off/' }).OPENFOODFACTS_URL).toBe('http://127.0.0.1:9/off');
    expect(() => parseEnv({ OPENFOODFACTS_URL: 'ftp://x' })).toThrow(/OPENFOODFACTS_URL/);
  });

  it('official warnings: public sources by default, an empty URL turns one off, feeds are a list, 0 stops polling', () => {
    const env = parseEnv({});
    expect(env.ALERTS_NWS_URL).toBe('https://api.weather.gov');
    expect(env.ALERTS_NINA_URL).toBe('https://warnung.bund.de/api31');
    expect(env.ALERTS_CAP_FEEDS).toEqual([]);
    expect(env.ALERTS_POLL_SECONDS).toBe(300);
    expect(env.ALERTS_CONTACT).toBeUndefined();
    const off = parseEnv({ ALERTS_NWS_URL: '', ALERTS_NINA_URL: ' ', ALERTS_POLL_SECONDS: '0' });
    expect([off.ALERTS_NWS_URL, off.ALERTS_NINA_URL, off.ALERTS_POLL_SECONDS]).toEqual([null, null, 0]);
    expect(parseEnv({ ALERTS_NWS_URL: 'http://127.0.0.1:9/nws/' }).ALERTS_NWS_URL).toBe('http://127.0.0.1:9/nws');
    expect(
      parseEnv({ ALERTS_CAP_FEEDS: ' https://a.example/feed.atom, ,http://b.example/rss ' }).ALERTS_CAP_FEEDS,
    ).toEqual(['https://a.example/feed.atom', 'http://b.example/rss']);
    expect(() => parseEnv({ ALERTS_CAP_FEEDS: 'https://a.example/feed, file:///etc/passwd' })).toThrow(
      /ALERTS_CAP_FEEDS/,
    );
    expect(() => parseEnv({ ALERTS_NWS_URL: 'ftp://x' })).toThrow(/ALERTS_NWS_URL/);
    expect(() => parseEnv({ ALERTS_POLL_SECONDS: '10' })).toThrow(
      /ALERTS_POLL_SECONDS: must be a whole number of seconds: 0, or 60 to 86400/,
    );
  });

  it('never echoes a secret value in the error', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'tooshort' })).toThrow(/^(?!.*tooshort)/);
  });
});

describe('the documentation of the configuration', () => {
  // NODE_ENV is set by the npm scripts (start: production, dev: development), not by whoever runs them.
  const variables = Object.keys(envSchema.in.shape).filter((name) => name !== 'NODE_ENV');
  const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

  it("names every variable the server reads in README's configuration table and in .env.example", () => {
    expect(variables).toContain('HOST');
    const table = read('README.md').split('## Configuration')[1]!.split('\n## ')[0]!;
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const example = read('.env.example');
    const undocumented = variables.filter(
      (name) => !rows.some((row) => row.includes(`\`${name}\``)) || !new RegExp(`^#? ?${name}=`, 'm').test(example),
    );
    expect(undocumented).toEqual([]);
  });
});
