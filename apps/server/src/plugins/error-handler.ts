import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@hearth/shared/api-error';
import { describeIssue } from '@hearth/shared/validation-codes';
import { isForeignKeyViolation, isNumberOutOfRange } from '../db/dialect.js';
import { AppError, TooManyRequestsError } from '../errors.js';
import { PATH_ID_CODE } from '../lib/id-params.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own 4xx errors, given stable codes and messages a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'EMPTY_BODY', message: 'The request body is empty; JSON was expected.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_CONTENT_LENGTH' },
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: 'The request URL is malformed.' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR' },
};

/**
 * Fastify's answer to a URL refused before routing (its `frameworkErrors` option). A path
 * segment longer than the router reads (an id, a calendar token) names nothing here, so it is
 * a 404 like any other missing thing rather than a 414; a malformed URL stays a 400. Both in
 * our error shape.
 */
export function routingErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const body: ApiErrorBody = { code: 'ROUTE_NOT_FOUND', message: 'Nothing is at this address.' };
    return reply.status(404).send(body);
  }
  const body: ApiErrorBody = { code: 'BAD_URL', message: 'The request URL is malformed.' };
  return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send(body);
}

function describePath(path: PropertyKey[]): string {
  return path.map(String).join('.');
}

/** A bad id in the path (lib/id-params.ts): its resource's own code, such as INVALID_DISH_ID. */
function pathIdCode(issue: { params?: Record<string, unknown> }): string | undefined {
  const custom = issue.params?.['params'] as Record<string, unknown> | undefined;
  const code = custom?.[PATH_ID_CODE];
  return typeof code === 'string' ? code : undefined;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const badId = part === 'params' ? error.validation.find((issue) => pathIdCode(issue)) : undefined;
      if (badId) {
        const body: ApiErrorBody = { code: pathIdCode(badId)!, message: badId.message ?? 'Invalid ID' };
        return reply.status(400).send(body);
      }
      const issues = error.validation.map((issue) => {
        const keys = issue.instancePath
          .split('/')
          .filter(Boolean)
          .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
        const path = describePath(keys);
        // The code and values the web app says in the person's language; the message stays English.
        const { code, params } = describeIssue({ ...issue.params, code: issue.keyword, path: keys });
        return { path: path || part, message: issue.message ?? 'Invalid value', code, params };
      });
      const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      const body: ApiErrorBody = { code: 'VALIDATION_ERROR', message, issues };
      return reply.status(400).send(body);
    }

    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', error.retryAfterSeconds);
      }
      const body: ApiErrorBody = { ...error.details, code: error.code, message: error.message };
      return reply.status(error.statusCode).send(body);
    }

    if (isForeignKeyViolation(error)) {
      const body: ApiErrorBody = {
        code: 'CONFLICT',
        message: 'Something this change refers to was removed a moment ago. Reload and try again.',
      };
      return reply.status(409).send(body);
    }

    if (isNumberOutOfRange(error)) {
      const body: ApiErrorBody = { code: 'OUT_OF_RANGE', message: 'A number in the request is too large.' };
      return reply.status(400).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    } else if (error instanceof SyntaxError && error.statusCode === 400) {
      const body: ApiErrorBody = { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
      return reply.status(400).send(body);
    } else {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
        const body: ApiErrorBody = {
          code: known?.code ?? 'BAD_REQUEST',
          message: known?.message ?? error.message,
        };
        return reply.status(status).send(body);
      }
      request.log.error({ err: error }, 'unhandled error');
    }

    const body: ApiErrorBody = { code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE };
    return reply.status(500).send(body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
