import { Link, NavLink } from 'react-router';
import { useMenu } from '../../features/menu/api/get-menu';
import { SITE_NAME } from '../../lib/site';
import { Logo } from './logo';
import { MAIN_COLLECTIONS } from './site-links';

function menuHref(item: { slug: string | null; handle: string }): string {
  return item.slug ? `/${item.slug.replace(/^\/+/, '')}` : `/collections/${item.handle}`;
}

/** Categories from the menu API as a simple disclosure; the navigation issue turns it into the mega menu. */
function CategoryMenu() {
  const { data } = useMenu();
  const categories = data?.categories.filter((c) => !c.mobileOnly) ?? [];
  if (categories.length === 0) return null;
  return (
    <details className="group relative">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-bold uppercase tracking-wide text-neutral-200 hover:text-white [&::-webkit-details-marker]:hidden">
        All Categories
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180" fill="currentColor">
          <path d="M5.2 7.2a.75.75 0 011.06 0L10 10.94l3.74-3.74a.75.75 0 111.06 1.06l-4.27 4.27a.75.75 0 01-1.06 0L5.2 8.26a.75.75 0 010-1.06z" />
        </svg>
      </summary>
      <div className="absolute left-0 top-full z-40 mt-2 grid w-[min(90vw,56rem)] grid-cols-2 gap-6 rounded-xl bg-white p-6 text-neutral-900 shadow-2xl ring-1 ring-black/10 md:grid-cols-3">
        {categories.map((c) => (
          <div key={c.id}>
            <p className="mb-2 text-xs font-black uppercase tracking-wider text-red-600">{c.category}</p>
            <ul className="space-y-1">
              {c.collections
                .filter((col) => !col.isHidden)
                .map((col) => (
                  <li key={col.id}>
                    <Link to={menuHref(col)} className="text-sm text-neutral-700 hover:text-red-600">
                      {col.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

export function Header() {
  const linkCls = ({ isActive }: { isActive: boolean }) =>
    `flex h-10 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-bold uppercase tracking-wide transition ${
      isActive ? 'text-white underline decoration-red-600 decoration-2 underline-offset-8' : 'text-neutral-300 hover:text-white'
    }`;
  return (
    <header className="sticky top-0 z-30 bg-neutral-950 text-white shadow-lg">
      <div className="border-b-2 border-red-600">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
          <Link to="/" aria-label={`${SITE_NAME} home`} className="shrink-0 rounded">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden min-w-0 flex-1 items-center gap-0.5 xl:flex">
            {MAIN_COLLECTIONS.slice(0, 7).map((c) => (
              <NavLink key={c.handle} to={`/collections/${c.handle}`} className={linkCls}>
                {c.label}
              </NavLink>
            ))}
            <CategoryMenu />
          </nav>
          <p className="ml-auto hidden shrink-0 text-xs text-neutral-400 2xl:block">Free shipping on orders over $25</p>
        </div>
      </div>
      <nav aria-label="Categories" className="bg-neutral-900 xl:hidden">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-1 [scrollbar-width:none]">
          {MAIN_COLLECTIONS.slice(0, 6).map((c) => (
            <li key={c.handle}>
              <NavLink to={`/collections/${c.handle}`} className={linkCls}>
                {c.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
