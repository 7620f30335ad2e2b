import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { addYears, yangonDate } from '@thwa/domain/dates';
import { createMember, signInThroughPage, withDatabase } from './account-helpers.ts';
import { bookUntilPayment, guestContact, hydrated, messages, payOnSandboxCard, searchAndSelectFlights } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 19 item 1, paying later and again: a booking awaiting payment is paid from Track booking and
 * from the e-mail's link in another browser, a customer whose session ended on the payment page signs
 * in and is back on that booking, and Back after paying goes to the thank-you page.
 */
const ONE_WAY = { adult: 1, child: 0, lang: 'en', returnInDays: null } as const;
const m = messages('en');
/** The ticket is issued by a background worker after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

async function payByCardFrom(page: Page, orderId: string) {
  await page.waitForURL(new RegExp(`/flight/payment\\?orderId=${orderId}$`));
  await expect(page.getByRole('timer')).toBeVisible();
  await hydrated(page);
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await payOnSandboxCard(page);
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });
}

test.describe('paying later and again', () => {
  test.setTimeout(scaledWait(150_000));

  test('a booking awaiting payment is paid from Track booking on another phone, and Back after paying stays on the thank-you page', async ({ page, browser, expectAccessible }) => {
    const contact = guestContact('later');
    const orderId = await bookUntilPayment(page, ONE_WAY, contact);

    // Another browser: no cookie of this order, only the booking id and the e-mail.
    const otherPhone = await browser.newContext();
    const phone = await otherPhone.newPage();
    try {
      await phone.goto('/track-booking');
      await phone.getByLabel('Booking ID').fill(orderId);
      await phone.getByLabel('Email').fill(contact.email);
      await phone.getByRole('button', { name: 'Find booking' }).click();
      await expect(phone.getByRole('heading', { name: `Booking ${orderId}` })).toBeVisible();
      await expectAccessible(phone);
      await phone.getByRole('link', { name: 'Pay now' }).click();
      await payByCardFrom(phone, orderId);
      // A key that pays does not cancel, and the address no longer carries it.
      expect(phone.url()).not.toContain('key=');

      // Back after paying: the card page sends the customer back to the order, never to the form.
      await phone.goBack();
      await expect(phone).toHaveURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}$`));
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title);
      await phone.goBack();
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title);
      await expect(phone.getByRole('timer')).toHaveCount(0);
    } finally {
      await otherPhone.close();
    }

    // Track booking has nothing left to pay.
    await page.goto('/track-booking');
    await page.getByLabel('Booking ID').fill(orderId);
    await page.getByLabel('Email').fill(contact.email);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${orderId}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  });

  test("a booking still unpaid minutes later gets 'complete your payment', whose link pays it anywhere", async ({ page, browser }) => {
    const contact = guestContact('mail');
    const orderId = await bookUntilPayment(page, ONE_WAY, contact);
    // The e-mail waits five minutes after the order; this test does not: the job is due now.
    await withDatabase((client) =>
      client.query(`update pgboss.job set start_after = now() where name = 'mail-send' and data->>'orderId' = $1 and data->>'kind' = 'confirmation'`, [orderId]),
    );
    const mailbox = await page.context().newPage();
    let link = '';
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox', { waitUntil: 'domcontentloaded' });
          const row = mailbox.getByRole('row').filter({ has: mailbox.getByRole('cell', { name: contact.email, exact: true }) }).first();
          if (!(await row.count())) return '';
          await mailbox.goto((await row.getByRole('link').getAttribute('href'))!, { waitUntil: 'domcontentloaded' });
          link = /^Pay now: (\S+)$/m.exec((await mailbox.locator('pre').textContent()) ?? '')?.[1] ?? '';
          return link;
        },
        { timeout: scaledWait(30_000) },
      )
      .toMatch(new RegExp(`/checkout/thank-you\\?orderId=${orderId}&key=pay_`));
    await mailbox.close();

    const otherPhone = await browser.newContext();
    const phone = await otherPhone.newPage();
    try {
      // The link's path on this test server (the e-mail names the public address).
      const url = new URL(link);
      await phone.goto(`${url.pathname}${url.search}`);
      await payByCardFrom(phone, orderId);
    } finally {
      await otherPhone.close();
    }
  });

  test('a session that ends on the payment page: signing in again comes back to that booking, which is theirs', async ({ page, context }) => {
    const password = 'Inle-Lake-Morning-26';
    const { email } = await createMember({ prefix: 'expiry', password, firstName: 'Thida', lastName: 'Win' });
    await page.goto('/sign-in');
    await signInThroughPage(page, email, password);
    await expect(page).toHaveURL(/\/account$/);
    const orderId = await bookUntilPayment(page, ONE_WAY, guestContact('expiry'));

    // The session ends while the customer reads the payment page.
    await context.clearCookies({ name: 'thwa_session' });
    await page.reload();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await signInThroughPage(page, email, password);
    await page.waitForURL(new RegExp(`/flight/payment\\?orderId=${orderId}$`));
    await expect(page.getByRole('timer')).toBeVisible();

    // Theirs: in My trips, with 'Pay now' on it.
    await page.goto('/account/my-trip');
    const trip = page.locator(`[data-trip="${orderId}"]`);
    await expect(trip).toBeVisible();
    await trip.getByRole('link', { name: 'Pay now' }).click();
    await payByCardFrom(page, orderId);
  });
});

test.describe('reloading a checkout step', () => {
  test.setTimeout(scaledWait(120_000));

  test('keeps what was typed on the travellers and the contact steps', async ({ page }) => {
    await searchAndSelectFlights(page, ONE_WAY);
    const card = page.locator('section[data-traveller]').first();
    await hydrated(page);
    await card.getByLabel(m['checkout.field.firstName']).fill('Aye');
    await card.getByLabel(m['checkout.field.lastName']).fill('Chan');
    await card.getByLabel(m['checkout.field.female'], { exact: true }).check();
    await card.getByLabel(m['checkout.field.nationality']).selectOption('TH');
    await card.getByLabel(m['checkout.field.passportNumber']).fill('AB7654321');
    await page.reload();
    await hydrated(page);
    await expect(card.getByLabel(m['checkout.field.firstName'])).toHaveValue('Aye');
    await expect(card.getByLabel(m['checkout.field.lastName'])).toHaveValue('Chan');
    await expect(card.getByLabel(m['checkout.field.female'], { exact: true })).toBeChecked();
    await expect(card.getByLabel(m['checkout.field.nationality'])).toHaveValue('TH');
    await expect(card.getByLabel(m['checkout.field.passportNumber'])).toHaveValue('AB7654321');

    // On to the contact step: what is typed there stays through a reload too.
    await card.getByLabel(m['checkout.field.dateOfBirth']).fill('1990-05-17');
    await card.getByLabel(m['checkout.field.passportExpiry']).fill(addYears(yangonDate(new Date()), 5));
    await page.getByRole('button', { name: m['checkout.continue'], exact: true }).click();
    await page.waitForURL(/\/flight\/contact-info/);
    await hydrated(page);
    await page.getByLabel(m['checkout.contact.name']).fill('Aye Chan');
    await page.getByLabel(m['checkout.contact.email']).fill('aye.chan@example.com');
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(m['checkout.contact.name'])).toHaveValue('Aye Chan');
    await expect(page.getByLabel(m['checkout.contact.email'])).toHaveValue('aye.chan@example.com');
  });
});
