import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { bestSellersQueryOptions } from '../../catalog/api/get-best-sellers';
import { useShopPaths } from '../../menu/api/get-menu';
import { activeSaleQueryOptions, useShownSale } from '../../sales/api/get-active-sale';
import {
  BEST_SELLERS_COLLECTION,
  MAIN_COLLECTIONS,
  RETURN_WINDOW_DAYS,
  VEHICLE_COLLECTION_PATH,
  freeShippingAmount,
  freeShippingMessage,
  homeSeo,
} from '@shop/domain';
import { useSession } from '../../auth/api/get-session';
import { seoContext, useSeo } from '../../../lib/seo';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { SHIPPING_RULES } from '../../../lib/site';
import { homeQueryOptions, useHome } from '../api/get-home';
import { CategoryTiles } from '../components/category-tiles';
import { HeroSlides } from '../components/hero-slides';

// The best sellers sit below the hero and the categories: their cards (and add to cart) load after the first
// paint, out of the initial JS (docs/decisions/053-initial-bundle.md).
const ProductCard = lazy(() =>
  import('../../catalog/components/product-card').then((m) => ({ default: m.ProductCard })),
);

const SUBWOOFERS_PATH = `/collections/${BEST_SELLERS_COLLECTION}`;

export const homeLoader = (queryClient: QueryClient) => async () => {
  // The sale headline is a nice-to-have: never fail the home page over it.
  // Best sellers are the first cards of the subwoofer collection (its order is the shop's ranking).
  await Promise.all([
    queryClient.prefetchQuery(activeSaleQueryOptions()),
    queryClient.prefetchQuery(bestSellersQueryOptions()),
    queryClient.prefetchQuery(homeQueryOptions()),
  ]);
  return null;
};

export function HomePage() {
  // Dealers are shown no sale (no '% off').
  const sale = useShownSale();
  // Every shipping message is the viewer's own rule: a dealer reads the dealer threshold.
  const { isDealer } = useSession();
  const { data: best } = useQuery(bestSellersQueryOptions());
  const bestSellers = best?.products ?? [];
  const painted = useAfterFirstPaint();
  // Every fixed link of the home leads to a page the shop holds (its menu leads there). A shop holding none of the
  // main collections has no catalogue yet (a new production shop, decision 070): the home says so instead.
  const paths = useShopPaths();
  const noCatalogue =
    paths !== undefined && !MAIN_COLLECTIONS.some((c) => paths.has(`/collections/${c.handle}`));
  const holdsSubwoofers = paths?.has(SUBWOOFERS_PATH) ?? false;
  const holdsVehicles = paths?.has(VEHICLE_COLLECTION_PATH) ?? false;
  // The merchant's slides and tiles (decision 082); no slide shown now: the text hero.
  const home = useHome();
  const slides = home?.slides ?? [];
  useSeo(homeSeo(seoContext()));

  return (
    <>
      {slides.length > 0 ? (
        <>
          <h1 className="sr-only">Built loud. Built to last.</h1>
          <HeroSlides slides={slides} />
        </>
      ) : (
        <TextHero
          sale={sale}
          isDealer={isDealer}
          holdsSubwoofers={holdsSubwoofers}
          holdsVehicles={holdsVehicles}
        />
      )}

      {noCatalogue && <EmptyCatalogue />}
      <CategoryTiles tiles={home?.tiles ?? []} />

      {bestSellers.length > 0 && (
        <section aria-labelledby="best-sellers" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="best-sellers" className="text-2xl font-black uppercase tracking-tight text-neutral-950">
              Best Sellers
            </h2>
            {holdsSubwoofers && (
              <Link to={SUBWOOFERS_PATH} className="text-sm font-bold text-red-700 hover:underline">
                Shop all subwoofers
              </Link>
            )}
          </div>
          {painted && (
            <Suspense fallback={null}>
              <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {bestSellers.map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} />
                  </li>
                ))}
              </ul>
            </Suspense>
          )}
        </section>
      )}

      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="why-us" className="sr-only">
          Why shop with us
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {[
            [
              `Free shipping from ${freeShippingAmount(isDealer, SHIPPING_RULES)}`,
              'In-stock orders leave our warehouse within one business day.',
            ],
            [
              `${RETURN_WINDOW_DAYS}-day returns`,
              `Changed your mind? Return unused gear within ${RETURN_WINDOW_DAYS} days of delivery.`,
            ],
            ['Support every day', 'Installers answer from 09:00 to 17:30, seven days a week.'],
          ].map(([title, text]) => (
            <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-neutral-200">
              <p className="font-black uppercase tracking-tight text-neutral-950">{title}</p>
              <p className="mt-1 text-sm text-neutral-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The hero of a home with no slide shown now (a new shop's, decision 070): the shop's headline in text. */
function TextHero({
  sale,
  isDealer,
  holdsSubwoofers,
  holdsVehicles,
}: {
  sale: ReturnType<typeof useShownSale>;
  isDealer: boolean;
  holdsSubwoofers: boolean;
  holdsVehicles: boolean;
}) {
  return (
    <section className="relative overflow-hidden bg-zinc-950 text-white">
      {/* The accent's glow (styles.css), and the accent as text on this dark band (on-dark): decision 080. */}
      <div aria-hidden="true" className="accent-glow absolute inset-0" />
      <div className="relative mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        {sale && (
          <p className="w-fit rounded-full bg-red-600 px-4 py-1 text-xs font-black uppercase tracking-widest">
            {sale.saleTextSettings.shortSaleTitle}: save {Math.round(sale.discountPercentage * 100)}% on sale
            items
          </p>
        )}
        <h1 className="max-w-3xl font-display text-5xl font-black uppercase italic leading-[0.95] tracking-tight md:text-7xl">
          Built loud. <span className="text-red-500">Built to last.</span>
        </h1>
        <p className="max-w-xl text-lg text-zinc-300">
          Subwoofers, enclosures, amplifiers and wiring from a brand that lives for bass.{' '}
          {freeShippingMessage(isDealer, SHIPPING_RULES)}.
        </p>
        {(holdsSubwoofers || holdsVehicles) && (
          <div className="flex flex-wrap gap-3">
            {holdsSubwoofers && (
              <Link
                to={SUBWOOFERS_PATH}
                className="rounded-lg bg-red-600 px-7 py-3.5 text-sm font-black uppercase tracking-wider hover:bg-red-700"
              >
                Shop Subwoofers
              </Link>
            )}
            {holdsVehicles && (
              <Link
                to={VEHICLE_COLLECTION_PATH}
                className="rounded-lg border-2 border-white/80 px-7 py-3.5 text-sm font-black uppercase tracking-wider hover:bg-white hover:text-zinc-950"
              >
                Find Your Vehicle
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** The home of a shop with nothing to sell yet: what a shopper can do instead of browsing (decision 070). */
function EmptyCatalogue() {
  return (
    <section aria-labelledby="coming-soon" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-neutral-200">
        <h2 id="coming-soon" className="text-2xl font-black uppercase tracking-tight text-neutral-950">
          Our catalogue is on its way
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-neutral-700">
          We are stocking the shelves right now. Check back soon, or tell us what you are looking for.
        </p>
        <Link
          to="/pages/contact-us"
          className="mt-6 inline-block rounded-lg bg-red-600 px-6 py-3 text-sm font-black uppercase tracking-wider text-white hover:bg-red-700"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
