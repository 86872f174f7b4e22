import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COMMUNITY_STATS_DEFAULTS, type CommunityStats } from '@shared/stats';
import { CommunityStatsGrid } from '@web/components/community-stats-grid';
import { WAKE_EVENTS, wakeOnInteraction, writeCommunityStats } from './prerendered-landing';

const live: CommunityStats = {
  activePreppersCount: 12_345,
  publicPlansCount: 56,
  publicKitsCount: 7,
  preparednessScore: 1_240,
  preparednessPercent: 1_240,
};

const gridHtml = (stats: CommunityStats) => {
  const { container, unmount } = render(createElement(CommunityStatsGrid, { stats }));
  const html = container.innerHTML;
  unmount();
  return html;
};

describe('writeCommunityStats', () => {
  it('turns the prerendered grid into exactly what React renders for the live numbers', () => {
    const host = document.createElement('div');
    host.innerHTML = gridHtml(COMMUNITY_STATS_DEFAULTS);
    writeCommunityStats(host.firstElementChild!, live);
    expect(host.innerHTML).toBe(gridHtml(live));
    expect(host.textContent).toContain('12,345');
    expect(host.textContent).toContain('1,240%');
  });

  it('replaces a changed read-out with a new element (its tick animation plays again), and keeps the others', () => {
    const host = document.createElement('div');
    host.innerHTML = gridHtml(COMMUNITY_STATS_DEFAULTS);
    const before = [...host.querySelectorAll('[data-slot="stat-value"]')];
    writeCommunityStats(host.firstElementChild!, { ...COMMUNITY_STATS_DEFAULTS, publicKitsCount: 3 });
    const after = [...host.querySelectorAll('[data-slot="stat-value"]')];
    expect(after.map((el) => el === before[after.indexOf(el)])).toEqual([true, true, false, true]);
    expect(after[2]!.textContent).toBe('3');
    expect(after[2]!.className).toBe(before[2]!.className);
  });
});

describe('wakeOnInteraction', () => {
  // A document of its own per test: nothing here can unregister the listeners of an earlier one.
  function page() {
    const doc = document.implementation.createHTMLDocument('landing');
    doc.body.innerHTML = `
      <button type="button">JOIN SQUAD</button>
      <a href="#knowledge">Knowledge Hub</a>
      <p>text</p>`;
    const button = doc.querySelector('button')!;
    const link = doc.querySelector('a')!;
    let finish!: () => void;
    const hydrate = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            // What React does once hydrated: the button gets its handler.
            button.addEventListener('click', onClick);
            resolve();
          };
        }),
    );
    const onClick = vi.fn();
    const wake = wakeOnInteraction(hydrate, doc);
    return { doc, button, link, hydrate, onClick, wake, finish: () => finish() };
  }

  it('does not hydrate until the visitor does something', () => {
    const { hydrate } = page();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it.each(WAKE_EVENTS)('hydrates once on the first %s', (type) => {
    const { doc, hydrate } = page();
    doc.querySelector('p')!.dispatchEvent(new Event(type, { bubbles: true }));
    doc.querySelector('p')!.dispatchEvent(new Event(type, { bubbles: true }));
    doc.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('replays the click that woke the page once React has hydrated it', async () => {
    const { button, hydrate, onClick, finish } = page();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    // Hydrated: clicks reach the page untouched.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves a link to the browser', () => {
    const { link } = page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('can be woken without an interaction (a session turned up), once', async () => {
    const { doc, hydrate, wake, finish } = page();
    const first = wake();
    expect(wake()).toBe(first);
    finish();
    await first;
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
