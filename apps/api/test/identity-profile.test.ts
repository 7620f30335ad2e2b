import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';
import { authSessions, orderItems, orders, savedTravelers, tickets, users } from '@thwa/db/schema';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import { eq } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { latestCode, messagesTo, otherCode, post, uniqueEmail, uniquePhone } from './identity-fixtures.ts';

const api = useTestApi();
const tokenUrl = '/auth/realms/user/protocol/openid-connect/token';

async function row(userId: string) {
  const [found] = await api.connection.db.select().from(users).where(eq(users.userId, userId));
  return found!;
}

async function signIn(account: Pick<TestAccount, 'email' | 'password'>, password = account.password) {
  return post(api, tokenUrl, { grant_type: 'password', username: account.email, password });
}

describe('POST /v4/{type}/edit', () => {
  it('changes names, language and notification channel at once', async () => {
    const member = await createAccount(api);
    const answer = await post(api, '/v4/user/edit', { firstName: ' Hnin ', lastName: 'Wai', language: 'mm', notificationChannel: 'sms' }, { headers: member.headers });
    expect(answer.body).toMatchObject({ code: 200, status: 'updated', user: { userId: member.userId, info: { firstName: 'Hnin', lastName: 'Wai', language: 'mm', notificationChannel: 'sms' } } });
    expect(await row(member.userId)).toMatchObject({ firstName: 'Hnin', language: 'mm', notificationChannel: 'sms' });
  });

  it('changes the email only with the code sent to the NEW address', async () => {
    const member = await createAccount(api);
    const newEmail = uniqueEmail();
    const first = await post(api, '/v4/user/edit', { email: newEmail }, { headers: member.headers });
    expect(first.body).toMatchObject({ code: 200, status: 'code_sent', sentTo: expect.stringContaining('@example.com'), user: { info: { email: member.email } } });
    expect((await row(member.userId)).email).toBe(member.email);
    expect(await messagesTo(api, member.email)).toHaveLength(0);
    const code = await latestCode(api, newEmail);

    expect((await post(api, '/v4/user/edit', { email: newEmail, otp: otherCode(code) }, { headers: member.headers })).body).toMatchObject({ code: 400, errorCode: 'OTP_INVALID' });
    const second = await post(api, '/v4/user/edit', { email: newEmail, otp: code }, { headers: member.headers });
    expect(second.body).toMatchObject({ code: 200, status: 'updated', user: { info: { email: newEmail, emailVerified: true } } });
    expect((await signIn({ email: newEmail, password: member.password })).status).toBe(200);
  });

  it("does not let one member use another member's code or take an address in use", async () => {
    const member = await createAccount(api);
    const other = await createAccount(api);
    const wanted = uniqueEmail();
    await post(api, '/v4/user/edit', { email: wanted }, { headers: member.headers });
    const code = await latestCode(api, wanted);
    expect((await post(api, '/v4/user/edit', { email: wanted, otp: code }, { headers: other.headers })).body.errorCode).toBe('OTP_INVALID');
    expect((await post(api, '/v4/user/edit', { email: other.email }, { headers: member.headers })).body).toMatchObject({ code: 409, errorCode: 'ACCOUNT_EXISTS', field: 'email' });
    expect(await messagesTo(api, other.email)).toHaveLength(0);
  });

  it('changes the phone with the code texted to the new number', async () => {
    const member = await createAccount(api);
    const phone = uniquePhone();
    expect((await post(api, '/v4/user/edit', { phoneNumber: `0${phone}` }, { headers: member.headers })).body.status).toBe('code_sent');
    const code = await latestCode(api, `sms:+95${phone}`);
    const answer = await post(api, '/v4/user/edit', { phoneNumber: `0${phone}`, otp: code }, { headers: member.headers });
    expect(answer.body.user.info).toMatchObject({ phoneCode: '95', phoneNumber: phone });
  });

  it('refuses bad input naming the field, a guest, and changes nothing', async () => {
    const member = await createAccount(api);
    expect((await post(api, '/v4/user/edit', { firstName: '' }, { headers: member.headers })).body).toMatchObject({ code: 400, field: 'firstName' });
    expect((await post(api, '/v4/user/edit', { notificationChannel: 'fax' }, { headers: member.headers })).body).toMatchObject({ code: 400, field: 'body.notificationChannel' });
    expect((await post(api, '/v4/user/edit', { phoneNumber: '0912' }, { headers: member.headers })).body).toMatchObject({ code: 400, field: 'phoneNumber' });
    expect((await post(api, '/v4/user/edit', { firstName: 'Nobody' })).body).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
    expect(await row(member.userId)).toMatchObject({ firstName: 'Aung', lastName: 'Kyaw' });
  });
});

describe('POST /v4/{type}/changePassword signed in', () => {
  it('needs the current password, refuses a weak new one, and ends every OTHER session', async () => {
    const member = await createAccount(api);
    const elsewhere = await signIn(member);
    const wrong = await post(api, '/v4/user/changePassword', { currentPassword: 'not-it-at-all', newPassword: 'Hsipaw-train-ride' }, { headers: member.headers });
    expect(wrong.body).toMatchObject({ code: 400, errorCode: 'PASSWORD_WRONG', field: 'currentPassword' });
    const short = await post(api, '/v4/user/changePassword', { currentPassword: member.password, newPassword: 'abc' }, { headers: member.headers });
    expect(short.body).toMatchObject({ code: 400, errorCode: 'PASSWORD_TOO_SHORT', field: 'newPassword' });

    const changed = await post(api, '/v4/user/changePassword', { currentPassword: member.password, newPassword: 'Hsipaw-train-ride' }, { headers: member.headers });
    expect(changed.body).toMatchObject({ code: 200 });
    expect((await post(api, '/v4/user/getUser', {}, { headers: member.headers })).status).toBe(200);
    expect((await post(api, '/v4/user/getUser', {}, { headers: { 'access-token': `Bearer ${elsewhere.body.access_token}` } })).body.errorCode).toBe('SESSION_EXPIRED');
    expect((await signIn(member)).status).toBe(401);
    expect((await signIn(member, 'Hsipaw-train-ride')).status).toBe(200);
  });

  it('refuses a guest', async () => {
    expect((await post(api, '/v4/user/changePassword', { currentPassword: 'whatever-it-is', newPassword: 'Hsipaw-train-ride' })).body.errorCode).toBe('UNAUTHORIZED');
  });
});

describe('POST /v4/{type}/delete', () => {
  async function placeOrder(userId: string | null, email: string) {
    const orderId = `TW${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await api.connection.db.insert(orders).values({
      orderId,
      productType: 2,
      flow: 'online',
      status: 'completed',
      paymentStatus: 'paid',
      language: 'en',
      accessKeyHash: randomBytes(32).toString('hex'),
      contactEmail: email,
      contact: { contactName: 'Aung Kyaw', email, phoneCode: '95', phoneNumber: '9784123456' },
      travellers: [
        { uuid: randomUUID(), type: 'adult', firstName: 'AUNG', lastName: 'KYAW', dateOfBirth: '1990-01-01', gender: 'male', nationality: 'MM', passportNumber: 'MA123456', divisionCode: 12, townshipCode: 'KaMaYa', nrcType: 'N', nrcNumber: '123456' },
      ],
      // Only what this test reads: the erasure must not care what a breakdown holds.
      breakdown: { total: 150000 } as unknown as PriceBreakdown,
      amount: 150000,
      userId,
    });
    // Its items name people too: a health plan's insured person and beneficiary, a cover's insured
    // people, a stay's guests and request, an offline request's note; and its stored document names them.
    const trips = [
      {
        product: 'health',
        planId: 'HEALTH-31-40',
        ageFrom: 31,
        ageTo: 40,
        price: 13_600,
        insured: { firstName: 'AUNG', lastName: 'KYAW', dateOfBirth: '1990-06-15', gender: 'male', age: 36 },
        beneficiary: { uuid: randomUUID(), firstName: 'Thida', lastName: 'Win', relationship: 'spouse' },
        insurerName: 'Insurer',
      },
      { product: 'insurance', area: 'domestic', startDate: '2026-12-01', endDate: '2026-12-03', policyHolder: { firstName: 'AUNG', lastName: 'KYAW' }, beneficiaries: [{ uuid: randomUUID(), firstName: 'Thida', lastName: 'Win', age: 35, premium: 3_500 }], insurerName: 'Insurer' },
      { product: 'hotel', request: { hotelId: 'H1' }, selection: { nights: 2 }, guests: { guests: [{ firstName: 'AUNG', lastName: 'KYAW' }], estimatedCheckInTime: 'Early Check-in', specialRequest: 'A quiet room for Thida Win' } },
      { product: 'flight', request: { origin: 'RGN' }, area: 'domestic', directions: [], note: 'Please call AUNG KYAW' },
    ];
    await api.connection.db.insert(orderItems).values(
      trips.map((trip, index) => ({ orderId, itemNo: index + 1, productType: [13, 11, 1, 2][index]!, trip: trip as unknown as OrderTrip, amount: 50_000, priceLines: [{ kind: 'fare' as const, amount: 50_000 }], status: 'completed' as const })),
    );
    await api.connection.db.insert(tickets).values({ orderId, itemNo: 1, text: 'Insured: AUNG KYAW', pdf: Buffer.from('%PDF-1.4 AUNG KYAW') });
    return orderId;
  }

  it('needs the current password, then erases personal data, saved travellers, sessions, and anonymises past orders', async () => {
    const member = await createAccount(api);
    const bystander = await createAccount(api);
    const mine = await placeOrder(member.userId, member.email);
    const theirs = await placeOrder(bystander.userId, bystander.email);
    await api.connection.db.insert(savedTravelers).values({ id: randomUUID(), userId: member.userId, travelerType: 'adult', firstName: 'AUNG', lastName: 'KYAW', dateOfBirth: '1990-01-01', gender: 'male', nationality: 'MM' });

    const wrong = await post(api, '/v4/user/delete', { password: 'not-my-password' }, { headers: member.headers });
    expect(wrong.body).toMatchObject({ code: 400, errorCode: 'PASSWORD_WRONG', field: 'password' });
    expect((await row(member.userId)).status).toBe('active');

    expect((await post(api, '/v4/user/delete', { password: member.password }, { headers: member.headers })).body).toMatchObject({ code: 200 });
    expect(await row(member.userId)).toMatchObject({ status: 'deleted', email: null, phoneCode: null, phoneNumber: null, firstName: null, lastName: null, passwordHash: null, deletedAt: expect.any(Date) });
    expect(await api.connection.db.select().from(savedTravelers).where(eq(savedTravelers.userId, member.userId))).toHaveLength(0);
    const sessions = await api.connection.db.select().from(authSessions).where(eq(authSessions.userId, member.userId));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await post(api, '/v4/user/getUser', {}, { headers: member.headers })).body.errorCode).toBe('SESSION_EXPIRED');
    expect((await signIn(member)).status).toBe(401);
    expect((await post(api, tokenUrl, { grant_type: 'refresh_token', refresh_token: member.refreshToken })).status).toBe(401);

    const [order] = await api.connection.db.select().from(orders).where(eq(orders.orderId, mine));
    expect(order).toMatchObject({ orderId: mine, amount: 150000, status: 'completed', paymentStatus: 'paid', userId: member.userId });
    expect(JSON.stringify([order!.contact, order!.travellers, order!.contactEmail])).not.toMatch(/AUNG|Aung|KYAW|9784123456|MA123456|1990-01-01|123456|@example\.com/);
    expect(order!.travellers[0]).toMatchObject({ type: 'adult', firstName: 'DELETED', lastName: 'DELETED' });
    // Each item forgets its people as its product says; what was sold, its price and ages stay.
    const items = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, mine)).orderBy(orderItems.itemNo);
    expect(JSON.stringify(items.map((item) => item.trip))).not.toMatch(/AUNG|KYAW|Thida|Win\b|1990-06-15|quiet room/);
    expect(items[0]!.trip).toMatchObject({ planId: 'HEALTH-31-40', price: 13_600, insured: { firstName: 'DELETED', dateOfBirth: '1990-01-01', age: 36 }, beneficiary: { firstName: 'DELETED', relationship: 'spouse' } });
    expect(items[1]!.trip).toMatchObject({ policyHolder: { firstName: 'DELETED' }, beneficiaries: [{ firstName: 'DELETED', age: 35, premium: 3_500 }] });
    expect(items[2]!.trip).toMatchObject({ guests: { guests: [{ firstName: 'DELETED', lastName: 'DELETED' }], specialRequest: null } });
    expect(items[3]!.trip).toMatchObject({ request: { origin: 'RGN' }, note: null });
    expect(await api.connection.db.select().from(tickets).where(eq(tickets.orderId, mine))).toEqual([]);

    const [untouched] = await api.connection.db.select().from(orders).where(eq(orders.orderId, theirs));
    expect(untouched!.contactEmail).toBe(bystander.email);
    expect(JSON.stringify((await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, theirs))).map((item) => item.trip))).toMatch(/AUNG/);
    expect(await api.connection.db.select().from(tickets).where(eq(tickets.orderId, theirs))).toHaveLength(1);
    // The address is free again.
    expect((await post(api, '/v4/user/checkUser', { email: member.email })).body.exists).toBe(false);
  });

  it('refuses a guest', async () => {
    expect((await post(api, '/v4/user/delete', { password: 'whatever-it-is' })).body.errorCode).toBe('UNAUTHORIZED');
  });
});
