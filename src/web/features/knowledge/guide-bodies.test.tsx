import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleId } from '@shared/content/articles';
import { EVENT_GUIDE_SLUGS } from '@shared/content/event-guide-refs';
import { ARTICLE_SUMMARIES_DE } from '@shared/content/translations/articles.de';
import { ARTICLE_SUMMARIES_ES } from '@shared/content/translations/articles.es';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { renderAt, renderAtLoading } from '@web/test/render';
import { Component as EventGuidePage } from './event-guide-page';
import { articleBodyLoaded, eventGuideBodyLoaded, resetGuideBodiesForTests } from './guide-bodies';
import { Component as IntelPage } from './intel-page';
import { Component as HubPage } from './knowledge-hub-page';

/** Decision 0357: a German or Spanish page loads only the guide bodies it shows. */
const slow = { timeout: 15_000 };
const IDS: readonly ArticleId[] = [1, 2, 3, 4];

const bodiesLoaded = (locale: 'de' | 'es') => [
  ...IDS.filter((id) => articleBodyLoaded(locale, id)).map(String),
  ...EVENT_GUIDE_SLUGS.filter((slug) => eventGuideBodyLoaded(locale, slug)),
];

// The web files share one module state (decision 200): start with no body loaded.
beforeAll(resetGuideBodiesForTests);
afterEach(() => setPageLocale('en'));

describe('the guides’ bodies load on use', () => {
  it('/intel/3 and /guides/flood in Spanish load their own body and no other', async () => {
    setPageLocale('es');
    await loadAllMessages();
    await renderAtLoading(<IntelPage />, { path: '/intel/3', routePath: '/intel/:id' });
    await screen.findByRole('heading', { level: 1, name: ARTICLE_SUMMARIES_ES[3].title }, slow);
    expect(bodiesLoaded('es')).toEqual(['3']);
    await renderAtLoading(<EventGuidePage />, { path: '/guides/flood', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'Inundaciones' }, slow);
    expect(bodiesLoaded('es')).toEqual(['3', 'flood']);
    expect(bodiesLoaded('de')).toEqual([]);
  });

  it('the hub in German shows its cards without any body, and loads them all when its search is used', async () => {
    setPageLocale('de');
    await loadAllMessages();
    const user = userEvent.setup();
    renderAt(<HubPage />, { path: '/knowledge-hub' });
    await screen.findByRole('heading', { level: 1, name: 'Wissen' }, slow);
    expect(screen.getByRole('article', { name: ARTICLE_SUMMARIES_DE[2].title })).toBeVisible();
    expect(bodiesLoaded('de')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Alle Ratgeber durchsuchen' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Ratgeber durchsuchen' }, slow), 'Kryptosporidien');
    const list = await screen.findByRole('list', { name: 'Ratgeber' }, slow);
    expect(within(list).getByText(ARTICLE_SUMMARIES_DE[2].title)).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(bodiesLoaded('de')).toEqual([...IDS.map(String), ...EVENT_GUIDE_SLUGS]);
  });
});
