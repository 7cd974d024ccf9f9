/**
 * One Lighthouse run (mobile preset) with the audits that explain LCP, and the audits of the performance,
 * accessibility and best-practices categories that did not pass: node --import tsx scripts/bench/lh-one.ts <url>
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.js';

const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
});
try {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const lhr = r!.lhr;
  mkdirSync('/tmp/lh', { recursive: true });
  writeFileSync('/tmp/lh/last.json', JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(
    'score',
    lhr.categories.performance!.score,
    'FCP',
    a['first-contentful-paint']!.numericValue,
    'LCP',
    a['largest-contentful-paint']!.numericValue,
    'TBT',
    a['total-blocking-time']!.numericValue,
    'SI',
    a['speed-index']!.numericValue,
  );
  console.log('benchmarkIndex', lhr.environment.benchmarkIndex);
  for (const category of Object.values(lhr.categories)) {
    console.log(category.id, category.score);
    for (const ref of category.auditRefs) {
      const audit = a[ref.id];
      if (audit && audit.score !== null && audit.score < 0.9)
        console.log(
          `  ${ref.weight > 0 ? 'not passed' : 'diagnostic'}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''} ${audit.title}`,
        );
    }
  }
  type Rows = { items?: Record<string, unknown>[] } | undefined;
  for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown'])
    for (const item of ((a[id]?.details as unknown as Rows)?.items ?? []).slice(0, 8))
      console.log(id, JSON.stringify(item).slice(0, 200));
  const el = a['largest-contentful-paint-element']?.details as unknown as
    { items?: { items?: unknown[] }[] } | undefined;
  console.log('LCP element', JSON.stringify(el?.items?.[0]?.items?.[0] ?? el).slice(0, 400));
  console.log('LCP phases', JSON.stringify(el?.items?.[1] ?? '').slice(0, 600));
  const net = a['network-requests']!.details as unknown as {
    items: {
      url: string;
      transferSize: number;
      networkRequestTime: number;
      networkEndTime: number;
      resourceType: string;
    }[];
  };
  for (const i of net.items)
    console.log(
      Math.round(i.networkRequestTime),
      Math.round(i.networkEndTime),
      i.transferSize,
      i.resourceType,
      i.url.slice(0, 100),
    );
} finally {
  chrome.kill();
}
