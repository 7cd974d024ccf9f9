import type { Collection } from '@shop/domain';

/**
 * A collection page's banner as the server picks it (domain collectionBanner): the discount banner while a
 * sale is shown to this visitor (never a dealer), else the no-sale banner; drawn 1600x300, with its alt text.
 */
export function CollectionBanner({
  collection,
}: {
  collection: Pick<Collection, 'bannerImage' | 'bannerAlt'>;
}) {
  if (!collection.bannerImage) return null;
  return (
    <img
      src={collection.bannerImage}
      alt={collection.bannerAlt ?? ''}
      width={1600}
      height={300}
      fetchPriority="high"
      className="mt-5 h-auto w-full rounded-2xl object-cover"
    />
  );
}
