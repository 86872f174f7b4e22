export const APP_NAME = 'Holdfast';
/** Screens narrower than this are "narrow" (docs/product.md#landing-page, #knowledge-hub). */
export const NARROW_BREAKPOINT_PX = 768;
