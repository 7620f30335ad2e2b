import { describe, expect, it } from 'vitest';
import { ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { flightMail } from '../flights/booking/flight-mail.ts';
import { flightTicket } from '../flights/booking/flight-module.ts';
import { hotelMail } from '../hotels/booking/hotel-mail.ts';
import { hotelVoucher } from '../hotels/booking/hotel-module.ts';
import { sampleHotelOrder, sampleOrder } from '../tickets/sample-order.ts';
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  documentAttachment,
  eTicketEmail,
  guestCancelledEmail,
  paymentReminderEmail,
  type MailContent,
} from './mail-templates.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const links = {
  trackUrl: 'https://thwa.test/track-booking?bookingId=TW2611220001',
  viewTicketUrl: 'https://thwa.test/account/my-trip/view-ticket?orderId=TW2611220001',
  downloadUrl: 'https://thwa.test/api/tickets/TW2611220001.pdf',
};
const MYANMAR = /[\u1000-\u109f]/;

function expectWellFormed(mail: MailContent, language: 'en' | 'mm') {
  expect(mail.subject).toContain('TW2611220001');
  expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language === 'mm' ? 'my' : 'en'}">`));
  expect(mail.text).toContain(support.phone);
  expect(mail.html).toContain(support.email);
  if (language === 'mm') expect(mail.subject).toMatch(MYANMAR);
}

describe('every booking e-mail', () => {
  const orders = [sampleOrder(), sampleOrder({ outcome: 'unpaid' }), sampleOrder({ outcome: 'paid_cancelled' })];
  it.each(['en', 'mm'] as const)('greets the contact by name and nothing else, in %s', (language) => {
    const greeting = language === 'en' ? 'Dear Aung Ko Ko,' : 'မင်္ဂလာပါ Aung Ko Ko၊';
    const mails = orders.flatMap((order) => [
      bookingConfirmationEmail(order, language, links, support, flightMail),
      eTicketEmail(order, language, links, support, flightMail),
      bookingCancelledEmail(order, language, links, support, flightMail),
      paymentReminderEmail(order, language, links, support, flightMail),
    ]);
    for (const mail of mails) {
      const text = mail.text.split('\n');
      expect(text[3], mail.subject).toBe(greeting);
      // The line after the greeting is the message itself, with no marker before it.
      expect(text[5], mail.subject).not.toMatch(/^\s*!/);
      expect(mail.text).not.toMatch(/^! /m);
      expect(mail.html).toContain(`>${greeting}</p>`);
    }
  });
});

describe('bookingConfirmationEmail', () => {
  it.each(ThankYouOutcome.options)('has its own subject for the %s outcome in both languages', (outcome) => {
    const en = bookingConfirmationEmail(sampleOrder({ outcome }), 'en', links, support, flightMail);
    const mm = bookingConfirmationEmail(sampleOrder({ outcome }), 'mm', links, support, flightMail);
    expectWellFormed(en, 'en');
    expectWellFormed(mm, 'mm');
  });

  it('gives each outcome a different subject', () => {
    const subjects = ThankYouOutcome.options.map(
      (outcome) => bookingConfirmationEmail(sampleOrder({ outcome }), 'en', links, support, flightMail).subject,
    );
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('links the ticket only once the booking is completed', () => {
    const completed = bookingConfirmationEmail(sampleOrder(), 'en', links, support, flightMail);
    expect(completed.html).toContain(`href="${links.downloadUrl}"`);
    expect(completed.text).toContain(`Download e-ticket (PDF): ${links.downloadUrl}`);
    const waitlisted = bookingConfirmationEmail(sampleOrder({ outcome: 'waitlisted' }), 'en', links, support, flightMail);
    expect(waitlisted.html).not.toContain(links.downloadUrl);
    expect(waitlisted.text).toContain('within 24 hours');
    expect(waitlisted.html).toContain(`href="${links.trackUrl}"`);
  });

  it('lists the trip and the travellers', () => {
    const mail = bookingConfirmationEmail(sampleOrder(), 'en', links, support, flightMail);
    expect(mail.text).toContain('UB 101: RGN Sun 22 Nov 2026, 07:30 → NYU 08:35');
    expect(mail.text).toContain('Adult: Mr AUNG KO KO');
    expect(mail.text).toContain('Total paid: MMK 445,000');
  });

  it('drops links that are not http(s) and escapes values', () => {
    const order = sampleOrder({ contact: { name: '<b>Ko</b>', email: 'x@y.test', phone: '1' } });
    const mail = bookingConfirmationEmail(order, 'en', { trackUrl: 'javascript:alert(1)', downloadUrl: '/relative' }, support, flightMail);
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('/relative');
    expect(mail.html).not.toContain('<b>Ko');
    expect(mail.html).toContain('&lt;b&gt;Ko&lt;/b&gt;');
  });
});

describe('eTicketEmail', () => {
  it('says the PDF is attached and names the attachment from the order id', () => {
    const mail = eTicketEmail(sampleOrder(), 'mm', links, support, flightMail);
    expectWellFormed(mail, 'mm');
    expect(mail.text).toContain('PDF');
    expect(mail.text).toContain('K7QZ4M');
    expect(documentAttachment('TW2611220001', 1, flightTicket)).toEqual({
      filename: 'TW2611220001.pdf',
      contentType: 'application/pdf',
      orderId: 'TW2611220001',
      itemNo: 1,
    });
    // A further item's document is numbered, so two documents of one order never share a name.
    expect(documentAttachment('TW2611220001', 2, flightTicket).filename).toBe('TW2611220001-2.pdf');
  });
});

describe('paymentReminderEmail', () => {
  const order = sampleOrder({
    outcome: 'unpaid',
    paymentStatus: 'pending',
    status: 'held',
    payment: {
      method: 'shop',
      status: 'pending',
      amount: 445_000,
      paymentCode: '7731 0042',
      expiresAt: '2026-11-21T03:15:00Z',
      paidAt: null,
    },
  });

  it('gives the payment code, the amount and the deadline in Yangon time', () => {
    const mail = paymentReminderEmail(order, 'en', links, support, flightMail);
    expectWellFormed(mail, 'en');
    expect(mail.text).toContain('Payment code: 7731 0042');
    expect(mail.text).toContain('Amount to pay: MMK 445,000');
    expect(mail.text).toContain('Pay before: Sat 21 Nov 2026, 09:45 (Yangon time)');
  });

  it('is written in Myanmar for Myanmar customers', () => {
    const mail = paymentReminderEmail(order, 'mm', links, support, flightMail);
    expectWellFormed(mail, 'mm');
    expect(mail.text).toContain('ငွေပေးချေမှုကုဒ်: 7731 0042');
    expect(mail.text).toContain('၄၄၅,၀၀၀ ကျပ်');
  });
});

describe('bookingCancelledEmail', () => {
  it('explains the refund of a paid booking and names the support contacts', () => {
    const mail = bookingCancelledEmail(sampleOrder({ status: 'cancelled', outcome: 'paid_cancelled' }), 'en', links, support, flightMail);
    expectWellFormed(mail, 'en');
    expect(mail.text).toContain('A refund of MMK 445,000 is being processed');
  });

  it('says nothing is due when nothing was paid', () => {
    const mail = bookingCancelledEmail(sampleOrder({ status: 'cancelled', paymentStatus: 'none', payment: null }), 'mm', links, support, flightMail);
    expectWellFormed(mail, 'mm');
    expect(mail.text).toContain('ပေးရန်ကျန်ငွေ မရှိပါ');
  });
});

describe('guestCancelledEmail', () => {
  it("says where a guest's own cancellation refunds to: the member's wallet, or the way they paid", () => {
    const toWallet = guestCancelledEmail(sampleOrder({ status: 'cancelled', guestCancellation: { refund: 445_000, refundTo: 'wallet' } }), 'en', links, support, flightMail);
    expectWellFormed(toWallet, 'en');
    expect(toWallet.text).toContain('You cancelled your booking TW2611220001');
    expect(toWallet.text).toContain('MMK 445,000 is refunded to your Thwa wallet');
    const toPayment = guestCancelledEmail(sampleOrder({ status: 'cancelled', guestCancellation: { refund: 445_000, refundTo: 'payment' } }), 'mm', links, support, flightMail);
    expectWellFormed(toPayment, 'mm');
    expect(toPayment.text).toContain('သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းရန်');
    // The refund as a line, and where it stands: a card's is on its way, a wallet's is there.
    const card = guestCancelledEmail(sampleOrder({ status: 'cancelled', paymentStatus: 'paid', guestCancellation: { refund: 445_000, refundTo: 'payment' } }), 'en', links, support, flightMail);
    expect(card.text).toContain('Refund: MMK 445,000\nRefund status: On its way\n');
    const wallet = guestCancelledEmail(sampleOrder({ status: 'cancelled', paymentStatus: 'refunded', guestCancellation: { refund: 445_000, refundTo: 'wallet' } }), 'mm', links, support, flightMail);
    expect(wallet.text).toContain('ပြန်အမ်းမှု အခြေအနေ: ပြန်အမ်းပြီး');
  });

  it('says a non-refundable rate gives nothing back', () => {
    const mail = guestCancelledEmail(sampleOrder({ status: 'cancelled', guestCancellation: { refund: 0, refundTo: null } }), 'en', links, support, flightMail);
    expect(mail.text).toContain('This rate could not be refunded');
    expect(mail.text).not.toContain('Refund status');
  });
});

describe('the e-mails of a hotel stay', () => {
  const stay = sampleHotelOrder();
  const stayLinks = {
    trackUrl: 'https://thwa.test/track-booking?bookingId=TW2611220002',
    viewTicketUrl: 'https://thwa.test/api/tickets/TW2611220002/view?token=x',
    downloadUrl: 'https://thwa.test/api/tickets/TW2611220002/download?token=x',
  };

  it('sends the voucher, worded for showing at check-in, with the stay and the guest of each room', () => {
    const mail = eTicketEmail(stay, 'en', stayLinks, support, hotelMail);
    expect(mail.subject).toBe('Your hotel voucher: TW2611220002');
    expect(mail.text).toContain('Your hotel voucher is attached to this email as a PDF. Please show it at the front desk when you check in');
    expect(mail.text).toContain('Hotel confirmation number: HC40217788');
    expect(mail.text).toContain('Hotel: Golden Lotus Inle Resort, Inle Lake');
    expect(mail.text).toContain('Check-in: Thu 24 Dec 2026, from 14:00');
    expect(mail.text).toContain('Check-out: Sun 27 Dec 2026, by 12:00');
    expect(mail.text).toContain('Room: Deluxe Lake View Double × 2');
    expect(mail.text).toContain('Rate: Bed and breakfast (Breakfast)');
    expect(mail.text).toContain('Cancellation policy: Free cancellation until Mon 21 Dec 2026.');
    expect(mail.text).toContain('Room 1: Aung Ko Ko');
    expect(mail.text).toContain('Room 2: ခင် သန္တာကြည်');
    expect(mail.text).toContain('Adults and children: 3 adults, 1 child (age 7)');
    expect(mail.text).toContain('Hotel phone: +95 81 209 1234');
    expect(mail.text).toContain(`Download voucher (PDF): ${stayLinks.downloadUrl}`);
    expect(mail.html).toContain('View voucher');
    for (const flightWord of ['e-ticket', 'E-ticket', 'PNR', 'airport', 'Airline', 'seat']) expect(mail.text).not.toContain(flightWord);
    expect(documentAttachment(stay.orderId, 1, hotelVoucher)).toEqual({ filename: 'TW2611220002-voucher.pdf', contentType: 'application/pdf', orderId: 'TW2611220002', itemNo: 1 });
    expect(documentAttachment(stay.orderId, 3, hotelVoucher).filename).toBe('TW2611220002-voucher-3.pdf');
  });

  it('sends the voucher in Myanmar', () => {
    const mail = eTicketEmail(stay, 'mm', stayLinks, support, hotelMail);
    expect(mail.subject).toBe('သင့်ဟိုတယ် ဘောက်ချာ - TW2611220002');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(mail.text).toContain('ဧည့်ကြိုကောင်တာတွင် ပြသပါ');
    expect(mail.text).toContain('ဟိုတယ် အတည်ပြုနံပါတ်: HC40217788');
    expect(mail.text).toContain('ဝင်ရောက်မည့်ရက်: ၂၀၂၆ ဒီဇင်ဘာ ၂၄ (ကြာသပတေး) ၁၄:၀၀ မှစ၍');
    expect(mail.text).toContain('အခန်း ၂: ခင် သန္တာကြည်');
    expect(mail.text).toContain('ဘောက်ချာ (PDF) ဒေါင်းလုဒ်လုပ်ရန်');
    for (const flightWord of ['အီး-လက်မှတ်', 'လေကြောင်း', 'ထိုင်ခုံ', 'လေဆိပ်']) expect(mail.text).not.toContain(flightWord);
  });

  it.each(ThankYouOutcome.options)('words the %s confirmation for rooms, not seats, in both languages', (outcome) => {
    const held = outcome === 'unpaid' ? { status: 'held', paymentStatus: 'pending' as const } : {};
    const en = bookingConfirmationEmail(sampleHotelOrder({ outcome, ...held }), 'en', stayLinks, support, hotelMail);
    const mm = bookingConfirmationEmail(sampleHotelOrder({ outcome, ...held }), 'mm', stayLinks, support, hotelMail);
    expect(en.subject).toContain('TW2611220002');
    expect(mm.subject).toMatch(MYANMAR);
    for (const flightWord of ['seat', 'airline', 'e-ticket', 'flight', 'PNR']) expect(en.text.toLowerCase()).not.toContain(flightWord.toLowerCase());
    for (const flightWord of ['ထိုင်ခုံ', 'လေကြောင်း', 'လေယာဉ်', 'အီး-လက်မှတ်']) expect(mm.text).not.toContain(flightWord);
    expect(en.text).toContain('Your stay');
    expect(en.text).toContain('Room 1: Aung Ko Ko');
  });

  it('says the rooms, not seats, are held and released in the payment reminder', () => {
    const unpaid = sampleHotelOrder({
      outcome: 'unpaid',
      status: 'held',
      paymentStatus: 'pending',
      payment: { method: 'shop', status: 'pending', amount: 918_000, paymentCode: '7731 0042', expiresAt: '2026-11-21T03:15:00Z', paidAt: null },
    });
    const en = paymentReminderEmail(unpaid, 'en', stayLinks, support, hotelMail);
    expect(en.text).toContain('Your rooms are held until the deadline below.');
    expect(en.text).toContain('the booking is cancelled and the rooms are released.');
    expect(en.text).not.toContain('seat');
    const mm = paymentReminderEmail(unpaid, 'mm', stayLinks, support, hotelMail);
    expect(mm.text).toContain('သင့်အခန်းများကို ထိန်းထားပေးပါမည်');
    expect(mm.text).not.toContain('ထိုင်ခုံ');
    const confirmation = bookingConfirmationEmail(unpaid, 'mm', stayLinks, support, hotelMail);
    expect(confirmation.text).toContain('အခြေအနေ: ငွေပေးချေရန် စောင့်နေသည်');
  });

  it("tells a guest who cancelled what the rate's policy gives back, beside the stay", () => {
    const mail = guestCancelledEmail(sampleHotelOrder({ status: 'cancelled', guestCancellation: { refund: 918_000, refundTo: 'payment' } }), 'en', stayLinks, support, hotelMail);
    expect(mail.text).toContain('You cancelled your booking TW2611220002. The hotel has been told and the room is released.');
    expect(mail.text).toContain('A refund of MMK 918,000 is being made to the way you paid.');
    expect(mail.text).toContain('Hotel: Golden Lotus Inle Resort, Inle Lake');
    expect(mail.text).not.toContain('Download voucher');
  });

  it('leaves every flight e-mail as it was', () => {
    const flight = eTicketEmail(sampleOrder(), 'en', links, support, flightMail);
    expect(flight.subject).toBe('Your e-ticket: TW2611220001');
    expect(flight.text).toContain('Airline reference (PNR): K7QZ4M');
    expect(flight.text).toContain('Please be at the airport check-in counter');
    expect(flight.text).not.toContain('voucher');
    expect(bookingConfirmationEmail(sampleOrder({ outcome: 'unpaid' }), 'en', links, support, flightMail).text).toContain('the seats will be released');
  });
});
