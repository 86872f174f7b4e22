import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

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

/**
 * `serviceWorkers`: 'block' by default: the app's service worker never installs in the context,
 * so a page of a test that is not about it does not precache the whole app beside the test (about
 * 230 files, 2-3 s of CPU per context on two cores). The files that test the worker and what it
 * keeps offline (offline-*.e2e.ts) open their contexts with 'allow'.
 */
export interface OpenOptions {
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
}

export async function openPage(browser: Browser, baseURL: string, options: OpenOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const tracked: TrackedPage = { context, page, externalRequests: [], errors: [], consoleMessages: [] };
  page.on('request', (req) => {
    const url = req.url();
    if (!LOCAL.test(url) && !url.startsWith('data:') && !url.startsWith('blob:')) tracked.externalRequests.push(url);
  });
  page.on('console', (msg) => {
    tracked.consoleMessages.push(`${msg.type()}: ${msg.text()}`);
    // A failed load's text does not say what failed; its location does (the resource's URL).
    const where = msg.location().url;
    if (msg.type() === 'error')
      tracked.errors.push(
        /^Failed to load resource/.test(msg.text()) && where ? `${msg.text()} (${where})` : msg.text(),
      );
  });
  page.on('pageerror', (err) => tracked.errors.push(`pageerror: ${err.message}`));
  return tracked;
}

/**
 * The run's Chromium for this test file, and `open()` for a fresh context and page. A context
 * opened during a test is closed when that test ends (one opened in a beforeAll, when the file
 * ends): a page left open keeps rendering (a pulsing status dot repaints every frame, in software
 * here), and twenty such pages took a core from the tests that came after them.
 */
export function useBrowser(baseURL: string) {
  let browser: Browser | undefined;
  const forFile: TrackedPage[] = [];
  let forTest: TrackedPage[] | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  beforeEach(() => {
    forTest = [];
  });
  // A failed test leaves a picture of every page it had open (.e2e-artifacts/): a timeout's
  // message says what was awaited, the picture says what was on screen.
  afterEach(async ({ task }) => {
    const pages = forTest ?? [];
    forTest = undefined;
    if (task.result?.state === 'fail') await screenshotAll(task.name, [...forFile, ...pages]);
    for (const t of pages) await closeContext(t.context);
  });
  afterAll(async () => {
    for (const t of forFile) await closeContext(t.context);
    await browser?.close();
  });
  return {
    async open({ url, ...options }: OpenOptions & { url?: string } = {}): Promise<TrackedPage> {
      if (!browser) throw new Error('useBrowser: the browser is not launched yet');
      const t = await openPage(browser, url ?? baseURL, options);
      (forTest ?? forFile).push(t);
      return t;
    },
  };
}

/**
 * Close a context. A page closed while a navigation of its own was under way (a sign-out sends
 * every tab to "/") never finished closing: Chromium acknowledged the close and went on loading.
 * Each page first goes to about:blank, which ends whatever it was loading.
 */
async function closeContext(context: BrowserContext) {
  for (const page of context.pages()) await page.goto('about:blank').catch(() => undefined);
  await context.close();
}

async function screenshotAll(testName: string, opened: TrackedPage[]) {
  const dir = path.resolve('.e2e-artifacts');
  await mkdir(dir, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  for (const [i, t] of opened.entries()) {
    for (const [j, page] of t.context.pages().entries()) {
      if (page.isClosed()) continue;
      const file = path.join(dir, `${slug}-${i}-${j}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
      console.error(`failure screenshot of ${page.url()}: ${file}`);
    }
  }
}

/**
 * The animations on the page that never end (a loading spinner or skeleton, a pulsing light), by
 * animation name. A settled page has none (decision 205): each would repaint the page every frame
 * for as long as it is open.
 */
export function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => (a as CSSAnimation).animationName ?? 'unnamed'),
  );
}

/** A finished download's contents (read through Playwright: the browser is a remote one). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Closes a Radix dialog or menu with Escape, as a person would: pressed again when the first press
 * went unheard. Radix listens for Escape from effects, some renders after the layer shows, and
 * nothing on the page says when. A layer that appears outside a click's own render (the READ INTEL
 * dialog, whose code loads on the first click) is painted before React runs those effects, so on a
 * loaded machine a key pressed as soon as it shows can be lost: CI saw the first READ INTEL dialog
 * stay open so. A layer that never closes on Escape still fails here.
 */
export async function closeWithEscape(page: Page, layer: Locator): Promise<void> {
  await layer.waitFor();
  for (let press = 1; press < 5; press++) {
    await page.keyboard.press('Escape');
    try {
      await layer.waitFor({ state: 'hidden', timeout: 2_000 });
      return;
    } catch {
      // Unheard: press again.
    }
  }
  await page.keyboard.press('Escape');
  await layer.waitFor({ state: 'hidden' });
}
