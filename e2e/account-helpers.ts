import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { toE164 } from '@thwa/domain/booking/contact';
import { expect, type Page } from '@playwright/test';
import { scaledWait } from '../scripts/wait-scale.mjs';

/** The e2e server's database (e2e/server.ts writes where it is). */
function databaseUrl(): string {
  return readFileSync('.data/e2e/database-url', 'utf8').trim();
}

/** Runs `work` on the e2e server's database: for what a test must change behind the product's back (a clock, a job's time). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh address per test and project, so parallel runs never meet. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * The one-time code last sent to this address (an email, or `sms:+95…`), read the way a developer
 * reads it: on the development mailbox page (/dev/mailbox), newest message first, in a tab of its own.
 */
export async function lastCodeSentTo(page: Page, address: string): Promise<string> {
  const mailbox = await page.context().newPage();
  let code: string | undefined;
  try {
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox', { waitUntil: 'domcontentloaded' });
          const row = mailbox.getByRole('row').filter({ has: mailbox.getByRole('cell', { name: address, exact: true }) }).first();
          if (!(await row.count())) return undefined;
          // Follow the link by its address: a click on a phone-sized page may wait on scrolling.
          await mailbox.goto((await row.getByRole('link').getAttribute('href'))!, { waitUntil: 'domcontentloaded' });
          code = /\b(\d{6})\b/.exec((await mailbox.locator('pre').textContent()) ?? '')?.[1];
          return code;
        },
        { timeout: scaledWait(20_000) },
      )
      .toMatch(/^\d{6}$/);
  } finally {
    await mailbox.close();
  }
  return code!;
}

/** A fresh Myanmar mobile number ('0978…') and the outbox address its SMS codes are written to. */
export function uniquePhone(): { phone: string; smsAddress: string } {
  const phone = `0978${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
  return { phone, smsAddress: `sms:${toE164('95', phone)}` };
}

export const AGENT_PASSWORD = 'Teak-Garden-2026';

/**
 * An active agent (AGT), or a sub-agent (SGT) of one, straight in the database: sign-up makes members
 * only, and agents are onboarded by the back office.
 */
export async function createAgent(options: { userCode?: 'AGT' | 'SGT'; mainAgentId?: string; firstName?: string } = {}) {
  const userCode = options.userCode ?? 'AGT';
  const userId = `E${randomBytes(6).toString('hex').toUpperCase()}`;
  const email = uniqueEmail(userCode === 'AGT' ? 'agent' : 'sub-agent');
  const firstName = options.firstName ?? 'Hla';
  const passwordHash = await hash(AGENT_PASSWORD);
  await withDatabase((client) =>
    client.query(
      `insert into users (user_id, user_code, realm, email, first_name, last_name, password_hash, status, email_verified_at, main_agent_id)
       values ($1, $2, 'agent', $3, $4, 'Agency', $5, 'active', now(), $6)`,
      [userId, userCode, email, firstName, passwordHash, options.mainAgentId ?? null],
    ),
  );
  return { userId, email, password: AGENT_PASSWORD, name: `${firstName} Agency` };
}

/**
 * An active member (CUS) with a verified email, straight in the database, for journeys that are not
 * about signing up (sign-up has its own journeys).
 */
export async function createMember(options: { prefix: string; password: string; firstName: string; lastName: string }): Promise<{ email: string }> {
  const email = uniqueEmail(options.prefix);
  const passwordHash = await hash(options.password);
  await withDatabase((client) =>
    client.query(
      `insert into users (user_id, user_code, realm, email, first_name, last_name, password_hash, status, email_verified_at)
       values ($1, 'CUS', 'user', $2, $3, $4, $5, 'active', now())`,
      [`M${randomBytes(6).toString('hex').toUpperCase()}`, email, options.firstName, options.lastName, passwordHash],
    ),
  );
  return { email };
}

/** Signs in through the /sign-in page, on the member or the agent tab. */
export async function signInThroughPage(page: Page, username: string, password: string, realm: 'user' | 'agent' = 'user') {
  if (realm === 'agent') {
    await page.getByRole('link', { name: 'Agent sign in' }).click();
    // Both tabs have the same fields: filling before the agent tab is on screen would type into the
    // member form that the navigation is about to replace (a full page load when the click beats hydration).
    await expect(page.getByRole('heading', { level: 2, name: 'Agent sign in' })).toBeVisible();
  }
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) });
  await form.getByLabel('Email or mobile number').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs a new member up through /sign-in and activates the account with the emailed code; ends on /account. */
export async function signUpAndActivate(page: Page, member: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/sign-in?tab=signup');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email or mobile number').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(await lastCodeSentTo(page, member.email));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}
