import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { visibleToast } from '@web/test/render';
import { ShareActions } from './share-actions';

const URL_OF_PLAN = `${window.location.origin}/plans/p-1`;

/** jsdom has no Web Share API: a test gives the navigator one, as a phone browser has. */
function withShare(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true, writable: true });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function renderShare() {
  const user = userEvent.setup();
  render(
    <>
      <ShareActions path="/plans/p-1" title="Storm Plan" />
      <Toaster />
    </>,
  );
  return user;
}

describe('ShareActions', () => {
  it('Copy link puts the absolute address on the clipboard and says so; no Share without the Web Share API', async () => {
    const user = renderShare();
    expect('share' in navigator).toBe(false);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(URL_OF_PLAN);
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Link copied'));
  });

  it('a refused clipboard shows the link to copy by hand', async () => {
    const user = renderShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent(`Copy failed${URL_OF_PLAN}`));
  });

  it('Share opens the system share sheet with the title and the link; closing the sheet is no error', async () => {
    const share = withShare(() => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    const user = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Storm Plan', url: URL_OF_PLAN });
    await new Promise((r) => setTimeout(r, 50));
    expect(visibleToast()).toBeUndefined();
  });

  it('a share that fails otherwise suggests Copy link', async () => {
    withShare(() => Promise.reject(new DOMException('No', 'NotAllowedError')));
    const user = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Share failedUse Copy link instead.'));
  });
});
