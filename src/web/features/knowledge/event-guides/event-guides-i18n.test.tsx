import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_GUIDES, eventGuideText, getEventGuide } from '@shared/content';
import type { EventGuideTexts } from '@shared/content/translations/event-guide-texts';
import { EVENT_GUIDES_DE } from '@shared/content/translations/full-texts';
import { EVENT_GUIDES_ES } from '@shared/content/translations/full-texts';
import { loadAllMessages, setPageLocale, type PageLocale } from '@web/lib/i18n/i18n';
import { renderAt, renderAtLoading } from '@web/test/render';
import { Component as EventGuidePage } from '../event-guide-page';
import { Component as HubPage } from '../knowledge-hub-page';
import knowledgeDe from '../messages/de';
import knowledgeEs from '../messages/es';

const slow = { timeout: 15_000 };

const useLocale = (locale: PageLocale) => {
  beforeEach(async () => {
    setPageLocale(locale);
    await loadAllMessages();
  });
  afterEach(() => setPageLocale('en'));
};

/** The English guides' every line; none of it may show on a translated page (sources' names aside). */
const englishLines = EVENT_GUIDES.flatMap((g) => eventGuideText(g).split('\n'));
const sourceNames = EVENT_GUIDES.flatMap((g) => g.sources.map((s) => s.name));
const expectNoEnglishGuideText = () => {
  const page = sourceNames.reduce((text, name) => text.replaceAll(name, ''), document.body.textContent ?? '');
  expect(englishLines.filter((line) => page.includes(line))).toEqual([]);
};

describe.each([
  ['de', EVENT_GUIDES_DE, knowledgeDe],
  ['es', EVENT_GUIDES_ES, knowledgeEs],
] as [PageLocale, EventGuideTexts, typeof knowledgeDe][])('the event guides in %s', (locale, guides, catalogue) => {
  useLocale(locale);

  it('/guides/flood: the heading, the intro, every step of every part and the tab title in the language', async () => {
    const guide = guides.flood;
    await renderAtLoading(<EventGuidePage />, { path: '/guides/flood', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: guide.title }, slow);
    expect(screen.getByText(guide.intro)).toBeVisible();
    for (const part of ['before', 'during', 'after', 'family', 'germany'] as const) {
      const region = screen.getByRole('region', { name: catalogue[`part.${part}`] });
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
        part,
      ).toEqual(guide[part]);
    }
    expect(document.title).toContain(guide.title);
    // The sources stay as the agencies name them, and link where they did.
    const english = getEventGuide('flood')!;
    const sources = within(screen.getByRole('region', { name: catalogue.sources }));
    expect(sources.getByRole('link', { name: (name) => name.startsWith(english.sources[0]!.name) })).toHaveAttribute(
      'href',
      english.sources[0]!.url,
    );
    expectNoEnglishGuideText();
  });

  it('/guides/extreme-heat: the guide without a plan event type too', async () => {
    await renderAtLoading(<EventGuidePage />, { path: '/guides/extreme-heat', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: guides['extreme-heat'].title }, slow);
    const during = screen.getByRole('region', { name: catalogue['part.during'] });
    expect(within(during).getAllByRole('listitem')).toHaveLength(guides['extreme-heat'].during.length);
    expectNoEnglishGuideText();
  });

  it('the hub: every event guide card with its title and summary in the language, searchable in it', async () => {
    renderAt(<HubPage />, { path: '/knowledge-hub' });
    await screen.findByRole('heading', { level: 1, name: catalogue['hub.title'] }, slow);
    for (const english of EVENT_GUIDES) {
      const own = guides[english.slug];
      const card = screen.getByRole('article', { name: own.title });
      expect(within(card).getByText(own.summary)).toBeVisible();
      expect(within(card).getByRole('link', { name: catalogue.readGuideFor({ title: own.title }) })).toHaveAttribute(
        'href',
        `/guides/${english.slug}`,
      );
    }
    expectNoEnglishGuideText();

    // The search reads the words the reader sees: a word only the translated flood guide has.
    await userEvent.click(screen.getByRole('button', { name: catalogue['hub.database'] }));
    const word = locale === 'de' ? 'Tiefgarage' : 'subterráneo';
    await userEvent.type(screen.getByRole('searchbox'), word);
    // In German and Spanish the search waits for the guides' bodies (decision 0357).
    await screen.findByRole('list', { name: catalogue['db.list'] }, slow);
    // Each guide has its card; the database's results list the flood guide only.
    const links = (title: string) => screen.getAllByRole('link', { name: catalogue.readGuideFor({ title }) });
    expect(links(guides.flood.title)).toHaveLength(2);
    expect(links(guides.hurricane.title)).toHaveLength(1);
  });
});

describe('the event guides in English', () => {
  it('/guides/flood reads event-guides.ts word for word', async () => {
    const guide = getEventGuide('flood')!;
    await renderAtLoading(<EventGuidePage />, { path: '/guides/flood', routePath: '/guides/:slug' });
    await screen.findByRole('heading', { level: 1, name: guide.title }, slow);
    const before = screen.getByRole('region', { name: 'Before' });
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(guide.before);
  });
});
