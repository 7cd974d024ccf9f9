import path from 'node:path';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  REPO_ROOT,
  spawnServer,
  waitUntilUp,
  type ServerProcess,
} from '../apps/api/src/test/server-process.js';
import { launchBrowser, seriousA11yViolations } from './chromium.js';

export const baseUrl = (): string => inject('baseUrl');

/** How long a journey's step may wait for its condition before the journey fails. */
export const E2E_WAIT_MS = 60_000;
export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The VIP popup and the push prompt (6 s and 8 s in) kept closed: they would cover the page of a longer journey. */
export async function suppressMarketingPrompts(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([{ name: 'sa_popup', value: 'closed', url }]);
  await context.addInitScript(() => {
    try {
      localStorage.setItem('push_remind_after', '2999-01-01T00:00:00.000Z');
    } catch {
      // opaque origins (about:blank) have no storage
    }
  });
}

/**
 * A fresh context (cookies, storage) on the shop at `base`. Every wait is on a condition (a role, a text, a
 * response); E2E_WAIT_MS only ends a hung journey, and is long enough for a page that a loaded machine renders
 * slowly. The VIP popup and the push prompt (6 s and 8 s in) are suppressed unless `marketing: true`: they
 * would cover the page in journeys that last longer.
 */
export async function contextOn(
  browser: Browser,
  base: string,
  viewport = DESKTOP,
  options: { marketing?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: base });
  context.setDefaultTimeout(E2E_WAIT_MS);
  if (!options.marketing) await suppressMarketingPrompts(context, base);
  return context;
}

/**
 * The built server (`npm run build`) of a journey's own on `port`, with `env` over this process's: resolves
 * once it answers its health check (a seed of the demo on a loaded machine takes a while).
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const server = spawnServer([path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
    ...process.env,
    PORT: String(port),
    ...env,
  });
  await waitUntilUp(`http://localhost:${port}`, server);
  return server;
}

/** One browser per test file; a fresh context (cookies, storage) per test. */
export function useBrowser() {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const errors: string[] = [];
  return {
    async start() {
      browser = await launchBrowser();
    },
    async stop() {
      await browser?.close();
    },
    /** A page in a fresh context on the e2e server (contextOn: the prompts suppressed unless `marketing`). */
    async page(viewport = DESKTOP, options: { marketing?: boolean } = {}): Promise<Page> {
      await context?.close();
      context = await contextOn(browser, baseUrl(), viewport, options);
      const page = await context.newPage();
      errors.length = 0;
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      return page;
    },
    errors,
  };
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const violations = await seriousA11yViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `axe-core found serious violations on ${page.url()}:\n${JSON.stringify(violations, null, 2)}`,
    );
  }
}

/** In a description list (`dl`) inside `scope`: the value (`dd`) of the term (`dt`) that reads `term` exactly. */
export const definitionOf = (scope: Locator, term: string): Locator =>
  scope.locator(`dt:text-is("${term}") + dd`);
