import { describe, expect, it } from 'vitest';
import { ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { bookingConfirmationEmail, documentAttachment, eTicketEmail, paymentReminderEmail } from '../../notifications/mail-templates.ts';
import { sampleOrder } from '../../tickets/sample-order.ts';
import { busMail } from './bus-mail.ts';
import { busTicket } from './bus-ticket.ts';
import { sampleBusOrder } from './sample-bus-order.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const links = {
  trackUrl: 'https://thwa.test/track-booking?bookingId=TW2611220004',
  viewTicketUrl: 'https://thwa.test/api/tickets/TW2611220004/view?token=x',
  downloadUrl: 'https://thwa.test/api/tickets/TW2611220004/download?token=x',
};
const MYANMAR = /[\u1000-\u109f]/;
const FLIGHT_OR_HOTEL_WORDS = ['PNR', 'voucher', 'room', 'airline', 'airport', 'hotel', 'flight'];
const FLIGHT_OR_HOTEL_WORDS_MM = ['ဘောက်ချာ', 'အခန်း', 'လေကြောင်း', 'လေယာဉ်', 'လေဆိပ်', 'ဟိုတယ်'];

function expectNoFlightOrHotelWords(text: string, language: 'en' | 'mm') {
  if (language === 'en') for (const word of FLIGHT_OR_HOTEL_WORDS) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  else for (const word of FLIGHT_OR_HOTEL_WORDS_MM) expect(text).not.toContain(word);
}

describe('busMail', () => {
  it('sends the ticket, with the operator reference, the trip, where to board and each seat', () => {
    const mail = eTicketEmail(sampleBusOrder(), 'en', links, support, busMail);
    expect(mail.subject).toBe('Your bus ticket: TW2611220004');
    expect(mail.text).toContain('Your bus ticket is attached to this email as a PDF.');
    expect(mail.text).toContain('Operator reference: JJX4821-220004');
    expect(mail.text).toContain('Your coach trip\n');
    expect(mail.text).toContain('Route: Yangon → Mandalay');
    expect(mail.text).toContain('Operator: JJ Express');
    expect(mail.text).toContain('Operator phone: +95 1 860 0111');
    expect(mail.text).toContain('Coach: VIP 2+1');
    expect(mail.text).toContain('Departs: Sat 19 Dec 2026, 20:30');
    expect(mail.text).toContain('Arrives: Sun 20 Dec 2026, 05:30');
    expect(mail.text).toContain('Boarding point: Aung Mingalar Highway Bus Station, Aung Mingalar Road, Mingaladon Township, Yangon');
    expect(mail.text).toContain('Be there by: Sat 19 Dec 2026, 20:00');
    expect(mail.text).toContain('Dropping point: Kywe Se Kan Highway Bus Station, Kywe Se Kan, Pyigyitagon Township, Mandalay');
    expect(mail.text).toContain('Cancellation: More than 48 hours before departure: 90 % back; 12 to 48 hours before departure: 50 % back; 12 hours or less before departure: nothing back');
    expect(mail.text).toContain('Passengers\n');
    expect(mail.text).toContain('Passenger 1: Aung Ko Ko (Seat 3A, Ticket number TW2611220004-3A, MMK 42,000)');
    expect(mail.text).toContain('Passenger 2: ခင် သန္တာကြည် (Seat 3B, Ticket number TW2611220004-3B, MMK 42,000)');
    expect(mail.text).toContain('Please be at your boarding point 30 minutes before the coach is there');
    expect(mail.text).toContain(`Download bus ticket (PDF): ${links.downloadUrl}`);
    expect(mail.html).toContain('View bus ticket');
    expectNoFlightOrHotelWords(mail.text, 'en');
    expect(documentAttachment('TW2611220004', 1, busTicket)).toEqual({
      filename: 'TW2611220004-bus-ticket.pdf',
      contentType: 'application/pdf',
      orderId: 'TW2611220004',
      itemNo: 1,
    });
  });

  it('sends the ticket in Myanmar, with Myanmar digits', () => {
    const mail = eTicketEmail(sampleBusOrder({}, {}, 'mm'), 'mm', links, support, busMail);
    expect(mail.subject).toBe('သင့်ဘတ်စ်ကား လက်မှတ် - TW2611220004');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(mail.text).toContain('ကားကုမ္ပဏီ ဘိုကင်ကုဒ်: JJX4821-220004');
    expect(mail.text).toContain('ခရီးစဉ်: ရန်ကုန် → မန္တလေး');
    expect(mail.text).toContain('ကားကုမ္ပဏီ: ဂျေဂျေ အိပ်စ်ပရက်စ်');
    expect(mail.text).toContain('ထွက်ခွာချိန်: ၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၃၀');
    expect(mail.text).toContain('ကားစီးမည့်နေရာ: အောင်မင်္ဂလာ အဝေးပြေးကားဂိတ်၊ အောင်မင်္ဂလာလမ်း၊ မင်္ဂလာဒုံမြို့နယ်၊ ရန်ကုန်');
    expect(mail.text).toContain('ရောက်ရှိရမည့်အချိန်: ၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၀၀');
    expect(mail.text).toContain('ကားမထွက်မီ ၄၈ နာရီထက် ပို၍: ၉၀ % ပြန်ရမည်');
    expect(mail.text).toContain('ခရီးသည် ၁: Aung Ko Ko (ထိုင်ခုံ 3A၊ လက်မှတ်နံပါတ် TW2611220004-3A၊ ၄၂,၀၀၀ ကျပ်)');
    expect(mail.text).toContain('ကားရောက်ချိန်ထက် ၃၀ မိနစ် စော၍');
    expect(mail.text).toContain('ဘတ်စ်ကား လက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်');
    expectNoFlightOrHotelWords(mail.text, 'mm');
  });

  it('leaves out ticket numbers not issued yet', () => {
    const blocks = busMail.itinerary(sampleBusOrder({}, { ticketNumbers: [], reference: null }), 'en');
    const passengers = blocks.at(-1);
    expect(passengers).toEqual({
      kind: 'rows',
      rows: [
        ['Passenger 1', 'Aung Ko Ko (Seat 3A, MMK 42,000)'],
        ['Passenger 2', 'ခင် သန္တာကြည် (Seat 3B, MMK 42,000)'],
      ],
    });
  });

  it.each(ThankYouOutcome.options)('words the %s confirmation for bus seats in both languages', (outcome) => {
    const held = outcome === 'unpaid' ? { status: 'held', paymentStatus: 'pending' as const } : {};
    const en = bookingConfirmationEmail(sampleBusOrder({ outcome, ...held }), 'en', links, support, busMail);
    const mm = bookingConfirmationEmail(sampleBusOrder({ outcome, ...held }, {}, 'mm'), 'mm', links, support, busMail);
    expect(en.subject).toContain('TW2611220004');
    expect(mm.subject).toContain('TW2611220004');
    expect(mm.subject).toMatch(MYANMAR);
    expectNoFlightOrHotelWords(en.text, 'en');
    expectNoFlightOrHotelWords(mm.text, 'mm');
    expect(en.text).toContain('Passenger 1: Aung Ko Ko (Seat 3A');
    expect(mm.text).toContain('ခရီးသည် ၂: ခင် သန္တာကြည် (ထိုင်ခုံ 3B');
  });

  it('gives every outcome its own words, and links the ticket once the seats are confirmed', () => {
    const completed = bookingConfirmationEmail(sampleBusOrder(), 'en', links, support, busMail);
    expect(completed.text).toContain('Your bus seats are confirmed and paid. Your bus ticket is ready.');
    expect(completed.text).toContain('Download bus ticket (PDF)');
    const processing = bookingConfirmationEmail(sampleBusOrder({ outcome: 'paid_processing', status: 'processing', pnr: null }), 'en', links, support, busMail);
    expect(processing.text).toContain('We are waiting for the bus operator to confirm your seats');
    expect(processing.text).not.toContain('Download bus ticket');
    for (const language of ['en', 'mm'] as const) {
      const messages = Object.values(busMail.words(language).confirmation).map(([, message]) => message);
      expect(new Set(messages).size).toBe(messages.length);
    }
  });

  it('says the seats are held and released without payment', () => {
    const unpaid = sampleBusOrder({
      outcome: 'unpaid',
      status: 'held',
      paymentStatus: 'pending',
      payment: { method: 'shop', status: 'pending', amount: 84_000, paymentCode: '7731 0042', expiresAt: '2026-11-21T03:15:00Z', paidAt: null },
    });
    const en = paymentReminderEmail(unpaid, 'en', links, support, busMail);
    expect(en.text).toContain('Your bus seats are held until the deadline below.');
    expect(en.text).toContain('the booking is cancelled and the seats are released.');
    expect(en.text).toContain('Amount to pay: MMK 84,000');
    const mm = paymentReminderEmail(unpaid, 'mm', links, support, busMail);
    expect(mm.text).toContain('သင့်ဘတ်စ်ကား ထိုင်ခုံများကို ထိန်းထားပေးပါမည်');
    expectNoFlightOrHotelWords(mm.text, 'mm');
  });

  it('words every Myanmar e-mail in Myanmar Unicode script', () => {
    const words = busMail.words('mm');
    const all = [...Object.values(words.confirmation).flat(), words.viewDocument, words.downloadDocument, words.documentSubject, words.documentBody, words.reminderBody, words.reminderWarning, words.notIssued, words.reference];
    for (const text of all) expect(text).toMatch(MYANMAR);
    expect(isZawgyi(all.join('\n'))).toBe(false);
  });

  it('lays out nothing for an order without a bus ticket', () => {
    expect(busMail.itinerary(sampleOrder(), 'en')).toEqual([]);
  });
});
