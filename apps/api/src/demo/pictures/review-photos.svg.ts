/**
 * Photo-like pictures for the seeded reviews (/img/r/:id/:n.svg): a customer's install shot, drawn
 * locally. The scene follows the product's category (a trunk with a sub box, an amp rack, a door speaker,
 * a battery under the hood); light, colours and angle follow a hash of the review id and photo number.
 */
import { hashString } from '../prng.js';

const W = 800;
const H = 600;

const pick = <T>(items: readonly T[], h: number, shift: number): T =>
  items[(h >>> shift) % items.length] as T;

type Scene = 'trunk' | 'amp' | 'speaker' | 'battery';

export const sceneOf = (category: string | null): Scene => {
  if (!category) return 'trunk';
  if (category.includes('amplifier')) return 'amp';
  if (category.includes('speaker') || category.includes('marine') || category.includes('professional'))
    return 'speaker';
  if (category.includes('batter') || category.includes('wiring')) return 'battery';
  return 'trunk';
};

const carpet = ['#2b2b2e', '#3a3631', '#1f2328', '#403a3a'];
const light = ['#f4e7c9', '#dde7f2', '#f2d9c4', '#e6e6e6'];
const accent = ['#d62828', '#1d70b8', '#f5a300', '#2a9d8f', '#9b5de5'];

const cone = (cx: number, cy: number, r: number, rim: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="url(#cone)"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.93}" fill="none" stroke="${rim}" stroke-width="${r * 0.06}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#1a1a1a" stroke="#444" stroke-width="3"/>`;

function trunk(h: number, a: string): string {
  const subs = 1 + (h % 2);
  const boxW = subs === 2 ? 520 : 320;
  const x = (W - boxW) / 2 + ((h >>> 4) % 60) - 30;
  const r = 95;
  let out = `<path d="M0 ${H} L90 250 L${W - 90} 250 L${W} ${H} Z" fill="${pick(carpet, h, 2)}"/>`;
  out += `<path d="M90 250 L${W - 90} 250 L${W - 140} 120 L140 120 Z" fill="#262626"/>`;
  out += `<rect x="${x}" y="260" width="${boxW}" height="260" rx="10" fill="#151515" stroke="#333" stroke-width="4"/>`;
  for (let i = 0; i < subs; i++) out += cone(x + boxW / (subs * 2) + (i * boxW) / subs, 390, r, a);
  out += `<rect x="${x + 20}" y="494" width="60" height="14" rx="3" fill="${a}" opacity="0.85"/>`;
  return out;
}

function amp(h: number, a: string): string {
  const x = 130 + ((h >>> 3) % 60);
  let out = `<rect x="0" y="0" width="${W}" height="${H}" fill="${pick(carpet, h, 1)}"/>`;
  out += `<rect x="60" y="90" width="${W - 120}" height="420" rx="12" fill="#7a5c3e"/>`;
  out += `<rect x="${x}" y="200" width="440" height="200" rx="14" fill="#1c1c1c" stroke="${a}" stroke-width="6"/>`;
  for (let i = 0; i < 14; i++)
    out += `<rect x="${x + 20 + i * 30}" y="215" width="14" height="170" rx="4" fill="#2e2e2e"/>`;
  out += `<text x="${x + 220}" y="312" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="${a}" text-anchor="middle">SKAR</text>`;
  out += `<path d="M${x} 260 C ${x - 60} 260 90 320 60 420" stroke="#c00" stroke-width="14" fill="none"/>`;
  out += `<path d="M${x} 340 C ${x - 50} 360 110 400 60 470" stroke="#111" stroke-width="14" fill="none"/>`;
  out += `<path d="M${x + 440} 300 C ${x + 520} 300 700 360 ${W - 60} 420" stroke="#1d70b8" stroke-width="8" fill="none"/>`;
  return out;
}

function speaker(h: number, a: string): string {
  const cx = 360 + ((h >>> 5) % 80);
  let out = `<rect x="0" y="0" width="${W}" height="${H}" fill="${pick(['#2f2f33', '#4a4038', '#22303a'], h, 2)}"/>`;
  out += `<path d="M40 40 L${W - 40} 80 L${W - 80} ${H - 40} L80 ${H - 20} Z" fill="#3b3b3f" stroke="#555" stroke-width="4"/>`;
  out += `<rect x="150" y="80" width="420" height="40" rx="8" fill="#555"/>`;
  out += cone(cx, 330, 150, a);
  out += `<circle cx="${cx}" cy="330" r="168" fill="none" stroke="#777" stroke-width="8" stroke-dasharray="4 22"/>`;
  return out;
}

function battery(h: number, a: string): string {
  const x = 200 + ((h >>> 6) % 60);
  let out = `<rect x="0" y="0" width="${W}" height="${H}" fill="#2a2c2f"/>`;
  out += `<path d="M0 420 Q 400 380 ${W} 430 L ${W} ${H} L0 ${H} Z" fill="#1b1b1d"/>`;
  out += `<rect x="${x}" y="200" width="360" height="240" rx="12" fill="#111" stroke="#444" stroke-width="4"/>`;
  out += `<rect x="${x}" y="200" width="360" height="60" rx="12" fill="${a}"/>`;
  out += `<rect x="${x + 40}" y="170" width="50" height="34" rx="4" fill="#b33"/><rect x="${x + 270}" y="170" width="50" height="34" rx="4" fill="#333"/>`;
  out += `<path d="M${x + 65} 170 C ${x + 40} 80 150 90 60 60" stroke="#c00" stroke-width="16" fill="none"/>`;
  out += `<path d="M${x + 295} 170 C ${x + 330} 90 650 100 ${W - 40} 70" stroke="#0a0a0a" stroke-width="16" fill="none"/>`;
  out += `<text x="${x + 180}" y="350" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#eee" text-anchor="middle">AGM</text>`;
  return out;
}

/** An SVG install photo for review `id`, photo `n` (1-based), for a product of `category`. */
export function reviewPhotoSvg(id: number, n: number, category: string | null): string {
  const h = hashString(`review-${id}-${n}`);
  const a = pick(accent, h, 7);
  const glow = pick(light, h, 11);
  const tilt = ((h >>> 13) % 9) - 4;
  const scene = sceneOf(category);
  const body =
    scene === 'amp'
      ? amp(h, a)
      : scene === 'speaker'
        ? speaker(h, a)
        : scene === 'battery'
          ? battery(h, a)
          : trunk(h, a);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<radialGradient id="cone" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="#5a5a5a"/><stop offset="1" stop-color="#0d0d0d"/></radialGradient>
<radialGradient id="light" cx="${20 + (h % 60)}%" cy="15%" r="90%"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="#1a1a1a"/>
<g transform="rotate(${tilt} ${W / 2} ${H / 2})">${body}</g>
<rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`;
}
