import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The run's Chromium (started once by global-setup.ts). `close()` on the result disconnects and
 * closes the contexts this file opened; the browser itself stays for the next file.
 */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Requests to anything but this machine: the app must work with no internet. */
  externalRequests: string[];
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Every console message as "type: text". */
  consoleMessages: string[];
}

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  const tracked: TrackedPage = { context, page, externalRequests: [], errors: [], consoleMessages: [] };
  page.on('request', (req) => {
    const url = req.url();
    if (!LOCAL.test(url) && !url.startsWith('data:') && !url.startsWith('blob:')) tracked.externalRequests.push(url);
  });
  page.on('console', (msg) => {
    tracked.consoleMessages.push(`${msg.type()}: ${msg.text()}`);
    if (msg.type() === 'error') tracked.errors.push(msg.text());
  });
  page.on('pageerror', (err) => tracked.errors.push(`pageerror: ${err.message}`));
  return tracked;
}

/**
 * One Chromium for the test file (launched before, closed after), and `open()` for a fresh
 * context and page that is closed with it.
 */
export function useBrowser(baseURL: string) {
  let browser: Browser | undefined;
  const opened: TrackedPage[] = [];
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const t of opened) await t.context.close();
    await browser?.close();
  });
  return {
    async open(options: { url?: string; viewport?: { width: number; height: number } } = {}): Promise<TrackedPage> {
      if (!browser) throw new Error('useBrowser: the browser is not launched yet');
      const t = await openPage(browser, options.url ?? baseURL, options.viewport ? { viewport: options.viewport } : {});
      opened.push(t);
      return t;
    },
  };
}

/** A finished download's contents (read through Playwright: the browser is a remote one). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
