import { useEffect } from 'react';
import { itemPageTitle } from '@shared/constants/app';

/** The app's own title (src/web/index.html); in another language boot writes its translation. */
export const APP_TITLE = 'Holdfast · Emergency Preparedness Command Center';

/**
 * The browser tab names the kit or plan on screen (itemPageTitle), as the server's page for a
 * public one does (src/server/http/static.ts); null leaves the app's title.
 */
export function useDocumentTitle(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    // The title before (the app's, in the page's language) comes back when the page closes.
    const before = document.title;
    document.title = itemPageTitle(name);
    return () => {
      document.title = before || APP_TITLE;
    };
  }, [name]);
}
