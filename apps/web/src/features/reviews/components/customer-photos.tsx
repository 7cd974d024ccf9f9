import { customerPhotoGrid, type Review } from '@shop/domain';

export type CustomerPhotosProps = {
  /** Reviews with photos, newest first (the first page of with-images). */
  reviews: readonly Review[];
  onOpenPhoto: (review: Review, imageIndex: number) => void;
  onViewAll: () => void;
};

/** Customer Photos: up to 20 photos, at most 2 per review, and a 'View All Photos' tile when there are more than 3. */
export function CustomerPhotos({ reviews, onOpenPhoto, onViewAll }: CustomerPhotosProps) {
  const grid = customerPhotoGrid(reviews);
  if (grid.tiles.length === 0) return null;
  return (
    <section aria-labelledby="customer-photos-heading" className="mt-8">
      <h3 id="customer-photos-heading" className="text-lg font-black tracking-tight text-neutral-950">
        Customer Photos
      </h3>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-10" aria-label="Customer photos">
        {grid.tiles.map((tile) => {
          const review = reviews[tile.reviewIndex];
          if (!review) return null;
          return (
            <li key={`${review.id}-${tile.imageIndex}`}>
              <button
                type="button"
                onClick={() => onOpenPhoto(review, tile.imageIndex)}
                className="block aspect-square w-full overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200 hover:ring-2 hover:ring-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
              >
                <img
                  src={review.thumbnails[tile.imageIndex] ?? tile.url}
                  alt={`Customer photo ${tile.imageIndex + 1} from the review ${review.title}`}
                  width={120}
                  height={120}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          );
        })}
        {grid.showViewAll && (
          <li>
            <button
              type="button"
              onClick={onViewAll}
              className="flex aspect-square w-full flex-col items-center justify-center rounded-lg bg-neutral-900 p-1 text-center text-xs font-bold uppercase leading-tight tracking-wide text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
            >
              View All Photos
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
