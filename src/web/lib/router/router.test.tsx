import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  Outlet,
  redirect,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type DataRouter,
  type RouteObject,
} from '.';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

function Params() {
  return <p>{JSON.stringify(useParams())}</p>;
}

describe('rendering', () => {
  it('renders the matched route inside its layouts, with the decoded params', () => {
    renderRoutes(
      [
        {
          element: (
            <main>
              Layout <Outlet />
            </main>
          ),
          children: [{ path: '/kits/:id', Component: Params }],
        },
      ],
      '/Kits/a%20b/',
    );
    expect(screen.getByRole('main')).toHaveTextContent('Layout {"id":"a b"}');
  });
});

describe('Link', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <Link to="/kits?tab=mine#top" className="link" aria-label="Kits">
            Kits
          </Link>
          <Link to="/kits" target="_blank">
            New tab
          </Link>
          <Link to="/kits" download>
            Download
          </Link>
          <Link to="/kits" onClick={(e) => e.preventDefault()}>
            Prevented
          </Link>
          <Link to="/kits" replace state={{ from: 'home' }}>
            Replace
          </Link>
          <Where />
        </>
      ),
    },
    { path: '/kits', Component: Where },
  ];

  it('is a plain link with its props; an unmodified left click navigates in the app', async () => {
    const { router, user } = renderRoutes(routes);
    const link = screen.getByRole('link', { name: 'Kits' });
    expect(link).toHaveAttribute('href', '/kits?tab=mine#top');
    expect(link).toHaveClass('link');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/kits?tab=mine#top');
    expect(router.state.location).toMatchObject({ pathname: '/kits', search: '?tab=mine', hash: '#top' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves modified, middle, target and download clicks, and prevented ones, to the browser', () => {
    const { router } = renderRoutes(routes);
    // Whether the router took the click: seen after React's handlers; then kept from jsdom, which cannot load pages.
    const taken: boolean[] = [];
    const record = (e: Event) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      const kits = screen.getByRole('link', { name: 'Kits' });
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) fireEvent.click(kits, { [modifier]: true });
      fireEvent.click(kits, { button: 1 });
      fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
      fireEvent.click(screen.getByRole('link', { name: 'Download' }));
      expect(taken).toEqual([false, false, false, false, false, false, false]);
      expect(router.state.location.pathname).toBe('/');
      fireEvent.click(screen.getByRole('link', { name: 'Prevented' }));
      expect(router.state.location.pathname).toBe('/');
      fireEvent.click(kits);
      expect(taken.at(-1)).toBe(true);
      expect(router.state.location.pathname).toBe('/kits');
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('replace and state', async () => {
    const { router, user } = renderRoutes(routes);
    await user.click(screen.getByRole('link', { name: 'Replace' }));
    expect(router.state.location).toMatchObject({ pathname: '/kits', state: { from: 'home' } });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('navigation', () => {
  function Controls() {
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    return (
      <>
        <button onClick={() => void navigate('/b', { replace: true, state: { n: 1 } })}>Replace to b</button>
        <button onClick={() => void navigate('/b?x=1#h')}>Push b</button>
        <button onClick={() => void navigate('.', { replace: true, state: null })}>Here</button>
        <button onClick={() => void navigate(-1)}>Back</button>
        <button
          onClick={() =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('q', 'water');
                return next;
              },
              { replace: true },
            )
          }
        >
          Search
        </button>
        <button onClick={() => setParams({ tab: 'all' })}>Tab</button>
        <p>q={params.get('q') ?? ''}</p>
        <Where />
      </>
    );
  }
  const routes: RouteObject[] = [
    { path: '/a', Component: Controls },
    { path: '/b', Component: Controls },
  ];

  it('navigate: push, replace with state, "." (this page, no search), and back', async () => {
    const { router, user } = renderRoutes(routes, '/a?keep=1');
    await user.click(screen.getByRole('button', { name: 'Push b' }));
    expect(router.state.location).toMatchObject({ pathname: '/b', search: '?x=1', hash: '#h' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location).toMatchObject({ pathname: '/a', search: '?keep=1' });
    expect(router.state.historyAction).toBe('POP');
    await user.click(screen.getByRole('button', { name: 'Here' }));
    expect(router.state.location).toMatchObject({ pathname: '/a', search: '', state: null });
    await user.click(screen.getByRole('button', { name: 'Replace to b' }));
    expect(router.state.location).toMatchObject({ pathname: '/b', state: { n: 1 } });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // The replaced entry is gone: back goes to what was before it.
    expect(router.state.location.pathname).toBe('/b');
  });

  it('useSearchParams reads the search and sets it (from the previous one, or replaced whole)', async () => {
    const { router, user } = renderRoutes(routes, '/a?tab=mine#h');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('q=water')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/a', search: '?tab=mine&q=water' });
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(screen.getByRole('button', { name: 'Tab' }));
    expect(router.state.location).toMatchObject({ pathname: '/a', search: '?tab=all' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('<Navigate> replaces the location with state; router.navigate and subscribe', async () => {
    const { router } = renderRoutes(
      [
        { path: '/old', element: <Navigate to="/new" replace state={{ deniedFrom: '/old' }} /> },
        { path: '/new', Component: Where },
      ],
      '/old',
    );
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/new', state: { deniedFrom: '/old' } }),
    );
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname));
    await act(() => router.navigate('/old'));
    stop();
    expect(seen).toContain('/old');
    expect(router.state.location.pathname).toBe('/new');
  });
});

describe('lazy routes', () => {
  it('keep the current page until the chunk has loaded, then commit the URL and render', async () => {
    const chunk = deferred<{ Component: () => React.JSX.Element }>();
    const { router, user } = renderRoutes([
      { path: '/', element: <Link to="/page">Go</Link> },
      { path: '/page', lazy: () => chunk.promise },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    await act(async () => chunk.resolve({ Component: () => <h1>Lazy page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page');
  });

  it('the first location: the HydrateFallback until its chunk is there, then initialized', async () => {
    const chunk = deferred<{ Component: () => React.JSX.Element }>();
    const { router } = renderRoutes(
      [
        {
          element: <Outlet />,
          HydrateFallback: () => <p>Loading…</p>,
          children: [{ path: '/page', lazy: () => chunk.promise }],
        },
      ],
      '/page',
    );
    expect(router.state.initialized).toBe(false);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => chunk.resolve({ Component: () => <h1>Lazy page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    expect(router.state.initialized).toBe(true);
  });

  it('a failed import shows the nearest ErrorBoundary, with the error', async () => {
    function Boundary() {
      const error = useRouteError();
      return <p role="alert">{error instanceof Error ? error.message : 'other'}</p>;
    }
    const { router, user } = renderRoutes([
      {
        element: <Outlet />,
        ErrorBoundary: Boundary,
        children: [
          { path: '/', element: <Link to="/broken">Go</Link> },
          { path: '/broken', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
        ],
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(router.state.location.pathname).toBe('/broken');
  });
});

describe('errors', () => {
  function Boundary() {
    const error = useRouteError();
    return (
      <p role="alert">
        {isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : error instanceof Error
            ? error.message
            : 'other'}
      </p>
    );
  }
  function Throws(): never {
    throw new Error('Render failed');
  }

  it('a render error shows the nearest ErrorBoundary until the location changes', async () => {
    // React and the boundary log a caught render error.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [
        {
          element: <Outlet />,
          ErrorBoundary: Boundary,
          children: [
            { path: '/bad', Component: Throws },
            { path: '/good', element: <p>Good page</p> },
          ],
        },
      ],
      '/bad',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Render failed');
    expect(logged).toHaveBeenCalled();
    await act(() => router.navigate('/good'));
    expect(screen.getByText('Good page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a thrown response and an unmatched path are route error responses', async () => {
    const { router } = renderRoutes([
      {
        element: <Outlet />,
        ErrorBoundary: Boundary,
        children: [
          {
            path: '/gone',
            loader: () => {
              throw new Response('', { status: 410, statusText: 'Gone' });
            },
          },
        ],
      },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('404 Not Found');
    await act(() => router.navigate('/gone'));
    expect(screen.getByRole('alert')).toHaveTextContent('410 Gone');
    expect(isRouteErrorResponse(new Error('x'))).toBe(false);
  });
});

describe('redirect routes', () => {
  it('replace the location that asked, on the first load and on a navigation', async () => {
    const routes: RouteObject[] = [
      { path: '/tracker', loader: () => redirect('/resource-tracker') },
      { path: '/resource-tracker', Component: Where },
      { path: '/', Component: Where },
    ];
    const { router } = renderRoutes(routes, '/tracker');
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource-tracker'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('where')).toHaveTextContent('/resource-tracker');

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/tracker'));
    expect(router.state.location.pathname).toBe('/resource-tracker');
    await act(() => router.navigate(-1));
    // The redirecting path never became an entry of its own.
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('useBlocker', () => {
  function Form() {
    const blocker = useBlocker(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );
    const navigate = useNavigate();
    return (
      <>
        <p>Form</p>
        <Link to="/away">Away</Link>
        <button onClick={() => void navigate('/away', { replace: true })}>Navigate away</button>
        <button onClick={() => void navigate('/form?step=2')}>Same page</button>
        <p>blocker: {blocker.state}</p>
        {blocker.state === 'blocked' ? (
          <>
            <p>to {blocker.location?.pathname}</p>
            <button onClick={() => blocker.reset?.()}>Stay</button>
            <button
              onClick={() => {
                blocker.proceed?.();
                // As the app's confirm dialog does: its Leave also closes it, and closing means Stay.
                blocker.reset?.();
              }}
            >
              Leave
            </button>
          </>
        ) : null}
      </>
    );
  }
  const routes: RouteObject[] = [
    { path: '/form', Component: Form },
    { path: '/away', element: <p>Away page</p> },
    { path: '/before', element: <Link to="/form">To form</Link> },
  ];

  it('holds a link and navigate() until proceed(); reset() stays; what it lets through passes', async () => {
    const { router, user } = renderRoutes(routes, '/form');
    await user.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.getByText('blocker: blocked')).toBeInTheDocument();
    expect(screen.getByText('to /away')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('blocker: unblocked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('button', { name: 'Same page' }));
    expect(router.state.location.search).toBe('?step=2');

    await user.click(screen.getByRole('button', { name: 'Navigate away' }));
    expect(screen.getByText('blocker: blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Away page')).toBeInTheDocument();
    expect(router.state).toMatchObject({ location: { pathname: '/away' }, historyAction: 'REPLACE' });
  });

  it('holds the back button in the memory router', async () => {
    const { router, user } = renderRoutes(routes, '/before');
    await user.click(screen.getByRole('link', { name: 'To form' }));
    await act(() => router.navigate(-1));
    expect(screen.getByText('blocker: blocked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/before');
  });

  it("holds the browser's back button: the URL goes back to the form while it asks", async () => {
    window.history.replaceState(null, '', '/before');
    const router: DataRouter = createBrowserRouter(routes);
    try {
      render(<RouterProvider router={router} />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: 'To form' }));
      expect(window.location.pathname).toBe('/form');

      act(() => window.history.back());
      expect(await screen.findByText('blocker: blocked')).toBeInTheDocument();
      expect(screen.getByText('to /before')).toBeInTheDocument();
      // The blocked pop is undone: the address is the form's again.
      await waitFor(() => expect(window.location.pathname).toBe('/form'));
      await user.click(screen.getByRole('button', { name: 'Stay' }));
      expect(screen.getByText('Form')).toBeInTheDocument();

      act(() => window.history.back());
      await user.click(await screen.findByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('link', { name: 'To form' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/before');
      expect(router.state.location.pathname).toBe('/before');
    } finally {
      router.dispose();
    }
  });
});
