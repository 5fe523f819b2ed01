/**
 * Typed errors with stable codes. Code anywhere in the server throws these;
 * plugins/error-handler.ts is the one place that turns them into HTTP answers.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More fields for the answer's body, beside code and message (a 409's current item). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An error answered with `statusCode`, and with `code` unless the thrower names a more precise one. */
function errorAnswering(statusCode: number, defaultCode: string) {
  return class extends AppError {
    constructor(message: string, code = defaultCode) {
      super(statusCode, code, message);
    }
  };
}

export class ValidationError extends errorAnswering(400, 'VALIDATION_ERROR') {}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends errorAnswering(404, 'NOT_FOUND') {}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', details?: Record<string, unknown>) {
    super(409, code, message, details);
  }
}

export class NotAcceptableError extends errorAnswering(406, 'NOT_ACCEPTABLE') {}

export class PayloadTooLargeError extends errorAnswering(413, 'PAYLOAD_TOO_LARGE') {}

export class UnsupportedMediaTypeError extends errorAnswering(415, 'UNSUPPORTED_MEDIA_TYPE') {}

export class UnprocessableError extends errorAnswering(422, 'UNPROCESSABLE') {}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    /** Sent as Retry-After when known. */
    readonly retryAfterSeconds?: number,
    /** Which limit refused ("sign-in-email"), answered as `params.limit` so a screen can say which in its language. */
    limit?: string,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message, limit ? { params: { limit } } : undefined);
  }
}

/**
 * A web page the cook asked us to read could not be had: the site refused, failed, timed out
 * or does not exist. The cook's request depended on that site (424), and the cook can act on
 * it (check the address, or paste the page), so it is a 4xx rather than our 502.
 */
export class SiteUnavailableError extends errorAnswering(424, 'SITE_UNAVAILABLE') {}

/** An outside service (Instacart, a vision model) answered with an error. */
export class UpstreamError extends errorAnswering(502, 'UPSTREAM_ERROR') {}

export class ServiceUnavailableError extends errorAnswering(503, 'SERVICE_UNAVAILABLE') {}

export class UpstreamTimeoutError extends errorAnswering(504, 'UPSTREAM_TIMEOUT') {}
