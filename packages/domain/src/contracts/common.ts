import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors.ts';

export const Language = z.enum(['en', 'mm']);
export const Currency = z.enum(['MMK', 'USD', 'SGD']);

/** Every error body: `code` mirrors the HTTP status, as the spec's clients read `code`. */
export const ErrorResponse = z
  .object({
    code: z.number().int(),
    errorCode: z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    field: z.string().optional().describe('The request field that is wrong, for 400 answers.'),
    requestId: z.string(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
