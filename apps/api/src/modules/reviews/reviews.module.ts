/** The reviews module (decision 069, the module contract): reviews, their photos, and moderation. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { ResolveViewer } from '../../lib/viewer.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import type { ReviewPhotoCaching } from '../images/images.routes.js';
import { adminReviewsRoutes, adminReviewsTable } from './admin.reviews.routes.js';
import { createPhotoAccess } from './reviews.photo-access.js';
import { createReviewsRepo } from './reviews.repo.js';
import {
  REVIEW_PHOTO_BODY_TYPES,
  REVIEW_PHOTOS_PATH,
  reviewImageRoutes,
  reviewImagesTable,
  reviewsRoutes,
  reviewsTable,
} from './reviews.routes.js';
import { createReviewsService } from './reviews.service.js';

export const reviewsModule = defineModule({
  name: 'reviews',
  mounts: {
    // A review's photos only while it is published, and briefly cached (decision 061).
    reviewImages: at(reviewImagesTable, 'files'),
    reviews: at(reviewsTable),
    adminReviews: at(adminReviewsTable, 'admin'),
  },
  bodyTypes: { [REVIEW_PHOTOS_PATH]: REVIEW_PHOTO_BODY_TYPES },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'changes' | 'rateLimits'> & {
      resolveViewer: ResolveViewer;
      admin: AdminWriteRouteOptions;
      config: Pick<Config, 'reviewRateLimit'>;
    },
  ) => {
    const { db, clock, changes } = deps;
    const reviews = createReviewsService({ db, repo: createReviewsRepo(db), clock, changes });
    const photoAccess = createPhotoAccess(deps.resolveViewer);
    /** How long the stored pictures' route lets a review photo be cached (images: ReviewPhotoCaching). */
    const photoCaching: ReviewPhotoCaching = async (req, reviewId) =>
      photoAccess(req, await reviews.reviewState(reviewId));
    return {
      service: { reviews, photoCaching },
      routers: {
        reviewImages: reviewImageRoutes(reviews, photoAccess),
        reviews: reviewsRoutes(reviews, {
          reviewRateLimit: deps.config.reviewRateLimit,
          rateLimits: deps.rateLimits,
        }),
        adminReviews: adminReviewsRoutes(deps.admin),
      },
    };
  },
});
