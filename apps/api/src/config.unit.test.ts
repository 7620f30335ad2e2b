import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS, loadConfig } from './config.ts';

const OWN_SECRETS = { PAYMENT_SANDBOX_SECRET: 'a'.repeat(16) + 'b'.repeat(16), LINK_SIGNING_SECRET: 'c'.repeat(16) + 'd'.repeat(16) };

describe('loadConfig', () => {
  it('runs as the local demo when NODE_ENV is not set: sandboxes, mailbox and development secrets', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      DEMO: true,
      SANDBOX_PAYMENTS: true,
      SANDBOX_SOURCES: true,
      DEV_MAILBOX: true,
      PAYMENT_SANDBOX_SECRET: DEVELOPMENT_SECRETS.PAYMENT_SANDBOX_SECRET,
      LINK_SIGNING_SECRET: DEVELOPMENT_SECRETS.LINK_SIGNING_SECRET,
    });
  });

  it('points links in e-mails at the port the server listens on unless PUBLIC_URL says where it is reached', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3303' }).PUBLIC_URL).toBe('http://localhost:3303');
    expect(loadConfig({ PORT: '3303', PUBLIC_URL: 'https://thwa.com.mm' }).PUBLIC_URL).toBe('https://thwa.com.mm');
  });

  it('refuses production while a signing secret is unset, the published development value, or short', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_SANDBOX_SECRET: required in production[\s\S]*LINK_SIGNING_SECRET: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, LINK_SIGNING_SECRET: DEVELOPMENT_SECRETS.LINK_SIGNING_SECRET })).toThrow(
      'LINK_SIGNING_SECRET: is the published development value',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, PAYMENT_SANDBOX_SECRET: 'only-twenty-chars-xx' })).toThrow('PAYMENT_SANDBOX_SECRET: at least 32 characters');
  });

  it('turns the sandboxes and the development mailbox off in production unless enabled explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS })).toMatchObject({ DEMO: false, SANDBOX_PAYMENTS: false, SANDBOX_SOURCES: false, DEV_MAILBOX: false });
    const staging = loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, SANDBOX_PAYMENTS: 'true', DEV_MAILBOX: 'true' });
    expect(staging).toMatchObject({ DEMO: true, SANDBOX_PAYMENTS: true, SANDBOX_SOURCES: false, DEV_MAILBOX: true });
  });

  it('keeps shared pages a second in production and not at all elsewhere, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS }).SHARED_PAGE_SECONDS).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, SHARED_PAGE_SECONDS: '0' }).SHARED_PAGE_SECONDS).toBe(0);
    expect(loadConfig({}).SHARED_PAGE_SECONDS).toBe(0);
    expect(loadConfig({ SHARED_PAGE_SECONDS: '5' }).SHARED_PAGE_SECONDS).toBe(5);
    expect(() => loadConfig({ SHARED_PAGE_SECONDS: '3600' })).toThrow('SHARED_PAGE_SECONDS');
  });
});
