import { randomBytes } from 'node:crypto';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { lastCodeSentTo, signInThroughPage, uniqueEmail, uniquePhone, withDatabase } from './account-helpers.ts';
import { fitsTheScreen } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * People in the console (issue 20 item 5): a travel agency applies on the site, a finance employee
 * approves it in the console, and the new agent sets a password through the e-mailed way and signs in.
 * Then the agents page in Myanmar on a 768 px tablet.
 */

const AGENT_PASSWORD = 'Shwe-Agency-Teak-26';

test.describe('agents in the console', () => {
  test.setTimeout(scaledWait(120_000));

  test('an agency applies, a finance employee approves it, and the agent sets a password and signs in', async ({ page, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const company = `Shwe Pyi Travels ${randomBytes(3).toString('hex')}`;
    const email = uniqueEmail('agency');
    const { phone } = uniquePhone();

    // The site talks about agents on the sign-in page's agent tab: the way to apply is there.
    await page.goto('/sign-in?tab=agent');
    await page.getByRole('link', { name: en['account.agentApply.link'] }).click();
    await expect(page).toHaveURL(/\/agents\/apply$/);
    await expect(page.getByRole('heading', { level: 1, name: en['account.agentApply.title'] })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
    // A wrong mobile number is named beside its field, and what was typed stays.
    await page.getByLabel(en['account.agentApply.company']).fill(company);
    await page.getByLabel(en['account.agentApply.licenceNumber']).fill('TA-0042/2026');
    await page.getByLabel(en['account.agentApply.contactName']).fill('Daw Khin Aye');
    await page.getByLabel(en['account.agentApply.email']).fill(email);
    await page.getByLabel(en['account.agentApply.phone']).fill('12');
    await page.getByRole('button', { name: en['account.agentApply.submit'] }).click();
    await expect(page.getByText(en['account.agentApply.invalid.phoneNumber'])).toBeVisible();
    await expect(page.getByLabel(en['account.agentApply.company'])).toHaveValue(company);
    await page.getByLabel(en['account.agentApply.phone']).fill(phone);
    await page.getByRole('button', { name: en['account.agentApply.submit'] }).click();
    await expect(page).toHaveURL(/\/agents\/apply\?applied=1$/);
    await expect(page.getByText(en['account.agentApply.thanks'])).toBeVisible();

    // A finance employee, in a browser of their own, approves it.
    const staff = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), viewport: page.viewportSize() });
    const desk = await staff.newPage();
    const employee = await createEmployee(['finance']);
    await openConsoleAt(desk, en, employee.email, '/ops/agents');
    await expect(desk.getByRole('heading', { level: 1, name: en['ops.agents.title'] })).toBeVisible();
    const waiting = desk.getByRole('region', { name: new RegExp(en['ops.agents.applications']) });
    const application = waiting.getByRole('listitem').filter({ hasText: company });
    await expect(application).toContainText('TA-0042/2026');
    await expect(application).toContainText(email);
    await fitsTheScreen(desk);
    await expectAccessible(desk);
    await application.getByRole('button', { name: en['ops.agents.approve'] }).click();
    await expect(desk).toHaveURL(/\/ops\/agents\?done=approve&id=APL[0-9A-F]{12}$/);
    await expect(desk.getByRole('region', { name: new RegExp(en['ops.agents.applications']) }).getByRole('listitem').filter({ hasText: company })).toHaveCount(0);
    const agent = desk.getByRole('region', { name: new RegExp(`^${en['ops.agents.agents']}`) }).getByRole('listitem').filter({ hasText: email });
    await expect(agent).toContainText(en['ops.agents.standing.active']);
    await staff.close();

    // The agent follows the e-mailed way in: the password reset on the agent tab.
    const approval = await withDatabase(async (client) => (await client.query<{ text: string }>('select text from mail_messages where to_address = $1 order by id desc limit 1', [email])).rows[0]?.text ?? '');
    const link = /https?:\/\/\S+\/sign-in\?tab=forgot&realm=agent/.exec(approval)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel(en['account.field.username']).fill(email);
    await page.getByRole('button', { name: en['account.submit.forgot'] }).click();
    await expect(page.getByLabel(en['account.field.otp'])).toBeVisible();
    await page.getByLabel(en['account.field.otp']).fill(await lastCodeSentTo(page, email));
    await page.getByLabel(en['account.field.newPassword'], { exact: true }).fill(AGENT_PASSWORD);
    await page.getByRole('button', { name: en['account.submit.reset'] }).click();
    await expect(page.getByText(en['account.notice.passwordReset'])).toBeVisible();
    await signInThroughPage(page, email, AGENT_PASSWORD, 'agent');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('an admin invites an employee, who sets a password from the e-mailed link and opens the console in their groups', async ({ page, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const admin = await createEmployee(['admin']);
    const email = uniqueEmail('invited');
    await openConsoleAt(page, en, admin.email, '/ops/employees');
    await expect(page.getByRole('heading', { level: 1, name: en['ops.employees.title'] })).toBeVisible();
    const invite = page.getByRole('region', { name: en['ops.employees.invite'] });
    await invite.getByLabel(en['ops.employees.email']).fill(email);
    await invite.getByLabel(en['ops.employees.firstName']).fill('Ma');
    await invite.getByLabel(en['ops.employees.lastName']).fill('Thida');
    await invite.getByRole('button', { name: en['ops.employees.send'] }).click();
    // No group chosen: refused beside the form, what was typed kept.
    await expect(invite.getByText(en['ops.employees.noGroup'])).toBeVisible();
    await expect(invite.getByLabel(en['ops.employees.email'])).toHaveValue(email);
    await invite.getByLabel(en['ops.group.support']).check();
    await invite.getByRole('button', { name: en['ops.employees.send'] }).click();
    await expect(page.getByText(en['ops.employees.done.invite'].replace('{id}', email))).toBeVisible();
    await expect(page.getByRole('region', { name: en['ops.employees.invitations'] }).getByRole('listitem').filter({ hasText: email })).toContainText(en['ops.group.support']);
    await fitsTheScreen(page);
    await expectAccessible(page);

    // The invited employee, in a browser of their own, follows the link.
    const mail = await withDatabase(async (client) => (await client.query<{ text: string }>('select text from mail_messages where to_address = $1 order by id desc limit 1', [email])).rows[0]?.text ?? '');
    const link = /https?:\/\/\S+\/ops\/invitation\?token=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const own = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), viewport: page.viewportSize() });
    const invited = await own.newPage();
    await invited.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(invited.getByRole('heading', { level: 1, name: en['ops.invitation.title'] })).toBeVisible();
    await expect(invited.getByText(email)).toBeVisible();
    await expectAccessible(invited);
    await invited.getByLabel(en['ops.invitation.password'], { exact: true }).fill('Console-Thida-2026');
    await invited.getByLabel(en['ops.invitation.confirm'], { exact: true }).fill('Console-Thida-2026');
    await invited.getByRole('button', { name: en['ops.invitation.submit'] }).click();
    await expect(invited).toHaveURL(/\/sign-in\?redirect=%2Fops$/);
    await signInThroughPage(invited, email, 'Console-Thida-2026');
    // Signed in, the employee goes on to the console, whose every sign-in asks for a code.
    await expect(invited).toHaveURL(/\/ops\/sign-in\?redirect=%2Fops$/);
    await own.close();
  });

  test('the agents page in Myanmar fits a 768 px tablet', { tag: '@tablet' }, async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const company = `ရွှေပြည် ခရီးသွား ${randomBytes(3).toString('hex')}`;
    const email = uniqueEmail('agency-mm');
    await withDatabase((client) =>
      client.query(
        `insert into agent_applications (id, company, licence_number, contact_name, email, phone_code, phone_number, language)
         values ($1, $2, 'TA-0043/2026', 'ဒေါ်ခင်အေး', $3, '95', $4, 'mm')`,
        [`APL${randomBytes(6).toString('hex').toUpperCase()}`, company, email, uniquePhone().phone.slice(1)],
      ),
    );
    const employee = await createEmployee(['finance']);
    await openConsoleAt(page, my as Messages, employee.email, '/ops/agents', 'Myanmar');
    await expect(page.getByRole('heading', { level: 1, name: my['ops.agents.title'] })).toBeVisible();
    const application = page.getByRole('region', { name: new RegExp(my['ops.agents.applications']) }).getByRole('listitem').filter({ hasText: company });
    await expect(application.getByRole('button', { name: my['ops.agents.approve'] })).toBeVisible();
    await expect(application.getByLabel(my['ops.agents.reason'])).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
