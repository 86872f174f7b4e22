/**
 * What the offline files share: a server of the file's own (the network cut means the server
 * stopped and restarted), the service worker taking control, and what the device keeps.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../src/server/test/smtp';
import { freePort, removeDataDir, startServer, type RunningServer } from './server';

export interface OwnServer {
  /** Set in the file's beforeAll: read them in tests and hooks, not when the file loads. */
  baseURL: string;
  mailSpool: string;
  dataDir: string;
  server: RunningServer | undefined;
  /** Starts the server (again): the same port and data folder, so the origin, its service worker, IndexedDB and the session cookie stay. */
  start(): Promise<void>;
  /**
   * Stops the server: resolves once it accepts no new connection, while its shutdown goes on (a
   * browser's open connection holds it for seconds); `exited` is its exit code once it has ended.
   */
  stopping(): Promise<{ exited: Promise<number | null> }>;
}

/** Nothing listens on the port any more. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/**
 * A server for this file only, with its own SMTP receiver and data folder, started before its
 * tests and stopped (its folders removed) after them; the shared server of the other e2e files is
 * not touched. `name` names the temporary folders.
 */
export function useOwnServer(name: string): OwnServer {
  let smtp: TestSmtpServer | undefined;
  let port = 0;
  const own: OwnServer = {
    baseURL: '',
    mailSpool: '',
    dataDir: '',
    server: undefined,
    start: async () => {
      own.server = await startServer({
        port,
        dataDir: own.dataDir,
        env: { SMTP_URL: smtp!.url, RATE_LIMIT_SCALE: '100' },
      });
    },
    stopping: async () => {
      const exited = own.server!.stop();
      await expect.poll(() => refused(port), { timeout: 10_000 }).toBe(true);
      return { exited };
    },
  };
  beforeAll(async () => {
    own.mailSpool = await mkdtemp(path.join(tmpdir(), `holdfast-${name}-mail-`));
    own.dataDir = await mkdtemp(path.join(tmpdir(), `holdfast-${name}-data-`));
    smtp = await startSmtpServer(own.mailSpool);
    port = await freePort();
    own.baseURL = `http://127.0.0.1:${port}`;
    await own.start();
  });
  afterAll(async () => {
    await own.server?.stop();
    await smtp?.close();
    if (own.dataDir) await removeDataDir(own.dataDir);
    if (own.mailSpool) await rm(own.mailSpool, { recursive: true, force: true });
  });
  return own;
}

/**
 * The signed-in page at `pathname` (shown once `loaded` resolves) while the service worker installs,
 * then again: the first worker does not claim open pages, so the reload is the first load it
 * controls. The controlling worker's script URL.
 */
export async function loadUnderServiceWorker(
  page: Page,
  pathname: string,
  loaded: () => Promise<unknown>,
): Promise<string | undefined> {
  await page.goto(pathname);
  await loaded();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await loaded();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/** What this origin keeps on the device: IndexedDB records, Cache Storage /api URLs, the marker. */
export function deviceContents(page: Page) {
  return page.evaluate(async () => {
    const records: { key: string; userId: unknown }[] = [];
    if ((await indexedDB.databases()).some((d) => d.name === 'holdfast-offline')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('holdfast-offline');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      if (db.objectStoreNames.contains('kv')) {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('kv', 'readonly');
          const cursor = tx.objectStore('kv').openCursor();
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) return;
            records.push({ key: String(c.key), userId: (c.value as { userId?: unknown }).userId });
            c.continue();
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
    }
    const apiUrls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) if (new URL(req.url).pathname.startsWith('/api/')) apiUrls.push(req.url);
    }
    return { records, apiUrls, marker: localStorage.getItem('holdfast-offline-user') };
  });
}
