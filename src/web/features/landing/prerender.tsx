/**
 * Build time only (vite.config.ts, decision 170): the landing's HTML, rendered with everything the
 * browser's first render has (community stats at their defaults, no session known yet), and the
 * sections under the hero included (the render waits for them). The production build runs Preact
 * (decision 0303), so the markup comes from Preact's renderer, the one the browser hydrates with.
 */
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createQueryClient } from '@web/lib/query-client';
import { LandingIsland } from './landing-island';

export async function renderLanding(): Promise<string> {
  const refuse = () => {
    throw new Error('The prerendered landing cannot navigate');
  };
  // The build's JSX is Preact's (react/jsx-runtime is aliased to preact/compat's); its type is React's.
  const html = await renderToStringAsync(
    (<LandingIsland queryClient={createQueryClient()} handOver={refuse} />) as unknown as VNode,
  );
  // The Content-Security-Policy allows no inline script.
  if (/<script\b/i.test(html)) throw new Error('The prerendered landing contains an inline script');
  return html;
}
