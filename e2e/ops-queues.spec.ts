import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { PENDING_PAYMENT_TEXTS, THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { bookUntilPayment, fitsTheScreen, guestContact, messages } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * The console's queues (issue 20 item 3): a guest books a flight paying at a shop; a finance employee
 * finds the code in the queue and records the money received; the booking then completes as a shop's
 * callback would, and the customer is mailed the e-ticket.
 */

/** The ticket is issued by the background worker after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

/** Whether the development mailbox holds a message to `address` whose subject has `subject`. */
async function mailboxHas(page: Page, address: string, subject: string): Promise<boolean> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto('/dev/mailbox', { waitUntil: 'domcontentloaded' });
    return (await mailbox.getByRole('row').filter({ has: mailbox.getByRole('cell', { name: address, exact: true }) }).filter({ hasText: subject }).count()) > 0;
  } finally {
    await mailbox.close();
  }
}

test.describe('queues with deadlines', () => {
  test.setTimeout(scaledWait(150_000));

  test('a finance employee confirms a pay-at-shop payment and the booking completes and is mailed', async ({ page: guest, browser, baseURL, extraHTTPHeaders, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English journey is the desktop one');
    let page = guest;
    const contact = guestContact('ops-queue');
    const orderId = await bookUntilPayment(page, { adult: 1, child: 0, lang: 'en', returnInDays: null }, contact);
    const pay = messages('en');
    await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.payAtShop}"]`).check();
    await page.getByRole('button', { name: new RegExp(`^${pay['payment.pay']}`) }).click();
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PENDING_PAYMENT_TEXTS.en.pay_at_shop.title);
    const paymentCode = (await page.getByTestId('payment-code').textContent())!.replace(/\D/g, '');
    const thankYou = page.url();

    // The employee works in a browser of their own; the guest's keeps the booking's key.
    const staff = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), viewport: guest.viewportSize() });
    page = await staff.newPage();
    const employee = await createEmployee(['finance']);
    await openConsoleAt(page, en, employee.email, '/ops/queues');
    await expect(page.getByRole('heading', { level: 1, name: en['ops.queues.title'] })).toBeVisible();
    const shopQueue = page.getByRole('region', { name: new RegExp(en['ops.queues.payAtShop']) });
    const entry = shopQueue.getByRole('listitem').filter({ hasText: orderId });
    await expect(entry).toContainText(paymentCode);
    await expect(entry.locator('time').first()).toHaveText(/^due in (23 h( \d+ min)?|1 d)$/);
    await expectAccessible(page);

    // A wrong amount is refused beside the form, and nothing changes.
    const form = entry.getByRole('form', { name: en['ops.queues.confirm.title'] });
    await form.getByLabel(en['ops.queues.confirm.amount']).fill('1000');
    await form.getByLabel(en['ops.queues.confirm.reference']).fill('RCPT-77');
    await form.getByRole('button', { name: en['ops.queues.confirm.submit'] }).click();
    const refused = page.getByRole('listitem').filter({ hasText: orderId });
    await expect(refused.getByText('The amount received must be exactly the amount of the payment.')).toBeVisible();

    // The amount the customer owes, read from the entry (its digits), then confirmed.
    const amount = (await refused.getByText(/ MMK$/).first().textContent())!.replace(/\D/g, '');
    const again = refused.getByRole('form', { name: en['ops.queues.confirm.title'] });
    await again.getByLabel(en['ops.queues.confirm.amount']).fill(amount);
    await again.getByLabel(en['ops.queues.confirm.reference']).fill('RCPT-78');
    await again.getByRole('button', { name: en['ops.queues.confirm.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/queues\\?confirmed=${orderId}$`));
    await expect(page.getByText(en['ops.queues.confirmed'].replace('{orderId}', orderId))).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(en['ops.queues.payAtShop']) }).getByRole('listitem').filter({ hasText: orderId })).toHaveCount(0);
    await expectAccessible(page);

    await staff.close();

    // The customer's thank-you page: the worker issued the ticket, as after a shop's callback.
    page = guest;
    await expect
      .poll(
        async () => {
          await page.goto(thankYou);
          return page.getByRole('heading', { level: 1 }).innerText();
        },
        { timeout: ISSUE_TIMEOUT_MS },
      )
      .toBe(THANK_YOU_TEXTS.en.completed.title);
    await expect(page.getByText(THANK_YOU_TEXTS.en.completed.body)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download E-ticket' })).toBeVisible();
    await expect.poll(() => mailboxHas(page, contact.email, `Your e-ticket: ${orderId}`), { timeout: ISSUE_TIMEOUT_MS }).toBe(true);
  });

  test('the queues in Myanmar fit a phone, and support sees no Money received form', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'about the 390 px screen');
    const employee = await createEmployee(['support']);
    await openConsoleAt(page, my as Messages, employee.email, '/ops/queues', 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1, name: my['ops.queues.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(my['ops.queues.payAtShop']) })).toBeVisible();
    await expect(page.getByRole('form', { name: my['ops.queues.confirm.title'] })).toHaveCount(0);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
