import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { localDigits } from '@thwa/domain/date-format';
import { en, type MessageKey } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { translate } from '../apps/web/app/i18n/translate.ts';
import { fitsTheScreen, guestContact, hydrated, payOnSandboxCard } from './booking-helpers.ts';
import { createEmployee, openConsoleAt } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * The console's bus panel (issue 21): a guest books a seat Yangon to Mandalay on the site, then an
 * inventory employee finds the coach among the day's on /ops/bus, opens its manifest and sees the
 * passenger on their seat with the booking; in English on a desktop and in Myanmar on a 390 px phone.
 */

type Lang = 'en' | 'mm';

function words(lang: Lang) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(lang === 'mm' ? my : en, key, values);
}

/** A day of this spec's own, 80 to 88 days ahead (the bus journeys take earlier ones). */
function ownTravelDate(): string {
  return addDays(yangonDate(new Date()), 80 + randomInt(9));
}

/** A guest books one seat of the first coach Yangon to Mandalay on `date`, in English, and pays by card: its departure, seat, passenger and order. */
async function guestBooksASeat(page: Page, date: string, last: string) {
  const t = words('en');
  await page.goto(`/bus/search?${new URLSearchParams({ from: 'YGN', to: 'MDY', date, passengers: '1', nationality: 'local' }).toString()}`);
  const card = page.getByTestId('bus-departure').filter({ has: page.getByRole('link', { name: t('bus.card.choose') }) }).first();
  await card.getByRole('link', { name: t('bus.card.choose') }).click();
  await page.waitForURL(/\/bus\/seats\?departureId=\d+/);
  const departureId = new URL(page.url()).searchParams.get('departureId')!;
  await hydrated(page);
  const seatNo = await page.locator('[data-testid="seat-map"] label[data-status="available"]').first().getAttribute('data-seat');
  expect(seatNo).toBeTruthy();
  await page.getByRole('checkbox', { name: t('bus.seats.seat', { seat: seatNo!, status: t('bus.seats.status.available') }) }).check();
  await page
    .getByRole('group', { name: t('bus.seats.gender', { seat: seatNo! }) })
    .getByLabel(t('bus.seats.female'), { exact: true })
    .check();
  await page.getByRole('button', { name: t('bus.seats.continue') }).click();

  await page.waitForURL(/\/bus\/checkout\?checkoutId=/);
  const traveller = page.locator('section[data-traveller]').first();
  await traveller.locator('input[name="travellers.0.firstName"]').fill('THIDA');
  await traveller.locator('input[name="travellers.0.lastName"]').fill(last);
  await traveller.locator('input[name="travellers.0.dateOfBirth"]').fill('1991-06-15');
  await traveller.locator('select[name="travellers.0.divisionCode"]').selectOption('12');
  await expect(traveller.locator('select[name="travellers.0.townshipCode"] option[value="KaMaYa"]')).toHaveCount(1);
  await traveller.locator('select[name="travellers.0.townshipCode"]').selectOption('KaMaYa');
  await traveller.locator('select[name="travellers.0.nrcType"]').selectOption('N');
  await traveller.locator('input[name="travellers.0.nrcNumber"]').fill(String(100_000 + randomInt(899_999)));
  const contact = guestContact('opsbus');
  await page.locator('input[name="contact.contactName"]').fill(contact.name);
  await page.locator('input[name="contact.email"]').fill(contact.email);
  await page.locator('input[name="contact.phoneNumber"]').fill(contact.phoneNumber);
  await page.getByRole('button', { name: t('bus.checkout.pay') }).click();

  await page.waitForURL(/\/bus\/payment\?orderId=TW\d{10}/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${t('payment.pay')}`) }).click();
  await payOnSandboxCard(page, `THIDA ${last}`);
  await page.waitForURL(/\/checkout\/thank-you\?orderId=TW\d{10}/);
  return { departureId, seatNo: seatNo!, passenger: `THIDA ${last}`, orderId };
}

/** The employee picks the day and the route on /ops/bus and opens the coach's manifest. */
async function openManifest(page: Page, lang: Lang, date: string, departureId: string) {
  const t = words(lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('bus.ops.title'));
  await page.getByLabel(t('bus.ops.date')).fill(date);
  await page.getByLabel(t('bus.ops.from'), { exact: true }).selectOption('YGN');
  await page.getByLabel(t('bus.ops.to'), { exact: true }).selectOption('MDY');
  await page.getByRole('button', { name: t('bus.ops.show') }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/bus\\?date=${date}&from=YGN&to=MDY$`));
  const link = page.locator(`a[href="/ops/bus/${departureId}"]:visible`);
  await expect(link).toHaveCount(1);
  return link;
}

async function expectPassengerOnSeat(page: Page, lang: Lang, booked: { seatNo: string; passenger: string; orderId: string }) {
  const t = words(lang);
  const seat = page.locator(`[data-seat="${booked.seatNo}"]`);
  await expect(seat).toHaveAttribute('data-status', /^(held|sold)$/);
  const status = (await seat.getAttribute('data-status')) === 'sold' ? t('bus.ops.seat.sold') : t('bus.ops.seat.held');
  await expect(seat.getByRole('link')).toHaveAccessibleName(t('bus.ops.seat.labelWho', { seat: localDigits(booked.seatNo, lang), status, who: `${booked.passenger}, ${t('bus.ops.seat.female')}` }));
  const card = page.locator(`[data-passenger-seat="${booked.seatNo}"]`);
  await expect(card).toContainText(booked.passenger);
  await expect(card.getByRole('link', { name: booked.orderId })).toHaveAttribute('href', `/ops/orders/${booked.orderId}`);
}

test.describe('the console’s bus panel', () => {
  test.setTimeout(scaledWait(150_000));

  test('in English on a desktop, an inventory employee finds a guest’s coach and sees the passenger on their seat in its manifest', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English run is the desktop one; the phone reads the panel in Myanmar');
    const date = ownTravelDate();
    const booked = await guestBooksASeat(page, date, 'WIN');

    const employee = await createEmployee(['inventory']);
    await openConsoleAt(page, en, employee.email, '/ops/bus');
    await expect(page.getByRole('navigation', { name: en['ops.nav.label'] }).getByRole('link', { name: 'Buses' })).toBeVisible();
    const link = await openManifest(page, 'en', date, booked.departureId);
    await expectAccessible(page);
    await link.click();
    await page.waitForURL(new RegExp(`/ops/bus/${booked.departureId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Yangon to Mandalay');
    await expectPassengerOnSeat(page, 'en', booked);
    await expectAccessible(page);
    // The booking opens the order's page.
    await page.locator(`[data-passenger-seat="${booked.seatNo}"]`).getByRole('link', { name: booked.orderId }).click();
    await page.waitForURL(new RegExp(`/ops/orders/${booked.orderId}$`));
  });

  test('in Myanmar on a 390 px phone, the day’s coaches are cards and the manifest shows the passenger, nothing overflowing', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the Myanmar run is the phone one');
    await page.setViewportSize({ width: 390, height: 844 });
    const date = ownTravelDate();
    const booked = await guestBooksASeat(page, date, 'AYE');

    const employee = await createEmployee(['inventory']);
    await openConsoleAt(page, my, employee.email, '/ops/bus', 'Myanmar');
    const link = await openManifest(page, 'mm', date, booked.departureId);
    await expect(page.getByRole('table')).toBeHidden();
    await fitsTheScreen(page);
    await expectAccessible(page);
    await link.click();
    await page.waitForURL(new RegExp(`/ops/bus/${booked.departureId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ရန်ကုန်');
    await expectPassengerOnSeat(page, 'mm', booked);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
