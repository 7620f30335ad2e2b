import { beforeAll, describe, expect, it } from 'vitest';
import {
  decryptEnvelope,
  encryptForServer,
  fromBase64Url,
  generateKeyPair,
  HybridDecryptionError,
  importPrivateKey,
  toBase64Url,
  type GeneratedKeyPair,
} from './hybrid.ts';

const payload = {
  contact: { name: 'မောင်မောင်', email: 'maung@example.com', phone: '+959791234567' },
  travellers: [{ firstName: 'အောင်', lastName: 'ကျော်', nrc: '၁၂/ဗဟန(နိုင်)၁၂၃၄၅၆' }],
  amount: 215000,
  note: 'ကျေးဇူးတင်ပါတယ် 🙏',
};

let server: GeneratedKeyPair;
let serverKey: CryptoKey;
const keyFor = async (kid: string) => (kid === server.kid ? serverKey : undefined);
const publicKey = () => ({ kid: server.kid, jwk: server.publicJwk });

async function refusal(envelope: string, lookup = keyFor): Promise<HybridDecryptionError> {
  const error = await decryptEnvelope(envelope, lookup).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `accepted: ${envelope}`).toBeInstanceOf(HybridDecryptionError);
  return error as HybridDecryptionError;
}

/** Another character of the base64url alphabet, so the change is not merely a malformed part. */
function otherCharacter(character: string): string {
  return character === 'A' ? 'B' : 'A';
}

beforeAll(async () => {
  server = await generateKeyPair();
  serverKey = await importPrivateKey(server.privateJwk);
});

describe('hybrid envelope', () => {
  it('round-trips a payload with Myanmar text', async () => {
    const envelope = await encryptForServer(publicKey(), payload);
    expect(await decryptEnvelope(envelope, keyFor)).toEqual(payload);
  });

  it('round-trips plain JSON values, not only objects', async () => {
    for (const value of ['မြန်မာ', 0, null, [1, 'two']]) {
      expect(await decryptEnvelope(await encryptForServer(publicKey(), value), keyFor)).toEqual(value);
    }
  });

  it('has the shape v1.<kid>.<epk>.<iv>.<ciphertext> with a 65-byte point and a 12-byte iv', async () => {
    const [version, kid, epk, iv, ciphertext] = (await encryptForServer(publicKey(), payload)).split('.');
    expect(version).toBe('v1');
    expect(kid).toBe(server.kid);
    expect(fromBase64Url(epk!)).toHaveLength(65);
    expect(fromBase64Url(epk!)![0]).toBe(0x04);
    expect(fromBase64Url(iv!)).toHaveLength(12);
    expect(fromBase64Url(ciphertext!)!.length).toBeGreaterThan(16);
  });

  it('gives a different envelope each time for the same payload', async () => {
    const first = await encryptForServer(publicKey(), payload);
    const second = await encryptForServer(publicKey(), payload);
    expect(first).not.toBe(second);
    const [, , epkA, ivA, ctA] = first.split('.');
    const [, , epkB, ivB, ctB] = second.split('.');
    expect(epkA).not.toBe(epkB);
    expect(ivA).not.toBe(ivB);
    expect(ctA).not.toBe(ctB);
  });

  it('generates a random 16-byte key id and a public key without the private part', async () => {
    const other = await generateKeyPair();
    expect(fromBase64Url(server.kid)).toHaveLength(16);
    expect(other.kid).not.toBe(server.kid);
    expect(server.publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
    expect(server.publicJwk).not.toHaveProperty('d');
    expect(server.privateJwk.d).toEqual(expect.any(String));
  });

  it('refuses every envelope with one character changed', async () => {
    const envelope = await encryptForServer({ kid: server.kid, jwk: server.publicJwk }, { amount: 1 });
    for (let index = 0; index < envelope.length; index++) {
      const character = envelope[index]!;
      const changed = envelope.slice(0, index) + otherCharacter(character) + envelope.slice(index + 1);
      await refusal(changed);
    }
  });

  it('refuses every envelope with one byte of the point, the iv or the ciphertext flipped', async () => {
    const parts = (await encryptForServer(publicKey(), { amount: 1 })).split('.');
    for (const partIndex of [2, 3, 4]) {
      const bytes = fromBase64Url(parts[partIndex]!)!;
      for (let index = 0; index < bytes.length; index++) {
        const flipped = bytes.slice();
        flipped[index]! ^= 0x01;
        const changed = parts.slice();
        changed[partIndex] = toBase64Url(flipped);
        const error = await refusal(changed.join('.'));
        expect(['malformed', 'unauthentic']).toContain(error.reason);
      }
    }
  });

  it('refuses a header moved onto another ciphertext, and parts swapped between envelopes', async () => {
    const a = (await encryptForServer(publicKey(), { amount: 1 })).split('.');
    const b = (await encryptForServer(publicKey(), { amount: 2 })).split('.');
    for (const partIndex of [2, 3, 4]) {
      const mixed = a.slice();
      mixed[partIndex] = b[partIndex]!;
      expect((await refusal(mixed.join('.'))).reason).toBe('unauthentic');
    }
  });

  it('refuses a truncated, extended or missing part', async () => {
    const envelope = await encryptForServer(publicKey(), { amount: 1 });
    const parts = envelope.split('.');
    await refusal(envelope.slice(0, -1));
    await refusal(`${envelope}A`);
    await refusal(`${envelope}.`);
    await refusal(parts.slice(0, 4).join('.'));
    await refusal('');
    await refusal('not an envelope');
    for (let index = 1; index < parts.length; index++) {
      const emptied = parts.slice();
      emptied[index] = '';
      await refusal(emptied.join('.'));
    }
  });

  it('refuses another version', async () => {
    const envelope = await encryptForServer(publicKey(), { amount: 1 });
    for (const version of ['v2', 'v0', 'V1', '']) {
      expect((await refusal(envelope.replace(/^v1/, version))).reason).toBe('unsupported-version');
    }
  });

  it('refuses an envelope for a key the server does not hold', async () => {
    const envelope = await encryptForServer(publicKey(), { amount: 1 });
    expect((await refusal(envelope, async () => undefined)).reason).toBe('unknown-key');
  });

  it('cannot be opened with a different key pair, even under the same key id', async () => {
    const other = await generateKeyPair();
    const otherKey = await importPrivateKey(other.privateJwk);
    const forServer = await encryptForServer(publicKey(), { amount: 1 });
    expect((await refusal(forServer, async () => otherKey)).reason).toBe('unauthentic');
    const forOther = await encryptForServer({ kid: server.kid, jwk: other.publicJwk }, { amount: 1 });
    expect((await refusal(forOther)).reason).toBe('unauthentic');
  });

  it('refuses a point that is not on the curve', async () => {
    const parts = (await encryptForServer(publicKey(), { amount: 1 })).split('.');
    const offCurve = new Uint8Array(65);
    offCurve[0] = 0x04;
    offCurve[64] = 1;
    parts[2] = toBase64Url(offCurve);
    expect((await refusal(parts.join('.'))).reason).toBe('unauthentic');
  });

  it('lets a failing key lookup through, since that is not the sender’s fault', async () => {
    const envelope = await encryptForServer(publicKey(), { amount: 1 });
    await expect(decryptEnvelope(envelope, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });

  it('refuses to seal what JSON cannot carry', async () => {
    await expect(encryptForServer(publicKey(), undefined)).rejects.toThrow(TypeError);
  });
});

describe('base64url', () => {
  it('accepts only the one canonical spelling', () => {
    expect(fromBase64Url('AQ')).toEqual(new Uint8Array([1]));
    expect(fromBase64Url('AR')).toBeUndefined();
    expect(fromBase64Url('AQ==')).toBeUndefined();
    expect(fromBase64Url('A+')).toBeUndefined();
    expect(fromBase64Url('A')).toBeUndefined();
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
  });
});
