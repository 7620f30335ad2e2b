import { describe, expect, it } from 'vitest';
import { FlightSourcesResponse } from '@thwa/domain/contracts/flights';
import { useTestApi } from './harness.ts';
import { post } from './flights-fixtures.ts';

const api = useTestApi();

describe('POST /api/api/v1/sources', () => {
  it('lists our inventory and the sandbox partners with their aliases, pinging those not heard from', async () => {
    const response = await post(api.app, '/api/api/v1/sources', {});
    expect(response.statusCode).toBe(200);
    const body = FlightSourcesResponse.parse(response.json());
    expect(body.data.map((source) => [source.alias, source.kind, source.answering])).toEqual([
      ['S1', 'inventory', true],
      ['S2', 'sandbox', true],
      ['S3', 'sandbox', true],
    ]);
    for (const source of body.data) {
      expect(source.lastLatencyMs).toBeGreaterThanOrEqual(0);
      expect(Date.now() - Date.parse(source.lastCheckedAt!)).toBeLessThan(60_000);
    }
  });

  it('answers without a body too', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/api/v1/sources' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/airlines/:code/logo.svg', () => {
  it("draws the airline's mark in its colours", async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/airlines/UB/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg [^>]*aria-label="Myanmar National Airlines"/);
    expect(response.body).toContain('fill="#1B3F8B"');
    expect(response.body).toContain('>UB</text>');
  });

  it('answers 404 for an airline we do not know and 400 for something that is not a code', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/airlines/ZZ/logo.svg' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/airlines/u%3Cb/logo.svg' })).statusCode).toBe(400);
  });
});
