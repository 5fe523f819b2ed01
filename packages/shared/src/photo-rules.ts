/** Photo upload rules without zod, for the screens that send photos. */

/** Spec section 3: the multipart field that carries the photo. */
export const PHOTO_FIELD_NAME = 'dishImage';
