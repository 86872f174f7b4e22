import { useEffect } from 'react';
import { itemPageTitle } from '@shared/constants/app';

/** The app's own title (src/web/index.html), put back when a page that named itself closes. */
export const APP_TITLE = 'Holdfast · Emergency Preparedness Command Center';

/**
 * The browser tab names the kit or plan on screen (itemPageTitle), as the server's page for a
 * public one does (src/server/http/static.ts); null leaves the app's title.
 */
export function useDocumentTitle(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    document.title = itemPageTitle(name);
    return () => {
      document.title = APP_TITLE;
    };
  }, [name]);
}
