import {
  ErrorBodySchema,
  ReviewPhotoUploadResponseSchema,
  type ReviewPhotoUploadResponse,
} from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/**
 * POST /api/reviews/photos with the raw image as the body (Content-Type image/jpeg|png|webp). XMLHttpRequest
 * rather than fetch, for upload progress (0..1).
 */
export function uploadReviewPhoto(
  file: Blob,
  onProgress: (fraction: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<ReviewPhotoUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const to = fixedRoute('POST /api/reviews/photos');
    xhr.open(to.method, to.url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const parse = (): unknown => {
      try {
        return JSON.parse(xhr.responseText) as unknown;
      } catch {
        return null;
      }
    };
    xhr.onload = () => {
      const answer = parse();
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ReviewPhotoUploadResponseSchema.safeParse(answer);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
        } else reject(new ApiError(xhr.status, null));
      } else {
        const body = ErrorBodySchema.safeParse(answer);
        reject(new ApiError(xhr.status, body.success ? body.data : null));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
