/**
 * Every screen of the shop at seven widths, in the light and the dark theme (the dark one as a phone in dark
 * mode gets it: the "system" theme with the device set to dark). A screen fails on a page wider than the
 * viewport or a control cut off at its edge, any axe-core violation (colour contrast included), a console
 * error, a failed request or an answer of 404, an API read made twice for one page load, and a load that
 * posts other than exactly one page-view event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BUILT_IN_PAGES,
  CONTENT_PAGE_PATHS,
  contentPagePath,
  type AccountOrdersResponse,
  type CollectionResponse,
  type ProductCard,
} from '@shop/domain';
import { launchBrowser } from './chromium.js';
import { baseUrl, getJson } from './support.js';
import {
  THEMES,
  WIDTHS,
  axeProblems,
  fillCart,
  overflowAt,
  settleLayout,
  signInContext,
  watchPage,
  type Theme,
} from './screen-checks.js';

type Who = 'visitor' | 'retail' | 'dealer';
type Screen = {
  path: string;
  /** A state to open after the page loads (a drawer, a menu), checked at `widths`. */
  open?: (page: Page) => Promise<void>;
  widths?: readonly number[];
  /** The document's own status when it is not 200 (the not-found page). */
  status?: number;
};

/** The mobile header (with its drawer) is for phones; from 768 px the mega menu shows (spec: desktop header on medium screens). */
const PHONE = WIDTHS.filter((w) => w < 768);
const MEGA_MENU = WIDTHS.filter((w) => w >= 768);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cards = async (handle: string) =>
  (await getJson<CollectionResponse>(`/api/collections/${handle}?pageSize=96`)).products;

/** Products in each state the product page shows differently, found in the seeded catalogue (read once). */
let catalogue: ReturnType<typeof findCatalogueScreens> | undefined;
const catalogueScreens = () => (catalogue ??= findCatalogueScreens());
async function findCatalogueScreens(): Promise<{
  products: string[];
  cart: { sku: string; quantity: number }[];
}> {
  const all: ProductCard[] = [];
  for (const handle of [
    'car-subwoofers',
    'loaded-subwoofer-enclosures',
    'car-amplifiers',
    'car-audio-batteries',
  ]) {
    all.push(...(await cards(handle)));
  }
  // Variants as well as families: a discontinued item is a variant of a family still sold.
  const items = all.flatMap((p) => [p, ...p.variants].map((v) => ({ ...v, slug: p.slug })));
  const pick = (what: string, test: (p: (typeof items)[number]) => boolean) => {
    const found = items.find(test);
    if (!found) throw new Error(`the seed has no ${what} product`);
    return `/products/${found.slug}?sku=${encodeURIComponent(found.sku)}`;
  };
  const products = [
    '/products/skar-evl-12?sku=EVL-12-D4',
    pick('pre-order', (p) => !p.isInStock && !!p.preorderInfo?.is_pre_order_eligible),
    pick('discontinued', (p) => p.isDiscontinued),
    pick('bundle', (p) => p.product_type === 'bundle'),
  ];
  // A listing card carries no properties (decision 071): the collection's size filter finds the 12" ones.
  const empty = (
    await getJson<CollectionResponse>(
      `/api/collections/vehicle-specific-subwoofer-enclosures?type=Empty&sizes=${encodeURIComponent('12"')}`,
    )
  ).products;
  const enclosure = empty.find((p) => p.isInStock);
  if (!enclosure) throw new Error('the seed has no in-stock 12" empty vehicle enclosure');
  // An 8" subwoofer in a 12" enclosure: the cart warns about the line.
  return {
    products,
    cart: [
      { sku: enclosure.sku, quantity: 1 },
      { sku: 'EVL-8-D2', quantity: 3 },
    ],
  };
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await page.getByRole('dialog', { name: /Your Cart/ }).waitFor();
}
async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).waitFor();
}
async function openMegaMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const opened = nav.locator('[aria-expanded="true"]').first();
  // On a loaded machine a click can land before the menu's handlers are attached and do nothing: click
  // again until the menu says it is open (never a second click on an open menu, which would close it).
  for (let attempt = 0; attempt < 6 && !(await opened.isVisible()); attempt++) {
    await nav.getByRole('button').first().click();
    await opened.waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
  await opened.waitFor();
}

/** The screens each visitor sees; `orderNumber` is one of the retail demo's own orders. */
async function screensOf(who: Who, orderNumber: string | undefined): Promise<Screen[]> {
  if (who === 'retail') {
    if (!orderNumber) throw new Error('the retail demo has no order');
    return [
      { path: '/account' },
      { path: '/account/orders' },
      { path: `/account/orders/${encodeURIComponent(orderNumber)}` },
      { path: '/returns' },
      { path: '/checkout/v3' },
    ];
  }
  if (who === 'dealer') {
    return [
      { path: '/dealers' },
      { path: '/products/skar-evl-12' },
      { path: '/collections/car-subwoofers' },
      { path: '/cart' },
    ];
  }
  const { products } = await catalogueScreens();
  return [
    { path: '/' },
    { path: '/collections/car-subwoofers' },
    { path: '/collections/car-subwoofers/12-inch-subwoofers' },
    { path: '/collections/vehicle-specific-subwoofer-enclosures' },
    { path: '/collections/vehicle-specific-subwoofer-enclosures?type=Empty&sizes=12%22&vehicle_make=Ford' },
    { path: '/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&vehicle_year=1950' },
    ...products.map((path) => ({ path })),
    { path: '/search/products?q=subwoofer' },
    { path: '/search/products?q=zzzzqqq' },
    { path: '/cart' },
    { path: '/cart', open: openCart },
    { path: '/', open: openMobileMenu, widths: PHONE },
    { path: '/', open: openMegaMenu, widths: MEGA_MENU },
    { path: '/checkout/v3' },
    { path: '/account/login' },
    { path: '/account/register' },
    ...CONTENT_PAGE_PATHS.map((path) => ({ path })),
    // The Markdown pages (decision 081).
    ...BUILT_IN_PAGES.map((p) => ({ path: contentPagePath(p.slug) })),
    { path: '/pages/contact-us?screen=contact-form' },
    { path: '/no-such-page', status: 404 },
  ];
}

/**
 * A browser context for `who` in `theme`, signed in and with a cart, and its one page (every screen loads in
 * it: a page of its own per screen would start a renderer and compile the shop's scripts anew each time, about
 * 2 s of CPU); for the retail demo, one of its orders.
 */
async function contextFor(
  who: Who,
  theme: Theme,
): Promise<{ context: BrowserContext; page: Page; orderNumber?: string }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  // The VIP popup and the push prompt would cover the page (their own journeys check them).
  await context.addCookies([{ name: 'sa_popup', value: 'closed', url: baseUrl() }]);
  await context.addInitScript(() => localStorage.setItem('push_remind_after', '2999-01-01T00:00:00.000Z'));
  const page = await context.newPage();
  let orderNumber: string | undefined;
  if (who === 'retail') {
    await signInContext(page, baseUrl(), 'retail@skar.test', 'ShopDemo123!');
    const orders = await page.evaluate(
      async () => (await (await fetch('/api/account/orders')).json()) as AccountOrdersResponse,
    );
    orderNumber = orders.orders[0]?.order_number;
  }
  if (who === 'dealer') await signInContext(page, baseUrl(), 'dealer@skar.test', 'DealerDemo123!');
  if (who !== 'dealer') await fillCart(page, baseUrl(), (await catalogueScreens()).cart);
  else await fillCart(page, baseUrl(), [{ sku: 'EVL-12-D2', quantity: 3 }]);
  return { context, page, orderNumber };
}

/** The widths of a full axe-core run: one of each layout (phone, tablet, desktop). */
const FULL_AXE_WIDTHS: readonly number[] = [390, 800, 1280];

/**
 * Loads a screen at the first of its widths, then checks it at each width in turn. axe-core runs whole at
 * one width of each layout (the same markup and the same rules hold across a layout's widths); at the other
 * widths it runs colour contrast, which is what a width can change (text over other backgrounds).
 */
async function checkScreen(page: Page, screen: Screen): Promise<string[]> {
  const widths = screen.widths ?? WIDTHS;
  const failures: string[] = [];
  const watch = watchPage(page);
  const load = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(screen.path);
    const status = res?.status() ?? 0;
    if (status !== (screen.status ?? 200)) failures.push(`${width}px: the page answered ${status}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await watch.quiet();
    if (screen.open) await screen.open(page);
  };
  try {
    for (const [i, width] of widths.entries()) {
      // An opened state is opened anew at each width (a resize may close a drawer or swap the menu).
      const loaded = i === 0 || !!screen.open;
      if (loaded) await load(width);
      else await page.setViewportSize({ width, height: 900 });
      await settleLayout(page);
      const rules = FULL_AXE_WIDTHS.includes(width) || screen.widths ? 'all' : 'contrast';
      const found = [...(await overflowAt(page)), ...(await axeProblems(page, rules))];
      // Reads and page views are counted from the load to here, after the checks: a read the page makes
      // late (after it fell quiet) is counted as well.
      found.push(...watch.repeatedReads());
      // One load, one page view (a page that posted none or two counts its visitors wrong).
      if (loaded && watch.pageViews() !== 1) found.push(`${watch.pageViews()} page-view events for one load`);
      // The not-found page's own 404 is what it should answer; Chromium logs any document 404 as an error.
      const logged =
        screen.status === 404 ? watch.problems.filter((p) => !p.includes('status of 404')) : watch.problems;
      failures.push(...[...found, ...logged].map((f) => `${width}px: ${f}`));
      watch.reset();
    }
  } catch (e) {
    failures.push(`could not be checked: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    watch.stop();
  }
  return failures;
}

/** SCREENS=<regex> narrows the run to matching paths (for a quick look while mending one screen). */
const only = process.env.SCREENS ? new RegExp(process.env.SCREENS) : null;

async function checkEveryScreen(who: Who, theme: Theme): Promise<string[]> {
  const { context, orderNumber, ...first } = await contextFor(who, theme);
  let page = first.page;
  const failures: string[] = [];
  try {
    for (const screen of (await screensOf(who, orderNumber)).filter(
      (s) => !only || only.test(s.path + (s.open?.name ?? '')),
    )) {
      // Each screen is a load of its own in the context's one page (a page that crashed is replaced).
      if (page.isClosed()) page = await context.newPage();
      const found = await checkScreen(page, screen);
      failures.push(
        ...found.map((f) => `${theme} ${screen.path}${screen.open ? ` (${screen.open.name})` : ''} ${f}`),
      );
    }
  } finally {
    await context.close();
  }
  return failures;
}

describe('every screen at every width, in the light and the dark theme', () => {
  // The two themes run side by side: two pages of one browser use both cores while the server idles.
  it.each(['visitor', 'retail', 'dealer'] as const)(
    'fits, reads and loads cleanly as a %s',
    async (who) => {
      const failures = (await Promise.all(THEMES.map((theme) => checkEveryScreen(who, theme)))).flat();
      expect(failures).toEqual([]);
    },
    900_000,
  );
});
