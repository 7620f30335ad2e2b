import type { Page } from '@playwright/test';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { BUILT_CONSOLE_PAGES } from '../apps/web/app/features/operations/console-nav.ts';
import { createMember, lastCodeSentTo, signInThroughPage } from './account-helpers.ts';
import { createEmployee, EMPLOYEE_PASSWORD, type Messages } from './console-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';

/**
 * The operations console's shell (issue 20, decision 032): an employee signed in on the site opens the
 * console with a one-time code from their e-mail, sees who they are and what their groups open, reads
 * the audit log, and leaves; anyone else gets the 403 page.
 */

/** From /ops: sent to the console's sign-in, a code asked for, read from the mailbox and entered; ends on the console's home. */
async function openConsole(page: Page, m: Messages, email: string, expectAccessible: (page: Page) => Promise<void>) {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in\?redirect=%2Fops$/);
  await expect(page.getByRole('heading', { level: 1, name: m['ops.signIn.title'] })).toBeVisible();
  await page.getByRole('button', { name: m['ops.signIn.send'] }).click();
  // The notice names where the code went, masked: the address's domain shows, and the words around it.
  const sent = page.getByRole('status').filter({ hasText: email.split('@')[1]! });
  for (const words of m['ops.signIn.sent'].split('{address}').map((part) => part.trim()).filter((part) => part.length > 1)) await expect(sent).toContainText(words);
  await expectAccessible(page);
  const code = await lastCodeSentTo(page, email);
  await page.getByLabel(m['ops.signIn.code'], { exact: true }).fill(code);
  await page.getByRole('button', { name: m['ops.signIn.open'] }).click();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: m['ops.home.title'] })).toBeVisible();
}

test.describe('the operations console in English on a desktop', () => {
  test('an employee opens the console with a code, reads the audit log, leaves, and is asked for a code again', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English journey is the desktop one; the tablet runs it in Myanmar');
    const employee = await createEmployee(['admin']);
    await page.goto('/sign-in');
    await signInThroughPage(page, employee.email, EMPLOYEE_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);

    // A wrong code is refused in words, and the console stays closed.
    await page.goto('/ops/sign-in');
    await page.getByLabel(en['ops.signIn.code'], { exact: true }).fill('000000');
    await page.getByRole('button', { name: en['ops.signIn.open'] }).click();
    await expect(page.getByText(en['ops.signIn.error.OTP_INVALID'])).toBeVisible();

    await openConsole(page, en, employee.email, expectAccessible);
    const header = page.locator('header').filter({ hasText: en['ops.title'] });
    await expect(header).toContainText(`Signed in as ${employee.name}`);
    await expect(header).toContainText('Groups: Administrator');
    await expect(page.getByRole('main').getByText(employee.email)).toBeVisible();
    // Only the areas that are built: the audit log, and no link to a page not built yet (decision 008).
    const areas = page.getByRole('region', { name: en['ops.home.areas'] });
    await expect(areas.getByRole('link', { name: en['ops.nav.audit'] })).toBeVisible();
    const consoleLinks = await page.locator('a[href^="/ops/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('?')[0]!));
    expect(consoleLinks.filter((href) => !BUILT_CONSOLE_PAGES.includes(href))).toEqual([]);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: en['ops.nav.label'] }).getByRole('link', { name: en['ops.nav.audit'] }).click();
    await expect(page).toHaveURL(/\/ops\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: en['ops.audit.title'] })).toBeVisible();
    const opened = page.getByRole('row').filter({ hasText: 'console.opened' }).filter({ hasText: employee.userId });
    await expect(opened.first()).toContainText(en['ops.audit.action.console.opened']);
    await expectAccessible(page);

    // Narrowed to this employee: every row is theirs.
    await page.getByLabel(en['ops.audit.actorId'], { exact: true }).fill(employee.userId);
    await page.getByRole('button', { name: en['ops.audit.apply'] }).click();
    await expect(page).toHaveURL(new RegExp(`actorId=${employee.userId}`));
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(employee.userId);

    await page.getByRole('button', { name: en['ops.leave'] }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/ops/audit');
    await expect(page).toHaveURL(/\/ops\/sign-in\?redirect=%2Fops%2Faudit$/);
    await expect(page.getByRole('button', { name: en['ops.signIn.send'] })).toBeVisible();
  });

  test('a guest opening the console is sent to sign in on the site first', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
    await page.goto('/ops/audit');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fops%2Faudit/);
  });

  test('a member opening the console gets the 403 page', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
    const member = await createMember({ prefix: 'member-ops', password: EMPLOYEE_PASSWORD, firstName: 'Nandar', lastName: 'Aye' });
    await page.goto('/sign-in');
    await signInThroughPage(page, member.email, EMPLOYEE_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    for (const path of ['/ops', '/ops/sign-in', '/ops/audit']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: en['ops.forbidden.title'] })).toBeVisible();
    }
    await expectAccessible(page);
  });
});

test.describe('the operations console in Myanmar on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('a support employee opens the console in Myanmar and is shown no area outside their groups', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the tablet run');
    const employee = await createEmployee(['support'], 'Aye');
    await page.goto('/sign-in');
    await signInThroughPage(page, employee.email, EMPLOYEE_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await chooseLanguage(page, 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');

    await openConsole(page, my, employee.email, expectAccessible);
    await expect(page.getByText(my['ops.group.support']).first()).toBeVisible();
    // The idle limit in Myanmar digits.
    await expect(page.getByText(my['ops.home.idle'].replace('{minutes}', '၃၀'))).toBeVisible();
    // Support has no audit.view: neither the link nor the page.
    await expect(page.locator('a[href="/ops/audit"]')).toHaveCount(0);
    await expectAccessible(page);
    const response = await page.goto('/ops/audit');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: my['ops.forbidden.title'] })).toBeVisible();
  });
});
