import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { a11yViolations } from './chromium.js';

/** The widths every screen is checked at: phones, tablets (the spec's 768-1024), laptops and a wide desktop. */
export const WIDTHS = [360, 390, 768, 800, 1024, 1280, 1920] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * What a visitor's browser reports while a page loads: console errors, page errors, failed requests and
 * answers of 404, and each API read (to find a read made twice for one need).
 */
export function watchPage(page: Page) {
  const problems: string[] = [];
  const reads = new Map<string, number>();
  let pageViews = 0;
  /** Requests sent and not yet answered or failed, and how many were ever sent (for `quiet`). */
  const inFlight = new Set<Request>();
  let sent = 0;
  let wake: (() => void) | undefined;
  const ended = (r: Request) => {
    inFlight.delete(r);
    if (inFlight.size === 0) wake?.();
  };
  const onPageError = (e: Error) => problems.push(`page error: ${e.message}`);
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  };
  const onRequestFailed = (r: Request) => {
    ended(r);
    // A navigation away cancels what the old page still had in flight: not a defect.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  };
  const onResponse = (r: Response) => {
    // The document's own status is the screen's to check (the not-found page answers 404 on purpose).
    if (r.status() === 404 && r.request().resourceType() !== 'document')
      problems.push(`404: ${r.request().method()} ${r.url()}`);
  };
  const onRequest = (r: Request) => {
    inFlight.add(r);
    sent += 1;
    const url = new URL(r.url());
    if (r.method() === 'POST' && url.pathname === '/api/analytics/events/page-view') pageViews += 1;
    if (r.method() === 'GET' && url.pathname.startsWith('/api/') && r.resourceType() !== 'document') {
      const key = url.pathname + url.search;
      reads.set(key, (reads.get(key) ?? 0) + 1);
    }
  };
  /** The listeners above put on the page (`on`), or taken off it (`off`). */
  const listen = (method: 'on' | 'off') => {
    page[method]('requestfinished', ended);
    page[method]('requestfailed', onRequestFailed);
    page[method]('pageerror', onPageError);
    page[method]('console', onConsole);
    page[method]('response', onResponse);
    page[method]('request', onRequest);
  };
  listen('on');
  return {
    problems,
    reads,
    /** Stops watching: the page goes on to another screen with a watch of its own. */
    stop: () => listen('off'),
    reset() {
      problems.length = 0;
      reads.clear();
      pageViews = 0;
    },
    /**
     * Resolves once the page has nothing in flight (documents, scripts, API reads, images, fonts) and sends
     * nothing new over two animation frames, its fonts loaded: what the page's own load needs, without the
     * 500 ms of silence `waitUntil: 'networkidle'` adds to every load. A read the page makes later still counts:
     * the callers check reads and page views after the screen's checks, not at this point.
     */
    async quiet(timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (inFlight.size > 0) {
          const answered = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
            wake = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          wake = undefined;
          if (!answered) {
            const pending = [...inFlight].map((r) => `${r.method()} ${r.url()}`).join(', ');
            throw new Error(`still loading after ${timeoutMs} ms: ${pending}`);
          }
        }
        const before = sent;
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await settleLayout(page);
        if (inFlight.size === 0 && sent === before) return;
      }
    },
    /** Page-view events posted since the last reset. */
    pageViews: () => pageViews,
    /** Each API read made more than once since the last reset. */
    repeatedReads(): string[] {
      return [...reads].filter(([, n]) => n > 1).map(([url, n]) => `read ${n} times: GET ${url}`);
    },
  };
}

/** Two animation frames: a resize has been laid out and painted. */
export const settleLayout = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * What does not fit the viewport: the document scrolling sideways, and any visible link, button, heading,
 * field or image reaching past either edge (cut off by an ancestor that hides its overflow), except inside
 * a container that scrolls sideways on purpose (a slider).
 */
export function overflowAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    const width = doc.clientWidth;
    if (doc.scrollWidth > width) found.push(`page is ${doc.scrollWidth} px wide in a ${width} px viewport`);
    const scrollsSideways = (el: Element): boolean => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if ((o === 'auto' || o === 'scroll') && a !== doc && a !== document.body) return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('alt') ?? '').trim();
      return `<${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
    };
    for (const el of Array.from(
      document.querySelectorAll('a, button, h1, h2, h3, input, select, textarea, img, label'),
    )) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (sr-only) or not laid out
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
      if ((rect.right > width + 1 || rect.left < -1) && !scrollsSideways(el)) {
        found.push(
          `${describe(el)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} px of ${width}`,
        );
      }
      if (found.length > 8) break;
    }
    return found;
  });
}

/** Every axe-core violation of any impact (of every rule, or of colour contrast alone), one line each. */
export async function axeProblems(page: Page, rules: 'all' | 'contrast' = 'all'): Promise<string[]> {
  return (await a11yViolations(page, rules === 'contrast' ? ['color-contrast'] : undefined)).map(
    (v) => `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Signs the page's context in through the API, as the login form does (the page is left on /api/health). */
export async function signInContext(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/api/health`);
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const res = await fetch('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, csrfToken, json: true, redirect: false }),
      });
      return res.status;
    },
    { email, password },
  );
  if (status !== 200) throw new Error(`sign-in as ${email} answered ${status}`);
}

/**
 * Puts `lines` into the page's context's cart through the API (the full desired list, as the cart page sends
 * it); the page is left on /api/health.
 */
export async function fillCart(page: Page, baseUrl: string, lines: { sku: string; quantity: number }[]) {
  await page.goto(`${baseUrl}/api/health`);
  const status = await page.evaluate(async (items) => {
    const res = await fetch('/api/cartv2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    });
    return res.status;
  }, lines);
  if (status !== 200) throw new Error(`filling the cart answered ${status}`);
}
