export const APP_NAME = 'Holdfast';

/** The title of a page that names a kit or plan: the browser tab and the server's link preview. */
export const itemPageTitle = (name: string) => `${name} — ${APP_NAME}`;
/** Screens narrower than this are "narrow" (docs/product.md#landing-page, #knowledge-hub). */
export const NARROW_BREAKPOINT_PX = 768;
