import { z } from 'zod';

export const HealthResponse = z
  .object({
    code: z.union([z.literal(200), z.literal(503)]),
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;
