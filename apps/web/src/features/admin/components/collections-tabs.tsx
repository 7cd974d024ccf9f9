import { Link, useLocation } from 'react-router';

const TABS = [
  { to: '/admin/collections', label: 'Collections' },
  { to: '/admin/collections/menu', label: 'Header menu' },
] as const;

/** The two halves of "Collections and menu": the collections, and the header menu that links to them. */
export function CollectionsTabs() {
  const { pathname } = useLocation();
  const menu = pathname.startsWith('/admin/collections/menu');
  return (
    <nav aria-label="Collections and menu" className="-mt-2">
      <ul className="flex gap-1 border-b border-neutral-200">
        {TABS.map((tab) => {
          const current = tab.to === '/admin/collections/menu' ? menu : !menu;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-semibold transition ${
                  current
                    ? 'border-red-600 text-red-700'
                    : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-neutral-950'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
