/**
 * The API's typed client: Hono's `hc` over the server's own route types (`AppType`, a type-only
 * import), so a path, a parameter, a body or an answer field that does not match the server is
 * a compile error here. Requests go through `apiFetch` (lib/api.ts): the same cookie, offline
 * detection and error shape as every other call.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@server/app';
import { apiFetch, readJson } from './api';

export const client = hc<AppType>('/api', { fetch: apiFetch });

/** The body of the 2xx answers a call can give (its failures are thrown by apiFetch). */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** Await a typed call and read its 2xx body. */
export async function data<R extends ClientResponse<unknown, number, 'json' | 'text'>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  return readJson<SuccessBody<R>>((await call) as unknown as Response);
}
