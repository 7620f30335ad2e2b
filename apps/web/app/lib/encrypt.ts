import { encryptForServer, type ServerPublicKey } from '@thwa/domain/crypto/hybrid';

/**
 * The server publishes its key with max-age 300 and keeps older keys working, so one fetch serves
 * every encrypted call for five minutes without risking an envelope the server cannot open.
 */
const PUBLIC_KEY_CACHE_MS = 5 * 60_000;

let cached: { key: Promise<ServerPublicKey>; until: number } | undefined;

/** Seals `payload` for the server (the `data` of calls the spec marks as encrypted). */
export async function encryptPayload(api: { publicKey(): Promise<ServerPublicKey> }, payload: unknown): Promise<string> {
  if (!cached || cached.until <= Date.now()) {
    const entry = { key: api.publicKey(), until: Date.now() + PUBLIC_KEY_CACHE_MS };
    cached = entry;
    // A failed fetch is retried on the next call rather than remembered.
    entry.key.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return encryptForServer(await cached.key, payload);
}
