import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { HEALTH_THANK_YOU_WORDS } from '../apps/web/app/products/health/thank-you-words.ts';
import { localDigits } from '@thwa/domain/date-format';
import { addDays, addYears, yangonDate } from '@thwa/domain/dates';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { HEALTH_EXCLUSIONS } from '@thwa/domain/insurance/health-plans';
import { en, type MessageKey } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { translate } from '../apps/web/app/i18n/translate.ts';
import { lastCodeSentTo } from './account-helpers.ts';
import { fitsTheScreen, hydrated, guestContact, payOnSandboxCard, type JourneyLanguage } from './booking-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Health insurance (spec §3 product type 13) as a guest buys it: the plan for an age at
 * /health-insurance with every plan to compare, the plan's page with its cover and 16 exclusions, the
 * date of birth that confirms it, the checkout (insured person, beneficiary, contact), a card payment,
 * the thank-you page with the policy and its certificate, and the cancellation within 15 days for a
 * full refund. In English on a desktop; in Myanmar at 390 px the ages no plan is for; and the landing
 * without JavaScript. Every label is read from the catalogues.
 */

/** The policy and its certificate are the worker's: allow it this long. */
const WORKER_TIMEOUT_MS = scaledWait(25_000);

function words(lang: JourneyLanguage) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(lang === 'mm' ? my : en, key, values);
}

/** A date of birth that makes someone `age` today in Yangon (their birthday a month ago). */
function bornAged(age: number): string {
  return addDays(addYears(yangonDate(new Date()), -age), -30);
}

async function askAge(page: Page, t: ReturnType<typeof words>, age: number | string) {
  await page.getByLabel(t('health.age.label'), { exact: true }).fill(String(age));
  await page.getByRole('button', { name: t('health.search') }).click();
}

test.describe('health insurance', () => {
  test.setTimeout(scaledWait(120_000));

  test('in English on a desktop, a guest buys the plan for a 45-year-old, pays by card, gets the policy and cancels it for a full refund', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English journey is the desktop one; the phone checks the ages in Myanmar');
    const t = words('en');
    const contact = guestContact('health');

    // The plan for 45, beside every plan.
    await page.goto('/health-insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('health.title'));
    await hydrated(page);
    await askAge(page, t, 45);
    await page.waitForURL(/\/health-insurance\?age=45$/);
    const plan = page.getByRole('region', { name: t('health.result.title', { age: 45 }) });
    await expect(plan.getByTestId('plan-price')).toHaveText('MMK 16,700');
    await expect(plan.getByText('MMK 1,000,000')).toBeVisible();
    await expect(plan.getByText('MMK 10,000', { exact: true })).toBeVisible();
    const table = page.getByTestId('plan-table');
    for (const price of ['10,500', '13,600', '16,700', '27,200', '58,500']) await expect(table.getByText(`MMK ${price}`)).toBeVisible();
    await expect(table.locator('tr[aria-current="true"]')).toContainText(t('health.compare.yours'));
    await expect(table.locator('tr[aria-current="true"]')).toContainText('MMK 16,700');
    await expectAccessible(page);

    // The plan's page: its cover and the 16 exclusions, then the date of birth.
    await plan.getByRole('link', { name: t('health.detailLink') }).click();
    await page.waitForURL(/\/health-insurance\/detail\?planId=HEALTH-41-50&age=45$/);
    await expect(page.getByTestId('plan-price')).toHaveText('MMK 16,700');
    const exclusions = page.getByTestId('exclusions').getByRole('listitem');
    await expect(exclusions).toHaveCount(16);
    await expect(exclusions.first()).toHaveText(HEALTH_EXCLUSIONS[0]!.en);
    await expect(page.getByText(t('health.cover.cancel', { days: 15 }))).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t('health.dob.label'), { exact: true }).fill(bornAged(45));
    await page.getByRole('button', { name: t('health.continue') }).click();

    // The checkout: the insured person, the beneficiary and the contact; saved, and kept across a reload.
    await page.waitForURL(/\/health-insurance\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('health.checkout.title'));
    await expect(page.getByTestId('plan-price')).toHaveText('MMK 16,700');
    await expect(page.getByLabel(t('health.dateOfBirth'), { exact: true })).toHaveValue(bornAged(45));
    await hydrated(page);

    // Nothing typed: every field says what is missing, and nothing is placed.
    await page.getByRole('button', { name: t('checkout.contact.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Please correct the \d+ highlighted field/ })).toBeVisible();
    await expect(page.locator('#insured-firstName')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/health-insurance\/checkout$/);

    await page.locator('#insured-firstName').fill('Aung');
    await page.locator('#insured-lastName').fill('Kyaw');
    await page.getByLabel(t('health.gender.male'), { exact: true }).check();
    await page.locator('#beneficiary-firstName').fill('Su');
    await page.locator('#beneficiary-lastName').fill('Hlaing');
    await page.getByLabel(t('health.relationship'), { exact: true }).selectOption('spouse');
    await page.getByRole('button', { name: t('health.save') }).click();
    await expect(page.getByText(t('health.saved'))).toBeVisible();
    await page.reload();
    await expect(page.locator('#beneficiary-lastName')).toHaveValue('Hlaing');
    await expect(page.getByLabel(t('health.relationship'), { exact: true })).toHaveValue('spouse');
    await expect(page.getByLabel(t('health.gender.male'), { exact: true })).toBeChecked();
    await page.getByLabel(t('checkout.contact.name'), { exact: true }).fill(contact.name);
    await page.getByLabel(t('checkout.contact.email'), { exact: true }).fill(contact.email);
    await page.getByLabel(t('checkout.contact.phoneNumber'), { exact: true }).fill(contact.phoneNumber);
    await expectAccessible(page);
    await page.getByRole('button', { name: t('checkout.contact.submit') }).click();

    // The shared payment page, then the card on the sandbox gateway.
    await page.waitForURL(/\/health-insurance\/payment\?orderId=TW\d{10}/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('payment.title'));
    await expect(page.getByRole('main')).toContainText('16,700');
    await expect(page.getByRole('main')).toContainText('Aung Kyaw');
    await expectAccessible(page);
    await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
    await page.getByRole('button', { name: new RegExp(`^${t('payment.pay')}`) }).click();
    await payOnSandboxCard(page, 'AUNG KYAW');

    // The thank-you page: the plan issued, its policy number and the certificate.
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    const completed = HEALTH_THANK_YOU_WORDS.en.outcomes.completed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(completed.title, { timeout: WORKER_TIMEOUT_MS });
    const main = page.getByRole('main');
    await expect(main.getByText(orderId, { exact: true })).toBeVisible();
    await expect(main.getByTestId('policy-number')).not.toHaveText(t('health.policyPending'), { timeout: WORKER_TIMEOUT_MS });
    await expect(main.getByText('Su Hlaing', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('health.certificate.download') })).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
    await expect(page.getByRole('link', { name: t('health.certificate.view') })).toBeVisible();
    // Within its 15 days the plan may be cancelled, for all that was paid.
    await expect(main.getByText(t('hotelCheckout.cancel.refund', { amount: 'MMK 16,700' }), { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Track booking finds it by its id and e-mail, and cancels it once the guest confirms.
    await page.goto('/track-booking');
    await page.getByLabel(t('track.bookingId'), { exact: true }).fill(orderId);
    await page.getByLabel(t('track.email'), { exact: true }).fill(contact.email);
    await page.getByRole('button', { name: t('track.submit') }).click();
    await expect(page.getByRole('heading', { name: `Booking ${orderId}` })).toBeVisible();
    await expect(page.getByText(t('hotelCheckout.cancel.refund', { amount: 'MMK 16,700' }), { exact: true })).toBeVisible();
    await page.getByLabel(t('hotelCheckout.cancel.confirm')).check();
    await page.getByRole('button', { name: t('hotelCheckout.cancel.submit') }).click();
    // Only the code mailed to the booking's contact cancels it (issue 19).
    await expect(page.getByLabel(t('track.cancelCode.label'))).toBeFocused();
    await page.getByLabel(t('track.cancelCode.label')).fill(await lastCodeSentTo(page, contact.email));
    await page.getByRole('button', { name: t('track.cancelCode.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('hotelCheckout.cancelled.toPayment', { amount: 'MMK 16,700' }) })).toBeVisible();
    await expect(page.getByRole('button', { name: t('hotelCheckout.cancel.submit') })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('in Myanmar at 390 px, ages 5 and 76 are refused in Myanmar, and a valid age shows its plan', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const t = words('mm');
    await page.goto('/health-insurance');
    await chooseLanguage(page, 'Myanmar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('health.title'));
    await hydrated(page);
    await fitsTheScreen(page);
    await expectAccessible(page);

    const age = page.getByLabel(t('health.age.label'), { exact: true });
    for (const refused of [5, 76]) {
      await askAge(page, t, refused);
      await page.waitForURL(new RegExp(`\\?age=${refused}$`));
      await expect(page.getByRole('alert')).toHaveText(ERROR_CATALOGUE.HEALTH_AGE.mm);
      await expect(age).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('plan-price')).toHaveCount(0);
      await fitsTheScreen(page);
    }
    await expectAccessible(page);

    await askAge(page, t, 30);
    await page.waitForURL(/\?age=30$/);
    const plan = page.getByRole('region', { name: t('health.result.title', { age: localDigits(30, 'mm') }) });
    await expect(plan.getByTestId('plan-price')).toHaveText('၁၀,၅၀၀ ကျပ်');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('plan-table').locator('tr[aria-current="true"]')).toContainText(t('health.compare.yours'));
    await fitsTheScreen(page);
    await expectAccessible(page);

    // The plan's page reads in Myanmar too, its exclusions written out.
    await plan.getByRole('link', { name: t('health.detailLink') }).click();
    await expect(page.getByTestId('exclusions').getByRole('listitem')).toHaveCount(16);
    await expect(page.getByTestId('exclusions').getByRole('listitem').first()).toHaveText(HEALTH_EXCLUSIONS[0]!.mm);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});

test.describe('health insurance without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing works as a plain form: a refused age, the plan for an age, its page and on to the checkout', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough: the forms are the same on the phone');
    const t = words('en');
    await page.goto('/health-insurance');
    await askAge(page, t, 76);
    await page.waitForURL(/\/health-insurance\?age=76$/);
    await expect(page.getByText(ERROR_CATALOGUE.HEALTH_AGE.en)).toBeVisible();

    await askAge(page, t, 45);
    await page.waitForURL(/\/health-insurance\?age=45$/);
    await expect(page.getByTestId('plan-price')).toHaveText('MMK 16,700');
    await page.getByRole('link', { name: t('health.detailLink') }).click();
    await expect(page.getByTestId('exclusions').getByRole('listitem')).toHaveCount(16);
    await page.getByLabel(t('health.dob.label'), { exact: true }).fill(bornAged(45));
    await page.getByRole('button', { name: t('health.continue') }).click();
    await page.waitForURL(/\/health-insurance\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('health.checkout.title'));
    await expect(page.getByTestId('plan-price')).toHaveText('MMK 16,700');
  });
});
