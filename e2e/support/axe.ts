/**
 * axe-core over a page, WCAG 2.1 A and AA rules only. The script is injected through the page:
 * the app's CSP refuses inline and foreign scripts, and evaluate is not subject to it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page's WCAG 2.1 A/AA violations, as "rule: help (selectors)" lines, once the page's finite
 * animations and transitions have ended: a colour caught halfway is not what anyone reads (CI saw
 * the plan wizard's Next button fail colour contrast while its hover colours were changing under
 * the pointer that had just clicked it).
 */
export async function violations(page: Page): Promise<string[]> {
  const source = await axeSource;
  const found = await page.evaluate(async (src) => {
    const w = window as unknown as {
      axe?: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> };
    };
    if (!w.axe) (0, eval)(src);
    for (let round = 0; round < 3; round++) {
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (moving.length === 0) break;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
    const result = await w.axe!.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, source);
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
