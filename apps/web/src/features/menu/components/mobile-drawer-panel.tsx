import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import type { MenuCategory, MenuCollection } from '@shop/domain';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useUiStore } from '../../../lib/ui-store';
import { useMenu } from '../api/get-menu';
import { menuHref, menuProductHref, menuProductLabel, visibleCollections } from '../lib/menu-links';

/** Tailwind's md breakpoint, from which the drawer is hidden (`md:hidden`). */
const WIDE_QUERY = '(min-width: 768px)';

type Level =
  | { level: 1 }
  | { level: 2; category: MenuCategory }
  | { level: 3; category: MenuCategory; collection: MenuCollection };

const rowCls =
  'flex min-h-12 w-full items-center justify-between gap-3 border-b border-neutral-200 px-5 py-3 text-left text-base font-semibold text-neutral-900 hover:bg-neutral-100';

function Arrow({ back = false }: { back?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`h-5 w-5 shrink-0 text-neutral-500 ${back ? 'rotate-180' : ''}`}
    >
      <path d="M7.2 14.8a.75.75 0 010-1.06L10.94 10 7.2 6.26a.75.75 0 111.06-1.06l4.27 4.27a.75.75 0 010 1.06L8.26 14.8a.75.75 0 01-1.06 0z" />
    </svg>
  );
}

function hasChildren(c: MenuCollection): boolean {
  return c.subMenu.length > 0 || c.products.length > 0;
}

/** The open drawer's panel: loaded on the drawer's first open (or when the menu button is about to be used). */
export function DrawerPanel({ signedIn }: { signedIn: boolean }) {
  const close = useUiStore((s) => s.closeMobileNav);
  const { data } = useMenu();
  const [state, setState] = useState<Level>({ level: 1 });
  const panelRef = useRef<HTMLDivElement>(null);

  // The drawer is hidden from md up: widening the window past it closes the drawer, so neither the focus
  // trap nor the scroll lock outlives what the visitor can see.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    if (wide.matches) close();
    const onChange = (e: MediaQueryListEvent) => e.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  // Each level moves focus to its first control (the back button on levels 2 and 3).
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [state]);

  const categories = data?.categories ?? [];
  let title = 'Menu';
  let body: ReactElement;
  if (state.level === 1 && data?.categories.length === 0) {
    // A shop without a menu yet (an empty shop, decision 070): no empty list; SUPPORT below stays.
    body = <p className="px-4 py-6 text-sm text-neutral-700">Our catalogue is on its way.</p>;
  } else if (state.level === 1) {
    body = (
      <ul aria-label="Categories">
        {categories.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              className={rowCls}
              data-autofocus={i === 0 ? '' : undefined}
              onClick={() => setState({ level: 2, category: c })}
            >
              {c.category}
              <Arrow />
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (state.level === 2) {
    const { category } = state;
    title = category.category;
    body = (
      <>
        <BackHeader label={category.category} onBack={() => setState({ level: 1 })} />
        <ul aria-label={`${category.category} collections`}>
          {category.href && (
            <li>
              <Link to={category.href} className={`${rowCls} text-red-700`} onClick={close}>
                Shop all {category.category}
              </Link>
            </li>
          )}
          {visibleCollections(category.collections).map((col) => (
            <li key={`c${col.id}`}>
              {hasChildren(col) ? (
                <button
                  type="button"
                  className={rowCls}
                  onClick={() => setState({ level: 3, category, collection: col })}
                >
                  {col.title}
                  <Arrow />
                </button>
              ) : (
                <Link to={menuHref(col)} className={rowCls} onClick={close}>
                  <span>
                    {col.title}
                    {col.subtitle && (
                      <span className="block text-sm font-normal text-neutral-500">{col.subtitle}</span>
                    )}
                  </span>
                </Link>
              )}
            </li>
          ))}
          {category.products.map((p) => (
            <li key={`p${p.id}`}>
              <Link to={menuProductHref(p)} className={rowCls} onClick={close}>
                <span>
                  {menuProductLabel(p)}
                  {p.subtitle && (
                    <span className="block text-sm font-normal text-neutral-500">{p.subtitle}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  } else {
    const { category, collection } = state;
    title = collection.title;
    body = (
      <>
        <BackHeader label={collection.title} onBack={() => setState({ level: 2, category })} />
        <ul aria-label={`${collection.title} items`}>
          <li>
            <Link to={menuHref(collection)} className={`${rowCls} text-red-700`} onClick={close}>
              Shop all {collection.title}
            </Link>
          </li>
          {collection.subMenu.map((sub) => (
            <li key={`c${sub.id}`}>
              <Link to={menuHref(sub)} className={rowCls} onClick={close}>
                {sub.title}
              </Link>
            </li>
          ))}
          {collection.products.map((p) => (
            <li key={`p${p.id}`}>
              <Link to={menuProductHref(p)} className={rowCls} onClick={close}>
                <span>
                  {menuProductLabel(p)}
                  <span className="block font-mono text-xs font-normal text-neutral-500">{p.sku}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-black/60" onClick={close} />
      <ModalDialog
        layer={50}
        ref={panelRef}
        onClose={close}
        aria-label={`Menu: ${title}`}
        className="absolute inset-y-0 left-0 flex w-[min(88vw,380px)] flex-col bg-white shadow-2xl"
      >
        <div className="flex h-14 shrink-0 items-center justify-between bg-zinc-950 px-4 text-zinc-50">
          <p className="text-sm font-black uppercase tracking-widest">Menu</p>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            data-autofocus={state.level === 1 && categories.length === 0 ? '' : undefined}
            className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-zinc-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobile" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {body}
        </nav>
        <div className="grid shrink-0 grid-cols-2 border-t border-neutral-200 bg-neutral-100 text-center text-sm font-black uppercase tracking-wide">
          <Link
            to={signedIn ? '/account' : '/account/login'}
            onClick={close}
            className="px-3 py-4 text-neutral-900 hover:bg-neutral-200"
          >
            {signedIn ? 'MY ACCOUNT' : 'LOGIN TO ACCOUNT'}
          </Link>
          <Link
            to="/pages/contact-us"
            onClick={close}
            className="border-l border-neutral-200 px-3 py-4 text-neutral-900 hover:bg-neutral-200"
          >
            SUPPORT
          </Link>
        </div>
      </ModalDialog>
    </div>
  );
}

function BackHeader({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      data-autofocus=""
      aria-label={`Back from ${label}`}
      className="flex min-h-12 w-full items-center gap-2 border-b-2 border-red-600 bg-neutral-100 px-4 py-3 text-left text-sm font-black uppercase tracking-wide text-neutral-950"
    >
      <Arrow back />
      {label}
    </button>
  );
}
