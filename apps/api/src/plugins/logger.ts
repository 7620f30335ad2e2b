import type { LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

/**
 * Logs carry what an operator needs (method, path, status, timing, request id) and no personal data:
 * query strings are dropped (they can hold names, emails or phone numbers) and credentials are redacted.
 */
export function loggerOptions(level: Config['LOG_LEVEL']): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["access-token"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        id: request.id,
      }),
    },
  };
}
