import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Page } from '@playwright/test';
import type { en } from '../apps/web/app/i18n/en.ts';
import { lastCodeSentTo, signInThroughPage, uniqueEmail, withDatabase } from './account-helpers.ts';
import { chooseLanguage, expect } from './fixtures.ts';

/** The operations console's journeys (issue 20): employees and the console's own sign-in, shared by the ops specs. */

export const EMPLOYEE_PASSWORD = 'Ops-Console-Teak-26';

export type Messages = Record<keyof typeof en, string>;

/** An active employee (EMP) in `groups`, straight in the database: employees are made by the documented command or invited, never by sign-up. */
export async function createEmployee(groups: readonly string[], firstName = 'Thiri') {
  const userId = `E${randomBytes(6).toString('hex').toUpperCase()}`;
  const email = uniqueEmail('employee');
  const passwordHash = await hash(EMPLOYEE_PASSWORD);
  await withDatabase(async (client) => {
    await client.query(
      `insert into users (user_id, user_code, realm, email, first_name, last_name, password_hash, status, email_verified_at)
       values ($1, 'EMP', 'user', $2, $3, 'Operator', $4, 'active', now())`,
      [userId, email, firstName, passwordHash],
    );
    for (const group of groups) await client.query('insert into employee_groups (user_id, group_name) values ($1, $2)', [userId, group]);
  });
  return { userId, email, name: `${firstName} Operator` };
}

/**
 * Signs in on the site (in English), switches to Myanmar when asked, then opens the console at `path`:
 * sent to the console's sign-in, a code asked for, read from the mailbox and entered.
 */
export async function openConsoleAt(page: Page, m: Messages, email: string, path: string, language: 'English' | 'Myanmar' = 'English') {
  await page.goto('/sign-in');
  await signInThroughPage(page, email, EMPLOYEE_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  if (language === 'Myanmar') {
    await chooseLanguage(page, 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  }
  await page.goto(path);
  await expect(page).toHaveURL(/\/ops\/sign-in\?redirect=/);
  await page.getByRole('button', { name: m['ops.signIn.send'] }).click();
  await expect(page.getByLabel(m['ops.signIn.code'], { exact: true })).toBeVisible();
  const code = await lastCodeSentTo(page, email);
  await page.getByLabel(m['ops.signIn.code'], { exact: true }).fill(code);
  await page.getByRole('button', { name: m['ops.signIn.open'] }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
}
