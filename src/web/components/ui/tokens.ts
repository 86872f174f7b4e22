/**
 * The colour tokens of the Holdfast theme (palette.ts, re-exported here) and every pair of them
 * the components use. globals.css holds the same values as CSS custom properties (that is what the
 * app uses); this module exists so contrast.test.ts can prove every text/background pair we use
 * meets WCAG AA, and it also checks that globals.css has not drifted from these values.
 * Change a colour in palette.ts and in globals.css together.
 */
import type { TokenName } from './palette';

export { palettes, tokenNames, type Palette, type ThemeName, type TokenName } from './palette';

/** A colour drawn at `alpha` over `base` (how Tailwind's `bg-x/15` ends up on screen). */
export type Surface = TokenName | { color: TokenName; alpha: number; over: TokenName };

export interface ContrastPair {
  fg: TokenName;
  bg: Surface;
  /** 4.5 for body text, 3 for large text and UI component boundaries/indicators. */
  min: 4.5 | 3;
  use: string;
}

const textOn = (bg: Surface, use: string, fg: TokenName): ContrastPair => ({ fg, bg, min: 4.5, use });
const uiOn = (bg: Surface, use: string, fg: TokenName): ContrastPair => ({ fg, bg, min: 3, use });
const surfaces = ['background', 'card', 'popover'] as const;
const statuses = ['optimal', 'good', 'low', 'critical'] as const;

/** Every text/background and UI/background pairing the components actually use. */
export const contrastPairs: ContrastPair[] = [
  textOn('background', 'body text', 'foreground'),
  textOn('card', 'card text', 'card-foreground'),
  textOn('popover', 'dialog, menu, toast text', 'popover-foreground'),
  textOn('primary', 'default button', 'primary-foreground'),
  textOn('secondary', 'secondary button, highlighted menu item', 'secondary-foreground'),
  textOn('muted', 'muted text on skeleton/track', 'muted-foreground'),
  textOn('accent', 'gear button', 'accent-foreground'),
  textOn('destructive', 'destructive button, error toast', 'destructive-foreground'),
  ...surfaces.flatMap((s) => [
    textOn(s, 'descriptions, placeholders', 'muted-foreground'),
    textOn(s, 'links, tactical labels, panel titles', 'primary'),
    textOn(s, 'field error messages', 'destructive'),
    uiOn(s, 'input and switch borders', 'input'),
    uiOn(s, 'focus ring', 'ring'),
  ]),
  textOn({ color: 'primary', alpha: 0.1, over: 'background' }, 'tactical button', 'primary'),
  textOn({ color: 'primary', alpha: 0.1, over: 'card' }, 'tactical button on a card', 'primary'),
  ...statuses.flatMap((s) => [
    textOn(s, `solid ${s} fill`, `${s}-foreground` as const),
    textOn({ color: s, alpha: 0.15, over: 'background' }, `${s} badge`, s),
    textOn({ color: s, alpha: 0.15, over: 'card' }, `${s} badge on a card`, s),
    textOn('card', `${s} status text`, s),
    uiOn('muted', `${s} progress bar against its track`, s),
  ]),
  textOn('secondary', 'selected select item, highlighted', 'primary'),
  uiOn('secondary', 'menu item icon, highlighted', 'muted-foreground'),
  uiOn('muted', 'progress bar against its track', 'primary'),
  uiOn('muted', 'switch thumb (off) against its track', 'muted-foreground'),
];
