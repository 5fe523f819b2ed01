import type { QueryClient } from '@tanstack/react-query';
import type { Dish } from '@hearth/shared/dishes';
import { PHOTO_UPLOAD_FAILED } from '@hearth/shared/photo-rules';
import { dishSaved, saveDish } from '../features/dishes/api/save-dish';
import { PhotoUploadError, photoToDish } from '../features/photos/api/photo-to-dish';

/**
 * The photo flow's work (docs/product.md#dish-from-a-photo): the picture becomes dish data, saved as a new dish.
 * Its own module, loaded when a photo is picked: the timeline shows sooner without it.
 * A failure is logged and answered as the text of the alert the cook sees.
 */
export async function dishFromPhoto(queryClient: QueryClient, file: File): Promise<{ dish: Dish } | { failure: string }> {
  try {
    const dish = await saveDish({ id: null, data: await photoToDish(file) });
    await dishSaved(queryClient, dish);
    return { dish };
  } catch (error) {
    console.error('Photo upload failed', error);
    return { failure: error instanceof PhotoUploadError ? error.message : PHOTO_UPLOAD_FAILED };
  }
}
