import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hotels, mailMessages, tickets } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { addDays } from '@thwa/domain/dates';
import { hotelItemOf } from '@thwa/domain/orders/order-items';
import { DEFAULT_CHROMIUM_PATH } from '../src/features/tickets/ticket-pdf.ts';
import { voucherHtml } from '../src/features/tickets/voucher-html.ts';
import { voucherText } from '../src/features/tickets/voucher-text.ts';
import { inDays, post } from './flights-fixtures.ts';
import { CONTACT, encrypted, orderDetailOf, FORM } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

// A database of this file's own: no other file's worker may take this order's jobs. No worker runs
// here: the test calls the fulfilment and the ticket-render job's work itself.
const api = useTestApiOnOwnDatabase('thwa_hotel_voucher', { RATE_LIMIT_PER_MINUTE: '1000000' });
const hasChromium = existsSync(process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH);

/** Some room, sleeping two adults (and `children`), free on every night of a two-night stay from `checkIn`. */
function roomFor(checkIn: string, children = 0) {
  for (const hotel of hotelCatalogue()) {
    for (const room of hotel.rooms) {
      const rate = room.rates.find((one) => !one.services.includes('Extra bed'));
      const free = [0, 1].every((night) => roomNight(hotel, room, addDays(checkIn, night)).available > 0);
      if (rate && room.maxAdults >= 2 && room.maxChildren >= children && free) return { hotel, room, rate };
    }
  }
  throw new Error('no room free for the stay');
}

/** A two-night stay `days` ahead, placed, paid by card and confirmed by the hotel, in the guest's language. */
async function confirmedStay(language: 'en' | 'mm', days: number, childAges: number[] = []) {
  const checkIn = inDays(days);
  const { hotel, room, rate } = roomFor(checkIn, childAges.length);
  const priced = await post(api.app, '/api/hotel/v4/checkReservation', {
    hotelId: hotel.id,
    roomTypeId: room.id,
    rateId: rate.id,
    checkIn,
    checkOut: addDays(checkIn, 2),
    rooms: 1,
    adult: 2,
    child: childAges.length,
    childAges,
    language,
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const checkout = priced.json<{ data: HotelCheckout }>().data;
  const guests = await post(api.app, '/api/hotel/v2/order', {
    checkoutId: checkout.checkoutId,
    adult: [{ firstName: 'Su Su', lastName: 'Hlaing' }],
    additionalInfo: { estimatedCheckInTime: 'early', specialRequest: 'A quiet room, please' },
  });
  expect(guests.statusCode, guests.body).toBe(200);
  const stored = await api.app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  const placed = stored.json().data as { orderId: string; orderKey: string };
  const payment = await post(api.app, '/api/pay/makepayment', { ...placed, categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': randomUUID() });
  expect(payment.statusCode, payment.body).toBe(200);
  const paid = await api.app.inject({
    method: 'POST',
    url: (payment.json().data.action as { url: string }).url,
    headers: FORM,
    payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'SU SU HLAING', action: 'pay' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
  return { placed, hotel, detail: await orderDetailOf(api.app, placed, language) };
}

/** What the ticket-render job does; without Chromium the text is stored and the PDF step throws. */
async function render(orderId: string) {
  const rendering = api.app.services.notifications.renderDocuments(orderId, 1);
  if (hasChromium) await rendering;
  else await expect(rendering).rejects.toThrow(/Chromium was not found/);
}

describe('a confirmed hotel stay', () => {
  it('gets a hotel voucher, not an e-ticket: stored, viewed, downloaded and mailed as one', async () => {
    const { placed, detail, hotel } = await confirmedStay('en', 20);
    const stay = hotelItemOf(detail)!;
    expect(stay.voucherNumbers).toEqual([`${placed.orderId}-1`]);
    await render(placed.orderId);

    const [stored] = await api.connection.db.select().from(tickets).where(eq(tickets.orderId, placed.orderId));
    expect(stored!.text.split('\n').slice(0, 2)).toEqual(['Thwa', 'Hotel voucher']);
    expect(stored!.text).toMatch(new RegExp(`^Hotel confirmation number ${detail.pnr}$`, 'm'));
    expect(stored!.text).toContain(hotel.nameEn);
    expect(stored!.text).toContain(`Room 1: Su Su Hlaing\n   Voucher number         ${placed.orderId}-1`);
    expect(stored!.text).toMatch(/^Estimated arrival +Early Check-in$/m);
    expect(stored!.text).toContain('A quiet room, please');
    expect(stored!.text).not.toContain('E-ticket');

    // The links are given once the document is stored.
    const links = (await orderDetailOf(api.app, placed, 'en')).ticket!;
    const view = await api.app.inject({ method: 'GET', url: links.viewUrl });
    expect(view.statusCode).toBe(200);
    expect(view.body).toBe(stored!.text);
    if (!hasChromium) return;

    const download = await api.app.inject({ method: 'GET', url: links.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${placed.orderId}-voucher.pdf"`);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const [mail] = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${placed.orderId}:e-ticket`));
    expect(mail!.subject).toBe(`Your hotel voucher: ${placed.orderId}`);
    expect(mail!.text).toContain('Please show it at the front desk when you check in');
    expect(mail!.text).toContain('Room 1: Su Su Hlaing');
    expect(mail!.text).not.toContain('airport');
    expect(mail!.attachments).toEqual([{ filename: `${placed.orderId}-voucher.pdf`, contentType: 'application/pdf', orderId: placed.orderId, itemNo: 1 }]);
  }, 60_000);

  it("gives the hotel's phone when it has one, and the children's ages, in both languages", async () => {
    const { placed, hotel } = await confirmedStay('en', 33, [4, 9]);
    const support = { brand: 'Thwa', phone: '+95 1 234 5678', email: 'help@thwa.example' };
    // Without a phone on record, no phone line (the seed may not have filled this hotel's yet).
    await api.connection.db.update(hotels).set({ phone: null }).where(eq(hotels.hotelId, hotel.id));
    const without = await orderDetailOf(api.app, placed, 'en');
    expect(hotelItemOf(without)).toMatchObject({ phone: null, child: 2, childAges: [4, 9] });
    expect(voucherText(without, 'en', support)).not.toContain('Hotel phone');
    expect(voucherHtml(without, 'en', support)).not.toContain('Hotel phone');

    await api.connection.db.update(hotels).set({ phone: '+95 81 209 4455' }).where(eq(hotels.hotelId, hotel.id));
    await render(placed.orderId);
    const [stored] = await api.connection.db.select().from(tickets).where(eq(tickets.orderId, placed.orderId));
    expect(stored!.text).toMatch(/^Hotel phone +\+95 81 209 4455$/m);
    expect(stored!.text).toMatch(/^Adults and children +2 adults, 2 children \(ages 4 and 9\)$/m);
    const en = await orderDetailOf(api.app, placed, 'en');
    expect(voucherHtml(en, 'en', support)).toContain('Hotel phone:</span> <span class="phone">+95 81 209 4455</span>');
    expect(voucherHtml(en, 'en', support)).toContain('2 adults, 2 children (ages 4 and 9)');
    const mm = await orderDetailOf(api.app, placed, 'mm');
    expect(voucherText(mm, 'mm', support)).toContain('ဟိုတယ် ဖုန်း: +95 81 209 4455');
    expect(voucherText(mm, 'mm', support)).toContain('လူကြီးနှင့် ကလေး: လူကြီး ၂ ဦး၊ ကလေး ၂ ဦး (အသက် ၄ နှစ်နှင့် ၉ နှစ်)');
    expect(voucherHtml(mm, 'mm', support)).toContain('လူကြီး ၂ ဦး၊ ကလေး ၂ ဦး (အသက် ၄ နှစ်နှင့် ၉ နှစ်)');
    if (!hasChromium) return;
    // The voucher e-mail (rendered with the document) gives them too.
    const [mail] = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${placed.orderId}:e-ticket`));
    expect(mail!.text).toContain('+95 81 209 4455');
    expect(mail!.text).toContain('2 adults, 2 children (ages 4 and 9)');
  }, 60_000);

  it('is written in Myanmar for a stay booked in Myanmar', async () => {
    const { placed, hotel } = await confirmedStay('mm', 27);
    await render(placed.orderId);
    const [stored] = await api.connection.db.select().from(tickets).where(eq(tickets.orderId, placed.orderId));
    expect(stored!.text.split('\n').slice(0, 2)).toEqual(['Thwa', 'ဟိုတယ် ဘောက်ချာ']);
    expect(stored!.text).toContain(hotel.nameMy);
    expect(stored!.text).toContain(`အခန်း ၁: Su Su Hlaing\n   ဘောက်ချာနံပါတ်: ${placed.orderId}-1`);
    expect(stored!.text).toContain('ရောက်ရှိမည့် ခန့်မှန်းအချိန်: စောစီးစွာ ဝင်ရောက်မည်');
    if (!hasChromium) return;
    const [mail] = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${placed.orderId}:e-ticket`));
    expect(mail!.subject).toBe(`သင့်ဟိုတယ် ဘောက်ချာ - ${placed.orderId}`);
  }, 60_000);
});
