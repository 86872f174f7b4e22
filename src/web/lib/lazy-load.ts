/**
 * A value (a shared zod schema, say) loaded from its chunk the first time it is asked for, not
 * with the page (issue 41). `warm` starts the load early (on a field's first focus) so the first
 * check does not wait. A failed load is tried again on the next call; the service worker has
 * every chunk precached, so a later load works offline too.
 */
export interface LazyLoad<T> {
  (): Promise<T>;
  warm: () => void;
}

export function lazyLoad<T>(load: () => Promise<T>): LazyLoad<T> {
  let ready: Promise<T> | undefined;
  const get = (() => {
    ready ??= load().catch((err: unknown) => {
      ready = undefined;
      throw err;
    });
    return ready;
  }) as LazyLoad<T>;
  get.warm = () => {
    get().catch(() => undefined);
  };
  return get;
}
