/**
 * Build time only (vite.config.ts, decision 170): the landing's HTML, rendered by React's static
 * prerender with everything the browser's first render has (community stats at their defaults,
 * no session known yet), and the sections under the hero included (prerender waits for them).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createQueryClient } from '@web/lib/query-client';
import { LandingIsland } from './landing-island';

async function renderOnce(): Promise<string> {
  const refuse = () => {
    throw new Error('The prerendered landing cannot navigate');
  };
  const { prelude } = await prerenderToNodeStream(
    <LandingIsland queryClient={createQueryClient()} handOver={refuse} />,
    {
      onError: (err) => console.error('Landing prerender error', err),
      // React outlines a finished boundary bigger than this behind an inline script; the CSP
      // allows none, so every boundary stays inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The first render loads the lazy sections; the second finds them loaded, so no boundary is
 * completed later by an inline script (the Content-Security-Policy allows no inline script).
 */
export async function renderLanding(): Promise<string> {
  await renderOnce();
  const html = await renderOnce();
  if (/<script\b/i.test(html)) throw new Error('The prerendered landing contains an inline script');
  return html;
}
