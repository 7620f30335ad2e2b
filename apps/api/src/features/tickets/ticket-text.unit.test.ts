import { describe, expect, it } from 'vitest';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import { sampleOrder } from './sample-order.ts';
import { ticketText } from './ticket-text.ts';
import { formatLocalDateTime, formatYangonInstant, priceLines } from './ticket-labels.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const MYANMAR = /[\u1000-\u109f]/;

describe('ticketText in English', () => {
  const text = ticketText(sampleOrder(), 'en', support);
  const lines = text.split('\n');

  it('starts with the brand and the document name, then the booking id, PNR and status', () => {
    expect(lines.slice(0, 2)).toEqual(['Thwa', 'E-ticket']);
    expect(text).toMatch(/^Booking ID +TW2611220001$/m);
    expect(text).toMatch(/^Airline reference \(PNR\) +K7QZ4M$/m);
    expect(text).toMatch(/^Status +Completed$/m);
    expect(text).toMatch(/^Booked on +Fri 20 Nov 2026, 09:45 \(Yangon time\)$/m);
  });

  it('lists every leg of both directions with local times, duration and cabin', () => {
    expect(text).toContain('DEPARTURE: Yangon (RGN) → Mandalay (MDL)');
    expect(text).toContain('RETURN: Mandalay (MDL) → Yangon (RGN)');
    expect(text).toMatch(/^Flight +UB 101 · Myanmar National Airlines$/m);
    expect(text).toMatch(/^Flight +UB 205 · Myanmar National Airlines$/m);
    expect(text).toMatch(/^Flight +K7 226 · Air KBZ$/m);
    expect(text).toMatch(/^From +Bagan \(NYU\)$/m);
    expect(text).toMatch(/^Departs +Sun 22 Nov 2026, 07:30$/m);
    expect(text).toMatch(/^Arrives +Sun 29 Nov 2026, 17:35$/m);
    expect(text).toMatch(/^Duration +1 hr 5 mins$/m);
    expect(text).toMatch(/^Duration +30 mins$/m);
    expect(text).toMatch(/^Cabin +Business$/m);
    // The outward legs come before the return heading.
    expect(text.indexOf('UB 205')).toBeLessThan(text.indexOf('RETURN'));
  });

  it('names travellers in capitals with title, type and ticket number', () => {
    expect(text).toContain('1. Mr AUNG KO KO (Adult)');
    expect(text).toContain('2. Ms ခင် သန္တာကြည် (Adult)');
    expect(text).toContain('3. Mstr မောင် ကျော်ဇင် (Child)');
    expect(text).toMatch(/^ {3}Ticket number +2321234567890$/m);
    expect(text).toMatch(/^ {3}Ticket number +Not issued yet$/m);
  });

  it('shows contact, price lines with formatMoney and the support lines', () => {
    expect(text).toMatch(/^Email +aung\.koko@example\.com$/m);
    expect(text).toMatch(/^Sub total +MMK 420,000$/m);
    expect(text).toMatch(/^Discount +-MMK 21,000$/m);
    expect(text).toMatch(/^Grand total +MMK 445,000$/m);
    expect(text).not.toContain('Insurance');
    expect(text).toContain('Need help? Call +95 9 444 555 666 or email care@thwa-test.example.');
  });

  it('aligns values in one column', () => {
    const valueColumns = new Set(
      lines.filter((line) => /^[A-Z][A-Za-z ()]+ {2,}\S/.test(line)).map((line) => /^(.*?\S) {2,}/.exec(line)?.[0].length),
    );
    expect([...valueColumns]).toEqual([26]);
  });

  it('says the PNR is pending and leaves out return sections for a one-way order without PNR', () => {
    const outward = flightItemOf(sampleOrder())!.directions.slice(0, 1);
    const oneWay = ticketText(sampleOrder({ pnr: null, directions: outward }), 'en', support);
    expect(oneWay).toMatch(/^Airline reference \(PNR\) +Pending$/m);
    expect(oneWay).not.toContain('RETURN');
  });
});

describe('ticketText in Myanmar', () => {
  const text = ticketText(sampleOrder(), 'mm', support);

  it('uses Myanmar labels, digits and money, keeping codes and names as written', () => {
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'အီး-လက်မှတ်']);
    expect(text).toContain('ဘိုကင်နံပါတ်: TW2611220001');
    expect(text).toContain('အခြေအနေ: ပြီးစီးပါပြီ');
    expect(text).toContain('အသွား ခရီးစဉ်: Yangon (RGN) → Mandalay (MDL)');
    expect(text).toContain('ထွက်ခွာချိန်: ၂၀၂၆ နိုဝင်ဘာ ၂၂ (တနင်္ဂနွေ) ၀၇:၃၀');
    expect(text).toContain('ကြာချိန်: ၁ နာရီ ၅ မိနစ်');
    expect(text).toContain('အတန်းအစား: စီးပွားရေးအတန်း');
    expect(text).toContain('၁. Mr AUNG KO KO (လူကြီး)');
    expect(text).toContain('ပေးချေရမည့် စုစုပေါင်း: ၄၄၅,၀၀၀ ကျပ်');
    expect(text).toContain('လျှော့စျေး: -၂၁,၀၀၀ ကျပ်');
    expect(text).toContain('+95 9 444 555 666');
    expect(text).toContain('care@thwa-test.example');
  });

  it('has no English label left', () => {
    for (const word of ['Booking ID', 'Departs', 'Arrives', 'Duration', 'Cabin', 'Travellers', 'Grand total', 'Need help', 'Economy']) {
      expect(text).not.toContain(word);
    }
    expect(text).toMatch(MYANMAR);
  });
});

describe('ticket formats', () => {
  it('reads flight times as wall-clock times, whatever the server zone', () => {
    expect(formatLocalDateTime('2026-12-31T23:55', 'en')).toBe('Thu 31 Dec 2026, 23:55');
    expect(formatLocalDateTime('2026-01-04', 'mm')).toBe('၂၀၂၆ ဇန်နဝါရီ ၄ (တနင်္ဂနွေ)');
    expect(formatLocalDateTime('not a date', 'en')).toBe('not a date');
  });

  it('shows instants in Yangon time', () => {
    expect(formatYangonInstant('2026-11-20T20:00:00Z', 'en')).toBe('Sat 21 Nov 2026, 02:30 (Yangon time)');
  });

  it('shows discounts negative whatever their stored sign, and the total only when it differs from the grand total', () => {
    const breakdown = { ...sampleOrder().breakdown, discount: -1000, promotion: 0, insurance: 5000, total: 440_000 };
    expect(priceLines(breakdown, 'en').map((line) => `${line.label}=${line.amount}${line.emphasis ? '!' : ''}`)).toEqual([
      'Sub total=MMK 420,000',
      'Airline taxes=MMK 36,000',
      'Taxes=MMK 12,000',
      'Convenience fees=MMK 3,000',
      'Discount=-MMK 1,000',
      'Insurance=MMK 5,000',
      'Total=MMK 440,000',
      'Grand total=MMK 445,000!',
    ]);
  });
});
