import type { Page } from '@playwright/test';
import { addDays, addYears } from '@thwa/domain/dates';
import type { OrderDetailResponse } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import { checkoutEn as m } from '../apps/web/app/i18n/checkout.en.ts';
import { signUpAndActivate, uniqueEmail } from './account-helpers.ts';
import { fillTravellers, guestContact, searchAndSelectFlights, travellersFor } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 11, the traveller and contact steps: Zawgyi in the contact name, a child under 10 without an
 * NRC on a domestic flight, a saved traveller filling every field down to the NRC township, and a
 * signed-in member's contact details already in the form. Every journey runs on the phone (390 px)
 * and on the desktop project.
 */

// Each journey is a search, a checkout and a contact step (a sign-up too for a member): twice the
// default limit, like the other whole journeys.
test.describe.configure({ timeout: scaledWait(60_000) });

interface LocalTraveller {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
  /** Absent for a child under 10: Myanmar issues the NRC from 10. */
  nrc?: { division: string; township: string; type: string; number: string };
}

/** Fills one traveller card as a local (nationality MM, the default for a local search). */
async function fillLocalTraveller(page: Page, index: number, traveller: LocalTraveller) {
  const card = page.locator('section[data-traveller]').nth(index);
  await card.getByLabel(m['checkout.field.firstName']).fill(traveller.firstName);
  await card.getByLabel(m['checkout.field.lastName']).fill(traveller.lastName);
  await card.getByLabel(m['checkout.field.dateOfBirth']).fill(traveller.dateOfBirth);
  await card.getByLabel(traveller.gender === 'male' ? m['checkout.field.male'] : m['checkout.field.female'], { exact: true }).check();
  await expect(card.getByLabel(m['checkout.field.nationality'])).toHaveValue('MM');
  if (!traveller.nrc) return;
  await card.getByLabel(m['checkout.field.division']).selectOption(traveller.nrc.division);
  const township = card.getByLabel(m['checkout.field.township']);
  // The townships of the chosen state or region are fetched in the browser.
  await expect(township.locator(`option[value="${traveller.nrc.township}"]`)).toHaveCount(1);
  await township.selectOption(traveller.nrc.township);
  await card.getByLabel(m['checkout.field.nrcType']).selectOption(traveller.nrc.type);
  await card.getByLabel(m['checkout.field.nrcNumber']).fill(traveller.nrc.number);
}

/** The contact step as a guest; the caller checks where the submit lands. */
async function fillContactFields(page: Page, contact: { name: string; email: string; phoneNumber: string }) {
  await page.waitForURL(/\/flight\/contact-info/);
  await page.getByLabel(m['checkout.contact.name']).fill(contact.name);
  await page.getByLabel(m['checkout.contact.email']).fill(contact.email);
  await page.getByLabel(m['checkout.contact.phoneNumber']).fill(contact.phoneNumber);
}

/** The order as the api keeps it, read with the guest's order key (the payment page's own cookie). */
async function orderDetail(page: Page, orderId: string) {
  const cookie = (await page.context().cookies()).find((one) => one.name === `thwa_order_${orderId}`);
  expect(cookie, 'the order key cookie').toBeDefined();
  const answer = await page.request.post('/api/order/detail', { data: { orderId, orderKey: cookie!.value } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as OrderDetailResponse;
}

test('a contact name typed in Zawgyi is converted and accepted, and the order keeps it in Unicode', async ({ page }) => {
  const { departureDate } = await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 0, returnInDays: null });
  await fillTravellers(page, 'en', travellersFor({ lang: 'en', adult: 1, child: 0 }, departureDate));
  const contact = guestContact('zawgyi');
  await fillContactFields(page, { ...contact, name: '' });
  const name = page.getByLabel(m['checkout.contact.name']);
  // Key by key, as a phone keyboard set to Zawgyi sends it; the field holds Unicode once it is left.
  await name.pressSequentially('ေဒၚခင္ျမင့္');
  await name.press('Tab');
  await expect(name).toHaveValue('ဒေါ်ခင်မြင့်');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect((await orderDetail(page, orderId)).data.contact.name).toBe('ဒေါ်ခင်မြင့်');
});

test('a contact name sent in Zawgyi without leaving the field is converted by the server and accepted', async ({ page }) => {
  const { departureDate } = await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 0, returnInDays: null });
  await fillTravellers(page, 'en', travellersFor({ lang: 'en', adult: 1, child: 0 }, departureDate));
  const contact = guestContact('zawgyi-server');
  await fillContactFields(page, { ...contact, name: '' });
  // The name last, then Enter in it: the browser's conversion on leaving the field never runs.
  const name = page.getByLabel(m['checkout.contact.name']);
  await name.fill('ေဒၚခင္ျမင့္');
  await name.press('Enter');
  await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect((await orderDetail(page, orderId)).data.contact.name).toBe('ဒေါ်ခင်မြင့်');
});

test('a child under 10 on a domestic flight books through to payment without an NRC', async ({ page }) => {
  const { departureDate } = await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 1, returnInDays: null });
  const cards = page.locator('section[data-traveller]');
  await expect(cards).toHaveCount(2);
  const child = cards.nth(1);
  await fillLocalTraveller(page, 0, {
    firstName: 'Aung',
    lastName: 'Kyaw',
    dateOfBirth: addYears(departureDate, -35),
    gender: 'male',
    nrc: { division: '12', township: 'KaMaYa', type: 'N', number: '123456' },
  });
  await fillLocalTraveller(page, 1, { firstName: 'Su', lastName: 'Kyaw', dateOfBirth: addDays(addYears(departureDate, -10), 1), gender: 'female' });
  // Nine on the departure date (ten the day after): the date of birth is enough, and the form says why.
  await expect(child.getByText(m['checkout.field.noNrcUnderTen'])).toBeVisible();
  await expect(child.getByLabel(m['checkout.field.division'])).toHaveCount(0);
  await expect(child.getByLabel(m['checkout.field.passportNumber'])).toHaveCount(0);
  await page.getByRole('button', { name: m['checkout.continue'], exact: true }).click();

  const contact = guestContact('child');
  await fillContactFields(page, contact);
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await orderDetail(page, orderId);
  expect(flightItemOf(order.data)!.travellers.map((traveller) => traveller.type)).toEqual(['adult', 'child']);
});

test('a child who is 10 on the departure date is still asked for the NRC', async ({ page }) => {
  const { departureDate } = await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 1, returnInDays: null });
  const child = page.locator('section[data-traveller]').nth(1);
  await child.getByLabel(m['checkout.field.dateOfBirth']).fill(addYears(departureDate, -10));
  await expect(child.getByRole('group', { name: m['checkout.field.nrc'] })).toBeVisible();
  await expect(child.getByText(m['checkout.field.noNrcUnderTen'])).toHaveCount(0);
});

test.describe('signed-in member', () => {
  const password = 'Inle-Lake-Morning-26';

  /**
   * A new member, signed up and activated with the code from the development mailbox: through this
   * run's own server only (another run's server may be using the shared e2e data directory).
   */
  async function signInNewMember(page: Page, name: { firstName: string; lastName: string }) {
    const email = uniqueEmail('checkout-member');
    await signUpAndActivate(page, { ...name, email, password });
    return email;
  }

  test('a saved traveller fills every field, the NRC township included', async ({ page }) => {
    await signInNewMember(page, { firstName: 'Thida', lastName: 'Win' });
    // A local saved with the NRC (the form's first document): Yangon Region, Kamayut township.
    await page.goto('/traveler-list');
    await page.getByRole('link', { name: 'Add a traveller' }).click();
    await page.waitForURL(/\/traveler-info/);
    const form = page.locator('section[data-traveller]');
    await form.getByLabel(m['checkout.field.firstName']).fill('Thida');
    await form.getByLabel(m['checkout.field.lastName']).fill('Win');
    await form.getByLabel(m['checkout.field.dateOfBirth']).fill('1987-11-23');
    await form.getByLabel(m['checkout.field.female'], { exact: true }).check();
    await form.getByLabel(m['checkout.field.nationality']).selectOption('MM');
    await form.getByLabel(m['checkout.field.division']).selectOption('12');
    await expect(form.getByLabel(m['checkout.field.township']).locator('option[value="KaMaYa"]')).toHaveCount(1);
    await form.getByLabel(m['checkout.field.township']).selectOption('KaMaYa');
    await form.getByLabel(m['checkout.field.nrcType']).selectOption('N');
    await form.getByLabel(m['checkout.field.nrcNumber']).fill('654321');
    await page.getByRole('button', { name: 'Save traveller' }).click();
    await page.waitForURL(/\/traveler-list\?notice=saved/);

    await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 0, returnInDays: null });
    await page.locator('select[data-saved-picker="0"]').selectOption({ label: 'Thida Win (1987-11-23)' });
    const card = page.locator('section[data-traveller]').first();
    await expect(card.getByLabel(m['checkout.field.firstName'])).toHaveValue('Thida');
    await expect(card.getByLabel(m['checkout.field.lastName'])).toHaveValue('Win');
    await expect(card.getByLabel(m['checkout.field.dateOfBirth'])).toHaveValue('1987-11-23');
    await expect(card.getByLabel(m['checkout.field.female'], { exact: true })).toBeChecked();
    await expect(card.getByLabel(m['checkout.field.nationality'])).toHaveValue('MM');
    await expect(card.getByLabel(m['checkout.field.division'])).toHaveValue('12');
    // The township list of the state is fetched after the pick; the saved township is then the one shown.
    const township = card.getByLabel(m['checkout.field.township']);
    await expect(township).toHaveValue('KaMaYa');
    await expect(township.locator('option:checked')).toHaveText(/^KaMaYa/);
    await township.scrollIntoViewIfNeeded();
    await expect(township).toBeInViewport();
    await expect(card.getByLabel(m['checkout.field.nrcType'])).toHaveValue('N');
    await expect(card.getByLabel(m['checkout.field.nrcNumber'])).toHaveValue('654321');

    // And the booking goes on with it, as picked.
    await page.getByRole('button', { name: m['checkout.continue'], exact: true }).click();
    await expect(page).toHaveURL(/\/flight\/contact-info\?checkoutId=/);
  });

  test("the member's contact details are already in the contact form, and what they type stays", async ({ page }) => {
    const email = await signInNewMember(page, { firstName: 'Kyaw', lastName: 'Zin' });
    const { departureDate } = await searchAndSelectFlights(page, { lang: 'en', adult: 1, child: 0, returnInDays: null });
    await fillTravellers(page, 'en', travellersFor({ lang: 'en', adult: 1, child: 0 }, departureDate));
    await page.waitForURL(/\/flight\/contact-info/);
    await expect(page.getByLabel(m['checkout.contact.name'])).toHaveValue('Kyaw Zin');
    await expect(page.getByLabel(m['checkout.contact.email'])).toHaveValue(email);
    // The profile has no phone: that field is left for the member.
    await expect(page.getByLabel(m['checkout.contact.phoneNumber'])).toHaveValue('');

    // Changed by the member, then the page is loaded again in the same tab: their typing is kept.
    const other = uniqueEmail('checkout-member-other');
    await page.getByLabel(m['checkout.contact.email']).fill(other);
    await page.getByLabel(m['checkout.contact.phoneNumber']).fill('09791234567');
    await page.getByLabel(m['checkout.contact.phoneNumber']).press('Tab');
    await page.reload();
    await expect(page.getByLabel(m['checkout.contact.email'])).toHaveValue(other);
    await expect(page.getByLabel(m['checkout.contact.phoneNumber'])).toHaveValue('09791234567');
    await expect(page.getByLabel(m['checkout.contact.name'])).toHaveValue('Kyaw Zin');

    await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
    await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
  });
});
