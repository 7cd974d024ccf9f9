import { useMutation } from '@tanstack/react-query';
import {
  PICTURE_UPLOAD_PATHS,
  PRODUCT_IMAGE_FILE_FIELD,
  UploadedPictureSchema,
  type PictureUploadKind,
} from '@shop/domain';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { getCsrfToken } from '../../auth/api/get-csrf';
import { sendWithProgress, type UploadProgress } from '../lib/products-upload';

export type PictureUpload = { file: File; onProgress?: (progress: UploadProgress) => void };

/**
 * POST /api/admin/sales/pictures or /api/admin/collections/pictures (decision 058): one picture as
 * multipart/form-data (`file`), its progress reported, the csrf token in `x-csrf-token`. Answers the stored
 * picture's path, for the field; nothing is saved until the editor is.
 */
export function useUploadPicture(kind: PictureUploadKind) {
  return useMutation({
    mutationFn: async ({ file, onProgress }: PictureUpload) => {
      const form = new FormData();
      form.append(PRODUCT_IMAGE_FILE_FIELD, file, file.name);
      return sendWithProgress({
        route: fixedRoute(`POST ${PICTURE_UPLOAD_PATHS[kind]}`),
        body: form,
        headers: { 'x-csrf-token': await getCsrfToken() },
        schema: UploadedPictureSchema,
        onProgress,
      });
    },
  });
}
