import { dishInputSchema } from './dishes.js';

/** Spec section 3: the multipart field that carries the photo. */
export const PHOTO_FIELD_NAME = 'dishImage';

/**
 * POST /api/photo-to-fork answers a dish that is not saved yet: the web app shows it, then
 * saves it through POST /api/dishes. Its imageUrl is the stored picture (/api/images/:id).
 */
export const photoDishSchema = dishInputSchema;
