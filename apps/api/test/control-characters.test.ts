import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { CONTACT, encrypted } from './booking-fixtures.ts';
import { useTestApi } from './harness.ts';

/**
 * Issue 19: a NUL or another control character in any string, in a JSON body, an encrypted envelope
 * or a query, is a 400 that names the field, refused before anything is stored; never a 500 from the
 * database, which refuses a NUL in text.
 */
const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000', INSURER_SURPRISES: 'false' });

describe('control characters in what a client sends', () => {
  it('in an encrypted envelope: a 400 naming the member, and no order placed', async () => {
    const start = addDays(yangonDate(new Date()), 20);
    const payload = {
      area: 'domestic',
      startDate: start,
      endDate: addDays(start, 3),
      language: 'en',
      contact: CONTACT,
      policyHolder: { firstName: 'Aung\u0000', lastName: 'Min' },
      beneficiaries: [{ uuid: randomUUID(), firstName: 'Aung', lastName: 'Min', age: 40 }],
    };
    const answer = await api.app.inject({ method: 'POST', url: '/api/order/v4/insurance/store', payload: await encrypted(api.app, payload), headers: { 'idempotency-key': randomUUID() } });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'data.policyHolder.firstName' });
  });

  it('in a JSON body and in a query: a 400 naming the field', async () => {
    const body = await api.app.inject({ method: 'POST', url: '/api/insurance/travel/quote', payload: { area: 'domestic\u001b', startDate: '2027-01-01', endDate: '2027-01-02', ages: [30] } });
    expect(body.statusCode, body.body).toBe(400);
    expect(body.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'body.area' });

    const query = await api.app.inject({ method: 'GET', url: '/api/flight?q=Yan%00gon&language=en' });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'querystring.q' });
    // The same search without it is served.
    expect((await api.app.inject({ method: 'GET', url: '/api/flight?q=Yangon&language=en' })).statusCode).toBe(200);
  });
});
