/**
 * The shop's red as it was: Tailwind 4's red-600 (oklch 57.7% 0.245 27.3), under white text at 4.77:1. A file
 * of its own: the storefront's first JS reads the settings but never checks a colour (accent.ts), and the
 * colour checks read this default without the settings' rules (no import cycle, decision 067).
 */
export const DEFAULT_ACCENT_COLOR = '#e7000b';
