import { z } from 'zod';

/**
 * The server's current public key for hybrid-encrypted payloads (crypto/hybrid.ts). Only the public
 * members of the JWK are published; `kid` goes into every envelope so older keys keep working.
 */
export const PublicKeyResponse = z
  .object({
    code: z.literal(200),
    kid: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    jwk: z.object({
      kty: z.literal('EC'),
      crv: z.literal('P-256'),
      x: z.string(),
      y: z.string(),
    }),
  })
  .meta({ id: 'PublicKeyResponse' });
export type PublicKeyResponse = z.infer<typeof PublicKeyResponse>;
