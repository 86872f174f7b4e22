import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { SERVER_ENTRY } from '../../scripts/server-command.mjs';
import { startOidcProvider } from '../../src/server/test/oidc';
import { SERVER_ENTRY_VARIABLE } from '../../src/server/test/server-process';
import { startSmtpServer } from '../../src/server/test/smtp';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Folder where every email the server sends lands as JSON (see support/mail.ts). */
    mailSpool: string;
    /** One Chromium for the whole run; each file connects to it (support/browser.ts). */
    browserWSEndpoint: string;
    /** The identity the stand-in Google provider signs in. */
    googleIdentity: { email: string; givenName: string; familyName: string; name: string };
  }
}

/** The administrator of admin.e2e.ts. */
export const ADMIN_E2E_EMAIL = 'chief.e2e@example.com';
/** The administrator who opens /admin in x-pseudo (i18n-pseudo.e2e.ts), an address of its own. */
export const PSEUDO_ADMIN_E2E_EMAIL = 'warden.e2e@example.com';

export const GOOGLE_IDENTITY = {
  sub: 'google-e2e-ada',
  email: 'ada.e2e@example.com',
  name: 'Ada King Lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
};

/**
 * Build the app once and start, for the whole run: a real SMTP server, a real OpenID Connect
 * provider standing in for Google, and the real server configured with both.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test; a build under it would ship React's development bundle.
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // The production build's server, as `npm start` runs it.
  process.env[SERVER_ENTRY_VARIABLE] = path.resolve(SERVER_ENTRY);
  const mailSpool = await mkdtemp(path.join(tmpdir(), 'holdfast-mail-'));
  const smtp = await startSmtpServer(mailSpool);
  const oidc = await startOidcProvider();
  oidc.setIdentity(GOOGLE_IDENTITY);

  // One Chromium for every file: a launch costs seconds of CPU, twelve files paid it twelve times.
  // Each file still works in fresh contexts (own cookies, storage, service workers).
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  const chromiumServer = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
  project.provide('browserWSEndpoint', chromiumServer.wsEndpoint());

  const server = await startServer({
    // ADMIN_EMAILS: the administrators of admin.e2e.ts and i18n-pseudo.e2e.ts (addresses no other file signs up with).
    env: {
      SMTP_URL: smtp.url,
      RATE_LIMIT_SCALE: '100',
      ADMIN_EMAILS: [ADMIN_E2E_EMAIL, PSEUDO_ADMIN_E2E_EMAIL].join(','),
      ...oidc.env,
    },
  });
  project.provide('baseURL', server.url);
  project.provide('mailSpool', mailSpool);
  project.provide('googleIdentity', {
    email: GOOGLE_IDENTITY.email,
    givenName: GOOGLE_IDENTITY.given_name,
    familyName: GOOGLE_IDENTITY.family_name,
    name: GOOGLE_IDENTITY.name,
  });

  return async () => {
    await chromiumServer.close();
    const code = await server.stop();
    await removeDataDir(server.dataDir);
    await smtp.close();
    await oidc.close();
    await rm(mailSpool, { recursive: true, force: true });
    if (code !== 0) {
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit ${code}):\n${server.output()}`);
    }
  };
}
