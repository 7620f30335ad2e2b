import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptionKeys } from '@thwa/db/schema';
import { sql } from '@thwa/db/sql';
import { encryptForServer, generateKeyPair } from '@thwa/domain/crypto/hybrid';
import { createCryptoRepository } from '../src/features/crypto/crypto.repository.ts';
import { createKeyStore } from '../src/features/crypto/key-store.ts';
import { AppError } from '../src/plugins/errors.ts';
import { useTestApi } from './harness.ts';

const api = useTestApi();

const Payload = z.object({
  contact: z.object({ name: z.string().min(1), email: z.email() }),
  travellers: z.array(z.object({ firstName: z.string().min(1) })).min(1),
});
const payload = { contact: { name: 'မောင်မောင်', email: 'maung@example.com' }, travellers: [{ firstName: 'အောင်' }] };

function store() {
  return createKeyStore(createCryptoRepository(api.connection.db));
}

async function keyCount() {
  const [row] = await api.connection.db.select({ count: sql<number>`count(*)::int` }).from(encryptionKeys);
  return row!.count;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('GET /api/crypto/public-key', () => {
  it('publishes the current public key, without its private part, cacheable for five minutes', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/crypto/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json();
    expect(body).toEqual({ code: 200, kid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), jwk: { kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) } });
    expect(JSON.stringify(body)).not.toContain('"d"');

    const again = await api.app.inject({ method: 'GET', url: '/api/crypto/public-key' });
    expect(again.json().kid).toBe(body.kid);
  });

  it('gives a key whose envelopes the server opens', async () => {
    const { kid, jwk } = (await api.app.inject({ method: 'GET', url: '/api/crypto/public-key' })).json();
    const envelope = await encryptForServer({ kid, jwk }, payload);
    expect(await store().decrypt(envelope, Payload)).toEqual(payload);
  });
});

describe('key store', () => {
  it('opens a valid envelope made with the published key', async () => {
    const keys = store();
    const envelope = await encryptForServer(await keys.publicKey(), payload);
    expect(await keys.decrypt(envelope, Payload)).toEqual(payload);
  });

  it('refuses a tampered envelope as a validation failure of body.data', async () => {
    const keys = store();
    const envelope = await encryptForServer(await keys.publicKey(), payload);
    const last = envelope.at(-2) === 'A' ? 'B' : 'A';
    const tampered = envelope.slice(0, -2) + last + envelope.slice(-1);
    const error = await refusal(keys.decrypt(tampered, Payload));
    expect(error).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'body.data' });
    expect((await refusal(keys.decrypt('v1.garbage', Payload))).field).toBe('body.data');
  });

  it('names the field it was given for a refused envelope', async () => {
    const error = await refusal(store().decrypt('v2.a.b.c.d', Payload, 'body.card'));
    expect(error).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'body.card' });
  });

  it('refuses an envelope for a key the server never had', async () => {
    const stranger = await generateKeyPair();
    const envelope = await encryptForServer({ kid: stranger.kid, jwk: stranger.publicJwk }, payload);
    expect(await refusal(store().decrypt(envelope, Payload))).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'body.data' });
  });

  it('names the first invalid member of the payload as data.<path>', async () => {
    const keys = store();
    const publicKey = await keys.publicKey();
    const badEmail = await encryptForServer(publicKey, { ...payload, contact: { ...payload.contact, email: 'nope' } });
    expect(await refusal(keys.decrypt(badEmail, Payload))).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'data.contact.email' });
    const badTraveller = await encryptForServer(publicKey, { ...payload, travellers: [{ firstName: '' }] });
    expect(await refusal(keys.decrypt(badTraveller, Payload))).toMatchObject({ field: 'data.travellers.0.firstName' });
    const notAnObject = await encryptForServer(publicKey, 'hello');
    expect(await refusal(keys.decrypt(notAnObject, Payload))).toMatchObject({ field: 'data' });
  });

  it('converts Zawgyi inside the payload to Unicode before validation', async () => {
    const keys = store();
    const zawgyi = 'ေမာင္ေမာင္';
    const envelope = await encryptForServer(await keys.publicKey(), { ...payload, contact: { ...payload.contact, name: zawgyi } });
    const opened = await keys.decrypt(envelope, Payload);
    expect(opened.contact.name).toBe('မောင်မောင်');
  });

  it('still opens envelopes made with an older key after a newer one is published', async () => {
    const keys = store();
    const old = await keys.publicKey();
    const envelope = await encryptForServer(old, payload);
    const rotated = await generateKeyPair();
    await createCryptoRepository(api.connection.db).insertKey(rotated);

    const fresh = store();
    expect((await fresh.publicKey()).kid).toBe(rotated.kid);
    expect(await fresh.decrypt(envelope, Payload)).toEqual(payload);
    expect(await fresh.decrypt(await encryptForServer(await fresh.publicKey(), payload), Payload)).toEqual(payload);
  });

  it('ends with one current key when nodes start together', async () => {
    const repository = createCryptoRepository(api.connection.db);
    // Each node believes the table is empty, as on a fresh database, so both try to create the first key.
    const coldStart = () => createKeyStore({ ...repository, currentKey: async () => undefined });
    const before = await keyCount();
    const [a, b] = await Promise.all([coldStart().publicKey(), store().publicKey(), coldStart().publicKey()]);
    expect(a!.kid).toBe(b!.kid);
    expect((await store().publicKey()).kid).toBe(a!.kid);
    expect(await keyCount()).toBe(before);
  });

  it('shares one load between concurrent first calls on a node', async () => {
    const keys = store();
    const results = await Promise.all(Array.from({ length: 10 }, () => keys.publicKey()));
    expect(new Set(results.map((key) => key.kid)).size).toBe(1);
  });
});
