import type { Browser, Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { REFUND_APPROVAL_THRESHOLD } from '@thwa/domain/operations/refunds';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { createMember, signInThroughPage, withDatabase } from './account-helpers.ts';
import { bookUntilPayment, fitsTheScreen, guestContact, messages, payOnSandboxCard } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * The console's refunds per item (issue 20 item 2): a member books a flight and pays by card; a support
 * employee asks for the whole fare back to the member's wallet, above the threshold, so it waits; a
 * finance employee grants and sends it from the approvals list; the member's wallet shows the refund of
 * that order. The refund panel in Myanmar on a tablet (768 px), without overflow, and without JavaScript.
 */
const ONE_WAY = { adult: 1, child: 0, lang: 'en', returnInDays: null } as const;
/** The ticket is issued by the background worker after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);
const PASSWORD = 'Refund-Teak-Wood-26';

function staffContext(browser: Browser, options: { baseURL?: string | undefined; extraHTTPHeaders?: Record<string, string> | undefined }, viewport: { width: number; height: number }) {
  return browser.newContext({ ...(options.baseURL ? { baseURL: options.baseURL } : {}), ...(options.extraHTTPHeaders ? { extraHTTPHeaders: options.extraHTTPHeaders } : {}), viewport });
}

/** A member's flight, paid by card and issued: its order id and what was paid. */
async function memberPaidFlight(page: Page, tag: string) {
  const member = await createMember({ prefix: tag, password: PASSWORD, firstName: 'Hnin', lastName: 'Wai' });
  await page.goto('/sign-in');
  await signInThroughPage(page, member.email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  const orderId = await bookUntilPayment(page, ONE_WAY, guestContact(tag));
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${messages('en')['payment.pay']}`) }).click();
  await payOnSandboxCard(page);
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });
  const amount = await withDatabase(async (client) => (await client.query<{ amount: number }>('select amount from orders where order_id = $1', [orderId])).rows[0]!.amount);
  return { orderId, amount };
}

const amountText = (amount: number) => `${amount.toLocaleString('en-US')} MMK`;

test.describe('refunds in the console', () => {
  test.setTimeout(scaledWait(180_000));

  test('support asks a refund above the threshold, finance grants and sends it, and the member sees it in their wallet', async ({ page, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const { orderId, amount } = await memberPaidFlight(page, 'ops-refund');
    expect(amount).toBeGreaterThan(REFUND_APPROVAL_THRESHOLD);
    const viewport = page.viewportSize()!;

    // Support asks for the whole fare back to the member's wallet: above the threshold, it waits.
    const supportContext = await staffContext(browser, { baseURL, extraHTTPHeaders }, viewport);
    const support = await supportContext.newPage();
    try {
      const employee = await createEmployee(['support'], 'Su');
      await openConsoleAt(support, en, employee.email, `/ops/orders/${orderId}`);
      const panel = support.getByRole('region', { name: en['ops.refunds.panelTitle'] });
      const form = panel.getByRole('form', { name: en['ops.refunds.formTitle'] });
      await expect(form).toBeVisible();
      await expect(panel.getByText(en['ops.refunds.noRequests'])).toBeVisible();
      await form.getByLabel(en['ops.refunds.amount']).fill(String(amount));
      await form.getByRole('radio', { name: en['ops.refundTo.wallet'] }).check();
      await form.getByLabel(en['ops.refunds.reason'], { exact: true }).fill('The airline cancelled the flight');
      await expectAccessible(support);
      await form.getByRole('button', { name: en['ops.refunds.submit'] }).click();
      await expect(support).toHaveURL(new RegExp(`/ops/orders/${orderId}\\?refund=requested`));
      await expect(support.getByRole('status').filter({ hasText: en['ops.refunds.done.requested'] })).toBeFocused();
      const request = panel.getByRole('listitem').filter({ hasText: en['ops.refunds.state.waiting'] });
      await expect(request).toContainText(amountText(amount));
      // Support may not grant what it asked for: no button, and the approvals list is not theirs.
      await expect(panel.getByRole('button', { name: en['ops.refunds.grant'] })).toHaveCount(0);
      await expect(support.getByRole('region', { name: en['ops.order.timeline'] }).locator('[data-event="refund.requested"][data-actor="employee"]')).toContainText(en['ops.event.refund.requested']);
      await fitsTheScreen(support);
    } finally {
      await supportContext.close();
    }

    // Finance finds it in the approvals list and grants and sends it.
    const financeContext = await staffContext(browser, { baseURL, extraHTTPHeaders }, viewport);
    const finance = await financeContext.newPage();
    try {
      const employee = await createEmployee(['finance'], 'Moe');
      await openConsoleAt(finance, en, employee.email, '/ops/refunds');
      await expect(finance.getByRole('heading', { level: 1, name: en['ops.refunds.title'] })).toBeVisible();
      const card = finance.locator('[data-refund-request]').filter({ hasText: orderId });
      await expect(card).toContainText(amountText(amount));
      await expect(card).toContainText('Su Operator');
      await expectAccessible(finance);
      await fitsTheScreen(finance);
      await card.getByRole('button', { name: en['ops.refunds.grant'] }).click();
      await expect(finance).toHaveURL(/\/ops\/refunds\?refund=granted/);
      await expect(finance.getByRole('status').filter({ hasText: en['ops.refunds.done.granted'] })).toBeFocused();
      await expect(finance.locator('[data-refund-request]').filter({ hasText: orderId })).toHaveCount(0);

      // The order's page: paid out, granted by finance, as the life cycle's own event.
      await finance.goto(`/ops/orders/${orderId}`);
      const panel = finance.getByRole('region', { name: en['ops.refunds.panelTitle'] });
      await expect(panel.getByRole('listitem').filter({ hasText: en['ops.refunds.state.paidOut'] })).toContainText('Moe Operator');
      await expect(panel.getByText(en['ops.refunds.nothing'])).toBeVisible();
      await expect(finance.getByRole('region', { name: en['ops.order.timeline'] }).locator('[data-event="refund.granted"][data-actor="employee"]')).toContainText(en['ops.event.refund.granted']);
      await expect(finance.locator('[data-event="item.refunded"][data-actor="employee"]')).toBeVisible();
    } finally {
      await financeContext.close();
    }

    // The member's wallet shows the refund of that order, and the ledger balances.
    await page.goto('/account/wallet-history');
    const refund = page.getByRole('main').locator('tr, li').filter({ hasText: orderId }).locator('visible=true');
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(en['wallet.kind.refund']);
    const unbalanced = await withDatabase(async (client) => (await client.query('select transfer_id from wallet_entries group by transfer_id having sum(amount) <> 0')).rowCount);
    expect(unbalanced).toBe(0);
    await fitsTheScreen(page);

    // The booking's own page tells the member too: the whole fare back in the wallet.
    await page.goto(`/checkout/thank-you?orderId=${orderId}`);
    const refunds = page.getByRole('region', { name: en['thankYou.refunds'] });
    await expect(refunds.getByRole('listitem')).toHaveCount(1);
    await expect(refunds).toContainText(en['thankYou.refund.toWallet']);
    await expect(refunds).toContainText(amount.toLocaleString('en-US'));
    await expect(refunds).toContainText(en['thankYou.refund.refundedAt'].replace('{date}', ''));
    await fitsTheScreen(page);
  });

  test('the refund panel in Myanmar on a tablet, without overflow, and without JavaScript', async ({ page, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const { orderId } = await memberPaidFlight(page, 'ops-refund-my');
    const staff = await staffContext(browser, { baseURL, extraHTTPHeaders }, { width: 768, height: 1024 });
    const console = await staff.newPage();
    try {
      const employee = await createEmployee(['support']);
      await openConsoleAt(console, my as Messages, employee.email, `/ops/orders/${orderId}`, 'Myanmar');
      await expect(console.locator('html')).toHaveAttribute('lang', 'my');
      const panel = console.getByRole('region', { name: my['ops.refunds.panelTitle'] });
      const form = panel.getByRole('form', { name: my['ops.refunds.formTitle'] });
      await expect(form.getByLabel(my['ops.refunds.amount'])).toBeVisible();
      await expect(console.getByRole('region', { name: my['ops.notes.title'] }).getByLabel(my['ops.notes.text'], { exact: true })).toBeVisible();
      await fitsTheScreen(console);
      await expectAccessible(console);

      // More than the item paid is refused beside the panel, and nothing is asked.
      await form.getByLabel(my['ops.refunds.amount']).fill('၉၉၉၉၉၉၉၉');
      await form.getByLabel(my['ops.refunds.reason'], { exact: true }).fill('စမ်းသပ်ချက်');
      await form.getByRole('button', { name: my['ops.refunds.submit'] }).click();
      await expect(console).toHaveURL(new RegExp(`/ops/orders/${orderId}\\?refundFailed=overPaid`));
      await expect(console.getByRole('alert').filter({ hasText: my['ops.refunds.failed.overPaid'] })).toBeFocused();
      await expect(panel.getByText(my['ops.refunds.noRequests'])).toBeVisible();
      await fitsTheScreen(console);

      // The panel is in the page as served: a browser without JavaScript has the form too.
      const withoutScript = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), javaScriptEnabled: false, storageState: await staff.storageState() });
      try {
        const plain = await withoutScript.newPage();
        await plain.goto(`/ops/orders/${orderId}`);
        await expect(plain.getByRole('region', { name: my['ops.refunds.panelTitle'] }).getByRole('form', { name: my['ops.refunds.formTitle'] }).getByLabel(my['ops.refunds.amount'])).toBeVisible();
      } finally {
        await withoutScript.close();
      }
    } finally {
      await staff.close();
    }
  });
});
