import {
  Component,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { RouteContext, RouterContext, StateContext } from './context';
import { createPath, type Location, type To } from './history';
import type { Params, RouteMatch } from './match';
import {
  IDLE_BLOCKER,
  resolveTo,
  type Blocker,
  type BlockerFunction,
  type DataRouter,
  type NavigateOptions,
  type RouterState,
} from './router';

function useRouter(): [DataRouter, RouterState] {
  const router = useContext(RouterContext);
  const state = useContext(StateContext);
  if (!router || !state) throw new Error('Router hooks and links need a <RouterProvider> above them');
  return [router, state];
}

/** Shows the route's ErrorBoundary when its page throws while rendering, until the location changes. */
class RenderErrorBoundary extends Component<
  { location: Location; boundary: ComponentType; params: Params; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ): { error: unknown; location: Location } | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed to render', error, info.componentStack);
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Boundary = this.props.boundary;
    return (
      <RouteContext.Provider value={{ outlet: null, params: this.props.params, error: this.state.error }}>
        <Boundary />
      </RouteContext.Provider>
    );
  }
}

function renderMatches(state: RouterState): ReactNode {
  let matches: RouteMatch[] = state.matches;
  let fallbackAt = -1;
  let errorAt = -1;
  if (!state.initialized) {
    // Until the first page's chunk is there: the HydrateFallback of the nearest route above it.
    const pending = matches.findIndex((m) => !m.route.loaded || m.route.loader);
    const end = pending < 0 ? matches.length - 1 : pending;
    for (let i = 0; i <= end; i++) if (matches[i]!.route.HydrateFallback) fallbackAt = i;
    matches = matches.slice(0, fallbackAt + 1);
  } else if (state.error) {
    for (let i = 0; i <= state.error.index && i < matches.length; i++) if (matches[i]!.route.ErrorBoundary) errorAt = i;
    if (errorAt < 0) throw state.error.error;
    matches = matches.slice(0, errorAt + 1);
  }
  const params = state.matches.at(-1)?.params ?? {};
  return matches.reduceRight<ReactNode>((outlet, { route }, i) => {
    let content: ReactNode;
    const error = i === errorAt ? state.error!.error : undefined;
    if (i === errorAt) {
      const Boundary = route.ErrorBoundary!;
      content = <Boundary />;
    } else if (i === fallbackAt) {
      const Fallback = route.HydrateFallback!;
      content = <Fallback />;
    } else if (route.element !== undefined) {
      content = route.element;
    } else if (route.Component) {
      content = <route.Component />;
    } else {
      content = <Outlet />;
    }
    content = <RouteContext.Provider value={{ outlet, params, error }}>{content}</RouteContext.Provider>;
    if (!route.ErrorBoundary || i === errorAt) return content;
    return (
      <RenderErrorBoundary location={state.location} boundary={route.ErrorBoundary} params={params}>
        {content}
      </RenderErrorBoundary>
    );
  }, null);
}

export function RouterProvider({ router }: { router: DataRouter }) {
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  const getState = () => router.state;
  const state = useSyncExternalStore(subscribe, getState, getState);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a layout route renders the matched child route. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function useLocation(): Location {
  return useRouter()[1].location;
}

export function useParams<T extends Params = Params>(): T {
  return useContext(RouteContext).params as T;
}

/** The error the nearest ErrorBoundary is showing. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export function useNavigate() {
  const [router] = useRouter();
  // Stable (effects list it as a dependency): it reads the current location when called.
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? router.navigate(to) : router.navigate(to, options),
    [router],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const [router, { location }] = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const prev = new URLSearchParams(router.state.location.search);
      const search = new URLSearchParams(typeof next === 'function' ? next(prev) : next).toString();
      void router.navigate({ search: search ? `?${search}` : '' }, options);
    },
    [router],
  );
  return [params, set];
}

/** Navigates once rendered (a guard sending the visitor elsewhere). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  const stateJson = JSON.stringify(state);
  useEffect(() => {
    void navigate(JSON.parse(target) as To, {
      replace,
      state: stateJson === undefined ? undefined : JSON.parse(stateJson),
    });
  }, [navigate, target, replace, stateJson]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A plain <a href>: the router takes over only an unmodified left click without target or download
 * (a new tab, a saved link and middle clicks stay the browser's).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, onClick, ...rest },
  ref,
) {
  const [router, { location }] = useRouter();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? (to as string) : createPath(resolveTo(to, location));
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      external ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== '_self') ||
      rest.download !== undefined
    ) {
      return;
    }
    event.preventDefault();
    // A link to the page already shown replaces its entry (React Router's default).
    void router.navigate(to, { replace: replace ?? createPath(location) === href, state, preventScrollReset });
  };
  return <a {...rest} ref={ref} href={href} onClick={onLinkClick} />;
});

/**
 * Holds in-app navigations (links, navigate(), back/forward) while `shouldBlock` says so: the
 * state is then "blocked" with proceed() and reset(). `shouldBlock` is read when a navigation starts.
 */
export function useBlocker(shouldBlock: BlockerFunction | boolean): Blocker {
  const [router, state] = useRouter();
  const key = useId();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      router.getBlocker(key, () => {
        const fn = latest.current;
        return typeof fn === 'function' ? fn : () => fn;
      }),
    [router, key],
  );
  return state.blockerKey === key ? state.blocker : IDLE_BLOCKER;
}
