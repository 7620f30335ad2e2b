import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type ErrorCode } from '@thwa/domain/errors';
import { ConversionLimitExceeded } from '@thwa/myanmar-text/zawgyi';
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

/**
 * PostgreSQL's answers that mean "busy or unreachable, try again" rather than a bug (issue 10):
 * class 08 connection exceptions; 53 insufficient resources (53300 too many connections); 57014 a
 * statement time-out (transaction.ts sets one per transaction); 55P03 a lock not available in time;
 * 40001 and 40P01 serialization failure and deadlock, whose transaction rolled back whole; 57P01-57P03
 * the server shutting down or starting; 25P03 a transaction ended for idling.
 */
const BUSY_SQLSTATES = new Set(['57014', '55P03', '40001', '40P01', '57P01', '57P02', '57P03', '25P03']);
const BUSY_SQLSTATE_CLASSES = ['08', '53'];
const UNREACHABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);
/** node-postgres's own words for a pool that gave no connection in time, or a connection that went away. */
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|sorry, too many clients/i;

/**
 * The database is busy or cannot be reached (pool exhausted, a time-out, refused, shutting down): a
 * 503 to retry, never a 500 bug, and never a reason to end anyone's session (auth-tokens.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  // Drizzle wraps the driver's error in `cause`; look through the chain.
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_NETWORK_CODES.has(code) || BUSY_SQLSTATES.has(code)) return true;
      if (code.length === 5 && BUSY_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** How long a client is asked to wait before retrying a 503. */
const RETRY_AFTER_SECONDS = '2';

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
    // A body over the size limit, refused before all of it was read: close the connection rather than
    // read and discard the rest.
    if (error.statusCode === 413) return sendError(request, reply.header('connection', 'close'), 'PAYLOAD_TOO_LARGE');
    // More Zawgyi text than one request may convert (@thwa/myanmar-text).
    if (error instanceof ConversionLimitExceeded) return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, an unsupported media type: the caller sent something we cannot read.
      return sendError(request, reply, 'VALIDATION_FAILED', 'body');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error.message }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'UNEXPECTED');
  });
}
