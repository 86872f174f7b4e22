export const APP_NAME = 'Holdfast';
/** Screens narrower than this are "narrow" (part-1 section 9). */
export const NARROW_BREAKPOINT_PX = 768;
