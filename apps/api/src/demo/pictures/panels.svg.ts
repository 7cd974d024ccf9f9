/**
 * Banners, overlays and menu/collection pictures as SVG panels: a sale's overlays (a corner ribbon with
 * SALE, DAILY DEAL or PRE-ORDER), the default no-sale collection banners (their words from the domain's
 * NO_SALE_BANNERS, docs/decisions/029) and a plain panel with its name written on it for anything else.
 * Text is given its length (textLength) so that it fits whatever font the viewer has.
 */
import { defaultBannerAt, escapeXml, type DefaultBanner } from '@shop/domain';
import { hashString } from '../prng.js';
import { ACCENTS, cone } from './products.svg.js';

const FONT = 'Arial, Helvetica, sans-serif';

/** Advance of a character in ems, close to Arial Bold (caps about 0.72, narrow letters less). */
function emWidth(c: string): number {
  if (c === ' ') return 0.28;
  if (c === '-') return 0.34;
  if (/[.,:;'!|]/.test(c)) return 0.3;
  if (/[0-9]/.test(c)) return 0.56;
  if (c === 'I') return 0.28;
  if (/[MW]/.test(c)) return 0.9;
  if (/[A-Z]/.test(c)) return 0.72;
  if (/[ijl]/.test(c)) return 0.28;
  if (/[frt]/.test(c)) return 0.36;
  if (/[mw]/.test(c)) return 0.86;
  return 0.6;
}

/** The text's width in ems (times the font size: its width in user units). */
export const textEms = (text: string): number => [...text].reduce((sum, c) => sum + emWidth(c), 0);

/** Attributes that draw `text` at its own width, or squeezed into `maxWidth` when it is wider. */
const fitted = (text: string, fontSize: number, maxWidth: number): string =>
  `textLength="${Math.min(textEms(text) * fontSize, maxWidth).toFixed(1)}" lengthAdjust="spacingAndGlyphs"`;

/** The overlay's corner triangle: its legs in a 400x400 overlay, and the text's room inside it. */
export const OVERLAY = { size: 400, leg: 180, margin: 10, maxFont: 32, capHeight: 0.72 } as const;

/**
 * Where a ribbon label sits: along the triangle's long side, its baseline a little inside it, as large as
 * fits (at most maxFont). The label's cap line is the shortest line it must fit on: 2 x (reach - font).
 */
export function ribbonText(text: string): { x: number; fontSize: number; length: number } {
  const reach = OVERLAY.leg / Math.SQRT2; // from the corner to the long side
  const ems = textEms(text);
  const fontSize = Math.min(OVERLAY.maxFont, (2 * reach - 2 * OVERLAY.margin) / (ems + 2));
  const gap = 0.28 * fontSize; // baseline to the long side
  const room = 2 * (reach - gap - OVERLAY.capHeight * fontSize) - 2 * OVERLAY.margin;
  // The baseline's middle lies on the diagonal x = y.
  const x = (OVERLAY.leg - gap * Math.SQRT2) / 2;
  return { x, fontSize, length: Math.min(ems * fontSize, room) };
}

function overlaySvg(label: string): string {
  const text = label.includes('PREORDER') ? 'PRE-ORDER' : label.includes('DAILY') ? 'DAILY DEAL' : 'SALE';
  const { x, fontSize, length } = ribbonText(text);
  const at = x.toFixed(1);
  const { size, leg } = OVERLAY;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <path d="M0 0 H${leg} L0 ${leg} Z" fill="${text === 'PRE-ORDER' ? '#2563eb' : '#dc2626'}"/>
  <text x="${at}" y="${at}" transform="rotate(-45 ${at} ${at})" text-anchor="middle" font-family="${FONT}" font-size="${fontSize.toFixed(1)}" font-weight="700" fill="#fff" textLength="${length.toFixed(1)}" lengthAdjust="spacingAndGlyphs">${text}</text>
</svg>`;
}

/** A default no-sale collection banner (1600x300): the shop's dark panel, red accents, a speaker cone. */
function defaultBannerSvg(b: DefaultBanner): string {
  const headline = b.headline.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 300" width="1600" height="300" role="img" aria-label="${escapeXml(b.alt)}">
  <defs>
    <linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#09090b"/><stop offset="0.65" stop-color="#18181b"/><stop offset="1" stop-color="#450a0a"/></linearGradient>
    <radialGradient id="cone"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#111827"/></radialGradient>
  </defs>
  <rect width="1600" height="300" fill="url(#g)"/>
  <path d="M0 0 H28 L0 300 Z" fill="#dc2626"/>
  <rect x="80" y="70" width="120" height="8" fill="#dc2626"/>
  <text x="80" y="168" font-family="${FONT}" font-size="72" font-weight="900" font-style="italic" fill="#fff" ${fitted(headline, 72, 1120)}>${escapeXml(headline)}</text>
  <text x="80" y="228" font-family="${FONT}" font-size="40" fill="#d4d4d8" ${fitted(b.text, 40, 1120)}>${escapeXml(b.text)}</text>
  ${cone(1400, 150, 115, '#dc2626')}
</svg>`;
}

/** Banners, overlays and menu/collection pictures: the drawings above, else a panel with the name written on it. */
export function panelSvg(kind: string, name: string): string {
  const label = name
    .replace(/\.svg$/, '')
    .replace(/[-_]+/g, ' ')
    .toUpperCase();
  if (kind === 'overlays') return overlaySvg(label);
  const wide = kind === 'banners';
  const banner = wide ? defaultBannerAt(`/img/banners/${name}`) : null;
  if (banner) return defaultBannerSvg(banner);
  const accent = ACCENTS[hashString(name) % ACCENTS.length] ?? '#e11d48';
  const [w, hgt] = wide ? (label.includes('MOBILE') ? [800, 300] : [1600, 300]) : [400, 400];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}" role="img" aria-label="${escapeXml(label)}">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#111827"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="${w}" height="${hgt}" fill="url(#g)"/>
  <text x="${w / 2}" y="${hgt / 2 + 14}" text-anchor="middle" font-family="${FONT}" font-size="${wide ? 44 : 30}" font-weight="700" fill="#fff">${escapeXml(label.slice(0, 40))}</text>
</svg>`;
}
