/**
 * Banners, overlays and menu/collection pictures as SVG panels: a sale's overlays (a corner ribbon with
 * SALE, DAILY DEAL or PRE-ORDER, laid out by the domain's ribbonText, which the storefront draws too), the
 * default no-sale collection banners (their words from the domain's NO_SALE_BANNERS, docs/decisions/029) and a
 * plain panel with its name written on it for anything else.
 * Text is given its length (textLength) so that it fits whatever font the viewer has.
 */
import { defaultBannerAt, escapeXml, OVERLAY, ribbonText, textEms, type DefaultBanner } from '@shop/domain';
import { hashString } from '../prng.js';
import { ACCENTS, cone } from './products.svg.js';

const FONT = 'Arial, Helvetica, sans-serif';

/** Attributes that draw `text` at its own width, or squeezed into `maxWidth` when it is wider. */
const fitted = (text: string, fontSize: number, maxWidth: number): string =>
  `textLength="${Math.min(textEms(text) * fontSize, maxWidth).toFixed(1)}" lengthAdjust="spacingAndGlyphs"`;

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
