import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors.ts';

export const Language = z.enum(['en', 'mm']);
export const Currency = z.enum(['MMK', 'USD', 'SGD']);

/**
 * A path on our own site, where a partner sends the customer back: one '/' first, then printable ASCII
 * only. No second '/' or backslash after the first (a browser reads '//evil.example' as another site), and no
 * space, tab, newline or other control character anywhere: a browser drops tabs and newlines from a
 * URL, so '/\t/evil.example' would reach '//evil.example' (issue 19).
 */
export const SitePath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, 'a path on this site');

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
