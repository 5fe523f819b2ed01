/** Photo upload rules without zod, for the screens that send photos. */

/** docs/product.md#entities: the multipart field that carries the photo. */
export const PHOTO_FIELD_NAME = 'dishImage';

/** docs/product.md#error-catalogue: the alert when a photo could not be turned into a dish, with no answer to quote. */
export const PHOTO_UPLOAD_FAILED = 'An error occurred during image upload.';
