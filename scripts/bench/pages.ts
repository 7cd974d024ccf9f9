/** Page figures with Lighthouse (mobile preset, median of 3) on Debian's Chromium, and the initial bundle size. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.js';
import { median } from './stats.js';

export type PageRow = {
  name: string;
  path: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's benchmarkIndex of this machine during the runs: how fast its CPU was (higher is faster). */
  cpu: number;
};

export async function benchPages(
  baseUrl: string,
  pages: { name: string; path: string }[],
  runs = 3,
): Promise<PageRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  const rows: PageRow[] = [];
  try {
    for (const p of pages) {
      const samples: Omit<PageRow, 'name' | 'path'>[] = [];
      // A run Lighthouse could not score (a rare failed trace on this shared machine) is run again, twice at
      // most; it never counts as a 0.
      for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
        const result = await lighthouse(baseUrl + p.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        const score = lhr?.categories.performance?.score;
        if (!lhr || score === null || score === undefined) {
          console.log(
            `  ${p.name}: run ${attempt + 1} not scored (${lhr?.runtimeError?.code ?? 'no result'}), again`,
          );
          continue;
        }
        samples.push({
          score: Math.round(score * 100),
          lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          cpu: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      if (samples.length < runs) throw new Error(`Lighthouse could not score ${p.path} in ${runs + 2} runs`);
      const row: PageRow = {
        name: p.name,
        path: p.path,
        score: median(samples.map((s) => s.score)),
        lcp: median(samples.map((s) => s.lcp)),
        tbt: median(samples.map((s) => s.tbt)),
        cls: median(samples.map((s) => s.cls)),
        cpu: median(samples.map((s) => s.cpu)),
      };
      rows.push(row);
      console.log(
        `  ${p.name}: score ${row.score}, LCP ${row.lcp} ms, TBT ${row.tbt} ms, CLS ${row.cls}, CPU index ${row.cpu}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * Gzipped size of the JS and CSS the home page loads up front (scripts, modulepreloads, stylesheets), from the
 * HTML the server sends (it adds the app's chunks to index.html, apps/api pages/page-hints.ts).
 */
export function initialBundle(distDir: string, html: string): { js: number; css: number; files: string[] } {
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)];
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = gzipSync(readFileSync(path.join(distDir, f))).length;
    if (f.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files };
}
