import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The one Chromium of a run, started by the global setup (a server its test files connect to). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A test file's browser: a connection to the run's one Chromium (global-setup.ts), so the files do not start
 * one each; closing it closes the file's contexts and disconnects. Outside the e2e run, a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint
    ? chromium.connect(endpoint)
    : chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: string[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/** Runs axe-core in the page and returns its violations of every impact (colour contrast included). */
export async function a11yViolations(page: Page, runOnly?: string[]): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol, so the shop's strict CSP stays on for the test.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return axe.run(
      document,
      runOnly ? { resultTypes: ['violations'], runOnly } : { resultTypes: ['violations'] },
    );
  }, runOnly);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
  }));
}

/** The serious and critical violations only (the journeys' check; the screen matrix takes every impact). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  return (await a11yViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
