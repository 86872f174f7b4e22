/** Sharing a public kit (issue 21): its author, Copy link / Share and the tab's title. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KitDetail } from '@shared/kits/schemas';
import { APP_TITLE } from '@web/lib/use-document-title';
import { makeKit } from '@web/test/kit-fixtures';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderAt } from '@web/test/render';
import { Component as KitPage } from './kit-page';

const slow = { timeout: 15_000 };

async function renderKit(kit: KitDetail, session: ReturnType<typeof signedIn> | typeof signedOut = signedOut) {
  mockApi({ 'GET /api/account/session': { body: session }, 'GET /api/kits/k1': { body: { kit } } });
  const utils = renderAt(<KitPage />, { path: '/kits/k1', routePath: '/kits/:id' });
  await screen.findByRole('heading', { level: 1, name: kit.name }, slow);
  return utils;
}

const author = () => document.querySelector('[data-slot="author"]');

describe('/kits/:id sharing', () => {
  it('a public kit names its author, copies its link, and names the tab', async () => {
    const { user, unmount } = await renderKit(
      makeKit({ visibility: 'public', isPublic: true, isOwner: false, author: 'ridgeline' }),
    );
    expect(author()).toHaveTextContent('By ridgeline');
    expect(document.title).toBe('Go Bag Alpha — Holdfast');
    // jsdom has no Web Share API: Copy link only.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/kits/k1`);
    unmount();
    expect(document.title).toBe(APP_TITLE);
  });

  it('"An operative" when the author keeps a private profile; Share where the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    try {
      const { user } = await renderKit(makeKit({ visibility: 'public', isPublic: true, isOwner: false, author: null }));
      expect(author()).toHaveTextContent('By An operative');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Go Bag Alpha', url: `${window.location.origin}/kits/k1` });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('a private kit has no share buttons and no author line', async () => {
    await renderKit(makeKit(), signedIn());
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(author()).toBeNull();
  });
});
