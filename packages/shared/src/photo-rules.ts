/** Photo upload rules without zod, for the screens that send photos. */

/** Spec section 3: the multipart field that carries the photo. */
export const PHOTO_FIELD_NAME = 'dishImage';

/** Spec section 8: the alert when a photo could not be turned into a dish, with no answer to quote. */
export const PHOTO_UPLOAD_FAILED = 'An error occurred during image upload.';
