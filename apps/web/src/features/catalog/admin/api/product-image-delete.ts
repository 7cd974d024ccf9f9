import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductImagesSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { productImagesWritten } from './product-images';

/** DELETE /api/admin/products/:sku/images/:imageId (the csrf token in `x-csrf-token`): the remaining pictures. */
export function useDeleteProductImage(sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: string) =>
      api.send(
        route('DELETE /api/admin/products/{sku}/images/{imageId}', { sku, imageId }),
        undefined,
        AdminProductImagesSchema,
        { headers: { 'x-csrf-token': await getCsrfToken() } },
      ),
    onSuccess: (images) => productImagesWritten(queryClient, images),
  });
}
