/**
 * Build time only (vite.config.ts, decision 170): the landing's HTML, rendered with everything the
 * browser's first render has (community stats at their defaults, no session known yet), and the
 * sections under the hero included (the render waits for them). The production build runs Preact
 * (decision 0303), so the markup comes from Preact's renderer, the one the browser hydrates with.
 * One render per locale (issue 43, decision 0335): the page's words, title and description in it.
 */
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { LandingIsland } from './landing-island';
import { messages } from './messages';

export interface PrerenderedLanding {
  /** What goes in <div id="root">. */
  markup: string;
  /** The <title>. */
  title: string;
  /** The <meta name="description">. */
  description: string;
}

export async function renderLanding(locale: Locale = DEFAULT_LOCALE): Promise<PrerenderedLanding> {
  setPageLocale(locale);
  try {
    await loadAllMessages();
    const refuse = () => {
      throw new Error('The prerendered landing cannot navigate');
    };
    // The build's JSX is Preact's (react/jsx-runtime is aliased to preact/compat's); its type is React's.
    const markup = await renderToStringAsync(
      (<LandingIsland queryClient={createQueryClient()} handOver={refuse} />) as unknown as VNode,
    );
    // The Content-Security-Policy allows no inline script.
    if (/<script\b/i.test(markup)) throw new Error('The prerendered landing contains an inline script');
    return { markup, title: messages.t('pageTitle'), description: messages.t('pageDescription') };
  } finally {
    setPageLocale(DEFAULT_LOCALE);
  }
}
