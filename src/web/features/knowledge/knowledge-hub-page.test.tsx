import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ARTICLES, EVENT_GUIDES } from '@shared/content';
import { mockApi, signedIn } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

/**
 * jsdom has no layout, so the viewport width READ INTEL reads through matchMedia is stubbed
 * (the browser test in e2e/knowledge.e2e.ts checks the real thing at 1280 and 375 px).
 */
function viewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

async function renderHub() {
  mockApi({ 'GET /api/account/session': { body: signedIn() } });
  const utils = renderApp('/knowledge-hub');
  await screen.findByRole('heading', { level: 1, name: 'Knowledge Hub' }, slow);
  return utils;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/knowledge-hub', () => {
  it('has a Back to Dashboard header', async () => {
    await renderHub();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows four article cards: category, rating, excerpt, read time, views, READ INTEL', async () => {
    await renderHub();
    expect(screen.getAllByRole('button', { name: /^READ INTEL/ })).toHaveLength(4);
    for (const article of ARTICLES) {
      const el = card(article.title);
      expect(el).toHaveTextContent(article.category);
      expect(el).toHaveTextContent(article.rating.toFixed(1));
      expect(el).toHaveTextContent(article.excerpt);
      expect(el).toHaveTextContent(`${article.readTime} read`);
      expect(el).toHaveTextContent(`${article.views} views`);
      expect(within(el).getByRole('button', { name: `READ INTEL: ${article.title}` })).toBeVisible();
    }
  });

  it('each card has a recommended-gear strip whose View gear links open the gear section or product', async () => {
    await renderHub();
    const bugout = within(card('72-Hour Bug-Out Bag Essentials'));
    expect(bugout.getByRole('link', { name: 'View gear: Portable Water Filter & Tablets' })).toHaveAttribute(
      'href',
      '/gear/bugout-bag#water-and-hydration',
    );
    const emp = within(card('EMP Survival: Electronics Protection'));
    expect(emp.getByRole('link', { name: 'View gear: Faraday Bag Set (Multi-Size)' })).toHaveAttribute(
      'href',
      '/gear/emp-protection#faraday-bag-set',
    );
    for (const article of ARTICLES) {
      expect(within(card(article.title)).getAllByRole('link', { name: /^View gear: / })).toHaveLength(
        article.recommendedGear.length,
      );
    }
  });

  it('READ INTEL at 768 px and wider opens the guide in a modal', async () => {
    viewport(1280);
    const { user, router } = await renderHub();
    await user.click(screen.getByRole('button', { name: 'READ INTEL: Water Purification Systems Comparison' }));
    const dialog = await screen.findByRole('dialog', { name: 'Water Purification Systems Comparison' });
    expect(router.state.location.pathname).toBe('/knowledge-hub');
    const article = ARTICLES[1]!;
    expect(dialog).toHaveTextContent(article.intro);
    expect(dialog).toHaveTextContent('Water Security');
    expect(dialog).toHaveTextContent('12 min read');
    expect(dialog).toHaveTextContent('8.7k views');
    for (const section of article.sections) {
      expect(within(dialog).getByRole('heading', { name: section.title })).toBeVisible();
      for (const line of section.lines) expect(within(dialog).getByText(line)).toBeVisible();
    }
    expect(within(dialog).getByRole('heading', { name: 'MISSION CRITICAL GEAR' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'TACTICAL ASSESSMENT' })).toBeVisible();
    expect(dialog).toHaveTextContent(article.conclusion);
    expect(within(dialog).getByRole('link', { name: 'VIEW ALL ESSENTIAL GEAR' })).toHaveAttribute(
      'href',
      '/gear/water-purification',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('READ INTEL exactly at 768 px still opens the modal', async () => {
    viewport(768);
    const { user } = await renderHub();
    await user.click(screen.getByRole('button', { name: 'READ INTEL: 72-Hour Bug-Out Bag Essentials' }));
    expect(await screen.findByRole('dialog', { name: '72-Hour Bug-Out Bag Essentials' })).toBeVisible();
  });

  it('READ INTEL below 768 px navigates to /intel/{id}', async () => {
    viewport(767);
    const { user, router } = await renderHub();
    await user.click(screen.getByRole('button', { name: 'READ INTEL: EMP Survival: Electronics Protection' }));
    await screen.findByRole('heading', { level: 1, name: 'EMP Survival: Electronics Protection' }, slow);
    expect(router.state.location.pathname).toBe('/intel/3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the modal View gear buttons go to the gear topic section; sources open in a new tab', async () => {
    viewport(1280);
    const { user, router } = await renderHub();
    await user.click(screen.getByRole('button', { name: 'READ INTEL: 72-Hour Bug-Out Bag Essentials' }));
    const dialog = await screen.findByRole('dialog');
    const acquire = within(dialog).getAllByRole('link', { name: /^View gear: / });
    expect(acquire).toHaveLength(ARTICLES[0]!.recommendedGear.length);
    expect(within(dialog).getByRole('link', { name: 'View gear: Emergency Bivy & Tarp' })).toHaveAttribute(
      'href',
      '/gear/bugout-bag#shelter-and-warmth',
    );
    const source = within(dialog).getByRole('link', { name: /FEMA Ready.gov: Build a Kit/ });
    expect(source).toHaveAttribute('href', 'https://www.ready.gov/kit');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('link', { name: 'View gear: Emergency Bivy & Tarp' }));
    await screen.findByRole('heading', { level: 1, name: '72-Hour Bug-Out Bag Essentials' }, slow);
    expect(router.state.location).toMatchObject({ pathname: '/gear/bugout-bag', hash: '#shelter-and-warmth' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('ACCESS FULL DATABASE', () => {
    it('opens an index of every guide with a search box', async () => {
      const { user } = await renderHub();
      const toggle = screen.getByRole('button', { name: 'ACCESS FULL DATABASE' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Search guides')).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const search = screen.getByLabelText('Search guides');
      expect(search).toHaveFocus();
      const list = screen.getByRole('list', { name: 'Guides' });
      // The four field guides, then the seven guides for the events families face.
      expect(within(list).getAllByRole('listitem')).toHaveLength(11);
      expect(screen.getByRole('status')).toHaveTextContent('11 of 11 guides');
    });

    it('filters by title, category and text, ignoring case', async () => {
      const { user } = await renderHub();
      await user.click(screen.getByRole('button', { name: 'ACCESS FULL DATABASE' }));
      const search = screen.getByLabelText('Search guides');
      const titles = () =>
        within(screen.getByRole('list', { name: 'Guides' }))
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent);

      await user.type(search, 'URBAN');
      expect(titles()).toEqual(['Urban Survival: City Escape Routes']);
      await user.clear(search);
      await user.type(search, 'tech security');
      expect(titles()).toEqual(['EMP Survival: Electronics Protection']);
      await user.clear(search);
      await user.type(search, 'Bleach');
      expect(titles()).toContain('Water Purification Systems Comparison');
      expect(screen.getByRole('status')).toHaveTextContent(`${titles().length} of 11 guides`);
      await user.clear(search);
      await user.type(search, 'zzzxq');
      expect(screen.queryByRole('list', { name: 'Guides' })).not.toBeInTheDocument();
      expect(screen.getByText(/No guides match/)).toHaveTextContent('No guides match “zzzxq”');
    });

    it('READ INTEL from the index opens the guide', async () => {
      viewport(1280);
      const { user } = await renderHub();
      await user.click(screen.getByRole('button', { name: 'ACCESS FULL DATABASE' }));
      await user.type(screen.getByLabelText('Search guides'), 'faraday');
      const list = screen.getByRole('list', { name: 'Guides' });
      await user.click(within(list).getByRole('button', { name: 'READ INTEL: EMP Survival: Electronics Protection' }));
      expect(await screen.findByRole('dialog', { name: 'EMP Survival: Electronics Protection' })).toBeVisible();
    });
  });

  describe('guides for the events families face (decision 0289)', () => {
    it('shows a card for each of the seven events, each linking its guide page', async () => {
      await renderHub();
      const section = screen.getByRole('region', { name: 'When disaster strikes' });
      const cards = within(section).getAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
        'Hurricanes',
        'Floods',
        'Wildfires',
        'Winter Storms',
        'Extreme Heat',
        'Power Outages',
        'Earthquakes',
      ]);
      for (const guide of EVENT_GUIDES) {
        expect(within(section).getByRole('link', { name: `READ GUIDE: ${guide.title}` })).toHaveAttribute(
          'href',
          `/guides/${guide.slug}`,
        );
      }
    });

    it('the search finds "hurricane" and "flood", and READ GUIDE opens the guide with before, during, after and its sources', async () => {
      const { user, router } = await renderHub();
      await user.click(screen.getByRole('button', { name: 'ACCESS FULL DATABASE' }));
      const search = screen.getByLabelText('Search guides');
      const list = () => screen.getByRole('list', { name: 'Guides' });
      const titles = () =>
        within(list())
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent);

      await user.type(search, 'flood');
      expect(titles()).toContain('Floods');
      await user.clear(search);
      await user.type(search, 'HURRICANE');
      expect(titles()).toContain('Hurricanes');
      expect(screen.getByRole('status')).toHaveTextContent(`${titles().length} of 11 guides`);

      await user.click(within(list()).getByRole('link', { name: 'READ GUIDE: Hurricanes' }));
      await screen.findByRole('heading', { level: 1, name: 'Hurricanes' }, slow);
      expect(router.state.location.pathname).toBe('/guides/hurricane');
      for (const part of ['Before', 'During', 'After', 'Children and pets', 'Sources'])
        expect(screen.getByRole('heading', { level: 2, name: part })).toBeVisible();
      const sources = screen.getByRole('region', { name: 'Sources' });
      const links = within(sources).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(link).toHaveAttribute('target', '_blank');
      }
      expect(within(sources).getByRole('link', { name: /Ready\.gov \(FEMA\): Hurricanes/ })).toHaveAttribute(
        'href',
        'https://www.ready.gov/hurricanes',
      );
      // Practise it: the hurricane drill.
      expect(screen.getByRole('link', { name: 'Hurricane drill' })).toHaveAttribute(
        'href',
        '/training-protocols?drill=hurricane',
      );
      // The title follows the page once it has rendered (an effect): waited for, not read at once.
      await waitFor(() => expect(document.title).toMatch(/Hurricanes/));
    });
  });
});
