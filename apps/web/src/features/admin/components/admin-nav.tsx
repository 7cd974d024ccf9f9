import { Link, useLocation } from 'react-router';
import { ADMIN_SCREENS } from '../admin-screens';

const linkCls = (current: boolean) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition md:whitespace-normal ${
    current ? 'bg-red-50 text-red-700' : 'text-neutral-800 hover:bg-neutral-100 hover:text-red-700'
  }`;

/**
 * The back office's screens: a column beside the screen from 768 px, a row of tabs above it on a phone. The
 * current screen is marked for assistive technology too (aria-current="page").
 */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Back office"
      className="shrink-0 border-b border-neutral-200 bg-white md:w-48 md:border-b-0 md:border-r lg:w-56"
    >
      <ul className="flex gap-1 overflow-x-auto px-2 py-2 md:sticky md:top-0 md:flex-col md:px-3 md:py-4">
        {ADMIN_SCREENS.map((screen) => {
          const current = pathname === screen.to || pathname.startsWith(`${screen.to}/`);
          return (
            <li key={screen.to}>
              <Link to={screen.to} aria-current={current ? 'page' : undefined} className={linkCls(current)}>
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
