import { readFile } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { addYears, yangonDate } from '@thwa/domain/dates';
import { checkoutEn as m } from '../apps/web/app/i18n/checkout.en.ts';
import { createMember, signInThroughPage } from './account-helpers.ts';
import { fillContact, guestContact, payOnSandboxCard, searchAndSelectFlights } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

const PASSWORD = 'Saved-Traveller-2026';
/** The ticket is issued by the worker after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

/** Card on the payment page, then the sandbox gateway's hosted page. */
async function payByCard(page: Page) {
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandboxCard(page, 'NILAR OO');
}

test.describe('saved travellers and my trips', () => {
  test.setTimeout(scaledWait(150_000));

  test('a member saves a traveller, books with it, and finds, views and downloads the ticket in My trips', async ({ page, expectAccessible }) => {
    const member = await createMember({ prefix: 'trips', password: PASSWORD, firstName: 'Thida', lastName: 'Win' });

    // A guest is sent to sign in, and comes back to the list afterwards.
    await page.goto('/traveler-list');
    await page.waitForURL(/\/sign-in\?redirect=%2Ftraveler-list/);
    await signInThroughPage(page, member.email, PASSWORD);
    await page.waitForURL(/\/traveler-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved travellers');
    await expect(page.getByText('You have no saved travellers yet.')).toBeVisible();
    await expectAccessible(page);

    // Add a traveller with a passport, on the checkout's own traveller fields.
    await page.getByRole('link', { name: 'Add a traveller' }).click();
    await page.waitForURL(/\/traveler-info/);
    await page.getByRole('link', { name: 'Passport' }).click();
    await page.waitForURL(/document=passport/);
    const card = page.locator('section[data-traveller]');
    // The address changes before React shows the passport form; a field typed into the NRC form
    // in between is gone when the passport form replaces it.
    await expect(card.getByLabel(m['checkout.field.passportNumber'])).toBeVisible();
    // Nothing typed: the api's checkout rules answer per field, and nothing is saved.
    await page.getByRole('button', { name: 'Save traveller' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
    await expect(card.getByLabel(m['checkout.field.lastName'])).toHaveAttribute('aria-invalid', 'true');
    await card.getByLabel(m['checkout.field.firstName']).fill('Nilar');
    await card.getByLabel(m['checkout.field.lastName']).fill('Oo');
    await card.getByLabel(m['checkout.field.dateOfBirth']).fill('1988-03-14');
    await card.getByLabel(m['checkout.field.female'], { exact: true }).check();
    await card.getByLabel(m['checkout.field.nationality']).selectOption('TH');
    await card.getByLabel(m['checkout.field.passportNumber']).fill('TH9876543');
    await card.getByLabel(m['checkout.field.passportExpiry']).fill(addYears(yangonDate(new Date()), 6));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save traveller' }).click();
    await page.waitForURL(/\/traveler-list\?notice=saved/);
    await expect(page.getByRole('status')).toHaveText('The traveller was saved.');
    await expect(page.getByText('Nilar Oo')).toBeVisible();

    // Book a one-way flight, filling the adult slot from the saved traveller.
    await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 0, returnInDays: null });
    await page.locator('select[data-saved-picker="0"]').selectOption({ label: 'Nilar Oo (1988-03-14)' });
    const slot = page.locator('section[data-traveller]').first();
    await expect(slot.getByLabel(m['checkout.field.firstName'])).toHaveValue('Nilar');
    await expect(slot.getByLabel(m['checkout.field.passportNumber'])).toHaveValue('TH9876543');
    await page.getByRole('button', { name: m['checkout.continue'], exact: true }).click();
    await fillContact(page, 'en', guestContact('trips'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await payByCard(page);
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });

    // My trips: upcoming by default, with the booking and its ticket.
    await page.goto('/account/my-trip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My trips');
    await expect(page.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    const trip = page.locator(`[data-trip="${orderId}"]`);
    await expect(trip).toBeVisible();
    await expect(trip.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', /\/flight\/depart\/search\?tripType=1&origin=RGN&destination=MDL/);
    await expectAccessible(page);
    // Track booking from the card: the booking as /track-booking shows it.
    await trip.getByRole('button', { name: 'Track booking' }).click();
    await page.waitForURL(/\/track-booking/);
    await expect(page.getByText(orderId).first()).toBeVisible();
    await page.goto('/account/my-trip');
    await page.getByRole('link', { name: 'Cancelled' }).click();
    await expect(page.getByText('No trips here yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Upcoming' }).click();

    // View ticket: the ticket laid out, the PDF named after the order, Close back to My trips.
    await page.locator(`[data-trip="${orderId}"]`).getByRole('link', { name: 'View ticket' }).click();
    await page.waitForURL(new RegExp(`/account/my-trip/view-ticket\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('View ticket');
    await expect(page.getByRole('article', { name: `E-ticket ${orderId}` })).toContainText(orderId);
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download E-ticket' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${orderId}.pdf`);
    const file = await promisify(readFile)(await download.path());
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL(/\/account\/my-trip$/);

    // Purchase history: the card payment of this booking.
    await page.goto('/account/purchased-history');
    await expect(page.getByText(`Booking ID ${orderId}`)).toBeVisible();
    await expect(page.getByText(/Method: Card/).first()).toBeVisible();

    // Delete the saved traveller, after confirming.
    await page.goto('/traveler-list');
    await page.getByRole('link', { name: 'Delete Nilar Oo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this traveller?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/traveler-list\?notice=deleted/);
    await expect(page.getByText('You have no saved travellers yet.')).toBeVisible();
    // The notice stays: the confirmation closing because the traveller is gone does not leave the page.
    await expect(page.getByRole('status')).toHaveText('The traveller was deleted.');
    expect(new URL(page.url()).search).toBe('?notice=deleted');
  });
});
