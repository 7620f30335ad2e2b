import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { fillTravellers, guestContact, messages, payOnSandboxCard, searchAndSelectFlights, travellersFor, type Journey } from './booking-helpers.ts';
import { signUpAndActivate, uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 18, decision 025: travel insurance added to a flight. The contact step offers cover for the
 * trip's travellers at the insurer's quote; ticked, its premium is the price breakdown's insurance
 * line, paid in the same payment, and the policy is issued after the ticket: the thank-you page and a
 * member's My trips give both documents. In English on a desktop; the offer in Myanmar at 390 px, one traveller left out.
 */
const COUPLE: Omit<Journey, 'lang'> = { adult: 2, child: 0 };
/** The ticket, then the policy, are the worker's: allow it this long. */
const WORKER_TIMEOUT_MS = scaledWait(30_000);

test.describe('travel insurance added to a flight', () => {
  test.setTimeout(scaledWait(150_000));

  test('a member adds cover to a round trip, sees it in the price breakdown, pays once and finds the e-ticket and the certificate on the thank-you page and in My trips', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the whole journey runs on a desktop; the phone sees the offer below');
    const m = messages('en');
    await signUpAndActivate(page, { firstName: 'Moe', lastName: 'Kyaw', email: uniqueEmail('cover'), password: 'Irrawaddy-River-9' });
    const journey: Journey = { ...COUPLE, lang: 'en' };
    const { departureDate } = await searchAndSelectFlights(page, journey);
    await fillTravellers(page, 'en', travellersFor(journey, departureDate));
    await page.waitForURL(/\/flight\/contact-info/);

    // The offer: cover for both travellers, priced; ticked, its premium joins the breakdown.
    const offer = page.getByRole('checkbox', { name: /^Add travel insurance for the 2 travellers of this trip: MMK [\d,]+ for \d+ days of cover\.$/ });
    await expect(offer).toBeVisible();
    const premium = ((await page.locator('label', { has: offer }).textContent()) ?? '').match(/MMK ([\d,]+)/)![1]!;
    const breakdown = page.getByRole('region', { name: m['checkout.price.title'] });
    await expect(breakdown.getByText(m['checkout.price.insurance'], { exact: true })).toHaveCount(0);
    await offer.check();
    // The line is the premium, right after its label.
    await expect(breakdown.locator('dt', { hasText: m['checkout.price.insurance'] }).locator('xpath=following-sibling::dd[1]')).toContainText(premium);
    await expectAccessible(page);

    const contact = guestContact('cover');
    await page.getByLabel(m['checkout.contact.name']).fill(contact.name);
    await page.getByLabel(m['checkout.contact.email']).fill(contact.email);
    await page.getByLabel(m['checkout.contact.phoneNumber']).fill(contact.phoneNumber);
    await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
    await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // The payment page's breakdown carries the same insurance line; one payment pays both.
    const paymentBreakdown = page.getByRole('region', { name: m['checkout.price.title'] });
    await expect(paymentBreakdown.locator('dt', { hasText: m['checkout.price.insurance'] }).locator('xpath=following-sibling::dd[1]')).toContainText(premium);
    await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
    await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
    await payOnSandboxCard(page);

    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: WORKER_TIMEOUT_MS });
    // Both documents: the e-ticket first, then the certificate, issued after it.
    await expect(page.getByRole('link', { name: 'Download E-ticket' })).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
    const certificate = page.getByRole('link', { name: en['insurance.certificate.download'] });
    await expect(certificate).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
    await expect(certificate).toHaveAttribute('download', `${orderId}-insurance-2.pdf`);
    await expectAccessible(page);

    // My trips: the trip, and on its view ticket both documents, each under its own name.
    await page.goto('/account/my-trip');
    await page.locator(`[data-trip="${orderId}"]`).getByRole('link', { name: 'View ticket' }).click();
    await page.waitForURL(new RegExp(`/account/my-trip/view-ticket\\?orderId=${orderId}`));
    await expect(page.getByRole('link', { name: 'Download E-ticket' })).toHaveAttribute('download', `${orderId}.pdf`);
    await expect(page.getByRole('link', { name: en['insurance.certificate.download'] })).toHaveAttribute('download', `${orderId}-insurance-2.pdf`);
  });

  test('in Myanmar at 390 px, the contact step offers the cover in Myanmar and adds its line', { tag: '@phone' }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone run');
    const m = messages('mm');
    const journey: Journey = { ...COUPLE, lang: 'mm', returnInDays: null };
    const { departureDate } = await searchAndSelectFlights(page, journey);
    await fillTravellers(page, 'mm', travellersFor(journey, departureDate));
    await page.waitForURL(/\/flight\/contact-info/);
    const offer = page.getByRole('checkbox', { name: new RegExp(`^${my['checkout.cover.offer'].slice(0, 12)}`) });
    await expect(offer).toBeVisible();
    await offer.check();
    await expect(page.getByText(m['checkout.price.insurance'], { exact: true })).toBeVisible();
    // Each traveller is covered on their own: the second one left out, the line is the first one's premium.
    const line = page.locator('dt', { hasText: m['checkout.price.insurance'] }).locator('xpath=following-sibling::dd[1]');
    const both = (await line.textContent()) ?? '';
    const people = page.getByRole('group', { name: my['checkout.cover.who'] }).getByRole('checkbox');
    await expect(people).toHaveCount(2);
    await people.nth(1).uncheck();
    await expect(line).not.toHaveText(both);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${my['checkout.cover.offerOne'].slice(0, 12)}`) })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
