import { freeShippingMessage, saleHeaderBadge } from '@shop/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { MobileDrawer, preloadMobileDrawer } from '../../features/menu/components/mobile-drawer';
import { SearchBox, SearchIcon } from '../../features/search/components/search-box';
import { useShownSale } from '../../features/sales/api/get-active-sale';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { SHIPPING_RULES, SITE_NAME } from '../../lib/site';
import { useUiStore } from '../../lib/ui-store';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { DEFAULT_PAGE_OPTIONS, type PageOptions } from './page-options';
import { useMainCollections } from './site-links';

// The desktop mega menu loads after the first paint, out of the initial JS: a phone never shows it
// (docs/decisions/053-initial-bundle.md). Meanwhile its place in the bar keeps the menu's height (its h-11 buttons)
// and, on wide screens, the logo in its centre, so the bar does not move when it comes.
const MegaMenu = lazy(() =>
  import('../../features/menu/components/mega-menu').then((m) => ({ default: m.MegaMenu })),
);

function MegaMenuPlace({ center }: { center: ReactNode }) {
  return <div className="flex h-11 min-w-0 flex-none items-center justify-center 2xl:flex-1">{center}</div>;
}

type HeaderProps = { options?: Pick<PageOptions, 'preHeader' | 'nav' | 'mobileNav' | 'cartIcon'> };

function LogoLink({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={`${SITE_NAME} home`}
      className={`rounded ${compact ? 'min-w-0' : 'shrink-0'} ${className}`}
    >
      <Logo compact={compact} />
    </Link>
  );
}

/** The 50 px desktop bar: search, account drop-down, support and the cart. */
function PreHeader({ cartIcon }: { cartIcon: boolean }) {
  const session = useSession();
  return (
    <div className="hidden h-[50px] border-b border-zinc-800 bg-zinc-900 md:block">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <p className="hidden text-xs font-semibold text-zinc-300 lg:block">
          {freeShippingMessage(session.isDealer, SHIPPING_RULES)}
        </p>
        <SearchBox variant="desktop" className="ml-auto w-full max-w-md" />
        <div className="flex items-center gap-1">
          <AccountMenu signedIn={session.status === 'authenticated'} isDealer={session.isDealer} />
          <Link
            to="/pages/contact-us"
            className="flex h-9 items-center rounded-md px-2 text-sm font-semibold text-zinc-200 hover:text-white"
          >
            Support
          </Link>
          {cartIcon && <CartButton />}
        </div>
      </div>
    </div>
  );
}

/** The sale-mode text badge beside the mobile logo (never for a dealer: useShownSale). */
function SaleTextBadge() {
  const badge = saleHeaderBadge(useShownSale());
  if (!badge) return null;
  return (
    <span className="ml-2 shrink-0 rounded bg-red-600 px-1.5 py-0.5 text-[10px] font-black uppercase leading-tight tracking-wider text-white">
      {badge}
    </span>
  );
}

function IconButton({
  label,
  onClick,
  onIntent,
  children,
}: {
  label: string;
  onClick: () => void;
  /** Called when the button is about to be used (hover, touch, focus): loads what a click opens. */
  onIntent?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      className="flex h-11 w-11 items-center justify-center rounded-md text-zinc-100 hover:bg-zinc-800"
    >
      {children}
    </button>
  );
}

/** The phone's top bar: menu, search, logo (with the sale text badge) and cart buttons. */
function MobileBar({ options }: { options: NonNullable<HeaderProps['options']> }) {
  const openMobileNav = useUiStore((s) => s.openMobileNav);
  const setFocusOnMobileSearch = useUiStore((s) => s.setFocusOnMobileSearch);
  const session = useSession();
  return (
    <div className="md:hidden">
      <div className="grid h-14 grid-cols-[auto_minmax(0,1fr)_auto] items-center px-1.5">
        <div className="flex">
          {options.mobileNav && (
            <IconButton label="Open menu" onClick={openMobileNav} onIntent={() => void preloadMobileDrawer()}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="h-6 w-6"
              >
                <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
              </svg>
            </IconButton>
          )}
          <IconButton
            label="Open search"
            onClick={() => {
              setFocusOnMobileSearch(true);
              // The search box scrolls away with the page; bring it back into view.
              window.scrollTo({ top: 0 });
            }}
          >
            <SearchIcon className="h-6 w-6" />
          </IconButton>
        </div>
        <div className="flex min-w-0 items-center justify-center">
          <LogoLink compact />
          <SaleTextBadge />
        </div>
        <div className="flex justify-end">{options.cartIcon && <CartButton className="h-11 w-11" />}</div>
      </div>
      {options.mobileNav && <MobileDrawer signedIn={session.status === 'authenticated'} />}
    </div>
  );
}

/**
 * Under the phone's bar, scrolling away with the page: the search box and the 6 category shortcuts, the first
 * main collections the shop holds (none in an empty shop, whose shortcut bar is then left out: decision 070).
 */
function MobileSubHeader({ options }: { options: NonNullable<HeaderProps['options']> }) {
  const shortcuts = useMainCollections()?.slice(0, 6) ?? [];
  return (
    <div className="bg-zinc-950 text-zinc-50 md:hidden">
      <div className="px-3 pb-2.5 pt-1">
        <SearchBox variant="mobile" />
      </div>
      {options.nav && shortcuts.length > 0 && (
        <nav aria-label="Category shortcuts" className="border-t border-zinc-800 bg-zinc-900">
          <ul className="grid grid-cols-3">
            {shortcuts.map((c) => (
              <li key={c.handle}>
                <Link
                  to={`/collections/${c.handle}`}
                  className="flex h-10 items-center justify-center px-1 text-center text-[12px] font-bold uppercase leading-tight tracking-wide text-zinc-200 hover:text-white"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/**
 * The header: on desktop the optional pre-header (50 px) and the main bar with the mega menu (170 px in
 * all with the pre-header from md, 140 px on 2xl); on mobile the menu, search, logo and cart buttons in a bar
 * that stays at the top (always reachable), and under it the mobile search and the 6 category shortcuts,
 * which scroll away with the page.
 */
export function Header({ options = DEFAULT_PAGE_OPTIONS }: HeaderProps) {
  const painted = useAfterFirstPaint();
  const menuCenter = <LogoLink className="hidden 2xl:block" />;
  const menuPlace = <MegaMenuPlace center={menuCenter} />;
  return (
    <>
      <header className="sticky top-0 z-30 bg-zinc-950 text-zinc-50 shadow-lg">
        {options.preHeader && <PreHeader cartIcon={options.cartIcon} />}
        <div className="hidden border-b-2 border-red-600 md:block">
          <div className="relative mx-auto flex h-[120px] max-w-7xl flex-col items-stretch justify-evenly px-4 sm:px-6 lg:px-8 2xl:h-[90px] 2xl:flex-row 2xl:items-center">
            <div className="flex items-center justify-between 2xl:hidden">
              <LogoLink />
              {!options.preHeader && options.cartIcon && <CartButton />}
            </div>
            {options.nav &&
              (painted ? (
                <Suspense fallback={menuPlace}>
                  <MegaMenu center={menuCenter} />
                </Suspense>
              ) : (
                menuPlace
              ))}
          </div>
        </div>
        <MobileBar options={options} />
      </header>
      <MobileSubHeader options={options} />
    </>
  );
}
