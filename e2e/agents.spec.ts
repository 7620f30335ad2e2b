import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { createAgent, signInThroughPage, signUpAndActivate, uniqueEmail, withDatabase } from './account-helpers.ts';
import { bookUntilPayment, fillContact, fillTravellers, fitsTheScreen, guestContact, messages, searchAndSelectFlights, travellersFor, type Journey } from './booking-helpers.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

test('an agent signs in on the agent realm, adds a sub-agent, sees it listed and deactivates it', async ({ page, expectAccessible }) => {
  const agent = await createAgent();
  await page.goto('/sign-in');
  await signInThroughPage(page, agent.email, agent.password, 'agent');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Account type: Agent')).toBeVisible();

  await page.getByRole('link', { name: 'Sub-agents' }).click();
  await expect(page).toHaveURL(/\/account\/sub-agent-info$/);
  await expect(page.getByText('You have no sub-agents yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add a sub-agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a sub-agent' })).toBeVisible();
  // Nothing filled in: each field says so, and nothing is added.
  await page.getByRole('button', { name: 'Save sub-agent' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();

  const subAgentEmail = uniqueEmail('sub');
  await page.getByLabel('First name').fill('Zaw');
  await page.getByLabel('Last name').fill('Lin');
  await page.getByLabel('Email or mobile number').fill(subAgentEmail);
  await page.getByLabel('Password').fill('Irrawaddy-River-9');
  await page.getByRole('button', { name: 'Save sub-agent' }).click();

  await expect(page).toHaveURL(/\/account\/sub-agent-info\?added=/);
  await expect(page.getByText('Zaw Lin is added.')).toBeVisible();
  const row = page.getByTestId('sub-agent').filter({ hasText: subAgentEmail });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Sub Agent');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Deactivate Zaw Lin' }).click();
  await expect(page.getByText('Zaw Lin is now Deactivated.')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Activate Zaw Lin' })).toBeVisible();

  // The edit form changes the name; the list shows it.
  await row.getByRole('link', { name: 'Edit Zaw Lin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit sub-agent' })).toBeVisible();
  await expect(page.getByLabel('Email or mobile number')).toHaveValue(subAgentEmail);
  await page.getByLabel('First name').fill('Zaw Zaw');
  await page.getByRole('button', { name: 'Save sub-agent' }).click();
  await expect(page.getByText('Zaw Zaw Lin is saved.')).toBeVisible();
  await expect(page.getByTestId('sub-agent').filter({ hasText: subAgentEmail })).toContainText('Zaw Zaw Lin');

  // Deactivated: the sub-agent cannot sign in, and is told that their agent paused the account.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign-in');
  await signInThroughPage(page, subAgentEmail, 'Irrawaddy-River-9', 'agent');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('Your account is paused by your agent. Please ask your agent to activate it again.')).toBeVisible();
  await expect(page.getByText(/activation code|code we sent/i)).toHaveCount(0);
});

test("an agent books for a customer: the checkout's contact starts empty, not with the agent's own, and the payment page shows the agent's commission", async ({ page, expectAccessible }) => {
  const agent = await createAgent({ firstName: 'Thida' });
  // Terms an employee set in the console: 5 % on flights (product type 2).
  await withDatabase((client) => client.query(`insert into agent_terms (agent_id, commissions, credit_limit) values ($1, '{"2": 500}'::jsonb, 0)`, [agent.userId]));
  await page.goto('/sign-in');
  await signInThroughPage(page, agent.email, agent.password, 'agent');
  await expect(page).toHaveURL(/\/account$/);

  const journey: Journey = { lang: 'en', adult: 1, child: 0, returnInDays: null };
  const { departureDate } = await searchAndSelectFlights(page, journey);
  await fillTravellers(page, 'en', travellersFor(journey, departureDate));
  await page.waitForURL(/\/flight\/contact-info/);
  const m = messages('en');
  await expect(page.getByLabel(m['checkout.contact.name'])).toHaveValue('');
  await expect(page.getByLabel(m['checkout.contact.email'])).toHaveValue('');
  await expect(page.getByText(agent.email)).toHaveCount(0);

  await fillContact(page, 'en', guestContact('agent-customer'));
  const commission = page.getByRole('region', { name: m['payment.agent.commission'] });
  await expect(commission).toBeVisible();
  await expect(commission).toContainText(/5 % of MMK [\d,]+: MMK [\d,]+/);
  const [, base, earned] = /5 % of MMK ([\d,]+): MMK ([\d,]+)/.exec(await commission.innerText())!;
  const amount = (text: string | undefined) => Number(text!.replaceAll(',', ''));
  expect(amount(earned)).toBe(Math.floor(amount(base) * 0.05));
  await expect(commission).toContainText(m['payment.agent.private']);
  await expectAccessible(page);
});

test("a sub-agent books on the agency's credit, and the agent reads what the agency owes on its statement, in Myanmar on a phone too", async ({ page, expectAccessible }) => {
  test.setTimeout(scaledWait(150_000));
  const agent = await createAgent({ firstName: 'Moe' });
  // Terms an employee set in the console: 5 % on flights and 5,000,000 MMK of credit.
  await withDatabase((client) => client.query(`insert into agent_terms (agent_id, commissions, credit_limit) values ($1, '{"2": 500}'::jsonb, 5000000)`, [agent.userId]));
  const subAgent = await createAgent({ userCode: 'SGT', mainAgentId: agent.userId, firstName: 'Zaw' });
  await page.goto('/sign-in');
  await signInThroughPage(page, subAgent.email, subAgent.password, 'agent');
  await expect(page).toHaveURL(/\/account$/);

  const orderId = await bookUntilPayment(page, { lang: 'en', adult: 1, child: 0 }, guestContact('credit-customer'));
  const m = messages('en');
  await expect(page.getByText('Credit left: MMK 5,000,000 of MMK 5,000,000')).toBeVisible();
  const commissionText = await page.getByRole('region', { name: m['payment.agent.commission'] }).innerText();
  const [, price, earned] = /5 % of MMK ([\d,]+): MMK ([\d,]+)/.exec(commissionText)!;
  const amount = (text: string | undefined) => Number(text!.replaceAll(',', ''));
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.agentCredit}"]`).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));

  // The agent signs in and finds the booking on the agency's statement: charged at its price, the commission earned off it.
  await page.context().clearCookies({ name: 'thwa_session' });
  await page.goto('/sign-in');
  await signInThroughPage(page, agent.email, agent.password, 'agent');
  await page.getByRole('link', { name: 'Agency statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agency statement' })).toBeVisible();
  const owed = amount(price) - amount(earned);
  const figure = (label: string) => page.locator('[data-statement-figures] > div', { has: page.getByText(label, { exact: true }) }).getByRole('definition');
  await expect(figure('You owe')).toHaveText(`MMK ${owed.toLocaleString('en-US')}`);
  await expect(figure('Credit left')).toHaveText(`MMK ${(5_000_000 - owed).toLocaleString('en-US')}`);
  await expect(page.locator('[data-statement-line="charge"]').locator('visible=true')).toContainText(`Booking ${orderId} on credit`);
  await expect(page.locator('[data-statement-line="commission"]').locator('visible=true')).toContainText(`Commission earned on ${orderId}`);
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'Myanmar');
  await expect(page.getByRole('heading', { level: 1, name: 'အေဂျင်စီ ငွေစာရင်း' })).toBeVisible();
  await expect(page.locator('[data-statement-line="charge"]').locator('visible=true')).toContainText(`အကြွေးဖြင့် ဘိုကင် ${orderId}`);
  await fitsTheScreen(page);
  await expectAccessible(page);
});

test('an agent sets a new password for a sub-agent, who signs in with it; paused, the sub-agent is told so', async ({ page, expectAccessible }) => {
  // Three sign-ins and two accounts' pages: over 50 s on CI's busy cores, so its budget scales like its waits.
  test.setTimeout(scaledWait(60_000));
  const agent = await createAgent();
  const subAgent = await createAgent({ userCode: 'SGT', mainAgentId: agent.userId, firstName: 'Ko' });
  await page.goto('/sign-in');
  await signInThroughPage(page, agent.email, agent.password, 'agent');
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/sub-agent-info');
  const row = page.getByTestId('sub-agent').filter({ hasText: subAgent.email });
  await row.getByRole('link', { name: `Edit ${subAgent.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'A new password' })).toBeVisible();
  await expectAccessible(page);
  // The rules of sign-up: a common password is refused under its field.
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('New password', { exact: true }).fill('Mandalay-Hill-2031');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/account\/sub-agent-info\?password=/);
  await expect(page.getByText(`A new password is set for ${subAgent.name}. They sign in with it now.`)).toBeVisible();

  // The sub-agent signs in with the new password, not the old one.
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await signInThroughPage(page, subAgent.email, subAgent.password, 'agent');
  await expect(page).toHaveURL(/\/sign-in/);
  await signInThroughPage(page, subAgent.email, 'Mandalay-Hill-2031', 'agent');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Account type: Sub Agent')).toBeVisible();

  // The agent pauses the sub-agent, whose next sign-in says so.
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await signInThroughPage(page, agent.email, agent.password, 'agent');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/sub-agent-info');
  await row.getByRole('button', { name: `Deactivate ${subAgent.name}` }).click();
  await expect(row).toContainText('Deactivated');
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await signInThroughPage(page, subAgent.email, 'Mandalay-Hill-2031', 'agent');
  await expect(page.getByText('Your account is paused by your agent. Please ask your agent to activate it again.')).toBeVisible();
  await expect(page.getByLabel(/code/i)).toHaveCount(0);
});

test('a sub-agent signs in on the agent realm as Sub Agent and cannot manage sub-agents', async ({ page }) => {
  const agent = await createAgent();
  const subAgent = await createAgent({ userCode: 'SGT', mainAgentId: agent.userId, firstName: 'Ko' });
  await page.goto('/account/sub-agent-info');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Fsub-agent-info/);
  await signInThroughPage(page, subAgent.email, subAgent.password, 'agent');
  // Back where the sub-agent was going, which only an agent may open.
  await expect(page).toHaveURL(/\/account\/sub-agent-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Account type: Sub Agent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sub-agents' })).toHaveCount(0);
});

test('a member opening the sub-agent pages gets the 403 page', async ({ page }) => {
  await signUpAndActivate(page, { firstName: 'Nandar', lastName: 'Aye', email: uniqueEmail('member-403'), password: 'Inle-Lake-Sunrise-4' });
  // The account home does not offer the page to a member.
  await expect(page.getByRole('link', { name: 'Sub-agents' })).toHaveCount(0);

  for (const path of ['/account/sub-agent-info', '/account/sub-agent-form']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  }
});
