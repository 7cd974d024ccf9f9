/** Reviews constants of the spec (shopping-and-account.md, "Constants" and "States"). */

/** Reviews per page of GET /api/reviews/skuList (pages are 0-based). */
export const REVIEWS_PAGE_SIZE = 20;
/** Reviews per request of GET /api/reviews/with-images (the `limit` default and maximum). */
export const PHOTO_FETCH_LIMIT = 25;
/** The Customer Photos grid shows at most this many photos... */
export const CUSTOMER_PHOTO_GRID_MAX = 20;
/** ...and at most this many from any one review. */
export const PHOTOS_PER_REVIEW_IN_GRID = 2;
/** A 'View All Photos' tile appears when there are more than this many photos. */
export const VIEW_ALL_TILE_MIN = 3;
/** The lightbox loads more reviews when fewer than this many remain ahead. */
export const LOAD_MORE_WITHIN = 5;
/** The grid lightbox loads more when fewer than this many slides remain ahead. */
export const GRID_LOAD_MORE_WITHIN = 4;
/** Page links each side of the current page in the review pagination. */
export const PAGINATION_NEIGHBOURS = { mobile: 1, desktop: 3 } as const;
/** Review text is cut at these lengths until 'read more...' (lightbox list) or 'More' (mobile). */
export const TRUNCATE = { lightbox: 600, mobile: 175 } as const;
/** The thumbs-up button re-arms this long after a press. */
export const THUMBS_REARM_MS = 500;
/** Review modals reset their review id and image index this long after closing. */
export const REVIEW_MODAL_RESET_MS = 500;
/** Slides the lightbox preloads. */
export const LIGHTBOX_PRELOAD = 3;

/** Limits of a written review. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5000;
export const REVIEW_IMAGES_MAX = 4;
/** Skus per reviews request. */
export const REVIEW_SKUS_MAX = 50;
/** Uploaded photo limits: bytes, output sizes (longest side, px). */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_MAX_PX = 1600;
export const REVIEW_PHOTO_THUMB_PX = 400;
/** Photo types accepted by POST /api/reviews/photos (checked from the bytes too). */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
