import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { savedTravelers } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import type { SavedTraveler } from '@thwa/domain/contracts/travelers';
import { addYears, yangonDate } from '@thwa/domain/dates';
import { useTestApi } from './harness.ts';
import { post } from './flights-fixtures.ts';
import { createAccount } from './account-fixtures.ts';

const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' });

const LOCAL = {
  firstName: 'Aung Ko',
  lastName: 'Htet',
  dateOfBirth: '1990-05-12',
  gender: 'male',
  nationality: 'MM',
  divisionCode: 12,
  townshipCode: 'kamaya',
  nrcType: 'n',
  nrcNumber: '၁၂၃၄၅၆',
};
const FOREIGNER = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1985-01-30',
  gender: 'female',
  nationality: 'GB',
  passportNumber: 'ab 123456',
  passportExpiry: addYears(yangonDate(new Date()), 5),
};

async function rowsOf(userId: string) {
  return api.connection.db.select().from(savedTravelers).where(eq(savedTravelers.userId, userId));
}

describe('saved travellers of the signed-in user', () => {
  it('stores, lists, updates and deletes a traveller, tidied like the checkout form', async () => {
    const member = await createAccount(api);
    const stored = await post(api.app, '/api/myaccount/saved-travelers/store', LOCAL, member.headers);
    expect(stored.statusCode, stored.body).toBe(200);
    const saved = stored.json<{ data: SavedTraveler }>().data;
    expect(saved).toMatchObject({ travelerType: 'adult', townshipCode: 'KaMaYa', nrcType: 'N', nrcNumber: '123456', genderType: 'male', countryOfPassport: 'MM', passportNumber: null });
    expect(saved.id).toBe(saved.uuid);
    expect(saved.traveler_id).toBe(saved.uuid);

    const foreigner = await post(api.app, '/api/myaccount/saved-travelers/store', FOREIGNER, member.headers);
    expect(foreigner.statusCode, foreigner.body).toBe(200);
    expect(foreigner.json().data).toMatchObject({ passportNumber: 'AB123456', nationality: 'GB', nrcNumber: null });

    const list = await post(api.app, '/api/myaccount/saved-travelers', {}, member.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: SavedTraveler[] }>().data.map((one) => one.firstName)).toEqual(['Aung Ko', 'Jane']);

    const updated = await post(api.app, '/api/myaccount/saved-travelers/update', { ...LOCAL, uuid: saved.uuid, firstName: 'Aung Ko Ko' }, member.headers);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ uuid: saved.uuid, firstName: 'Aung Ko Ko' });

    const deleted = await post(api.app, '/api/myaccount/saved-travelers/delete', { uuid: saved.uuid }, member.headers);
    expect(deleted.statusCode).toBe(200);
    expect((await rowsOf(member.userId)).map((row) => row.firstName)).toEqual(['Jane']);
  });

  it('follows the uuid rule on store: a uuid already saved replaces it, a new uuid is added with that id', async () => {
    const member = await createAccount(api);
    const uuid = randomUUID();
    const first = await post(api.app, '/api/myaccount/saved-travelers/store', { ...LOCAL, uuid }, member.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.uuid).toBe(uuid);
    const again = await post(api.app, '/api/myaccount/saved-travelers/store', { ...LOCAL, uuid, lastName: 'Min' }, member.headers);
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(member.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: uuid, lastName: 'Min' });
  });

  it('saves a child as a child and reads the type again as of today', async () => {
    const member = await createAccount(api);
    const childBirth = addYears(yangonDate(new Date()), -5);
    const answer = await post(api.app, '/api/myaccount/saved-travelers/store', { ...LOCAL, firstName: 'Su', dateOfBirth: childBirth }, member.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.travelerType).toBe('child');
  });

  it('answers 400 naming each bad field with the checkout codes, and writes nothing', async () => {
    const member = await createAccount(api);
    const bad = await post(
      api.app,
      '/api/myaccount/saved-travelers/store',
      { ...FOREIGNER, firstName: 'အောင်', dateOfBirth: '2999-01-01', passportNumber: '12', passportExpiry: '2001-01-01' },
      member.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', fieldErrors: { firstName: 'invalid', dateOfBirth: 'in_future', passportNumber: 'invalid', passportExpiry: 'expired' } });

    const localWithoutDocument = await post(api.app, '/api/myaccount/saved-travelers/store', { ...LOCAL, nrcNumber: null, divisionCode: null, townshipCode: null, nrcType: null }, member.headers);
    expect(localWithoutDocument.statusCode).toBe(400);
    expect(localWithoutDocument.json().fieldErrors).toEqual({ nrcNumber: 'required', nrcPrefix: 'required' });

    const foreignerWithoutPassport = await post(api.app, '/api/myaccount/saved-travelers/store', { ...FOREIGNER, passportNumber: '', passportExpiry: '' }, member.headers);
    expect(foreignerWithoutPassport.json().fieldErrors).toEqual({ passportNumber: 'required', passportExpiry: 'required' });

    const wrongShape = await post(api.app, '/api/myaccount/saved-travelers/store', { ...LOCAL, gender: 'other' }, member.headers);
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().field).toContain('gender');

    const notUuid = await post(api.app, '/api/myaccount/saved-travelers/update', { ...LOCAL, uuid: 'not-a-uuid' }, member.headers);
    expect(notUuid.statusCode).toBe(400);
    expect(await rowsOf(member.userId)).toHaveLength(0);
  });

  it("never shows, changes or deletes another member's traveller, and a store with its uuid is refused", async () => {
    const owner = await createAccount(api);
    const other = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const stored = (await post(api.app, '/api/myaccount/saved-travelers/store', LOCAL, owner.headers)).json<{ data: SavedTraveler }>().data;

    for (const caller of [other, agent]) {
      const list = await post(api.app, '/api/myaccount/saved-travelers', {}, caller.headers);
      expect(list.json().data).toEqual([]);
      const update = await post(api.app, '/api/myaccount/saved-travelers/update', { ...LOCAL, uuid: stored.uuid, lastName: 'Thief' }, caller.headers);
      expect(update.statusCode).toBe(404);
      expect(update.json().errorCode).toBe('TRAVELER_NOT_FOUND');
      expect(update.body).not.toContain('Aung');
      const hijack = await post(api.app, '/api/myaccount/saved-travelers/store', { ...LOCAL, uuid: stored.uuid, lastName: 'Thief' }, caller.headers);
      expect(hijack.statusCode).toBe(404);
      const remove = await post(api.app, '/api/myaccount/saved-travelers/delete', { uuid: stored.uuid }, caller.headers);
      expect(remove.statusCode).toBe(404);
    }
    const rows = await rowsOf(owner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastName).toBe('Htet');
    expect(await rowsOf(other.userId)).toHaveLength(0);

    const unknown = await post(api.app, '/api/myaccount/saved-travelers/delete', { uuid: randomUUID() }, owner.headers);
    expect(unknown.statusCode).toBe(404);
  });

  it('asks a guest to sign in and a forged token to sign in again', async () => {
    const guest = await post(api.app, '/api/myaccount/saved-travelers', {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('UNAUTHORIZED');
    const guestStore = await post(api.app, '/api/myaccount/saved-travelers/store', LOCAL);
    expect(guestStore.statusCode).toBe(401);
    const forged = await post(api.app, '/api/myaccount/saved-travelers', {}, { 'access-token': 'Bearer eyJhbGciOiJFUzI1NiJ9.e30.c2ln' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('SESSION_EXPIRED');
  });
});
