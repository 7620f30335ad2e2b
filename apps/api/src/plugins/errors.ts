import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type ErrorCode } from '@thwa/domain/errors';
import type { ErrorResponse } from '@thwa/domain/contracts/common';

/** Thrown by services for outcomes in the catalogue; the error handler turns it into the answer. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly field?: string,
  ) {
    super(errorCode);
    this.name = 'AppError';
  }
}

/**
 * A form was rejected field by field (travellers, contact): the answer is a 400 VALIDATION_FAILED with
 * `fieldErrors`, one stable code per field ('travellers.1.passportExpiry' → 'expires_before_trip'),
 * which the web turns into a message under each field.
 */
export class FieldErrors extends AppError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('VALIDATION_FAILED', Object.keys(fieldErrors)[0]);
    this.name = 'FieldErrors';
  }
}

/**
 * The language of error messages: our web client says it in `x-language` (spec values en / mm);
 * other callers get Myanmar when their Accept-Language prefers it.
 */
export function requestLanguage(request: FastifyRequest): 'en' | 'mm' {
  const header = request.headers['x-language'];
  if (header === 'mm' || header === 'en') return header;
  return /^\s*my\b/i.test(request.headers['accept-language'] ?? '') ? 'mm' : 'en';
}

export function errorBody(request: FastifyRequest, errorCode: ErrorCode, field?: string): ErrorResponse {
  const entry = ERROR_CATALOGUE[errorCode];
  return {
    code: entry.status,
    errorCode,
    message: entry[requestLanguage(request)],
    ...(field ? { field } : {}),
    requestId: request.id,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, errorCode: ErrorCode, field?: string) {
  return reply.status(ERROR_CATALOGUE[errorCode].status).send(errorBody(request, errorCode, field));
}

/** "body.amount": where the first problem is, so a form can point at the field. */
function firstInvalidField(error: FastifyError): string | undefined {
  const path = error.validation?.[0]?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [error.validationContext, path].filter(Boolean).join('.') || undefined;
}

/** The database cannot be reached (refused, timed out, shutting down): a 503 to retry, not a 500 bug. */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const causeCode = ((error as { cause?: { code?: unknown } })?.cause ?? {}).code;
  const codes = [code, causeCode].filter((value): value is string => typeof value === 'string');
  return (
    codes.some((value) => ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03'].includes(value) || value.startsWith('08')) ||
    (typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated/.test(message))
  );
}

/** One place where every failure becomes a catalogue answer, so callers never see a stack or a raw message. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FieldErrors) {
      return reply.status(400).send({ ...errorBody(request, 'VALIDATION_FAILED', error.field), fieldErrors: error.fieldErrors });
    }
    if (error instanceof AppError) return sendError(request, reply, error.errorCode, error.field);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(request, reply, 'VALIDATION_FAILED', firstInvalidField(error));
    }
    if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, an unsupported media type, an over-long body: the caller sent something we cannot read.
      return sendError(request, reply, 'VALIDATION_FAILED', 'body');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error.message }, 'database unavailable');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'UNEXPECTED');
  });
}
