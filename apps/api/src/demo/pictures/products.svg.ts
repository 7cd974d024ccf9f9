/**
 * Deterministic, product-like SVG pictures drawn from a sku: the shape follows the category, the colours
 * and details follow a hash of the text. Nothing is fetched from the network. Banners and overlays are
 * drawn by panels.svg.ts.
 */
import { displaySku, escapeXml } from '@shop/domain';
import { hashString } from '../prng.js';

export const ACCENTS = [
  '#e11d48',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#06b6d4',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
];

export const cone = (cx: number, cy: number, r: number, accent: string) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#111827" stroke="#4b5563" stroke-width="${r * 0.06}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="url(#cone)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="${accent}" stroke-width="${r * 0.05}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#1f2937" stroke="#6b7280" stroke-width="${r * 0.03}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="${accent}"/>`;

type Kind = 'subwoofer' | 'enclosure' | 'amplifier' | 'speaker' | 'wire' | 'battery' | 'marine' | 'accessory';

export function kindOf(category: string | null, sku: string): Kind {
  const upper = sku.toUpperCase();
  if (
    upper.startsWith('SKSPK') ||
    upper.includes('AWG') ||
    upper.includes('BIG3') ||
    upper.startsWith('SKRCA')
  )
    return 'wire';
  switch (category) {
    case 'subwoofers':
      return 'subwoofer';
    case 'loaded-subwoofer-enclosures':
    case 'empty-subwoofer-enclosures':
      return 'enclosure';
    case 'amplifiers':
      return 'amplifier';
    case 'speakers':
    case 'professional-audio':
      return 'speaker';
    case 'marine-audio':
      return 'marine';
    case 'batteries':
      return 'battery';
    case 'wiring':
      return 'accessory';
    default:
      return 'accessory';
  }
}

function body(kind: Kind, sku: string, h: number, accent: string): string {
  const holes = Math.max(1, Number(/(\d)X\d/i.exec(sku)?.[1] ?? 1));
  switch (kind) {
    case 'subwoofer':
      return cone(200, 185, 140, accent);
    case 'speaker':
      return cone(200, 185, 120, accent) + `<circle cx="200" cy="185" r="30" fill="#d1d5db"/>`;
    case 'marine':
      return (
        `<rect x="50" y="35" width="300" height="300" rx="150" fill="#f9fafb" stroke="#d1d5db" stroke-width="8"/>` +
        cone(200, 185, 115, accent)
      );
    case 'enclosure': {
      const n = Math.min(holes, 4);
      const r = n === 1 ? 95 : n === 2 ? 70 : 42;
      const cones = Array.from({ length: n }, (_, i) =>
        cone(80 + ((i + 0.5) * 240) / n, 180, r, accent),
      ).join('');
      return `<path d="M40 80 L360 80 L340 300 L60 300 Z" fill="#1f2937" stroke="#374151" stroke-width="6"/>
        <rect x="40" y="80" width="320" height="200" rx="10" fill="#262626"/>${cones}
        <rect x="${60 + (h % 200)}" y="262" width="90" height="10" rx="5" fill="#111"/>`;
    }
    case 'amplifier': {
      const fins = Array.from(
        { length: 9 },
        (_, i) => `<rect x="${62 + i * 32}" y="110" width="18" height="150" rx="4" fill="#374151"/>`,
      ).join('');
      return `<rect x="40" y="100" width="320" height="170" rx="16" fill="#111827" stroke="${accent}" stroke-width="6"/>${fins}
        <rect x="140" y="160" width="120" height="40" rx="6" fill="${accent}"/>`;
    }
    case 'battery':
      return `<rect x="70" y="110" width="260" height="190" rx="14" fill="#111827"/>
        <rect x="100" y="85" width="40" height="30" rx="4" fill="#dc2626"/><rect x="260" y="85" width="40" height="30" rx="4" fill="#374151"/>
        <rect x="70" y="170" width="260" height="50" fill="${accent}"/>`;
    case 'wire': {
      const loops = Array.from(
        { length: 6 },
        (_, i) =>
          `<ellipse cx="200" cy="190" rx="${140 - i * 16}" ry="${95 - i * 10}" fill="none" stroke="${i % 2 ? '#111827' : accent}" stroke-width="12"/>`,
      ).join('');
      return loops;
    }
    default:
      return `<rect x="90" y="90" width="220" height="190" rx="24" fill="#1f2937" stroke="${accent}" stroke-width="8"/>
        <circle cx="200" cy="185" r="45" fill="${accent}"/>`;
  }
}

/** A 400x400 product picture; image n of a sku is a slightly different view (rotated accent). */
export function productSvg(sku: string, n: number, category: string | null): string {
  const h = hashString(`${sku}#${n}`);
  const accent = ACCENTS[hashString(sku) % ACCENTS.length] ?? '#e11d48';
  const kind = kindOf(category, sku);
  const bg = n % 2 === 1 ? '#f3f4f6' : '#e5e7eb';
  // The picture names the sku as the shop shows it (the Ford 2015-UP, not the stored 2009-UP).
  const shown = displaySku(sku);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(shown)}">
  <defs><radialGradient id="cone"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#111827"/></radialGradient></defs>
  <rect width="400" height="400" fill="${bg}"/>
  <g transform="rotate(${n === 1 ? 0 : ((h % 7) - 3) * 2} 200 200)">${body(kind, sku, h, accent)}</g>
  <text x="200" y="372" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#111827">${escapeXml(shown.slice(0, 28))}</text>
</svg>`;
}
