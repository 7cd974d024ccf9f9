import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductImagesSchema, PRODUCT_IMAGE_ALT_FIELD, PRODUCT_IMAGE_FILE_FIELD } from '@shop/domain';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { route } from '../../../../lib/api-route';
import { sendWithProgress, type UploadProgress } from '../../../admin/lib/products-upload';
import { productImagesWritten } from './product-images';

export type ImageUpload = { file: File; alt: string; onProgress?: (progress: UploadProgress) => void };

/**
 * POST /api/admin/products/:sku/images: one picture as multipart/form-data (`file`, `alt`), its upload's progress
 * reported; the csrf token goes in `x-csrf-token` (the API's guard runs before it reads the form). Answers the
 * product's pictures, the new one last.
 */
export function useUploadProductImage(sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, alt, onProgress }: ImageUpload) => {
      const form = new FormData();
      form.append(PRODUCT_IMAGE_FILE_FIELD, file, file.name);
      form.append(PRODUCT_IMAGE_ALT_FIELD, alt);
      return sendWithProgress({
        route: route('POST /api/admin/products/{sku}/images', { sku }),
        body: form,
        headers: { 'x-csrf-token': await getCsrfToken() },
        schema: AdminProductImagesSchema,
        onProgress,
      });
    },
    onSuccess: (images) => productImagesWritten(queryClient, images),
  });
}
