import type { DishData } from '@hearth/shared/dishes';

/** A failed upload, carrying the text the spec's alert shows. */
export class PhotoUploadError extends Error {}

async function bodyText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not our JSON error body: show whatever came back.
  }
  return text;
}

/**
 * Spec section 7, POST /photo-to-fork: the picture as multipart field `dishImage`; the answer
 * is dish data, not yet saved. Failures become the spec's alert texts (section 8).
 */
export async function photoToDish(file: File): Promise<DishData> {
  const form = new FormData();
  form.append('dishImage', file);
  let response: Response;
  try {
    response = await fetch('/api/photo-to-fork', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch (error) {
    throw new PhotoUploadError('An error occurred during image upload.', { cause: error });
  }
  if (!response.ok) {
    throw new PhotoUploadError(`Failed to upload image: ${response.status} ${response.statusText} - ${await bodyText(response)}`);
  }
  try {
    return (await response.json()) as DishData;
  } catch (error) {
    throw new PhotoUploadError('An error occurred during image upload.', { cause: error });
  }
}
