import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuCategory, MenuCollection } from '@shop/domain';
import { useMenu } from '../api/get-menu';
import {
  desktopGroups,
  menuHref,
  menuProductHref,
  menuProductLabel,
  visibleCollections,
} from '../lib/menu-links';

const HOVER_DELAY_MS = 120;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`h-4 w-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
    >
      <path d="M5.2 7.2a.75.75 0 011.06 0L10 10.94l3.74-3.74a.75.75 0 111.06 1.06l-4.27 4.27a.75.75 0 01-1.06 0L5.2 8.26a.75.75 0 010-1.06z" />
    </svg>
  );
}

function CollectionBlock({ col }: { col: MenuCollection }) {
  const hasThird = col.subMenu.length > 0 || col.products.length > 0;
  return (
    <li className="break-inside-avoid pb-4" data-hide-pricing={col.hidePricing || undefined}>
      <Link to={menuHref(col)} className="group/col block rounded-md">
        <span className="text-sm font-bold text-neutral-900 group-hover/col:text-red-600">{col.title}</span>
        {col.subtitle && <span className="block text-xs text-neutral-500">{col.subtitle}</span>}
        {col.hidePricing && (
          <span className="block text-xs font-medium text-neutral-500">
            Pricing shown on the product page
          </span>
        )}
      </Link>
      {hasThird && (
        <ul className="mt-1.5 space-y-1 border-l-2 border-neutral-200 pl-3" aria-label={`${col.title}: more`}>
          {col.subMenu.map((sub) => (
            <li key={`c${sub.id}`}>
              <Link
                to={menuHref(sub)}
                className="text-sm text-neutral-700 hover:text-red-600 hover:underline"
              >
                {sub.title}
              </Link>
            </li>
          ))}
          {col.products.map((p) => (
            <li key={`p${p.id}`}>
              <Link
                to={menuProductHref(p)}
                className="text-sm text-neutral-700 hover:text-red-600 hover:underline"
              >
                {menuProductLabel(p)} <span className="font-mono text-xs text-neutral-500">{p.sku}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

type ItemProps = {
  category: MenuCategory;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
};

function MegaMenuItem({ category, open, onOpen, onClose }: ItemProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const collections = visibleCollections(category.collections);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onOpen();
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a')?.focus());
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className="static"
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(onOpen, HOVER_DELAY_MS);
      }}
      onMouseLeave={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => onClose(), HOVER_DELAY_MS);
      }}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? onClose() : onOpen())}
        onKeyDown={onButtonKey}
        className={`flex h-11 items-center gap-1 rounded-md px-2 text-left text-xs font-bold uppercase leading-tight tracking-wide transition xl:whitespace-nowrap xl:px-3 xl:text-sm ${
          open ? 'bg-zinc-800 text-zinc-50' : 'text-zinc-200 hover:text-zinc-50'
        }`}
      >
        {category.category}
        <Chevron open={open} />
      </button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t-2 border-red-600 bg-white text-neutral-900 shadow-2xl"
      >
        {/* Only the open panel holds its links: a closed menu renders 8 buttons, not hundreds of links. */}
        {open && (
          <div className="mx-auto max-w-7xl px-6 py-6">
            <div className="mb-4 flex items-baseline justify-between gap-4 border-b border-neutral-200 pb-3">
              <p className="text-lg font-black uppercase tracking-tight text-neutral-950">
                {category.category}
              </p>
              {category.href && (
                <Link to={category.href} className="text-sm font-bold text-red-700 hover:underline">
                  Shop all {category.category}
                </Link>
              )}
            </div>
            <ul className="columns-2 gap-8 md:columns-3 xl:columns-4">
              {collections.map((col) => (
                <CollectionBlock key={col.id} col={col} />
              ))}
            </ul>
            {category.products.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-3 border-t border-neutral-200 pt-4">
                {category.products.map((p) => (
                  <li key={p.id}>
                    <Link
                      to={menuProductHref(p)}
                      className="flex items-center gap-2 rounded-lg bg-neutral-100 px-4 py-2 text-sm font-bold text-neutral-900 hover:bg-red-600 hover:text-white"
                    >
                      {menuProductLabel(p)}
                      {p.subtitle && <span className="font-normal text-neutral-600">{p.subtitle}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The desktop mega menu from /api/menu: the left and right category groups around `center` (the logo),
 * each category a disclosure button whose panel lists its collections, their sub-collections and SKUs.
 */
export function MegaMenu({ center }: { center?: ReactNode }) {
  const { data } = useMenu();
  const [openId, setOpenId] = useState<number | null>(null);
  const { pathname, search } = useLocation();
  // Navigating closes the open panel.
  const locationKey = pathname + search;
  const [seenKey, setSeenKey] = useState(locationKey);
  if (seenKey !== locationKey) {
    setSeenKey(locationKey);
    setOpenId(null);
  }
  const { left, right } = desktopGroups(data?.categories ?? []);

  const item = (c: MenuCategory) => (
    <MegaMenuItem
      key={c.id}
      category={c}
      open={openId === c.id}
      onOpen={() => setOpenId(c.id)}
      onClose={() => setOpenId((id) => (id === c.id ? null : id))}
    />
  );

  // A shop without a menu yet (an empty shop, decision 070) offers its one page to go to, not an empty band.
  const empty = data !== undefined && left.length === 0 && right.length === 0;

  return (
    // Below xl (tablets, small laptops) the labels wrap onto two lines so that every category fits the width.
    <nav aria-label="Main" className="flex min-w-0 flex-none items-center justify-between gap-2 2xl:flex-1">
      <ul className="flex min-w-0 items-center gap-0.5">
        {empty ? (
          <li>
            <Link
              to="/pages/contact-us"
              className="flex h-11 items-center rounded-md px-2 text-xs font-bold uppercase tracking-wide text-zinc-200 hover:text-zinc-50 xl:px-3 xl:text-sm"
            >
              Contact us
            </Link>
          </li>
        ) : (
          left.map(item)
        )}
      </ul>
      {center}
      <ul className="flex min-w-0 items-center gap-0.5">{right.map(item)}</ul>
    </nav>
  );
}
