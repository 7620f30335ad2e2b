import { describe, expect, it } from 'vitest';
import { ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { bookingConfirmationEmail, documentAttachment, eTicketEmail, paymentReminderEmail } from '../../notifications/mail-templates.ts';
import { sampleOrder } from '../../tickets/sample-order.ts';
import { insuranceCertificate } from './insurance-certificate.ts';
import { insuranceMail } from './insurance-mail.ts';
import { samplePolicyOrder } from './sample-policy.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const links = {
  trackUrl: 'https://thwa.test/track-booking?bookingId=TW2611220003',
  viewTicketUrl: 'https://thwa.test/api/tickets/TW2611220003/view?token=x',
  downloadUrl: 'https://thwa.test/api/tickets/TW2611220003/download?token=x',
};
const MYANMAR = /[\u1000-\u109f]/;
const FLIGHT_OR_HOTEL_WORDS = ['e-ticket', 'PNR', 'voucher', 'room', 'seat', 'airline', 'airport', 'hotel'];
const FLIGHT_OR_HOTEL_WORDS_MM = ['အီး-လက်မှတ်', 'ဘောက်ချာ', 'အခန်း', 'ထိုင်ခုံ', 'လေကြောင်း', 'လေယာဉ်', 'လေဆိပ်', 'ဟိုတယ်'];

function expectNoFlightOrHotelWords(text: string, language: 'en' | 'mm') {
  if (language === 'en') for (const word of FLIGHT_OR_HOTEL_WORDS) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  else for (const word of FLIGHT_OR_HOTEL_WORDS_MM) expect(text).not.toContain(word);
}

describe('insuranceMail', () => {
  it('sends the certificate, with the policy number, the cover and each insured person', () => {
    const mail = eTicketEmail(samplePolicyOrder(), 'en', links, support, insuranceMail);
    expect(mail.subject).toBe('Your travel insurance certificate: TW2611220003');
    expect(mail.text).toContain('Your travel insurance certificate is attached to this email as a PDF.');
    expect(mail.text).toContain('Policy number: MIP-4821730056');
    expect(mail.text).toContain('Your cover\n');
    expect(mail.text).toContain('Insurer: Thwa Partner Insurance');
    expect(mail.text).toContain('Policy holder: Aung Ko Ko');
    expect(mail.text).toContain('Cover period: Sun 20 Dec 2026 to Tue 29 Dec 2026');
    expect(mail.text).toContain('Days: 10 days');
    expect(mail.text).toContain('Area: Abroad (international)');
    expect(mail.text).toContain('Insured persons\n');
    expect(mail.text).toContain('Person 1: Aung Ko Ko (age 42, guardian)');
    expect(mail.text).toContain('Person 2: ခင် သန္တာကြည် (age 38, guardian)');
    expect(mail.text).toContain('Person 3: Kyaw Zin Htet (age 9)');
    expect(mail.text).toContain('Person 4: မေ သဉ္ဇာ (age 4)');
    expect(mail.text).toContain('In an emergency, or to make a claim, call us with the policy number');
    expect(mail.text).toContain(`Download certificate (PDF): ${links.downloadUrl}`);
    expect(mail.html).toContain('View certificate');
    expectNoFlightOrHotelWords(mail.text, 'en');
    expectNoFlightOrHotelWords(mail.subject, 'en');
    expect(documentAttachment('TW2611220003', 1, insuranceCertificate)).toEqual({
      filename: 'TW2611220003-insurance.pdf',
      contentType: 'application/pdf',
      orderId: 'TW2611220003',
      itemNo: 1,
    });
  });

  it('sends the certificate in Myanmar', () => {
    const mail = eTicketEmail(samplePolicyOrder(), 'mm', links, support, insuranceMail);
    expect(mail.subject).toBe('သင့်ခရီးသွား အာမခံ သက်သေခံလက်မှတ် - TW2611220003');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(mail.text).toContain('အာမခံပေါ်လစီ နံပါတ်: MIP-4821730056');
    expect(mail.text).toContain('အာမခံ ကာလ: ၂၀၂၆ ဒီဇင်ဘာ ၂၀ (တနင်္ဂနွေ) မှ ၂၀၂၆ ဒီဇင်ဘာ ၂၉ (အင်္ဂါ) အထိ');
    expect(mail.text).toContain('ရက်အရေအတွက်: ၁၀ ရက်');
    expect(mail.text).toContain('အကာအကွယ်ပေးသည့် နယ်မြေ: နိုင်ငံရပ်ခြား (နိုင်ငံတကာ)');
    expect(mail.text).toContain('ပုဂ္ဂိုလ် ၁: Aung Ko Ko (အသက် ၄၂ နှစ်၊ အုပ်ထိန်းသူ)');
    expect(mail.text).toContain('ပုဂ္ဂိုလ် ၄: မေ သဉ္ဇာ (အသက် ၄ နှစ်)');
    expect(mail.text).toContain('သက်သေခံလက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်');
    expectNoFlightOrHotelWords(mail.text, 'mm');
  });

  it('says the policy number is pending before the insurer issued it, and names a domestic cover', () => {
    const mail = eTicketEmail(samplePolicyOrder({}, { policyNumber: null, area: 'domestic' }), 'en', links, support, insuranceMail);
    expect(mail.text).toContain('Policy number: Pending');
    expect(mail.text).toContain('Area: In Myanmar (domestic)');
  });

  it.each(ThankYouOutcome.options)('words the %s confirmation for the policy, not seats or rooms, in both languages', (outcome) => {
    const held = outcome === 'unpaid' ? { status: 'held', paymentStatus: 'pending' as const } : {};
    const en = bookingConfirmationEmail(samplePolicyOrder({ outcome, ...held }), 'en', links, support, insuranceMail);
    const mm = bookingConfirmationEmail(samplePolicyOrder({ outcome, ...held }), 'mm', links, support, insuranceMail);
    expect(en.subject).toContain('TW2611220003');
    expect(mm.subject).toContain('TW2611220003');
    expect(mm.subject).toMatch(MYANMAR);
    expectNoFlightOrHotelWords(en.text, 'en');
    expectNoFlightOrHotelWords(mm.text, 'mm');
    expect(en.text).toContain('Cover period: Sun 20 Dec 2026 to Tue 29 Dec 2026');
    expect(en.text).toContain('Person 3: Kyaw Zin Htet (age 9)');
    expect(mm.text).toContain('ပုဂ္ဂိုလ် ၃: Kyaw Zin Htet (အသက် ၉ နှစ်)');
  });

  it('gives every outcome its own words, and links the certificate once the policy is confirmed', () => {
    const completed = bookingConfirmationEmail(samplePolicyOrder(), 'en', links, support, insuranceMail);
    expect(completed.text).toContain('Your travel insurance is confirmed and paid. Your policy certificate is ready.');
    expect(completed.text).toContain('Download certificate (PDF)');
    const processing = bookingConfirmationEmail(samplePolicyOrder({ outcome: 'paid_processing', status: 'processing', pnr: null }), 'en', links, support, insuranceMail);
    expect(processing.text).toContain('We are waiting for the insurer to issue your policy');
    expect(processing.text).not.toContain('Download certificate');
    for (const language of ['en', 'mm'] as const) {
      const words = insuranceMail.words(language);
      const messages = Object.values(words.confirmation).map(([, message]) => message);
      expect(new Set(messages).size).toBe(messages.length);
    }
  });

  it('says the policy, not seats, is held and what happens without payment, with its status in Myanmar', () => {
    const unpaid = samplePolicyOrder({
      outcome: 'unpaid',
      status: 'held',
      paymentStatus: 'pending',
      payment: { method: 'shop', status: 'pending', amount: 94_000, paymentCode: '7731 0042', expiresAt: '2026-11-21T03:15:00Z', paidAt: null },
    });
    const en = paymentReminderEmail(unpaid, 'en', links, support, insuranceMail);
    expect(en.text).toContain('Your policy is reserved until the deadline below.');
    expect(en.text).toContain('the booking is cancelled and no policy is issued.');
    expect(en.text).toContain('Amount to pay: MMK 94,000');
    expectNoFlightOrHotelWords(en.text, 'en');
    const mm = paymentReminderEmail(unpaid, 'mm', links, support, insuranceMail);
    expect(mm.text).toContain('သင့်အာမခံကို ထိန်းထားပေးပါမည်');
    expectNoFlightOrHotelWords(mm.text, 'mm');
    expect(bookingConfirmationEmail(unpaid, 'mm', links, support, insuranceMail).text).toContain('အခြေအနေ: ငွေပေးချေရန် စောင့်နေသည်');
    expect(bookingConfirmationEmail(unpaid, 'en', links, support, insuranceMail).text).toContain('Status: Awaiting payment');
  });

  it('words every Myanmar e-mail in Myanmar Unicode script', () => {
    const words = insuranceMail.words('mm');
    const all = [...Object.values(words.confirmation).flat(), words.viewDocument, words.downloadDocument, words.documentSubject, words.documentBody, words.reminderBody, words.reminderWarning];
    for (const text of all) expect(text).toMatch(MYANMAR);
    expect(isZawgyi(all.join('\n'))).toBe(false);
  });

  it('lays out nothing for an order without a policy', () => {
    expect(insuranceMail.itinerary(sampleOrder(), 'en')).toEqual([]);
  });
});
