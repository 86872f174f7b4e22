import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useSearchParams,
  type RouteObject,
} from '.';

function Filters() {
  const [, setParams] = useSearchParams();
  return <button onClick={() => setParams({ tab: 'all' }, { replace: true, preventScrollReset: true })}>Filter</button>;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [
      {
        path: '/a',
        element: (
          <>
            <h1>Page A</h1>
            <Link to="/b">To B</Link>
            <Link to="/b#part">To B's part</Link>
            <Filters />
          </>
        ),
      },
      {
        path: '/b',
        element: (
          <>
            <h1>Page B</h1>
            <p id="part">Part</p>
          </>
        ),
      },
    ],
  },
];

let scrollY = 0;
const setScroll = (y: number) => {
  scrollY = y;
};
beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  window.history.replaceState(null, '', '/a');
});

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const dispose of mounted.splice(0)) dispose();
});

function renderBrowser() {
  const router = createBrowserRouter(routes);
  const view = render(<RouterProvider router={router} />);
  mounted.push(() => router.dispose());
  return { router, view, user: userEvent.setup() };
}

describe('ScrollRestoration', () => {
  it('takes over from the browser: a new page starts at the top, back returns to where it was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderBrowser();
    expect(window.history.scrollRestoration).toBe('manual');
    setScroll(300);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'To B' }));
    await screen.findByRole('heading', { name: 'Page B' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    setScroll(0);
    scrollTo.mockClear();
    act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Page A' });
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it('a link with a #hash scrolls to that element; a filter kept in place does not scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderBrowser();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(window.location.search).toBe('?tab=all');
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: "To B's part" }));
    await screen.findByRole('heading', { name: 'Page B' });
    expect(intoView.mock.contexts.at(-1)).toBe(screen.getByText('Part'));
  });

  it('a reload returns to the position the entry was left at (kept in sessionStorage)', async () => {
    const first = renderBrowser();
    await first.user.click(screen.getByRole('link', { name: 'To B' }));
    setScroll(420);
    window.dispatchEvent(new Event('pagehide'));
    first.view.unmount();

    // The same entry, in a new page's router.
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderBrowser();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 420));
    expect(screen.getByRole('heading', { name: 'Page B' })).toBeInTheDocument();
  });
});
