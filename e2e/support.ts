import { inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
    /**
     * A page in a fresh context. The VIP popup and the push prompt (6 s and 8 s in) are suppressed unless
     * `marketing: true`: they would cover the page in journeys that last longer.
     */
    async page(viewport = DESKTOP, options: { marketing?: boolean } = {}): Promise<Page> {
      await context?.close();
      context = await browser.newContext({ viewport, baseURL: baseUrl() });
      // Every wait is on a condition (a role, a text, a response); this deadline only ends a hung journey, and
      // is long enough for a page that a loaded machine renders slowly.
      context.setDefaultTimeout(E2E_WAIT_MS);
      if (!options.marketing) await suppressMarketingPrompts(context, baseUrl());
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
