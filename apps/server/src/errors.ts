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

export class ValidationError extends AppError {
  constructor(message: string, code = 'VALIDATION_ERROR') {
    super(400, code, message);
  }
}

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

export class NotFoundError extends AppError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', details?: Record<string, unknown>) {
    super(409, code, message, details);
  }
}

export class NotAcceptableError extends AppError {
  constructor(message: string) {
    super(406, 'NOT_ACCEPTABLE', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: string, code = 'UNPROCESSABLE') {
    super(422, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    /** Sent as Retry-After when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/**
 * A web page the cook asked us to read could not be had: the site refused, failed, timed out
 * or does not exist. The cook's request depended on that site (424), and the cook can act on
 * it (check the address, or paste the page), so it is a 4xx rather than our 502.
 */
export class SiteUnavailableError extends AppError {
  constructor(message: string, code = 'SITE_UNAVAILABLE') {
    super(424, code, message);
  }
}

/** An outside service (Instacart, a vision model) answered with an error. */
export class UpstreamError extends AppError {
  constructor(message: string, code = 'UPSTREAM_ERROR') {
    super(502, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'SERVICE_UNAVAILABLE') {
    super(503, code, message);
  }
}

export class UpstreamTimeoutError extends AppError {
  constructor(message: string, code = 'UPSTREAM_TIMEOUT') {
    super(504, code, message);
  }
}
