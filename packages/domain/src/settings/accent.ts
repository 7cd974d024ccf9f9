import { DEFAULT_ACCENT_COLOR } from './default-accent.js';

/**
 * The shop's accent colour (decision 080): the fill of its buttons and badges under a label, and a mark (a
 * focus ring, a badge's edge) on the page. A colour is accepted only when, in both themes:
 * - a label on it, white or black, reaches WCAG AA for normal text (4.5:1) on its fill and on its hover fill
 *   (the colour 15% deeper under a white label, lighter under a black one; both themes fill with the same);
 * - the colour itself stands out from the page (WCAG 1.4.11, 3:1) on the light theme's white surface and the
 *   dark theme's darkest-but-one surface.
 * A label alone always works for one of white or black; the page contrast is what refuses a pale yellow or a
 * near-black. Pure: the API refuses, the web previews.
 */

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

export const HEX_COLOR = /^#[0-9a-f]{6}$/;

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2 relative luminance of a `#rrggbb` colour (0 black .. 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 .. 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with `toward` (another #rrggbb) by `amount` (0..1). */
export function mixColor(hex: string, toward: string, amount: number): string {
  const a = channels(hex);
  const b = channels(toward);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

export type AccentTheme = {
  /** The fill: the accent itself (both themes). */
  fill: string;
  /** The hover fill: 15% toward black under a white label, toward white under a black one. */
  hover: string;
  /** The label colour on the fill. */
  label: '#ffffff' | '#000000';
  /** The lower of the label's two ratios (fill, hover). */
  contrast: number;
};

const WHITE = '#ffffff';
const BLACK = '#000000';

/** WCAG 1.4.11 (non-text contrast): a mark against its background. */
export const NON_TEXT_CONTRAST = 3;

/** The surfaces the accent sits on: white (light theme), and the dark theme's raised surface (styles.css). */
export const THEME_SURFACES = { light: WHITE, dark: '#1f1f1f' } as const;

const themeWith = (fill: string, label: typeof WHITE | typeof BLACK): AccentTheme => {
  const hover = mixColor(fill, label === WHITE ? BLACK : WHITE, 0.15);
  return { fill, hover, label, contrast: Math.min(contrastRatio(fill, label), contrastRatio(hover, label)) };
};

/**
 * The accent's theme: a white label when white reaches AA on it, else a black one when black does; null when
 * neither does or the colour fades into either theme's page (the colour is refused). `hex` is `#rrggbb`.
 */
export function accentTheme(hex: string): AccentTheme | null {
  const fill = hex.toLowerCase();
  if (!HEX_COLOR.test(fill)) return null;
  if (Object.values(THEME_SURFACES).some((surface) => contrastRatio(fill, surface) < NON_TEXT_CONTRAST))
    return null;
  for (const label of [WHITE, BLACK] as const) {
    const theme = themeWith(fill, label);
    if (theme.contrast >= AA_CONTRAST) return theme;
  }
  return null;
}

/**
 * The dark surfaces the accent is written on as text (text-red-500: the footer's and the sale countdown's
 * zinc-950, the dark theme's raised surface).
 */
export const DARK_TEXT_SURFACES = ['#09090b', THEME_SURFACES.dark] as const;

/**
 * The accent as text on the dark surfaces: itself where it reads at AA (4.5:1) on each, else mixed toward
 * white, 5% at a time, until it does (white itself at worst).
 */
export function accentOnDark(hex: string): string {
  for (let step = 0; step < 20; step += 1) {
    const text = mixColor(hex, WHITE, step / 20);
    if (DARK_TEXT_SURFACES.every((surface) => contrastRatio(text, surface) >= AA_CONTRAST)) return text;
  }
  return WHITE;
}

/**
 * The accent as text on the light theme's white (text-red-600: a sale price, links as they are hovered, the
 * 404): itself where it reads at AA (4.5:1) there, else mixed toward black, 5% at a time, until it does (black
 * at worst). A light accent under a black label (a yellow-orange) is a fine fill but faint as text on white.
 */
export function accentOnLight(hex: string): string {
  for (let step = 0; step < 20; step += 1) {
    const text = mixColor(hex, BLACK, step / 20);
    if (contrastRatio(text, THEME_SURFACES.light) >= AA_CONTRAST) return text;
  }
  return BLACK;
}

/** The CSS custom properties of the accent (the web's theme reads them; styles.css holds the defaults). */
export function accentCssVariables(hex: string): string {
  const theme = accentTheme(hex) ?? accentTheme(DEFAULT_ACCENT_COLOR)!;
  return (
    `--shop-accent:${theme.fill};--shop-accent-hover:${theme.hover};--shop-accent-label:${theme.label};` +
    `--shop-accent-on-dark:${accentOnDark(theme.fill)};--shop-accent-on-light:${accentOnLight(theme.fill)}`
  );
}
