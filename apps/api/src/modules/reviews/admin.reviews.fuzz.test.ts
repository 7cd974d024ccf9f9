/** The admin fuzz (test/admin-fuzz.ts) against every review moderation route, a product's reviews to act on. */
import { describe } from 'vitest';
import { fuzzAdminRoutes } from '../../test/admin-fuzz.js';
import { addReviews } from '../../test/review-factories.js';
import { makeProduct } from '../../test/shop-factories.js';
import { adminReviewsTable } from './admin.reviews.routes.js';

describe('fuzz as an administrator: the review moderation routes', () => {
  fuzzAdminRoutes({
    tables: [adminReviewsTable],
    keys: ['reply', 'mode', 'status', 'rating', 'sku', 'withPhotos', 'page'],
    segments: ['hold', 'publish', '0'],
    app: { seed: false },
    setup: async (t) => {
      const product = await makeProduct(t.db);
      await addReviews(t.db, product, [{ images: 2 }, { rating: 1 }, {}]);
    },
  });
});
