import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { buildRoutes } from '@web/app/routes';
import { messages as components } from '@web/components/messages';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@web/lib/router';

export function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } });
  return queryClient;
}

/** The app's providers around a memory router. */
export function renderRouter(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  { path = '/' }: { path?: string } = {},
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup() };
}

/** The whole app's route tree (guards, lazy pages, their data prefetch) at `path`. */
export function renderApp(path = '/') {
  return renderRouter((queryClient) => buildRoutes(false, queryClient), { path });
}

/** One element at `path` (plus a "/dashboard" and "/" marker to see where it navigated). */
export function renderAt(
  element: ReactElement,
  { path = '/', routePath = path }: { path?: string; routePath?: string } = {},
) {
  return renderRouter(
    [
      { path: routePath, element },
      { path: '/', element: <p>Landing marker</p> },
      { path: '/dashboard', element: <p>Dashboard marker</p> },
      { path: '/complete-profile', element: <p>Complete profile marker</p> },
      { path: '*', element: <p>Elsewhere marker</p> },
    ].filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i),
    { path },
  );
}

/**
 * `renderAt` for a page that waits for a chunk as it first renders (suspends, e.g. a guide's body
 * in German, decision 0357): rendered inside an awaited `act`, so React retries once it has loaded.
 */
export async function renderAtLoading(...args: Parameters<typeof renderAt>) {
  let rendered: ReturnType<typeof renderAt> | undefined;
  await act(async () => {
    rendered = renderAt(...args);
  });
  return rendered!;
}

/**
 * The toast on screen (one at a time), found as a person finds it: in the "Notifications" region
 * (named in the page's language).
 */
export function visibleToast(): HTMLElement | undefined {
  return within(document.body)
    .queryAllByRole('region', { name: components.t('notifications') })
    .flatMap((region) => within(region).queryAllByRole('listitem'))[0];
}

/**
 * The input labelled `label`. The required marker "*" is inside the <label> (hidden from the
 * accessible name, not from Testing Library's label text), so it is allowed after the text.
 */
export function field(label: string, container: HTMLElement = document.body): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within(container).getByLabelText(new RegExp(`^${escaped}\\*?$`), { selector: 'input' });
}
