import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getEventGuide } from '@shared/content';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

describe('/guides/{slug} (decision 0289)', () => {
  it('is public: a visitor reads the whole guide, Germany’s note and the sources included', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    renderApp('/guides/flood');
    const guide = getEventGuide('flood')!;
    await screen.findByRole('heading', { level: 1, name: 'Floods' }, slow);
    expect(screen.getByRole('link', { name: 'Back to Knowledge Hub' })).toHaveAttribute('href', '/knowledge-hub');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(guide.intro);
    for (const line of [...guide.before, ...guide.during, ...guide.after, ...guide.family, ...guide.germany!])
      expect(main).toHaveTextContent(line);
    expect(screen.getByRole('heading', { level: 2, name: 'In Germany (BBK)' })).toBeVisible();
    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('link');
    expect(sources.map((a) => a.getAttribute('href'))).toEqual(guide.sources.map((s) => s.url));
  });

  it('the extreme heat guide has no event type: no drill link', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    renderApp('/guides/extreme-heat');
    await screen.findByRole('heading', { level: 1, name: 'Extreme Heat' }, slow);
    expect(screen.queryByRole('heading', { name: 'Practise it' })).not.toBeInTheDocument();
  });

  it('an unknown guide goes to the knowledge hub', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { router } = renderApp('/guides/volcano');
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledge-hub'), slow);
  });
});
