import type { HomeTile } from '@shop/domain';
import { HomeLink } from './home-link';

/** The merchant's category tiles (decision 082), in their order; none: no section. */
export function CategoryTiles({ tiles }: { tiles: readonly HomeTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="shop-categories" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="shop-categories" className="text-2xl font-black uppercase tracking-tight text-neutral-950">
        Shop by Category
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <li key={`${tile.link}|${tile.title}`}>
            <HomeLink
              to={tile.link}
              className="group relative flex h-full min-h-32 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br from-zinc-900 to-zinc-700 p-5 text-white shadow-sm transition hover:-translate-y-0.5 hover:from-red-700 hover:to-red-500 hover:shadow-lg"
            >
              {tile.image && (
                <img
                  src={tile.image}
                  alt=""
                  loading="lazy"
                  className="absolute inset-0 h-full w-full object-cover opacity-60 transition group-hover:opacity-40"
                />
              )}
              <span className="relative text-lg font-black uppercase leading-tight">{tile.title}</span>
            </HomeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
