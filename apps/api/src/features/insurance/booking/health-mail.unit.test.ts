import { describe, expect, it } from 'vitest';
import { ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { bookingConfirmationEmail, documentAttachment, eTicketEmail, paymentReminderEmail } from '../../notifications/mail-templates.ts';
import { sampleOrder } from '../../tickets/sample-order.ts';
import { healthCertificate } from './health-certificate.ts';
import { healthMail } from './health-mail.ts';
import { NOT_ISSUED, sampleHealthOrder } from './health-sample.ts';
import { insuranceMail } from './insurance-mail.ts';
import { samplePolicyOrder } from './sample-policy.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const links = {
  trackUrl: 'https://thwa.test/track-booking?bookingId=TW2611220004',
  viewTicketUrl: 'https://thwa.test/api/tickets/TW2611220004/view?token=x',
  downloadUrl: 'https://thwa.test/api/tickets/TW2611220004/download?token=x',
};
const MYANMAR = /[\u1000-\u109f]/;
// Not "travel": every e-mail signs off thanking the customer for travelling with us (mail-templates.ts).
const OTHER_PRODUCT_WORDS = ['e-ticket', 'PNR', 'voucher', 'room', 'seat', 'airline', 'airport', 'hotel', 'guardian'];
const OTHER_PRODUCT_WORDS_MM = ['အီး-လက်မှတ်', 'ဘောက်ချာ', 'အခန်း', 'ထိုင်ခုံ', 'လေကြောင်း', 'လေယာဉ်', 'လေဆိပ်', 'ဟိုတယ်', 'အုပ်ထိန်းသူ'];

function expectOnlyHealthWords(text: string, language: 'en' | 'mm') {
  if (language === 'en') for (const word of OTHER_PRODUCT_WORDS) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  else for (const word of OTHER_PRODUCT_WORDS_MM) expect(text).not.toContain(word);
}

describe('healthMail', () => {
  it('sends the certificate, with the policy number, the plan, its cover year, the insured person and the beneficiary', () => {
    const mail = eTicketEmail(sampleHealthOrder(), 'en', links, support, healthMail);
    expect(mail.subject).toBe('Your health insurance certificate: TW2611220004');
    expect(mail.text).toContain('Your health insurance certificate is attached to this email as a PDF.');
    expect(mail.text).toContain('Policy number: MIP-HL-7730419285');
    expect(mail.text).toContain('Your plan\n');
    expect(mail.text).toContain('Insurer: Thwa Partner Insurance');
    expect(mail.text).toContain('Plan: Health plan, ages 41–50');
    expect(mail.text).toContain('Cover period: Fri 20 Nov 2026 to Fri 19 Nov 2027');
    expect(mail.text).toContain('Insured person and beneficiary\n');
    expect(mail.text).toContain('Insured person: Aung Ko Ko (age 42, born 14 Mar 1984)');
    expect(mail.text).toContain('Beneficiary of the death benefit: Khin Thandar Kyi (Spouse)');
    expect(mail.text).toContain('To make a claim, call us with the policy and certificate numbers');
    expect(mail.text).toContain(`Download certificate (PDF): ${links.downloadUrl}`);
    expect(mail.html).toContain('View certificate');
    expectOnlyHealthWords(mail.text, 'en');
    expectOnlyHealthWords(mail.subject, 'en');
    expect(documentAttachment('TW2611220004', 1, healthCertificate)).toEqual({
      filename: 'TW2611220004-health-insurance.pdf',
      contentType: 'application/pdf',
      orderId: 'TW2611220004',
      itemNo: 1,
    });
  });

  it('sends the certificate in Myanmar', () => {
    const mail = eTicketEmail(sampleHealthOrder('mm'), 'mm', links, support, healthMail);
    expect(mail.subject).toBe('သင့်ကျန်းမာရေး အာမခံ သက်သေခံလက်မှတ် - TW2611220004');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(mail.text).toContain('အာမခံပေါ်လစီ နံပါတ်: MIP-HL-7730419285');
    expect(mail.text).toContain('အစီအစဉ်: ကျန်းမာရေး အာမခံ (အသက် ၃၁–၄၀)');
    expect(mail.text).toContain('အာမခံ ကာလ: ၂၀၂၆ နိုဝင်ဘာ ၂၀ (သောကြာ) မှ ၂၀၂၇ နိုဝင်ဘာ ၁၉ (သောကြာ) အထိ');
    expect(mail.text).toContain('အာမခံထားသူ: ခင် သန္တာကြည် (အသက် ၃၈ နှစ်၊ မွေးသက္ကရာဇ် ၁၉၈၈ ဇူလိုင် ၂)');
    expect(mail.text).toContain('သေဆုံးမှု လျော်ကြေး ခံစားခွင့်ရှိသူ: မေ သဉ္ဇာ (သားသမီး)');
    expect(mail.text).toContain('သက်သေခံလက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်');
    expectOnlyHealthWords(mail.text, 'mm');
  });

  it('says when the cover year will run before the insurer issued the plan', () => {
    const order = sampleHealthOrder('en', { outcome: 'paid_processing', status: 'processing' }, NOT_ISSUED);
    expect(order.pnr).toBeNull();
    const mail = bookingConfirmationEmail(order, 'en', links, support, healthMail);
    expect(mail.text).toContain('We are waiting for the insurer to issue your health plan');
    expect(mail.text).toContain('Cover period: 1 year from the day the insurer issues the plan');
    expect(mail.text).not.toContain('Policy number');
    expect(mail.text).not.toContain('Download certificate');
  });

  it.each(ThankYouOutcome.options)('words the %s confirmation for the health plan, in both languages', (outcome) => {
    const held = outcome === 'unpaid' ? { status: 'held', paymentStatus: 'pending' as const } : {};
    const en = bookingConfirmationEmail(sampleHealthOrder('en', { outcome, ...held }), 'en', links, support, healthMail);
    const mm = bookingConfirmationEmail(sampleHealthOrder('mm', { outcome, ...held }), 'mm', links, support, healthMail);
    expect(en.subject).toContain('TW2611220004');
    expect(mm.subject).toContain('TW2611220004');
    expect(mm.subject).toMatch(MYANMAR);
    expectOnlyHealthWords(en.text, 'en');
    expectOnlyHealthWords(mm.text, 'mm');
    expect(en.text).toContain('Cover period: Fri 20 Nov 2026 to Fri 19 Nov 2027');
    expect(en.text).toContain('Insured person: Aung Ko Ko (age 42, born 14 Mar 1984)');
    expect(mm.text).toContain('အာမခံထားသူ: ခင် သန္တာကြည်');
  });

  it('gives every outcome its own words, and links the certificate once the plan is confirmed', () => {
    const completed = bookingConfirmationEmail(sampleHealthOrder(), 'en', links, support, healthMail);
    expect(completed.subject).toBe('Booking confirmed: TW2611220004');
    expect(completed.text).toContain('Your health insurance is confirmed and paid. Your certificate is ready.');
    expect(completed.text).toContain('Policy number: MIP-HL-7730419285');
    expect(completed.text).toContain('Total paid: MMK 16,700');
    expect(completed.text).toContain('Download certificate (PDF)');
    for (const language of ['en', 'mm'] as const) {
      const messages = Object.values(healthMail.words(language).confirmation).map(([, message]) => message);
      expect(new Set(messages).size).toBe(messages.length);
      // Its own words, not the travel policy's.
      const travel = Object.values(insuranceMail.words(language).confirmation).map(([, message]) => message);
      for (const message of messages) expect(travel).not.toContain(message);
    }
  });

  it('says the plan is held and what happens without payment, with its status in Myanmar', () => {
    const unpaid = sampleHealthOrder('en', {
      outcome: 'unpaid',
      status: 'held',
      paymentStatus: 'pending',
      payment: { method: 'shop', status: 'pending', amount: 16_700, paymentCode: '7731 0042', expiresAt: '2026-11-21T03:15:00Z', paidAt: null },
    });
    const en = paymentReminderEmail(unpaid, 'en', links, support, healthMail);
    expect(en.text).toContain('Your health plan is reserved until the deadline below.');
    expect(en.text).toContain('the booking is cancelled and no health plan is issued.');
    expect(en.text).toContain('Amount to pay: MMK 16,700');
    expectOnlyHealthWords(en.text, 'en');
    const mm = paymentReminderEmail(unpaid, 'mm', links, support, healthMail);
    expect(mm.text).toContain('သင့်ကျန်းမာရေး အာမခံကို ထိန်းထားပေးပါမည်');
    expect(mm.text).toContain('၁၆,၇၀၀ ကျပ်');
    expectOnlyHealthWords(mm.text, 'mm');
    expect(bookingConfirmationEmail(unpaid, 'mm', links, support, healthMail).text).toContain('အခြေအနေ: ငွေပေးချေရန် စောင့်နေသည်');
    expect(bookingConfirmationEmail(unpaid, 'en', links, support, healthMail).text).toContain('Status: Awaiting payment');
  });

  it('tells an order whose other items stand that the plan was not issued, and what is refunded', () => {
    const flight = sampleOrder();
    const mail = eTicketEmail(flight, 'en', links, support, insuranceMail, { mails: [], notIssued: [{ mail: healthMail, amount: 16_700 }] });
    expect(mail.text).toContain(
      'The insurer could not issue your health plan, so it is cancelled. Its premium, MMK 16,700, is refunded to you; the rest of your booking stands.',
    );
    const mm = eTicketEmail(flight, 'mm', links, support, insuranceMail, { mails: [], notIssued: [{ mail: healthMail, amount: 16_700 }] });
    expect(mm.text).toContain('သင့်ကျန်းမာရေး အာမခံကို ထုတ်ပေး၍ မရသဖြင့် ပယ်ဖျက်ပြီးပါပြီ။ ၎င်း၏ အာမခံကြေး ၁၆,၇၀၀ ကျပ် ကို သင့်ထံ ပြန်အမ်းပါမည်။');
  });

  it("lays out the plan after a policy's when it is another item of the order", () => {
    const policy = samplePolicyOrder();
    const plan = { ...sampleHealthOrder().items[0]!, itemNo: 2 };
    const order = { ...policy, items: [...policy.items, plan] };
    const mail = eTicketEmail(order, 'en', links, support, insuranceMail, { mails: [healthMail], notIssued: [] });
    expect(mail.text.indexOf('Insured persons\n')).toBeLessThan(mail.text.indexOf('Insured person and beneficiary\n'));
    expect(mail.text).toContain('Plan: Health plan, ages 41–50');
  });

  it('words every Myanmar e-mail in Myanmar Unicode script', () => {
    const words = healthMail.words('mm');
    const all = [
      ...Object.values(words.confirmation).flat(),
      words.viewDocument,
      words.downloadDocument,
      words.documentSubject,
      words.documentBody,
      words.documentNote ?? '',
      words.reference,
      words.reminderBody,
      words.reminderWarning,
      words.notIssued,
    ];
    for (const text of all) expect(text).toMatch(MYANMAR);
    expect(isZawgyi(all.join('\n'))).toBe(false);
    const en = healthMail.words('en');
    // Its own words never call the plan travel insurance.
    expect(JSON.stringify(en).toLowerCase()).not.toContain('travel');
    expect(JSON.stringify(words)).not.toContain('ခရီးသွား');
    expect(en.documentSubject).toBe('Your health insurance certificate: {orderId}');
    expect(en.reference).toBe('Policy number');
  });

  it('lays out nothing for an order without a health plan', () => {
    expect(healthMail.itinerary(sampleOrder(), 'en')).toEqual([]);
    expect(healthMail.itinerary(samplePolicyOrder(), 'mm')).toEqual([]);
  });
});
