// Screenshots of shop pages at desktop and mobile sizes: node --import tsx scripts/screenshots.ts <baseUrl> <outDir> <path...>
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/chromium.js';

const [baseUrl = 'http://localhost:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const p of paths.length ? paths : ['/']) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport });
    await page.goto(new URL(p, baseUrl).toString(), { waitUntil: 'networkidle' });
    const file = path.join(
      outDir,
      `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}.png`,
    );
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
