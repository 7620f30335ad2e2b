import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicKeyResponse } from '@thwa/domain/contracts/crypto';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import type { KeyStore } from './key-store.ts';

/** Browsers may keep the key as long as a node does (key-store.ts); older keys keep working after. */
const PUBLIC_KEY_CACHE_CONTROL = 'public, max-age=300';

export const cryptoRoutes: FastifyPluginAsyncZod<{ keys: KeyStore }> = async (app, { keys }) => {
  app.get(
    '/crypto/public-key',
    {
      schema: {
        tags: ['crypto'],
        summary: 'The public key to encrypt payloads the spec marks as encrypted (ECDH P-256 + AES-GCM)',
        response: { 200: PublicKeyResponse, 503: ErrorResponse },
      },
    },
    async (_request, reply) => {
      const { kid, jwk } = await keys.publicKey();
      reply.header('cache-control', PUBLIC_KEY_CACHE_CONTROL);
      // Parsing keeps only the public members, whatever else a stored JWK might carry.
      return { code: 200 as const, kid, jwk: PublicKeyResponse.shape.jwk.parse(jwk) };
    },
  );
};
