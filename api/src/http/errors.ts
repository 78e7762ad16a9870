import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueToFieldError } from '@tp/shared/validation';
import type { z } from 'zod';
import { DatabaseUnavailableError } from '../db/deferred';
import { RateLimitsUnavailableError } from './rate-limits';
import { ApiError, errorBody, fieldError, TooManyRequestsError, tooManyRequestsBody } from './envelope';

/** Fastify's own request errors, answered in the api's envelope with a translatable key. */
const REQUEST_ERRORS: Record<string, { status: number; key: 'bodyTooLarge' | 'invalidBody' }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'invalidBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidBody' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'invalidBody' },
  FST_PARTS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_PROTO_VIOLATION: { status: 400, key: 'invalidBody' },
  // A multipart body that ends before its closing boundary.
  ERR_STREAM_PREMATURE_CLOSE: { status: 400, key: 'invalidBody' },
};

/**
 * Error and not-found handlers for one of the api's prefixes. They are set in
 * the prefix's own encapsulated context, so the site's pages never see them.
 */
export function answerErrorsInEnvelope(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(errorBody(404, [fieldError('', 'notFound')]));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.code(error.status).send(errorBody(error.status, error.errors));
    }
    if (error instanceof TooManyRequestsError) {
      return reply.code(429).header('retry-after', String(error.retryAfter)).send(tooManyRequestsBody(error));
    }
    if (error instanceof RateLimitsUnavailableError) {
      return reply.code(503).header('retry-after', String(error.retryAfter)).send({ result: 503, message: error.message, retryAfter: error.retryAfter });
    }
    if (error instanceof DatabaseUnavailableError) {
      return reply.code(503).send({ result: 503, message: 'The data service is not available.' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The provider flattens each zod issue; put it back together to find its key and parameters.
      const errors = error.validation.map((v) =>
        issueToFieldError({
          ...(v.params as object),
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.split('/').filter(Boolean),
        } as unknown as z.core.$ZodIssue),
      );
      return reply.code(400).send(errorBody(400, errors));
    }
    // @fastify/csrf-protection's refusals of a change sent through an operator's session without its token.
    if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET') {
      return reply.code(403).send(errorBody(403, [{ field: 'x-csrf-token', key: 'invalidValue', message: 'A valid CSRF token is required.' }]));
    }
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send(errorBody(known.status, [fieldError('', known.key)]));
    }
    // Body parsing failures (bad JSON, a multipart stream that ends early) arrive as plain 4xx errors.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, [fieldError('', 'invalidBody')]));
    }
    if (isMultipartStreamError(error)) {
      return reply.code(400).send(errorBody(400, [fieldError('', 'invalidBody')]));
    }
    request.log.error({ err: error }, 'api request failed');
    return reply.code(500).send({ result: 500, message: 'Internal error' });
  });
}

/** busboy's messages when a multipart body is cut off or malformed. */
function isMultipartStreamError(error: Error): boolean {
  return /Unexpected end of (form|file)|Malformed part header|Multipart: Boundary not found|Part terminated early/i.test(error.message);
}
