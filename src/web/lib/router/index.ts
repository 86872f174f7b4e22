/**
 * The app's router (decision 0309): the part of React Router's data router the app uses, with the
 * same names and route objects, at a tenth of its weight in every page's first JavaScript.
 */
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
} from './components';
export type { Location, Path, To } from './history';
export type { Params, RouteObject } from './match';
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  redirect,
  type Blocker,
  type BlockerFunction,
  type DataRouter,
  type NavigateOptions,
  type RouterState,
} from './router';
export { ScrollRestoration } from './scroll-restoration';
