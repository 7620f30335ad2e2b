import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { buildWebHost } from './web-host-fixtures.ts';
import { testDatabaseUrl } from './test-database.ts';

/**
 * The site behind a TLS-terminating proxy that forwards plain http and whose X-Forwarded-Proto is not
 * trusted (TRUST_PROXY unset): PUBLIC_URL says the site is https, and that is what pages and cookies follow.
 */
let app: FastifyInstance;
let connection: DatabaseConnection;

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 5 });
  app = await buildWebHost(connection.db, testDatabaseUrl(), { PUBLIC_URL: 'https://thwa.test' });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await connection?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('behind a TLS proxy (PUBLIC_URL is https, X-Forwarded-Proto not trusted)', () => {
  // /sign-in renders a page, so React Router checks a form post's Origin against the request's own
  // origin (its CSRF guard); a resource route such as /settings is not checked by it.
  const signIn = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { ...FORM, host: 'thwa.test', origin },
      payload: 'intent=signIn&realm=user&username=nobody%40example.com&password=wrong-password-1',
    });

  it('accepts a form post from the https page: the origin is compared with the public scheme', async () => {
    const response = await signIn('https://thwa.test');
    expect(response.body).not.toBe('Bad Request');
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).toContain('<html');
  });

  it('sends HSTS on pages for the public host', async () => {
    const page = await app.inject({ url: '/content/faq', headers: { host: 'thwa.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('still refuses a form post from another origin', async () => {
    const response = await signIn('https://evil.example');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Bad Request');
  });

  it('sends no HSTS to a plain-http host that is not the public one (a developer on localhost)', async () => {
    const page = await app.inject({ url: '/content/faq', headers: { host: 'localhost:3000' } });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});
