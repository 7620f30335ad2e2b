import type { Page } from '@playwright/test';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { createAgent, withDatabase } from './account-helpers.ts';
import { fitsTheScreen } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * An agent's statement in the console (issue 20 item 5, decision 034): a finance employee sets an
 * agent's credit limit, opens its statement from the agents page and records money the agent paid; the
 * statement shows the line with its reference and what the agent owes now. A bad amount is refused
 * beside the form. Then the page in Myanmar on a 768 px tablet and a 390 px phone.
 */

const mmk = (m: Messages, amount: string) => m['ops.agents.mmk'].replace('{amount}', amount);

/** The page's own text (not the site's header or the console's), without the agent's id (Latin, as ids are): any Latin digit left is one the page wrote. */
async function latinDigitsIn(page: Page, agentId: string): Promise<string[]> {
  const text = (await page.locator('main').innerText()).replaceAll(agentId, '').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');
  return text.split('\n').filter((line) => /[0-9]/.test(line));
}

test.describe("an agent's statement in the console", () => {
  test.setTimeout(scaledWait(120_000));

  test('a finance employee sets the credit limit, opens the statement and records a settlement; a bad amount is refused beside the form', async ({ page, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const agent = await createAgent({ firstName: 'Statement' });
    const employee = await createEmployee(['finance']);
    await openConsoleAt(page, en, employee.email, '/ops/agents');
    await expect(page.getByRole('heading', { level: 1, name: en['ops.agents.title'] })).toBeVisible();

    // The agent's terms, as finance sets them on the agents page: a credit limit of 500,000 MMK.
    const card = page.locator(`[data-agent-id="${agent.userId}"]`);
    await card.getByLabel(en['ops.agents.creditLimit']).fill('500,000');
    await card.getByRole('button', { name: en['ops.agents.saveTerms'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/agents\\?done=terms&id=${agent.userId}$`));
    await expect(page.locator(`[data-agent-id="${agent.userId}"]`)).toContainText(en['ops.agents.creditNow'].replace('{amount}', mmk(en, '500,000')));

    // Each agent's card leads to its statement.
    await page.locator(`[data-agent-id="${agent.userId}"]`).getByRole('link', { name: en['ops.agentStatement.open'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/agents/${agent.userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: en['ops.agentStatement.title'].replace('{agentId}', agent.userId) })).toBeVisible();
    const standing = page.getByTestId('agent-standing');
    await expect(standing).toContainText(agent.userId);
    await expect(standing).toContainText(`${en['ops.agentStatement.creditLimit']}${mmk(en, '500,000')}`);
    await expect(standing).toContainText(`${en['ops.agentStatement.owed']}${mmk(en, '0')}`);
    await expect(standing).toContainText(`${en['ops.agentStatement.available']}${mmk(en, '500,000')}`);
    await expect(standing).not.toContainText(en['ops.agentStatement.overpaid']);
    const lines = page.getByRole('region', { name: en['ops.agentStatement.lines'] });
    await expect(lines.getByText(en['ops.agentStatement.empty'])).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);

    // A settlement the agent paid ahead of any booking: the agent owes nothing and has paid in advance.
    const form = page.getByRole('form', { name: en['ops.agentStatement.settle'] });
    await form.getByLabel(en['ops.agentStatement.amount']).fill('10,000');
    await form.getByLabel(en['ops.agentStatement.reference']).fill('KBZ-TT-0042');
    await form.getByRole('button', { name: en['ops.agentStatement.record'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/agents/${agent.userId}\\?done=settlement$`));
    await expect(page.getByRole('status')).toHaveText(en['ops.agentStatement.done']);
    await expect(standing).toContainText(`${en['ops.agentStatement.owed']}${mmk(en, '0')}`);
    await expect(standing).toContainText(`${en['ops.agentStatement.overpaid']}${mmk(en, '10,000')}`);
    const table = lines.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const line = table.getByRole('row').nth(1);
    await expect(line).toContainText(en['ops.agentStatement.kind.settlement']);
    await expect(line).toContainText('KBZ-TT-0042');
    await expect(line).toContainText(`−${mmk(en, '10,000')}`);
    await expect(line).toContainText(en['ops.agentStatement.balanceOverpaid'].replace('{amount}', mmk(en, '10,000')));
    await fitsTheScreen(page);
    await expectAccessible(page);

    // A second settlement, with the amount as typed in Myanmar digits: the overpayment grows.
    await form.getByLabel(en['ops.agentStatement.amount']).fill('၅,၀၀၀');
    await form.getByLabel(en['ops.agentStatement.reference']).fill('CB-TT-0043');
    await form.getByRole('button', { name: en['ops.agentStatement.record'] }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('CB-TT-0043');
    await expect(standing).toContainText(`${en['ops.agentStatement.overpaid']}${mmk(en, '15,000')}`);

    // Not an amount: refused beside the form, nothing recorded, what was typed kept.
    await form.getByLabel(en['ops.agentStatement.amount']).fill('ten thousand');
    await form.getByLabel(en['ops.agentStatement.reference']).fill('KBZ-TT-0044');
    await form.getByRole('button', { name: en['ops.agentStatement.record'] }).click();
    await expect(form.getByText(en['ops.agentStatement.amountInvalid'].replace('{max}', mmk(en, '1,000,000,000')))).toBeVisible();
    await expect(form.getByLabel(en['ops.agentStatement.amount'])).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(en['ops.agentStatement.amount'])).toBeFocused();
    await expect(form.getByLabel(en['ops.agentStatement.reference'])).toHaveValue('KBZ-TT-0044');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(table.getByRole('row')).toHaveCount(3);
    expect(await withDatabase(async (client) => (await client.query<{ count: string }>(`select count(*) from agent_account_lines where agent_id = $1 and kind = 'settlement'`, [agent.userId])).rows[0]?.count)).toBe('2');

    // Without JavaScript, in the same sessions: the form is refused or recorded by the page as served.
    const plain = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
      viewport: page.viewportSize(),
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await plain.newPage();
    await noScript.goto(`/ops/agents/${agent.userId}`);
    const plainForm = noScript.getByRole('form', { name: en['ops.agentStatement.settle'] });
    await plainForm.getByLabel(en['ops.agentStatement.amount']).fill('0');
    await plainForm.getByLabel(en['ops.agentStatement.reference']).fill('NOJS-0045');
    await plainForm.getByRole('button', { name: en['ops.agentStatement.record'] }).click();
    await expect(plainForm.getByText(en['ops.agentStatement.amountInvalid'].replace('{max}', mmk(en, '1,000,000,000')))).toBeVisible();
    await plainForm.getByLabel(en['ops.agentStatement.amount']).fill('2500');
    await plainForm.getByRole('button', { name: en['ops.agentStatement.record'] }).click();
    await expect(noScript).toHaveURL(new RegExp(`/ops/agents/${agent.userId}\\?done=settlement$`));
    await expect(noScript.getByRole('row').nth(1)).toContainText('NOJS-0045');
    await expect(noScript.getByTestId('agent-standing')).toContainText(`${en['ops.agentStatement.overpaid']}${mmk(en, '17,500')}`);
    await plain.close();
  });

  test('the statement in Myanmar fits a 768 px tablet and a 390 px phone, every figure in Myanmar digits', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const m = my as Messages;
    const agent = await createAgent({ firstName: 'Myanmar' });
    await withDatabase((client) => client.query(`insert into agent_terms (agent_id, commissions, credit_limit) values ($1, '{"2": 500}'::jsonb, 2000000)`, [agent.userId]));
    const employee = await createEmployee(['finance']);
    await page.setViewportSize({ width: 768, height: 1024 });
    await openConsoleAt(page, m, employee.email, `/ops/agents/${agent.userId}`, 'Myanmar');
    await expect(page.getByRole('heading', { level: 1, name: m['ops.agentStatement.title'].replace('{agentId}', agent.userId) })).toBeVisible();
    const standing = page.getByTestId('agent-standing');
    await expect(standing).toContainText(`${m['ops.agentStatement.creditLimit']}${mmk(m, '၂,၀၀၀,၀၀၀')}`);
    await expect(page.getByText(m['ops.agentStatement.empty'])).toBeVisible();

    // A bad amount, refused in Myanmar beside the form.
    const form = page.getByRole('form', { name: m['ops.agentStatement.settle'] });
    await form.getByLabel(m['ops.agentStatement.amount']).fill('၁၀.၅');
    await form.getByLabel(m['ops.agentStatement.reference']).fill('ငွေလွှဲ-၁၂၃');
    await form.getByRole('button', { name: m['ops.agentStatement.record'] }).click();
    await expect(form.getByText(m['ops.agentStatement.amountInvalid'].replace('{max}', mmk(m, '၁,၀၀၀,၀၀၀,၀၀၀')))).toBeVisible();

    // Recorded as a Myanmar employee types it: Myanmar digits with a separator.
    await form.getByLabel(m['ops.agentStatement.amount']).fill('၁၀,၀၀၀');
    await form.getByRole('button', { name: m['ops.agentStatement.record'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/agents/${agent.userId}\\?done=settlement$`));
    await expect(page.getByRole('status')).toHaveText(m['ops.agentStatement.done']);
    await expect(standing).toContainText(`${m['ops.agentStatement.overpaid']}${mmk(m, '၁၀,၀၀၀')}`);
    const line = page.getByRole('region', { name: m['ops.agentStatement.lines'] }).getByRole('row').nth(1);
    await expect(line).toContainText(m['ops.agentStatement.kind.settlement']);
    await expect(line).toContainText('ငွေလွှဲ-၁၂၃');
    expect(await latinDigitsIn(page, agent.userId)).toEqual([]);
    await fitsTheScreen(page);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(line).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
