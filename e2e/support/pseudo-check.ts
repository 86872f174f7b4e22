/**
 * The pseudo-locale check (issue 43, decision 0331): in `x-pseudo` every letter a catalogue gives is
 * accented ("[Şŭŭƥƥŀīīḗḗş]"), so plain ASCII words on screen are text that did not come from a
 * catalogue. User data (names, e-mail addresses, kit names) and what `Intl` writes in US English
 * (month and weekday names) are plain on purpose: the caller lists the data, the months are known.
 */
import type { Page } from 'playwright-core';

const INTL_WORDS = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'],
  ...['November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'AM', 'PM'],
];

/**
 * Every visible text on the page, as written (text nodes, not innerText, so an uppercase heading
 * is read as written): each visible text node, each accessible name given by an attribute
 * (aria-label, title, placeholder, alt) of a visible element, and the tab's title.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        if (e.getAttribute('aria-hidden') === 'true' && e !== document.documentElement) return false;
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
      }
      return !!el && el.getClientRects().length > 0;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (visible(parent) && node.textContent) texts.push(node.textContent);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')) {
      if (!visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = el.getAttribute(attr);
        if (text) texts.push(text);
      }
    }
    if (document.title) texts.push(document.title);
    return texts;
  });
}

/**
 * Every visible text on the page, and every accessible name given by an attribute (aria-label,
 * title, placeholder, alt) of a visible element, that still has a run of two or more plain ASCII
 * letters once `allowed` strings (the test's own data) and Intl's English words are taken out.
 */
export async function untranslatedTexts(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const longestFirst = [...allowed].sort((x, y) => y.length - x.length);
  const strip = (text: string) => {
    let out = text;
    for (const a of longestFirst) out = out.split(a).join(' ');
    for (const w of INTL_WORDS) out = out.replace(new RegExp(`\\b${w}\\b`, 'g'), ' ');
    return out;
  };
  const found = new Set<string>();
  for (const text of await visibleTexts(page)) if (/[A-Za-z]{2,}/.test(strip(text))) found.add(text.trim());
  return [...found];
}

/** Every string under one of `keys` anywhere in an API answer: the rows' own words, nothing else. */
export function stringsUnder(json: unknown, keys: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (keys.includes(key) && typeof v === 'string') found.push(v);
        else walk(v);
      }
    }
  };
  walk(json);
  return found;
}
