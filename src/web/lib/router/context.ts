import { createContext, type ReactNode } from 'react';
import type { Params } from './match';
import type { DataRouter, RouterState } from './router';

export const RouterContext = createContext<DataRouter | null>(null);
export const StateContext = createContext<RouterState | null>(null);

export interface RouteContextValue {
  /** The matched child route's element (what <Outlet> renders). */
  outlet: ReactNode;
  params: Params;
  /** What the ErrorBoundary rendering here shows (useRouteError). */
  error?: unknown;
}
export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });
