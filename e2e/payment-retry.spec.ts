import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { PAYMENT_FAILURE_TEXTS, PENDING_PAYMENT_TEXTS, RETRY_PAYMENT_TEXTS, THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { PROMOTION_MESSAGES } from '@thwa/domain/booking/promotions';
import { addYears, yangonDate } from '@thwa/domain/dates';
import { bookUntilPayment, guestContact, messages, payOnSandboxCard, type ContactSpec } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 11 "paying never dead-ends": a refused promo code, a declined or cancelled card, and the
 * thank-you pages of the two offline methods. One adult, one way, from our own inventory (S1).
 */
const ONE_WAY = { adult: 1, child: 0, lang: 'en', returnInDays: null } as const;
const m = messages('en');

/** The ticket is issued by a background worker after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

/**
 * A contact of its own: 24-hour holds are limited per phone number, and other journeys on this server
 * use the shared one.
 */
function ownContact(tag: string): ContactSpec {
  // An Ooredoo-shaped number (09 97x xxx xxxx), different on every run.
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { ...guestContact(tag), phoneNumber: `0997${digits}` };
}

async function choosePayment(page: Page, subCategoryId: number) {
  await expect(page.getByRole('timer')).toBeVisible();
  await page.locator(`input[name="method"][value$=":${subCategoryId}"]`).check();
}

async function pay(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
}

/** The card gateway's hosted page: the test card the bank declines. */
async function declineOnSandboxCard(page: Page) {
  await page.waitForURL(/\/sandbox\/card\//);
  const expiry = addYears(yangonDate(new Date()), 2);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date').fill(`${expiry.slice(5, 7)}/${expiry.slice(2, 4)}`);
  await page.getByLabel('Security code').fill('123');
  const name = page.getByLabel('Name on card');
  if (await name.count()) await name.fill('AUNG KYAW');
  await page.locator('button[name="action"][value="pay"]').click();
}

test.describe('paying never dead-ends', () => {
  test.setTimeout(scaledWait(120_000));

  test('promo refused then accepted', async ({ page, expectAccessible }) => {
    const orderId = await bookUntilPayment(page, ONE_WAY, ownContact('promo'));
    const payButton = page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) });
    const fullPrice = await payButton.textContent();
    const promo = page.getByLabel(m['payment.promo.label']);

    // An expired code: its reason beside the field, and the booking still payable at its full price.
    await promo.fill('THINGYAN2025');
    await page.getByRole('button', { name: m['payment.promo.apply'] }).click();
    await expect(page.getByRole('alert').filter({ hasText: PROMOTION_MESSAGES.en.expired })).toBeVisible();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: m['payment.failed.title'] })).toHaveCount(0);
    await expect(payButton).toBeEnabled();
    await expect(payButton).toHaveText(fullPrice ?? '');
    await expectAccessible(page);

    // A code that applies: the discount is shown and the price is lower.
    await page.getByLabel(m['payment.promo.label']).fill('welcome5000');
    await page.getByRole('button', { name: m['payment.promo.apply'] }).click();
    await expect(page.getByRole('status').filter({ hasText: m['payment.promo.applied'].replace('{code}', 'WELCOME5000') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: PROMOTION_MESSAGES.en.expired })).toHaveCount(0);
    await expect(payButton).not.toHaveText(fullPrice ?? '');

    await choosePayment(page, PAYMENT_SUB_CATEGORY.visaMaster);
    await pay(page);
    await payOnSandboxCard(page);
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });
  });

  test('declined card then retried', async ({ page, expectAccessible }) => {
    const orderId = await bookUntilPayment(page, ONE_WAY, ownContact('declined'));
    await choosePayment(page, PAYMENT_SUB_CATEGORY.visaMaster);
    await pay(page);
    await declineOnSandboxCard(page);

    // Back on our thank-you page: why, and the way to pay again while the seats are held.
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RETRY_PAYMENT_TEXTS.en.title);
    await expect(page.getByText(PAYMENT_FAILURE_TEXTS.en.declined)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: m['thankYou.retry'] }).click();

    // The same order's payment page, saying what happened; this time the customer cancels on the gateway.
    await page.waitForURL(new RegExp(`/flight/payment\\?orderId=${orderId}`));
    await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILURE_TEXTS.en.declined })).toBeVisible();
    await choosePayment(page, PAYMENT_SUB_CATEGORY.mpu);
    await pay(page);
    await page.waitForURL(/\/sandbox\/card\//);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByText(PAYMENT_FAILURE_TEXTS.en.cancelled)).toBeVisible();

    // Third try, by card again: paid once, and the ticket is issued.
    await page.getByRole('link', { name: m['thankYou.retry'] }).click();
    await page.waitForURL(new RegExp(`/flight/payment\\?orderId=${orderId}`));
    await choosePayment(page, PAYMENT_SUB_CATEGORY.visaMaster);
    await pay(page);
    await payOnSandboxCard(page);
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });
    await expect(page.getByRole('link', { name: m['thankYou.retry'] })).toHaveCount(0);
    await expect(page.getByText(m['payment.text.successful'])).toBeVisible();
  });

  test('pay at shop and cash on delivery each have their own thank-you text', async ({ page, expectAccessible }) => {
    const shopOrder = await bookUntilPayment(page, ONE_WAY, ownContact('shop'));
    await choosePayment(page, PAYMENT_SUB_CATEGORY.payAtShop);
    await pay(page);
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${shopOrder}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PENDING_PAYMENT_TEXTS.en.pay_at_shop.title);
    await expect(page.getByText(PENDING_PAYMENT_TEXTS.en.pay_at_shop.body)).toBeVisible();
    await expect(page.getByTestId('payment-code')).toHaveText(/\S{4,}/);
    await expectAccessible(page);

    const cashOrder = await bookUntilPayment(page, ONE_WAY, ownContact('cash'));
    await choosePayment(page, PAYMENT_SUB_CATEGORY.cashOnDelivery);
    await page.getByLabel(m['payment.cod.address']).fill('No. 12, Pyay Road');
    await page.getByLabel(m['payment.cod.township']).fill('Kamayut');
    await pay(page);
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${cashOrder}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PENDING_PAYMENT_TEXTS.en.cash_on_delivery.title);
    await expect(page.getByText(PENDING_PAYMENT_TEXTS.en.cash_on_delivery.body)).toBeVisible();
    await expect(page.getByText(PENDING_PAYMENT_TEXTS.en.pay_at_shop.title)).toHaveCount(0);
    await expectAccessible(page);
  });
});
