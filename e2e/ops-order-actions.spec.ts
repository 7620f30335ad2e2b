import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { withDatabase } from './account-helpers.ts';
import { bookUntilPayment, fitsTheScreen, guestContact, hydrated, messages, payOnSandboxCard } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * The console's order actions (issue 20 item 2): a waitlisted flight is confirmed at a higher fare by a
 * support employee; the customer is e-mailed 'Pay now', pays only the difference by card, and the booking
 * completes. The same panel in Myanmar on a tablet (768 px), and on a phone without overflow.
 */
const ONE_WAY = { adult: 1, child: 0, lang: 'en', returnInDays: null } as const;
const DIFFERENCE = 25_000;

/**
 * A guest's flight booking, paid by card, that the airline put on its waitlist. Our own inventory (the
 * only source a journey books deterministically) always issues, so the payment and the supplier's
 * waitlist answer are written as the payment callback and the worker would have written them.
 */
async function waitlistedBooking(page: Page, tag: string) {
  const contact = guestContact(tag);
  const orderId = await bookUntilPayment(page, ONE_WAY, contact);
  const amount = await withDatabase(async (client) => {
    const { rows } = await client.query<{ amount: number }>('select amount from orders where order_id = $1', [orderId]);
    const paid = rows[0]!.amount;
    const paymentId = `PAY${randomBytes(12).toString('hex').toUpperCase()}`;
    await client.query(
      `insert into payments (payment_id, order_id, provider, category_id, sub_category_id, amount, status, provider_ref, expires_at, paid_at)
       values ($1, $2, 'card', 2, 11, $3, 'paid', $1, now(), now())`,
      [paymentId, orderId, paid],
    );
    await client.query(`update orders set status = 'waitlisted', payment_status = 'paid', hold_expires_at = null, payment_method = 'card' where order_id = $1`, [orderId]);
    await client.query(`update order_items set status = 'waitlisted' where order_id = $1`, [orderId]);
    await client.query(
      `insert into order_events (order_id, type, from_status, to_status, data, actor) values
       ($1, 'payment.succeeded', 'held', 'paid', $2, 'partner'), ($1, 'issue.waitlisted', 'paid', 'waitlisted', '{"items":[1]}', 'worker')`,
      [orderId, JSON.stringify({ paymentId })],
    );
    // The 'complete your payment' e-mail of the first hold is not this test's: it must not be taken for the new one.
    await client.query(`delete from pgboss.job where name = 'mail-send' and data->>'orderId' = $1`, [orderId]);
    return paid;
  });
  return { orderId, contact, amount };
}

/** The 'Pay now' link of the newest e-mail to `address`, read on the development mailbox. */
async function payNowLinkSentTo(page: Page, address: string, orderId: string): Promise<string> {
  const mailbox = await page.context().newPage();
  let link = '';
  try {
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox', { waitUntil: 'domcontentloaded' });
          const row = mailbox.getByRole('row').filter({ has: mailbox.getByRole('cell', { name: address, exact: true }) }).first();
          if (!(await row.count())) return '';
          await mailbox.goto((await row.getByRole('link').getAttribute('href'))!, { waitUntil: 'domcontentloaded' });
          link = /^Pay now: (\S+)$/m.exec((await mailbox.locator('pre').textContent()) ?? '')?.[1] ?? '';
          return link;
        },
        { timeout: scaledWait(30_000) },
      )
      .toMatch(new RegExp(`/checkout/thank-you\\?orderId=${orderId}&key=pay_`));
  } finally {
    await mailbox.close();
  }
  return link;
}

const amountPattern = (amount: number) => new RegExp(amount.toLocaleString('en-US'));

test.describe('order actions in the console', () => {
  test.setTimeout(scaledWait(150_000));

  test('a waitlisted flight is confirmed at a higher fare, and the customer pays the difference and the booking completes', async ({ page: guest, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const { orderId, contact, amount } = await waitlistedBooking(guest, 'ops-fare');

    // The employee, in English on a desktop, in a browser of their own.
    const staff = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), viewport: { width: 1280, height: 900 } });
    const page = await staff.newPage();
    try {
      const employee = await createEmployee(['support']);
      await openConsoleAt(page, en, employee.email, `/ops/orders/${orderId}`);
      const panel = page.getByRole('region', { name: en['ops.actions.title'] });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('form', { name: en['ops.actions.reject.title'] })).toBeVisible();
      // A waitlist is neither retried nor cancelled from here.
      await expect(panel.getByRole('form', { name: en['ops.actions.retry.title'] })).toHaveCount(0);
      await expectAccessible(page);

      const confirm = panel.getByRole('form', { name: en['ops.actions.confirmFare.title'] });
      await confirm.getByLabel(en['ops.actions.confirmFare.fare']).fill(String(amount + DIFFERENCE));
      await confirm.getByRole('button', { name: en['ops.actions.confirmFare.submit'] }).click();
      await expect(page).toHaveURL(new RegExp(`/ops/orders/${orderId}\\?done=confirm-fare&due=${DIFFERENCE}`));
      const notice = page.getByRole('status').filter({ hasText: en['ops.actions.done.confirm-fare'] });
      await expect(notice).toContainText(amountPattern(DIFFERENCE));
      await expect(notice).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText(en['ops.status.held'], { exact: true })).toBeVisible();
      // Nothing is left to confirm: the order now awaits the customer's payment.
      await expect(page.getByRole('form', { name: en['ops.actions.confirmFare.title'] })).toHaveCount(0);
      await expect(page.getByText(en['ops.event.fare.raised'])).toBeVisible();
      await expectAccessible(page);

      // The customer, on another phone, from the e-mail's 'Pay now': only the difference is asked for.
      const link = await payNowLinkSentTo(page, contact.email, orderId);
      const phone = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}) });
      const customer = await phone.newPage();
      try {
        const url = new URL(link);
        await customer.goto(`${url.pathname}${url.search}`);
        await customer.waitForURL(new RegExp(`/flight/payment\\?orderId=${orderId}$`));
        await expect(customer.getByRole('timer')).toBeVisible();
        await hydrated(customer);
        const pay = messages('en');
        const payButton = customer.getByRole('button', { name: new RegExp(`^${pay['payment.pay']}`) });
        await expect(payButton).toContainText(amountPattern(DIFFERENCE));
        await customer.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
        await payButton.click();
        await payOnSandboxCard(customer);
        await customer.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}$`));
        await expect(customer.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title);
      } finally {
        await phone.close();
      }

      // The console shows it completed, confirmed by the payment, with both payments.
      await page.goto(`/ops/orders/${orderId}`);
      await expect(page.getByText(en['ops.event.fare.confirmed'])).toBeVisible();
      await expect(page.getByRole('region', { name: en['ops.actions.title'] }).getByRole('form', { name: en['ops.actions.cancel.title'] })).toBeVisible();
      await expect(page.getByRole('region', { name: en['ops.order.payments'] }).getByRole('listitem')).toHaveCount(2);
    } finally {
      await staff.close();
    }
  });

  test('the confirm panel in Myanmar on a tablet, and on a phone without overflow', async ({ page, browser, baseURL, extraHTTPHeaders, expectAccessible }) => {
    const { orderId } = await waitlistedBooking(page, 'ops-fare-my');
    const staff = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), viewport: page.viewportSize()! });
    const console = await staff.newPage();
    try {
      const employee = await createEmployee(['support']);
      await openConsoleAt(console, my as Messages, employee.email, `/ops/orders/${orderId}`, 'Myanmar');
      await expect(console.locator('html')).toHaveAttribute('lang', 'my');
      const panel = console.getByRole('region', { name: my['ops.actions.title'] });
      const confirm = panel.getByRole('form', { name: my['ops.actions.confirmFare.title'] });
      await expect(confirm.getByLabel(my['ops.actions.confirmFare.fare'])).toBeVisible();
      await fitsTheScreen(console);
      await console.setViewportSize({ width: 768, height: 1024 });
      await expect(confirm.getByRole('button', { name: my['ops.actions.confirmFare.submit'] })).toBeVisible();
      await expect(panel.getByRole('form', { name: my['ops.actions.reject.title'] }).getByLabel(my['ops.actions.reason'])).toBeVisible();
      await fitsTheScreen(console);
      await expectAccessible(console);

      // A fare that is not an amount is refused beside the panel, and nothing changes.
      await confirm.getByLabel(my['ops.actions.confirmFare.fare']).fill('၀');
      await confirm.getByRole('button', { name: my['ops.actions.confirmFare.submit'] }).click();
      await expect(console).toHaveURL(new RegExp(`/ops/orders/${orderId}\\?failed=fare`));
      await expect(console.getByRole('alert').filter({ hasText: my['ops.actions.failed.fare'] })).toBeFocused();
      await expect(console.getByRole('region', { name: my['ops.actions.title'] }).getByRole('form', { name: my['ops.actions.confirmFare.title'] })).toBeVisible();
    } finally {
      await staff.close();
    }
  });
});
