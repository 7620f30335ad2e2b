import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, addYears, yangonDate } from '@thwa/domain/dates';
import { checkoutEn } from '../apps/web/app/i18n/checkout.en.ts';
import { checkoutMy } from '../apps/web/app/i18n/checkout.my.ts';
import { flightListingEn } from '../apps/web/app/i18n/flight-listing.en.ts';
import { flightListingMy } from '../apps/web/app/i18n/flight-listing.my.ts';
import { paymentEn } from '../apps/web/app/i18n/payment.en.ts';
import { paymentMy } from '../apps/web/app/i18n/payment.my.ts';
import { expect } from './fixtures.ts';

/**
 * Shared steps of the booking journeys: search and pick flights, fill the travellers and the contact,
 * reach the payment page. Labels come from the catalogues, so a copy change does not break the tests
 * and the Myanmar journey uses the same steps.
 */

export type JourneyLanguage = 'en' | 'mm';

/** Waits until React has hydrated the page: its <main> (or body) carries React's fibre, server HTML alone does not. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('main') ?? document.body;
    return Object.keys(root).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Nothing on the page may push it wider than the screen. */
export async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

export function messages(lang: JourneyLanguage) {
  return lang === 'mm'
    ? { ...checkoutMy, ...flightListingMy, ...paymentMy }
    : { ...checkoutEn, ...flightListingEn, ...paymentEn };
}

export interface TravellerSpec {
  type: 'adult' | 'child' | 'infant';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
}

export interface Journey {
  lang: JourneyLanguage;
  adult: number;
  child: number;
  /**
   * Days from today (Yangon) to the departure, and to the return for a round trip (null: one way).
   * Unsaid, a journey leaves on a day of its own 5 to 34 days ahead and returns 4 days later: the suite
   * books some hundred times a run, and on one shared day its bookings and unpaid holds took every seat
   * of our own inventory's fares, so a later journey found only waitlists (wallet.spec in CI). A spec
   * that moves a fare or seats does it on days outside this range (price-change.spec: 41 and 42).
   */
  departInDays?: number;
  returnInDays?: number | null;
}

const TRIP_DAYS = 4;

const today = () => yangonDate(new Date());

/** Travellers of the right ages for a trip leaving `departureDate`: adults in their thirties, children of 7. */
export function travellersFor(journey: Journey, departureDate: string): TravellerSpec[] {
  const adults = Array.from({ length: journey.adult }, (_, index): TravellerSpec => ({
    type: 'adult',
    firstName: ['Aung', 'Thida', 'Min'][index] ?? 'Adult',
    lastName: 'Kyaw',
    dateOfBirth: addYears(departureDate, -(34 + index)),
    gender: index % 2 === 0 ? 'male' : 'female',
  }));
  const children = Array.from({ length: journey.child }, (_, index): TravellerSpec => ({
    type: 'child',
    firstName: ['Su', 'Zaw'][index] ?? 'Child',
    lastName: 'Kyaw',
    dateOfBirth: addDays(addYears(departureDate, -7), -index),
    gender: 'female',
  }));
  return [...adults, ...children];
}

export function searchUrl(journey: Journey): { url: string; departureDate: string } {
  const departDays = journey.departInDays ?? 5 + randomInt(30);
  const departureDate = addDays(today(), departDays);
  const returnDays = journey.returnInDays === undefined ? departDays + TRIP_DAYS : journey.returnInDays;
  const params = new URLSearchParams({
    tripType: returnDays === null ? '1' : '2',
    origin: 'RGN',
    destination: 'MDL',
    departureDate,
    ...(returnDays === null ? {} : { returnDate: addDays(today(), returnDays) }),
    adult: String(journey.adult),
    child: String(journey.child),
    infant: '0',
    language: journey.lang,
  });
  return { url: `/flight/depart/search?${params.toString()}`, departureDate };
}

/**
 * The first Select link of a listing for a fare sold from our own inventory (S1) with seats: its issue
 * outcome is always "completed", where the sandbox sources sometimes delay, waitlist or refuse on
 * purpose. A fare whose seats the suite's other bookings have taken is listed as a waitlist, whose
 * Select leads to the offline request (`offline=1`), not to the checkout: never that one.
 */
export function bookableSelect(page: Page, selectLabel: string, param: 'outward' | 'return') {
  return page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${selectLabel}`) })
    .and(page.locator(`a[href*="${param}=S1-"]:not([href*="offline="])`))
    .first();
}

/** Picks the first bookable departure (and return) of our own inventory: see bookableSelect. */
export async function searchAndSelectFlights(page: Page, journey: Journey): Promise<{ departureDate: string }> {
  const m = messages(journey.lang);
  const { url, departureDate } = searchUrl(journey);
  await page.goto(url);
  await bookableSelect(page, m['flights.select'], 'outward').click();
  if (journey.returnInDays !== null) {
    await page.waitForURL(/\/flight\/return\/search/);
    await bookableSelect(page, m['flights.select'], 'return').click();
  }
  await page.waitForURL(/\/flight\/checkout/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['checkout.title']);
  return { departureDate };
}

/** Fills every traveller card with a foreign passport (the form's simplest valid document on any route). */
export async function fillTravellers(page: Page, lang: JourneyLanguage, travellers: readonly TravellerSpec[]) {
  const m = messages(lang);
  const passportExpiry = addYears(today(), 5);
  const cards = page.locator('section[data-traveller]');
  await expect(cards).toHaveCount(travellers.length);
  for (const [index, traveller] of travellers.entries()) {
    const card = cards.nth(index);
    await card.getByLabel(m['checkout.field.firstName']).fill(traveller.firstName);
    await card.getByLabel(m['checkout.field.lastName']).fill(traveller.lastName);
    await card.getByLabel(m['checkout.field.dateOfBirth']).fill(traveller.dateOfBirth);
    await card.getByLabel(traveller.gender === 'male' ? m['checkout.field.male'] : m['checkout.field.female'], { exact: true }).check();
    await card.getByLabel(m['checkout.field.nationality']).selectOption('TH');
    await card.getByLabel(m['checkout.field.passportNumber']).fill(`AB${String(1234567 + index)}`);
    await card.getByLabel(m['checkout.field.passportExpiry']).fill(passportExpiry);
  }
  await page.getByRole('button', { name: m['checkout.continue'], exact: true }).click();
}

export interface ContactSpec {
  name: string;
  email: string;
  phoneNumber: string;
}

export function guestContact(tag: string): ContactSpec {
  return { name: 'Aung Kyaw', email: `guest.${tag}.${Date.now()}@example.com`, phoneNumber: uniqueMobile() };
}

/**
 * A Myanmar mobile number of its own for each booking (0979 and 7 random digits): holds extended to
 * 24 hours are limited per contact phone (hold-limits.ts), so tests sharing one number would count
 * against each other's limit, and fail once a few of them pay at a shop in one run.
 */
export function uniqueMobile(): string {
  return `0979${String(randomInt(10_000_000)).padStart(7, '0')}`;
}

/** The contact step; ends on the payment page. */
export async function fillContact(page: Page, lang: JourneyLanguage, contact: ContactSpec) {
  const m = messages(lang);
  await page.waitForURL(/\/flight\/contact-info/);
  await page.getByLabel(m['checkout.contact.name']).fill(contact.name);
  await page.getByLabel(m['checkout.contact.email']).fill(contact.email);
  await page.getByLabel(m['checkout.contact.phoneNumber']).fill(contact.phoneNumber);
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
}

/** Search, pick, fill travellers and contact: the payment page of a new order. Returns its order id. */
export async function bookUntilPayment(page: Page, journey: Journey, contact: ContactSpec): Promise<string> {
  const { departureDate } = await searchAndSelectFlights(page, journey);
  await fillTravellers(page, journey.lang, travellersFor(journey, departureDate));
  await fillContact(page, journey.lang, contact);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  if (!orderId) throw new Error(`no order id in ${page.url()}`);
  return orderId;
}

/** The sandbox card gateway's hosted page (either language): test card, a future expiry, CVC 123. */
export async function payOnSandboxCard(page: Page, nameOnCard = 'AUNG KYAW') {
  await page.waitForURL(/\/sandbox\/card\//);
  const expiry = addYears(yangonDate(new Date()), 2);
  await page.getByLabel(/Card number|ကတ်နံပါတ်/).fill('4111 1111 1111 1111');
  await page.getByLabel(/Expiry date|သက်တမ်းကုန်ဆုံးရက်/).fill(`${expiry.slice(5, 7)}/${expiry.slice(2, 4)}`);
  await page.getByLabel(/Security code|လုံခြုံရေးကုဒ်/).fill('123');
  const name = page.getByLabel(/Name on card|ကတ်ပေါ်ရှိ အမည်/);
  if (await name.count()) await name.fill(nameOnCard);
  await page.locator('button[name="action"][value="pay"]').click();
}
