import { Link } from 'react-router';
import { BEST_SELLERS_COLLECTION, NOT_FOUND_SEO } from '@shop/domain';
import { useShopPaths } from '../../features/menu/api/get-menu';
import { useSeo } from '../../lib/seo';

const SUBWOOFERS_PATH = `/collections/${BEST_SELLERS_COLLECTION}`;

export function NotFoundPage() {
  useSeo(NOT_FOUND_SEO);
  // The second way out leads to a page that exists: the subwoofers where the shop holds them, else the contact
  // page (an empty shop, decision 070).
  const holdsSubwoofers = useShopPaths()?.has(SUBWOOFERS_PATH) ?? false;
  const second = holdsSubwoofers
    ? { to: SUBWOOFERS_PATH, label: 'Shop subwoofers' }
    : { to: '/pages/contact-us', label: 'Contact us' };
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl font-black text-red-600">404</p>
      <h1 className="mt-4 text-3xl font-black tracking-tight text-neutral-950">Page not found</h1>
      <p className="mt-3 text-neutral-600">
        Sorry, we couldn't find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-red-600 px-6 py-3 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700"
        >
          Back to home
        </Link>
        <Link
          to={second.to}
          className="rounded-lg border-2 border-neutral-900 px-6 py-3 text-sm font-bold uppercase tracking-wide text-neutral-900 hover:bg-neutral-900 hover:text-white"
        >
          {second.label}
        </Link>
      </div>
    </div>
  );
}
