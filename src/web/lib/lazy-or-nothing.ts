import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part the page can do without (a tooltip, a dialog): a chunk that cannot
 * arrive (offline before the service worker's precache) renders nothing and is logged, instead of
 * taking the page to its error screen.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>, label: string) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch (err) {
      console.error(label, err);
      return { default: () => null };
    }
  });
}
