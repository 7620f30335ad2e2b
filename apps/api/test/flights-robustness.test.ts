import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './harness.ts';
import { inDays, testSource } from './flights-fixtures.ts';

const api = useTestApi({}, { flights: { sources: [testSource('S4')] } });

const POSTS = ['/api/flight/v4/makeRequest', '/api/api/v1/requestRoundTrip', '/api/numberOfFlights'];

/** Bodies near the real ones: every field replaced by anything, now and then. */
const nearlyValid = fc.record(
  {
    tripType: fc.oneof(fc.constantFrom(1, 2), fc.anything()),
    origin: fc.oneof(fc.constantFrom('RGN', 'MDL', 'XXX', 'rgn', ''), fc.string()),
    destination: fc.oneof(fc.constantFrom('MDL', 'RGN', 'BKK'), fc.string()),
    departureDate: fc.oneof(fc.constantFrom(inDays(3), inDays(-1), inDays(400), '2027-02-29', '9999-12-31', '0000-01-01'), fc.string()),
    returnDate: fc.oneof(fc.constantFrom(inDays(5), inDays(1)), fc.anything()),
    date: fc.oneof(fc.constantFrom(inDays(3), inDays(364), inDays(-20)), fc.string()),
    days: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double(), fc.anything()),
    adult: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()),
    child: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()),
    infant: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()),
    class: fc.oneof(fc.constantFrom('economy', 'business'), fc.anything()),
    nationality: fc.oneof(fc.constantFrom('local', 'foreign'), fc.anything()),
    language: fc.oneof(fc.constantFrom('en', 'mm'), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('no flight call answers 500, whatever it is sent', () => {
  it('POST bodies: anything at all, and bodies close to valid ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), fc.oneof(fc.anything(), nearlyValid), async (url, payload) => {
        const response = await api.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null' });
        expect([200, 400], `${url} ${JSON.stringify(payload)} -> ${response.body}`).toContain(response.statusCode);
        expect(response.json().code).toBe(response.statusCode);
      }),
      { numRuns: 300 },
    );
  });

  it('GET query strings: any text in any parameter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/flight', '/api/trending/destination'),
        fc.dictionary(fc.constantFrom('q', 'language', 'origin', 'limit', 'q[]'), fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('ရန္ကုန္', 'RGN', 'mm'))),
        async (path, query) => {
          const response = await api.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
          expect([200, 400], `${path} ${JSON.stringify(query)} -> ${response.body}`).toContain(response.statusCode);
        },
      ),
      { numRuns: 300 },
    );
  });
});
