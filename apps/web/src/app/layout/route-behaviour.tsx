import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { trackPageView, currentEventData } from '../../lib/analytics';
import { useUiStore } from '../../lib/ui-store';
import { useViewportClass } from '../../lib/use-viewport';

export const SCROLL_RESTORE_DELAY_MS = 150;
const VEHICLE_COLLECTION = '/collections/vehicle-specific-subwoofer-enclosures';

/**
 * The query string a collection or product URL keeps, or null when it stays as it is (see
 * docs/decisions/011-query-stripping.md): a query holding `variant` or `sku` is kept whole, vehicle
 * collection paths keep their filters, a collection keeps `page`, a product keeps `review`.
 */
export function strippedSearch(pathname: string, search: string): string | null {
  const isCollection = pathname.startsWith('/collections/');
  const isProduct = pathname.startsWith('/products/');
  if (!isCollection && !isProduct) return null;
  if (pathname === VEHICLE_COLLECTION || pathname.startsWith(`${VEHICLE_COLLECTION}/`)) return null;
  const params = new URLSearchParams(search);
  if (params.has('variant') || params.has('sku')) return null;
  const kept = new URLSearchParams();
  const keep = isCollection ? 'page' : 'review';
  for (const v of params.getAll(keep)) kept.append(keep, v);
  const next = kept.toString() ? `?${kept.toString()}` : '';
  return next === search ? null : next;
}

const STORAGE_KEY = 'scroll-positions';
let stored: Map<string, number> | null = null;

/** The saved positions, read from sessionStorage on first use (its first access is slow: not at start-up). */
function positions(): Map<string, number> {
  if (stored) return stored;
  try {
    stored = new Map(
      Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>),
    );
  } catch {
    stored = new Map();
  }
  return stored;
}

function savePosition(path: string, y: number) {
  positions().set(path, y);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions())));
  } catch {
    // Storage full or unavailable: the in-memory map still serves this visit.
  }
}

/**
 * Scroll memory: the position is saved per path on leaving and restored about 150 ms after a back
 * navigation; browser scroll restoration is manual. A new page starts at the top (or at its #hash), whether
 * it was pushed or replaced its entry (checkout replaces itself with the order confirmation); a replace that
 * keeps the path and page (query stripping, the review form's `?review`) stays where it is.
 */
function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastY = useRef(0);
  const previous = useRef<{ pathname: string; page: string | null } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    lastY.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        lastY.current = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    const page = new URLSearchParams(location.search).get('page');
    const prev = previous.current;
    previous.current = { pathname: location.pathname, page };
    if (!prev) return;
    const pathChanged = prev.pathname !== location.pathname;
    if (pathChanged) savePosition(prev.pathname, lastY.current);
    if (navigationType === 'POP') {
      const y = positions().get(location.pathname);
      if (y === undefined) return;
      const timer = setTimeout(() => window.scrollTo(0, y), SCROLL_RESTORE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (pathChanged || prev.page !== page) window.scrollTo(0, 0);
  }, [location.pathname, location.search, location.hash, navigationType]);
}

/** The history entry last counted: one view per entry, however often the layout mounts or re-renders. */
const counted = { key: null as string | null, pathname: null as string | null };

/**
 * One page view per page: the first load, and each navigation to a new history entry (a link, back and
 * forward). A replace that keeps the path (query stripping, the review form's `?review`, a hash) is the same
 * page, not a new view. Counted before any query stripping, so campaign parameters are seen.
 */
function usePageViews() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const samePage =
      counted.key === location.key ||
      (navigationType === 'REPLACE' && counted.pathname === location.pathname);
    counted.key = location.key;
    counted.pathname = location.pathname;
    if (samePage) return;
    void trackPageView({
      ...currentEventData(),
      path: location.pathname,
      search: location.search,
      hash: location.hash,
    });
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}

/** For tests: forget the last counted page. */
export function resetPageViewsForTests(): void {
  counted.key = null;
  counted.pathname = null;
}

function useQueryStripping() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const next = strippedSearch(location.pathname, location.search);
    if (next === null) return;
    void navigate(
      { pathname: location.pathname, search: next, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.pathname, location.search, location.hash, navigate]);
}

/** Navigating closes the mobile drawer. */
function useCloseMobileNavOnNavigate() {
  const { pathname, search } = useLocation();
  const closeMobileNav = useUiStore((s) => s.closeMobileNav);
  useEffect(() => {
    if (useUiStore.getState().displayMobileNav) closeMobileNav();
  }, [pathname, search, closeMobileNav]);
}

/** Route-level behaviour the spec asks of every page. Renders nothing. */
export function RouteBehaviour() {
  usePageViews();
  useQueryStripping();
  useScrollMemory();
  useCloseMobileNavOnNavigate();
  useViewportClass();
  return null;
}
