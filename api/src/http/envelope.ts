import type { FastifyReply } from 'fastify';
import type { ApiEnvelope, ApiErrorBody } from '@tp/shared';
import { translateMessage, type FieldError, type MessageKey, type MessageParams } from '@tp/shared/validation';
import type { JsonText } from '../db/sql';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { result: 0, data };
}

/** The `ok` envelope around data already written as JSON, sent as it is: no parsing, no serialising again. */
export function okJson<T>(reply: FastifyReply, data: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"result":0,"data":${data}}`);
}

/** The body of every refusal: `result` is the HTTP status, `message` the first problem in English. */
export function errorBody(status: number, errors: readonly FieldError[], message = errors[0]?.message ?? 'Request failed'): ApiErrorBody {
  return { result: status, message, errors };
}

export function fieldError(field: string, key: MessageKey, params?: MessageParams): FieldError {
  return { field, key, message: translateMessage(key, 'en', params) };
}

/** A refusal the handlers throw; the api's error handler answers it with errorBody. */
export class ApiError extends Error {
  readonly errors: readonly FieldError[];

  constructor(
    readonly status: number,
    errors: FieldError | readonly FieldError[],
    /** Seconds after which asking again may succeed (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    const list = Array.isArray(errors) ? errors : [errors as FieldError];
    super(list[0]?.message ?? `HTTP ${status}`);
    this.errors = list;
  }

  static notFound(field = ''): ApiError {
    return new ApiError(404, fieldError(field, 'notFound'));
  }
}

/** A client past one of the rate limits; answered 429 with Retry-After. */
export class TooManyRequestsError extends Error {
  constructor(
    /** Seconds until the client's window ends. */
    readonly retryAfter: number,
  ) {
    super(translateMessage('tooManyRequests', 'en', { seconds: retryAfter }));
  }
}

/** The body of a 429: `retryAfter` repeats the Retry-After header for clients that cannot read headers. */
export function tooManyRequestsBody(error: TooManyRequestsError): { result: 429; message: string; retryAfter: number } {
  return { result: 429, message: error.message, retryAfter: error.retryAfter };
}
