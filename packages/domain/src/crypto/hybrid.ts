/**
 * Hybrid encryption for the payloads the spec marks as encrypted (design §7): the sender makes a fresh
 * P-256 key pair per message, agrees a secret with the server's published key (ECDH), stretches it with
 * HKDF-SHA-256 into an AES-256-GCM key and seals the JSON. Only the holder of the server's private key
 * can open it, a captured envelope reveals nothing about the next one, and any change is detected.
 *
 * Envelope: `v1.<kid>.<epk>.<iv>.<ciphertext>`, base64url parts without padding.
 * - kid: which server key was used, so keys can be added without breaking envelopes already sent;
 * - epk: the sender's ephemeral public key, raw uncompressed point (65 bytes);
 * - iv: 12 random bytes; ciphertext: AES-GCM output with its 16-byte tag at the end.
 * The header `v1.<kid>.<epk>` is the additional authenticated data, so a header moved onto another
 * ciphertext (or another key id) fails authentication instead of being trusted.
 *
 * Isomorphic on purpose: only `globalThis.crypto.subtle`, so the browser bundle and Node 20 share it
 * and nothing from npm has to be trusted with key material.
 */

const VERSION = 'v1';
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const INFO_PREFIX = 'thwa-hybrid-v1|';
const RAW_POINT_BYTES = 65;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Key ids are generated as 16 random bytes (22 characters); the column allows 32. */
const KID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Why an envelope was refused; for logs only, callers answer the same for each so nothing leaks. */
export type HybridDecryptionReason = 'malformed' | 'unsupported-version' | 'unknown-key' | 'unauthentic' | 'not-json';

/** An envelope that cannot be opened: malformed, for a key we do not hold, altered, or not JSON inside. */
export class HybridDecryptionError extends Error {
  constructor(readonly reason: HybridDecryptionReason) {
    super(`hybrid envelope refused: ${reason}`);
    this.name = 'HybridDecryptionError';
  }
}

export interface ServerPublicKey {
  kid: string;
  jwk: JsonWebKey;
}

export interface GeneratedKeyPair {
  kid: string;
  publicJwk: JsonWebKey;
  privateJwk: JsonWebKey;
}

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

const encoder = new TextEncoder();

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(text));
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Strict decoding: only the base64url alphabet, no padding, and only the one canonical spelling of the
 * bytes. Base64's last character can carry unused bits; without the canonical check two different
 * envelopes would open to the same message, and a flipped character could go unnoticed.
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return toBase64Url(bytes) === text ? bytes : undefined;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/**
 * Only the members that describe the key: a stored or published JWK may carry `key_ops` or `ext`
 * that would make import refuse the usages we ask for, and a public JWK must never be read as private.
 */
function publicMembers(jwk: JsonWebKey): JsonWebKey {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
}

/** The AES key for one envelope; both sides derive it the same way from the ECDH secret. */
async function messageKey(
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  epkRaw: Uint8Array<ArrayBuffer>,
  kid: string,
  usage: 'encrypt' | 'decrypt',
): Promise<CryptoKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: epkRaw, info: utf8(INFO_PREFIX + kid) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** A new server key pair; the kid is random so ids of different nodes or rotations never collide. */
export async function generateKeyPair(): Promise<GeneratedKeyPair> {
  const pair = await subtle().generateKey(CURVE, true, ['deriveBits']);
  const [publicJwk, privateJwk] = await Promise.all([
    subtle().exportKey('jwk', pair.publicKey),
    subtle().exportKey('jwk', pair.privateKey),
  ]);
  return {
    kid: toBase64Url(randomBytes(16)),
    publicJwk: publicMembers(publicJwk),
    privateJwk: { ...publicMembers(privateJwk), d: privateJwk.d },
  };
}

/** The server's private key as stored (JWK), ready for ECDH; not extractable once imported. */
export async function importPrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', { ...publicMembers(jwk), d: jwk.d }, CURVE, false, ['deriveBits']);
}

/** Seals `payload` (as JSON) for the server key `publicKey`; every call gives a different envelope. */
export async function encryptForServer(publicKey: ServerPublicKey, payload: unknown): Promise<string> {
  if (!KID.test(publicKey.kid)) throw new TypeError('invalid key id');
  const json = JSON.stringify(payload) as string | undefined;
  if (json === undefined) throw new TypeError('payload cannot be written as JSON');

  const serverKey = await subtle().importKey('jwk', publicMembers(publicKey.jwk), CURVE, false, []);
  const ephemeral = await subtle().generateKey(CURVE, true, ['deriveBits']);
  const epkRaw = new Uint8Array(await subtle().exportKey('raw', ephemeral.publicKey));
  const header = `${VERSION}.${publicKey.kid}.${toBase64Url(epkRaw)}`;
  const key = await messageKey(ephemeral.privateKey, serverKey, epkRaw, publicKey.kid, 'encrypt');
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: utf8(header), tagLength: 128 }, key, utf8(json));
  return `${header}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ciphertext))}`;
}

/**
 * Opens an envelope and parses its JSON. `privateKeyFor` finds the server key by id (undefined when
 * unknown); an error it throws (the database is down) passes through, since that is not the sender's fault.
 * Every refusal is a `HybridDecryptionError`.
 */
export async function decryptEnvelope(
  envelope: string,
  privateKeyFor: (kid: string) => Promise<CryptoKey | undefined>,
): Promise<unknown> {
  const parts = envelope.split('.');
  if (parts.length !== 5) throw new HybridDecryptionError('malformed');
  const [version, kid, epkText, ivText, ciphertextText] = parts as [string, string, string, string, string];
  if (version !== VERSION) throw new HybridDecryptionError('unsupported-version');
  if (!KID.test(kid)) throw new HybridDecryptionError('malformed');
  const epkRaw = fromBase64Url(epkText);
  const iv = fromBase64Url(ivText);
  const ciphertext = fromBase64Url(ciphertextText);
  if (
    !epkRaw ||
    epkRaw.length !== RAW_POINT_BYTES ||
    epkRaw[0] !== 0x04 ||
    !iv ||
    iv.length !== IV_BYTES ||
    !ciphertext ||
    ciphertext.length < TAG_BYTES
  ) {
    throw new HybridDecryptionError('malformed');
  }

  const privateKey = await privateKeyFor(kid);
  if (!privateKey) throw new HybridDecryptionError('unknown-key');

  let plaintext: ArrayBuffer;
  try {
    // Importing checks the point lies on the curve, which rules out invalid-curve attacks on our key.
    const senderKey = await subtle().importKey('raw', epkRaw, CURVE, false, []);
    const key = await messageKey(privateKey, senderKey, epkRaw, kid, 'decrypt');
    const header = `${version}.${kid}.${epkText}`;
    plaintext = await subtle().decrypt({ name: 'AES-GCM', iv, additionalData: utf8(header), tagLength: 128 }, key, ciphertext);
  } catch {
    throw new HybridDecryptionError('unauthentic');
  }

  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as unknown;
  } catch {
    throw new HybridDecryptionError('not-json');
  }
}
