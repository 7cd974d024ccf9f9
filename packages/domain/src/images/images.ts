/**
 * A product's pictures in the back office (decision 046): upload one (multipart/form-data: the picture in the
 * field `file`, an optional `alt`), reorder and set alt texts in one call, delete one. An upload takes what a
 * review photo takes (JPEG, PNG or WebP, at most 5 MB and 40 megapixels) and is re-encoded the same way: WebP
 * of at most 1600 px without metadata, plus one WebP per size the storefront shows (PRODUCT_IMAGE_SIZES).
 *
 * An image is named by its `id` (16 characters, derived from its URL: stable while it is a picture of the
 * product, whatever its position) or by its `url`. Uploaded pictures live under /img/products/{token}.webp,
 * their sizes under /img/products/{token}-{px}.webp (productImageSizesOf); seeded and imported pictures keep
 * their own URLs and have no sizes.
 */
import { z } from 'zod';
import { CARD_IMAGE } from '../catalog/overlays.js';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_PX, REVIEW_PHOTO_TYPES } from '../reviews/constants.js';
import { HandleParamSchema } from '../catalog/schemas.js';
import { OptionalCsrfSchema, adminText } from '../admin/fields.js';

/** Bytes of one uploaded picture: as a review photo. */
export const PRODUCT_IMAGE_MAX_BYTES = REVIEW_PHOTO_MAX_BYTES;
/** Longest side of the stored picture: as a review photo. */
export const PRODUCT_IMAGE_MAX_PX = REVIEW_PHOTO_MAX_PX;
/** The types an upload may be (read from the bytes): as a review photo. */
export const PRODUCT_IMAGE_TYPES = REVIEW_PHOTO_TYPES;
/**
 * The sizes stored beside each upload (the longest side, px; never enlarged): the product page's gallery (800)
 * and the product cards' (CARD_IMAGE: desktop 410, dealer 301, mobile 250), for a srcset.
 */
export const PRODUCT_IMAGE_SIZES: readonly number[] = [
  800,
  CARD_IMAGE.desktop,
  CARD_IMAGE.dealer,
  CARD_IMAGE.mobile,
];
/** Pictures an upload may bring a product to (an import may give more: they can still be ordered and deleted). */
export const PRODUCT_IMAGES_MAX = 24;
/** Characters of an alt text. */
export const PRODUCT_IMAGE_ALT_MAX = 250;
/** The form fields of an upload. */
export const PRODUCT_IMAGE_FILE_FIELD = 'file';
export const PRODUCT_IMAGE_ALT_FIELD = 'alt';

/** An uploaded picture's token (22 characters of base64url). */
const TOKEN = '[A-Za-z0-9_-]{22}';
const UPLOADED = new RegExp(`^/img/products/(${TOKEN})\\.webp$`);

/** Where an upload's picture is stored and served. */
export const uploadedProductImagePath = (token: string): string => `/img/products/${token}.webp`;

/** The file name of an uploaded picture or one of its sizes, as GET /img/products/:file takes it. */
export const UploadedProductImageFileSchema = z
  .string()
  .regex(new RegExp(`^${TOKEN}(?:-[1-9]\\d{1,3})?\\.webp$`), 'Expected an uploaded picture');

/** The stored sizes of a picture (an upload's), smallest last; none for seeded and imported pictures. */
export function productImageSizesOf(url: string): { px: number; url: string }[] {
  const token = UPLOADED.exec(url)?.[1];
  return token === undefined
    ? []
    : PRODUCT_IMAGE_SIZES.map((px) => ({ px, url: `/img/products/${token}-${px}.webp` }));
}

export const ProductImageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16}$/, 'An image id (16 characters) as the image list gives it');

/** An alt text: what a screen reader says of the picture ('' for the storefront's own, the product's name). */
export const ProductImageAltSchema = adminText(PRODUCT_IMAGE_ALT_MAX);

/** One picture of a product, in its order. */
export const AdminProductImageSchema = z.object({
  id: ProductImageIdSchema,
  url: z.string(),
  alt: z.string(),
  /** 1 for the first picture (the one cards and the product page show first). */
  position: z.number().int().positive(),
  /** The stored sizes (uploads only), for a srcset: `${url} ${px}w` (never larger than the picture itself). */
  sizes: z.array(z.object({ px: z.number().int().positive(), url: z.string() })),
});

/** A product's pictures, first shown first: what each image route answers. */
export const AdminProductImagesSchema = z.object({
  sku: z.string(),
  images: z.array(AdminProductImageSchema),
});
export type AdminProductImages = z.infer<typeof AdminProductImagesSchema>;

export const AdminProductImageParamsSchema = z.strictObject({
  sku: HandleParamSchema,
  imageId: ProductImageIdSchema,
});

/** The text fields of an upload's form (the picture itself is the `file` part). */
export const UploadProductImageFieldsSchema = z.strictObject({
  alt: ProductImageAltSchema.default(''),
});

/** One picture of the new order: named by its id or by its url (one of them); alt left out keeps it. */
export const ProductImageOrderItemSchema = z
  .strictObject({
    id: ProductImageIdSchema.optional(),
    url: z.string().min(1).max(500).optional(),
    alt: ProductImageAltSchema.optional(),
  })
  .refine((item) => (item.id === undefined) !== (item.url === undefined), 'Give the id or the url');

/**
 * PATCH body: the product's pictures in the new order, each named once, with their alt texts. It must name
 * exactly the pictures the product has (else 409 IMAGE_LIST_MISMATCH: another change came first).
 */
export const UpdateProductImagesBodySchema = z.strictObject({
  images: z.array(ProductImageOrderItemSchema).max(500),
  csrfToken: OptionalCsrfSchema,
});
export type UpdateProductImagesBody = z.infer<typeof UpdateProductImagesBodySchema>;
