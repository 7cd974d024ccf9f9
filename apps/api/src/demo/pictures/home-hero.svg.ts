/**
 * The demo's hero slide (demo/home.ts): the home's hero as it was drawn in code before it became the merchant's
 * (decision 082), a dark panel with the red glow, the headline and the line under it, 1920 x 640.
 */
const FONT = 'Arial Black, Arial, Helvetica, sans-serif';

export function homeHeroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 640" width="1920" height="640">
  <defs><radialGradient id="glow" cx="0.75" cy="0.3" r="0.6"><stop offset="0" stop-color="#e10600" stop-opacity="0.45"/><stop offset="1" stop-color="#e10600" stop-opacity="0"/></radialGradient></defs>
  <rect width="1920" height="640" fill="#09090b"/>
  <rect width="1920" height="640" fill="url(#glow)"/>
  <g font-family="${FONT}" font-style="italic" font-weight="900" font-size="120" letter-spacing="-2">
    <text x="160" y="290" fill="#fff">BUILT LOUD.</text>
    <text x="160" y="410" fill="#dc2626">BUILT TO LAST.</text>
  </g>
  <text x="164" y="490" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#d4d4d8">Subwoofers, enclosures, amplifiers and wiring from a brand that lives for bass.</text>
</svg>`;
}
