import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '@shared/content';
import { mockApi, signedIn, signedOut } from '@web/test/mock-api';
import { renderApp } from '@web/test/render';

const slow = { timeout: 15_000 };

describe('/intel/{id}', () => {
  it('is public: a visitor reads the whole guide', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    renderApp('/intel/4');
    const article = ARTICLES[3]!;
    await screen.findByRole('heading', { level: 1, name: article.title }, slow);
    expect(document.title).toBe(`${article.title} — Holdfast`);
    expect(screen.getByRole('link', { name: 'Back to Knowledge Hub' })).toHaveAttribute('href', '/knowledge-hub');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(article.category);
    expect(main).toHaveTextContent(`${article.readTime} read`);
    expect(main).toHaveTextContent(`${article.views} views`);
    expect(main).toHaveTextContent(article.intro);
    for (const section of article.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'MISSION CRITICAL GEAR' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'TACTICAL ASSESSMENT' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View gear: Baseplate Compass' })).toHaveAttribute(
      'href',
      '/gear/urban-survival#baseplate-compass',
    );
    expect(screen.getByRole('link', { name: 'VIEW ALL ESSENTIAL GEAR' })).toHaveAttribute(
      'href',
      '/gear/urban-survival',
    );
    const sources = screen.getByRole('heading', { name: 'Sources' }).nextElementSibling as HTMLElement;
    const links = within(sources).getAllByRole('link');
    expect(links).toHaveLength(article.sources.length);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('a non-numeric id shows guide 1 (the default)', async () => {
    mockApi({ 'GET /api/account/session': { body: signedOut } });
    const { router } = renderApp('/intel/latest');
    await screen.findByRole('heading', { level: 1, name: ARTICLES[0]!.title }, slow);
    expect(router.state.location.pathname).toBe('/intel/1');
  });

  it('an unknown id redirects to /knowledge-hub', async () => {
    mockApi({ 'GET /api/account/session': { body: signedIn() } });
    const { router } = renderApp('/intel/99');
    await screen.findByRole('heading', { level: 1, name: 'Knowledge Hub' }, slow);
    expect(router.state.location.pathname).toBe('/knowledge-hub');
  });
});
