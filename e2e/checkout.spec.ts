import { addDays, addYears, yangonDate } from '@thwa/domain/dates';
import type { Page } from '@playwright/test';
import { bookableSelect } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

const today = yangonDate(new Date());
const departureDate = addDays(today, 4);
const SEARCH = `tripType=1&origin=RGN&destination=MDL&departureDate=${departureDate}&adult=2&child=1&infant=0`;

/** From a real search: the first bookable flight of the list, through verify, to the traveller form. */
async function reachCheckout(page: Page) {
  await page.goto(`/flight/depart/search?${SEARCH}`);
  // Our own inventory's flight: a sandbox partner refuses some holds on purpose (sandbox-booking.ts),
  // which would turn this journey into a lottery.
  await bookableSelect(page, 'Select', 'outward').click();
  await expect(page).toHaveURL(/\/flight\/checkout\?checkoutId=/);
  // A sandbox source may have moved the fare since the list: accept the new price.
  const priceChange = page.getByRole('dialog', { name: 'Flight prices change frequently' });
  if (await priceChange.isVisible()) {
    await priceChange.getByRole('link', { name: 'Continue' }).click();
    await expect(priceChange).toBeHidden();
  }
}

/** `nrc` absent: a child under 10, who has no NRC (the form says the date of birth is enough). */
async function fillTraveller(page: Page, name: string, person: { first: string; last: string; dob: string; gender: 'Male' | 'Female'; nrc?: string }) {
  const card = page.getByRole('region', { name, exact: true });
  await card.getByLabel('First and middle name').fill(person.first);
  await card.getByLabel('Last name').fill(person.last);
  await card.getByLabel('Date of birth').fill(person.dob);
  await card.getByRole('radio', { name: person.gender, exact: true }).check();
  await expect(card.getByLabel('Nationality (passport country)')).toHaveValue('MM');
  if (person.nrc === undefined) {
    await expect(card.getByText('No NRC is needed')).toBeVisible();
    await expect(card.getByLabel('State or region')).toHaveCount(0);
    return;
  }
  await card.getByLabel('State or region').selectOption('12');
  // Townships of Yangon Region are fetched for the chosen division.
  const township = card.getByLabel('Township');
  await expect(township.locator('option[value="KaMaYa"]')).toHaveCount(1);
  await township.selectOption('KaMaYa');
  await card.getByLabel('NRC type').selectOption('N');
  await card.getByLabel('Six digits').fill(person.nrc);
}

test.describe('checkout', () => {
  test('travellers, contact info, then payment', async ({ page, expectAccessible }) => {
    // The whole journey with four accessibility scans of long forms.
    test.setTimeout(scaledWait(90_000));
    await reachCheckout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who is travelling?');
    for (const name of ['Adult 1', 'Adult 2', 'Child 1']) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText('Detail info');
    await expectAccessible(page);

    // Nothing filled: an error under each field, and nothing is sent.
    await page.getByRole('button', { name: 'Continue' }).click();
    const adult = page.getByRole('region', { name: 'Adult 1', exact: true });
    await expect(adult.getByLabel('First and middle name')).toHaveAttribute('aria-invalid', 'true');
    await expect(adult.getByText('Please enter the first name (and middle name) as in the passport or NRC.')).toBeVisible();
    await expect(adult.getByText('Please choose a gender.')).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText('highlighted field');
    await expect(page).toHaveURL(/\/flight\/checkout\?checkoutId=/);
    await expectAccessible(page);

    // Names on tickets are in English letters, and the form says so under the names.
    await expect(adult.getByText('In English letters, exactly as printed in the passport or NRC: airlines print names on tickets in English letters only.')).toBeVisible();

    // A domestic trip for locals: the NRC, not the passport.
    await expect(adult.getByLabel('Passport number')).toHaveCount(0);
    await fillTraveller(page, 'Adult 1', { first: 'Aung Kyaw', last: 'Min', dob: '1988-04-12', gender: 'Male', nrc: '123456' });
    await fillTraveller(page, 'Adult 2', { first: 'Su', last: 'Myat', dob: '1991-09-30', gender: 'Female', nrc: '234567' });
    await fillTraveller(page, 'Child 1', { first: 'Min', last: 'Khant', dob: addYears(today, -6), gender: 'Male' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/flight\/contact-info\?checkoutId=/);
    await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText('Contact info');
    await expect(page.getByLabel('Country code')).toHaveValue('95');
    await expectAccessible(page);

    // Typed in Zawgyi, key by key as a phone keyboard sends it: no error in the browser, and the
    // field holds Unicode once it is left. A contact name may be in Myanmar script.
    const browserErrors: string[] = [];
    page.on('pageerror', (error) => browserErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(message.text());
    });
    const contactName = page.getByLabel('Contact name');
    await contactName.pressSequentially('ေဒၚခင္ျမင့္');
    await contactName.press('Tab');
    await expect(contactName).toHaveValue('ဒေါ်ခင်မြင့်');
    await expect(contactName).not.toHaveAttribute('aria-invalid', 'true');
    expect(browserErrors).toEqual([]);
    await page.getByLabel('Email').fill('aung@example.com');
    await page.getByLabel('Mobile number').fill('01 234 567');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid mobile number (for Myanmar, such as 09 7xx xxx xxx).')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Mobile number').fill('09 784 123 456');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/flight\/payment\?orderId=TW\d{10}/);
    expect(browserErrors).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name.startsWith('thwa_order_TW') && cookie.httpOnly)).toBe(true);
  });

  test('a reload keeps the confirmed travellers', async ({ page }) => {
    await reachCheckout(page);
    await fillTraveller(page, 'Adult 1', { first: 'Aung', last: 'Min', dob: '1988-04-12', gender: 'Male', nrc: '123456' });
    await fillTraveller(page, 'Adult 2', { first: 'Su', last: 'Myat', dob: '1991-09-30', gender: 'Female', nrc: '234567' });
    await fillTraveller(page, 'Child 1', { first: 'Min', last: 'Khant', dob: addYears(today, -6), gender: 'Male' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/flight\/contact-info\?checkoutId=/);
    await page.goBack();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Adult 2', exact: true }).getByLabel('First and middle name')).toHaveValue(/^su$/i);
  });

  test('a search session that has ended shows its modal, with Search again', async ({ page, expectAccessible }) => {
    await page.goto(`/flight/checkout?cacheKey=bogus-session&outward=S1-bogus&${SEARCH}`);
    const dialog = page.getByRole('dialog', { name: 'Your session has timed out' });
    await expect(dialog).toBeVisible();
    const again = dialog.getByRole('link', { name: 'Search again' });
    await expect(again).toHaveAttribute('href', /^\/flight\/depart\/search\?tripType=1&origin=RGN&destination=MDL/);
    await expectAccessible(page);
    await again.click();
    await expect(page).toHaveURL(/\/flight\/depart\/search\?/);
  });
});
