import type { DishData } from '@hearth/shared/dishes';
import { PHOTO_FIELD_NAME, PHOTO_UPLOAD_FAILED } from '@hearth/shared/photo-rules';
import { ApiError, api } from '../../../lib/api-client';

/** A failed upload, carrying the text its alert shows (docs/product.md#error-catalogue). */
export class PhotoUploadError extends Error {}

/**
 * POST /photo-to-fork (docs/product.md#calls): the picture as multipart field `dishImage`; the
 * answer is dish data, not yet saved. Failures become the alert texts of docs/product.md#error-catalogue.
 */
export async function photoToDish(file: File): Promise<DishData> {
  const form = new FormData();
  form.append(PHOTO_FIELD_NAME, file);
  try {
    return await api<DishData>('/photo-to-fork', { method: 'POST', body: form });
  } catch (error) {
    if (error instanceof ApiError) {
      const body = error.serverMessage ?? error.body;
      throw new PhotoUploadError(`Failed to upload image: ${error.status} ${error.statusText} - ${body}`, { cause: error });
    }
    throw new PhotoUploadError(PHOTO_UPLOAD_FAILED, { cause: error });
  }
}
