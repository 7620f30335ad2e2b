import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { PENDING_PAYMENT_TEXTS, THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { bookUntilPayment, guestContact, messages, payOnSandboxCard, type Journey, type JourneyLanguage } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/** A guest's round trip Yangon–Mandalay for two adults and a child (spec §1 booking flow). */
const FAMILY: Omit<Journey, 'lang'> = { adult: 2, child: 1 };

/** The ticket is issued by a background worker after the payment: allow it up to ~25 s. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

async function choosePayment(page: Page, lang: JourneyLanguage, subCategoryId: number) {
  const m = messages(lang);
  await expect(page.getByRole('timer')).toHaveText(new RegExp(m['payment.timer'].replace('{time}', '\\S+')));
  await page.locator(`input[name="method"][value$=":${subCategoryId}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
}

test.describe('booking journey', () => {
  test.setTimeout(scaledWait(120_000));

  test('a guest books a round trip by card, downloads the e-ticket and tracks the booking', async ({ page, dataLayer, expectAccessible }) => {
    const contact = guestContact('card');
    const orderId = await bookUntilPayment(page, { ...FAMILY, lang: 'en' }, contact);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
    await expect(page.getByRole('timer')).toHaveText(/^Complete payment within 1[45]:\d\d$/);
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ pageId: 'payment_page' }));
    await expectAccessible(page);

    // Pay with nothing chosen: spec §5.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a payment method.' })).toBeVisible();

    await choosePayment(page, 'en', PAYMENT_SUB_CATEGORY.visaMaster);
    await payOnSandboxCard(page);

    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });
    await expect(page.getByText(THANK_YOU_TEXTS.en.completed.body)).toBeVisible();
    await expect(page.getByText(orderId).first()).toBeVisible();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ pageId: 'thank_you_page' }));
    await expectAccessible(page);

    // View ticket: the formatted text in a dialog, closed again.
    await page.getByRole('link', { name: 'View ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'View ticket' });
    await expect(dialog.locator('pre')).toContainText(orderId);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Download: a real PDF named after the order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download E-ticket' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${orderId}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Track booking: the same booking by its id and email.
    await page.goto('/track-booking');
    await page.getByLabel('Booking ID').fill(orderId);
    await page.getByLabel('Email').fill(contact.email);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${orderId}` })).toBeVisible();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download E-ticket' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a pay-at-shop booking shows its payment code and deadline', async ({ page, expectAccessible }) => {
    const orderId = await bookUntilPayment(page, { adult: 1, child: 0, lang: 'en', returnInDays: null }, guestContact('shop'));
    await choosePayment(page, 'en', PAYMENT_SUB_CATEGORY.payAtShop);

    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PENDING_PAYMENT_TEXTS.en.pay_at_shop.title);
    await expect(page.getByTestId('payment-code')).toHaveText(/\S{4,}/);
    await expect(page.getByText(/^Pay by \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Yangon time\), or the booking is cancelled\.$/)).toBeVisible();
    await expect(page.getByText('Awaiting payment')).toBeVisible();
    await expectAccessible(page);
  });

  /** Long Myanmar words must wrap: nothing on a 390 px page may push it wider than the screen. */
  async function expectNoSidewaysScroll(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  // Tagged @phone: only the phone project runs it (playwright.config.ts), as it is about 390 px.
  test('the same journey in Myanmar on a phone', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const m = messages('mm');
    const contact = guestContact('mm');
    const orderId = await bookUntilPayment(page, { ...FAMILY, lang: 'mm' }, contact);

    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['payment.title']);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await choosePayment(page, 'mm', PAYMENT_SUB_CATEGORY.visaMaster);
    await payOnSandboxCard(page);

    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.mm.completed.title, { timeout: ISSUE_TIMEOUT_MS });
    await expect(page.getByText(m['payment.text.successful'])).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: m['ticket.download'] }).click();
    expect((await downloading).suggestedFilename()).toBe(`${orderId}.pdf`);

    await page.goto('/track-booking');
    await page.getByLabel(m['track.bookingId']).fill(orderId);
    await page.getByLabel(m['track.email'], { exact: true }).fill(contact.email);
    await page.getByRole('button', { name: m['track.submit'] }).click();
    await expect(page.getByRole('heading', { name: m['track.result'].replace('{orderId}', orderId) })).toBeVisible();
    await expectAccessible(page);
  });
});
