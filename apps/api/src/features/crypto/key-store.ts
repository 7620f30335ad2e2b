import type { ZodType } from 'zod';
import { decryptEnvelope, generateKeyPair, HybridDecryptionError, importPrivateKey, type ServerPublicKey } from '@thwa/domain/crypto/hybrid';
import { deepToUnicode } from '@thwa/myanmar-text/zawgyi';
import { AppError } from '../../plugins/errors.ts';
import { controlCharacterField } from '../../plugins/request-bounds.ts';
import type { CryptoRepository } from './crypto.repository.ts';

/**
 * How long a node publishes the key it read before looking again. A key added by rotation on another
 * node is published here within this time; envelopes for the older key still open meanwhile.
 * Matches the public-key answer's max-age, so a browser never holds a key longer than a node does.
 */
const CURRENT_KEY_CACHE_MS = 5 * 60_000;

/**
 * The server side of hybrid encryption: publishes the current public key, creating the first key pair
 * on demand, and opens envelopes with whichever stored key they name (keys are never deleted).
 */
export function createKeyStore(repository: CryptoRepository, now: () => number = Date.now) {
  let current: { key: Promise<ServerPublicKey>; until: number } | undefined;
  // Importing a JWK costs more than a lookup by kid, and every encrypted call needs one; there are only
  // ever a few keys, so holding each imported key is cheap. Unknown kids are not remembered, so
  // random ids sent by a caller cannot grow this map.
  const privateKeys = new Map<string, Promise<CryptoKey>>();

  async function loadCurrent(): Promise<ServerPublicKey> {
    const row = (await repository.currentKey()) ?? (await repository.insertFirstKey(await generateKeyPair()));
    return { kid: row.kid, jwk: row.publicJwk };
  }

  async function privateKeyFor(kid: string): Promise<CryptoKey | undefined> {
    const cached = privateKeys.get(kid);
    if (cached) return cached;
    const row = await repository.findKey(kid);
    if (!row) return undefined;
    const imported = importPrivateKey(row.privateJwk);
    privateKeys.set(kid, imported);
    imported.catch(() => privateKeys.delete(kid));
    return imported;
  }

  return {
    /** The key senders should encrypt for. Concurrent first calls share one load. */
    publicKey(): Promise<ServerPublicKey> {
      if (current && current.until > now()) return current.key;
      const key = loadCurrent();
      const entry = { key, until: now() + CURRENT_KEY_CACHE_MS };
      current = entry;
      // A failed load (database down) must not be served from the cache until it expires.
      key.catch(() => {
        if (current === entry) current = undefined;
      });
      return key;
    },

    /**
     * Opens the envelope `data` and validates what is inside with `schema`. A refused envelope is the
     * caller's error at `field`; an invalid payload names the first wrong member as `data.<path>`.
     * Encrypted bodies bypass the app's Zawgyi hook, so the conversion to Unicode happens here.
     */
    async decrypt<T>(data: string, schema: ZodType<T>, field = 'body.data'): Promise<T> {
      let plain: unknown;
      try {
        plain = await decryptEnvelope(data, privateKeyFor);
      } catch (error) {
        if (error instanceof HybridDecryptionError) throw new AppError('VALIDATION_FAILED', field);
        throw error;
      }
      const controlled = controlCharacterField(plain, 'data');
      if (controlled) throw new AppError('VALIDATION_FAILED', controlled);
      return validatePayload(deepToUnicode(plain), schema);
    },

    /** Validates an opened envelope's payload again with a narrower `schema`, naming the first wrong member as `data.<path>`. */
    validate: validatePayload,
  };
}

async function validatePayload<T>(plain: unknown, schema: ZodType<T>): Promise<T> {
  const result = await schema.safeParseAsync(plain);
  if (!result.success) {
    const path = result.error.issues[0]?.path ?? [];
    throw new AppError('VALIDATION_FAILED', ['data', ...path.map(String)].join('.'));
  }
  return result.data;
}

export type KeyStore = ReturnType<typeof createKeyStore>;
