/**
 * The colour tokens of the Holdfast theme, as plain hex values.
 *
 * globals.css holds the same values as CSS custom properties (that is what the app uses);
 * this module exists so contrast.test.ts can prove every text/background pair we use meets
 * WCAG AA, and it also checks that globals.css has not drifted from these values.
 * Change a colour here and in globals.css together.
 */

export const tokenNames = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'border',
  'input',
  'ring',
  'optimal',
  'optimal-foreground',
  'good',
  'good-foreground',
  'low',
  'low-foreground',
  'critical',
  'critical-foreground',
] as const;

export type TokenName = (typeof tokenNames)[number];
export type ThemeName = 'dark' | 'light';
export type Palette = Record<TokenName, `#${string}`>;

export const palettes = {
  /** The app's look: night-time olive drab with amber instrument light. */
  dark: {
    background: '#1b1f14',
    foreground: '#e9e5cf',
    card: '#22271a',
    'card-foreground': '#e9e5cf',
    popover: '#272d1e',
    'popover-foreground': '#e9e5cf',
    primary: '#f2a93b',
    'primary-foreground': '#1b1f14',
    secondary: '#3b4429',
    'secondary-foreground': '#e9e5cf',
    muted: '#2d3323',
    'muted-foreground': '#aeac92',
    accent: '#cbbd8f',
    'accent-foreground': '#1b1f14',
    destructive: '#ff7461',
    'destructive-foreground': '#1b1f14',
    border: '#414a33',
    input: '#7c8160',
    ring: '#f2a93b',
    optimal: '#4fd47c',
    'optimal-foreground': '#1b1f14',
    good: '#9ccf5b',
    'good-foreground': '#1b1f14',
    low: '#e8c547',
    'low-foreground': '#1b1f14',
    critical: '#ff7461',
    'critical-foreground': '#1b1f14',
  },
  /** Daylight variant: field-manual paper. Used when the OS is light (toasts follow it). */
  light: {
    background: '#f3f0e4',
    foreground: '#1d2114',
    card: '#faf8f0',
    'card-foreground': '#1d2114',
    popover: '#ffffff',
    'popover-foreground': '#1d2114',
    primary: '#8f5300',
    'primary-foreground': '#ffffff',
    secondary: '#e4e2cc',
    'secondary-foreground': '#1d2114',
    muted: '#e6e2d2',
    'muted-foreground': '#55593f',
    accent: '#cbbd8f',
    'accent-foreground': '#1d2114',
    destructive: '#b3261e',
    'destructive-foreground': '#ffffff',
    border: '#cbc6ad',
    input: '#7a7656',
    ring: '#8f5300',
    optimal: '#14652f',
    'optimal-foreground': '#ffffff',
    good: '#2e6410',
    'good-foreground': '#ffffff',
    low: '#7a5a00',
    'low-foreground': '#ffffff',
    critical: '#b3261e',
    'critical-foreground': '#ffffff',
  },
} as const satisfies Record<ThemeName, Palette>;

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
