/**
 * A value made on first use, then kept. For Intl formatters above all: the first one a page makes
 * loads the locale data (about 30 ms of main thread in Chromium on the bench machine, issue 41), so a
 * module that only might format must not make one while it loads.
 */
export function lazyValue<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}
