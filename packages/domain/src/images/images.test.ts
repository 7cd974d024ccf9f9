import { describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGE_SIZES,
  ProductImageOrderItemSchema,
  UpdateProductImagesBodySchema,
  UploadedProductImageFileSchema,
  UploadProductImageFieldsSchema,
  productImageSizesOf,
  uploadedProductImagePath,
} from './images.js';

const TOKEN = 'abcdefghijklmnopqrstuv';

describe('productImageSizesOf', () => {
  it('names the stored sizes of an upload, for the product page and the cards', () => {
    expect(PRODUCT_IMAGE_SIZES).toEqual([800, 410, 301, 250]);
    expect(productImageSizesOf(uploadedProductImagePath(TOKEN))).toEqual([
      { px: 800, url: `/img/products/${TOKEN}-800.webp` },
      { px: 410, url: `/img/products/${TOKEN}-410.webp` },
      { px: 301, url: `/img/products/${TOKEN}-301.webp` },
      { px: 250, url: `/img/products/${TOKEN}-250.webp` },
    ]);
  });

  it('gives none for seeded, imported or foreign pictures', () => {
    for (const url of [
      '/img/p/EVL-12-D2/1.svg',
      `/img/products/${TOKEN}-800.webp`,
      `https://cdn.example.com/img/products/${TOKEN}.webp`,
      `/img/products/${TOKEN}.webp?x=1`,
    ])
      expect(productImageSizesOf(url), url).toEqual([]);
  });

  it('takes only upload file names under /img/products/', () => {
    for (const ok of [`${TOKEN}.webp`, `${TOKEN}-800.webp`, `${TOKEN}-250.webp`])
      expect(UploadedProductImageFileSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      `${TOKEN}.png`,
      `${TOKEN}-0.webp`,
      `${TOKEN}-12345.webp`,
      '../shop.db',
      `x${TOKEN}.webp`,
    ])
      expect(UploadedProductImageFileSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('the image bodies', () => {
  it('names a picture by its id or its url, not both, and keeps alt texts free of control characters', () => {
    const id = 'AAAAAAAAAAAAAAAA';
    expect(ProductImageOrderItemSchema.safeParse({ id }).success).toBe(true);
    expect(ProductImageOrderItemSchema.safeParse({ url: '/img/p/X/1.svg', alt: 'Front' }).success).toBe(true);
    expect(ProductImageOrderItemSchema.safeParse({ id, url: '/img/p/X/1.svg' }).success).toBe(false);
    expect(ProductImageOrderItemSchema.safeParse({ alt: 'x' }).success).toBe(false);
    expect(ProductImageOrderItemSchema.safeParse({ id, alt: 'a\nb' }).success).toBe(false);
    expect(ProductImageOrderItemSchema.safeParse({ id, alt: 'x'.repeat(251) }).success).toBe(false);
    expect(UpdateProductImagesBodySchema.safeParse({ images: [{ id }], position: 2 }).success).toBe(false);
  });

  it('defaults an upload’s alt text to empty and refuses other fields', () => {
    expect(UploadProductImageFieldsSchema.parse({})).toEqual({ alt: '' });
    expect(UploadProductImageFieldsSchema.safeParse({ alt: 'x', sku: 'Y' }).success).toBe(false);
  });
});
