import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductImagesSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { productImagesWritten } from './product-images';

/** Every picture of the product, in the new order, with its alt text. */
export type ImagesOrder = { id: string; alt: string }[];

/**
 * PATCH /api/admin/products/:sku/images: the pictures' new order and alt texts in one call. It names every
 * picture once; 409 IMAGE_LIST_MISMATCH when they changed meanwhile (the caller reloads them).
 */
export function useUpdateProductImages(sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (images: ImagesOrder) =>
      api.send(
        route('PATCH /api/admin/products/{sku}/images', { sku }),
        { images, csrfToken: await getCsrfToken() },
        AdminProductImagesSchema,
      ),
    onSuccess: (images) => productImagesWritten(queryClient, images),
  });
}
