import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD_NAME } from '@hearth/shared/photo-rules';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors.js';

function noFile(): ValidationError {
  return new ValidationError(`No photo was sent: add the picture in the form field "${PHOTO_FIELD_NAME}".`, 'NO_FILE');
}

/** @fastify/multipart's and busboy's errors, as messages a person can act on. */
function asUploadError(error: unknown, maxBytes: number): Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
    return new PayloadTooLargeError(`The photo is larger than ${megabytes} MB. Please send a smaller one.`);
  }
  if (statusCode === 413) {
    return new PayloadTooLargeError(`The form has too many parts. Send just the photo in the field "${PHOTO_FIELD_NAME}".`);
  }
  return new ValidationError('The upload is not a well-formed multipart form.', 'MALFORMED_UPLOAD');
}

/**
 * Reads the one picture of a photo upload into memory, refusing it as soon as it passes
 * `maxBytes` (nothing larger is ever buffered or decoded).
 */
export async function readPictureUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    if (!request.headers['content-type']) throw noFile();
    throw new UnsupportedMediaTypeError(`Send the photo as multipart/form-data in the field "${PHOTO_FIELD_NAME}".`);
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== PHOTO_FIELD_NAME) {
      throw noFile();
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new ValidationError('The photo file is empty.', 'EMPTY_FILE');
    return bytes;
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw asUploadError(error, maxBytes);
  }
}
