import { describe, expect, it } from 'vitest';
import { ESTIMATED_CHECK_IN_TIMES } from '@thwa/domain/hotels/hotel-guests';
import { hotelItemOf } from '@thwa/domain/orders/order-items';
import { sampleHotelOrder } from './sample-order.ts';
import { arrivalText, cancellationText, occupancyText, servicesText, voucherPriceLines } from './voucher-labels.ts';
import { voucherText } from './voucher-text.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const MYANMAR = /[\u1000-\u109f]/;

describe('voucherText in English', () => {
  const text = voucherText(sampleHotelOrder(), 'en', support);
  const lines = text.split('\n');

  it('starts with the brand and "Hotel voucher", then what the front desk looks up', () => {
    expect(lines.slice(0, 2)).toEqual(['Thwa', 'Hotel voucher']);
    expect(text).toMatch(/^Booking ID +TW2611220002$/m);
    expect(text).toMatch(/^Hotel confirmation number HC40217788$/m);
    expect(text).toMatch(/^Status +Completed$/m);
    expect(text).toMatch(/^Booked on +Fri 20 Nov 2026, 09:45 \(Yangon time\)$/m);
    expect(text).not.toMatch(/E-ticket|PNR|Airline|airport/i);
  });

  it('names the hotel, its stars, address and town', () => {
    expect(text).toMatch(/^HOTEL\n-+\nGolden Lotus Inle Resort$/m);
    expect(text).toMatch(/^Category +4-star$/m);
    expect(text).toMatch(/^Address +No\. 18, Yone Gyi Road, Nyaungshwe$/m);
    expect(text).toMatch(/^Town +Inle Lake$/m);
  });

  it("gives the dates with the hotel's times, the nights, room, rate, services, guests and arrival", () => {
    expect(text).toMatch(/^Check-in +Thu 24 Dec 2026, from 14:00$/m);
    expect(text).toMatch(/^Check-out +Sun 27 Dec 2026, by 12:00$/m);
    expect(text).toMatch(/^Nights +3 nights$/m);
    expect(text).toMatch(/^Room +Deluxe Lake View Double × 2$/m);
    expect(text).toMatch(/^Rate +Bed and breakfast$/m);
    expect(text).toMatch(/^Included +Breakfast$/m);
    expect(text).toMatch(/^Adults and children +3 adults, 1 child \(age 7\)$/m);
    expect(text).toMatch(/^Hotel phone +\+95 81 209 1234$/m);
    expect(text).toMatch(/^Estimated arrival +16:00–18:00$/m);
  });

  it('names the lead guest of each room, as written, with its voucher number', () => {
    expect(text).toContain('Room 1: Aung Ko Ko\n   Voucher number         TW2611220002-1');
    expect(text).toContain('Room 2: ခင် သန္တာကြည်\n   Voucher number         TW2611220002-2');
  });

  it('gives the special request, the cancellation policy, who booked and the amount paid', () => {
    expect(text).toContain('SPECIAL REQUEST');
    expect(text).toContain('A quiet room away from the lift, please.');
    expect(text).toContain('Free cancellation until Mon 21 Dec 2026. Cancelled after that date, the stay is not refunded.');
    expect(text).toMatch(/^Email +aung\.koko@example\.com$/m);
    expect(text).toMatch(/^Room price +MMK 1,020,000$/m);
    expect(text).toMatch(/^Hotel deal +-MMK 102,000$/m);
    expect(text).toMatch(/^Amount paid +MMK 918,000$/m);
    expect(text).toContain('Taxes included.');
    expect(text).toContain('Show this voucher at the front desk when you check in');
    expect(text).toContain('Need help? Call +95 9 444 555 666 or email care@thwa-test.example.');
    expect(text).toContain('This voucher was issued by Thwa.');
  });

  it('aligns values in one column', () => {
    const valueColumns = new Set(
      lines.filter((line) => /^[A-Z][A-Za-z -]+ {2,}\S/.test(line)).map((line) => /^(.*?\S) {2,}/.exec(line)?.[0].length),
    );
    expect([...valueColumns]).toEqual([26]);
  });

  it('says what is not known yet, and leaves out what the booking does not have', () => {
    const text = voucherText(
      sampleHotelOrder(
        { pnr: null },
        {
          voucherNumbers: [],
          specialRequest: null,
          services: [],
          child: 0,
          childAges: [],
          phone: null,
          stars: 0,
          estimatedCheckInTime: 'early',
          cancellation: { refundable: false, freeCancellationUntil: null },
        },
      ),
      'en',
      support,
    );
    expect(text).toMatch(/^Hotel confirmation number Pending$/m);
    expect(text).toMatch(/^ {3}Voucher number +Not issued yet$/m);
    expect(text).not.toContain('SPECIAL REQUEST');
    expect(text).not.toContain('Category');
    expect(text).toMatch(/^Included +Room only$/m);
    expect(text).toMatch(/^Adults and children +3 adults$/m);
    expect(text).not.toContain('Hotel phone');
    expect(text).toMatch(/^Estimated arrival +Early Check-in$/m);
    expect(text).toContain('Non-refundable: nothing is refunded if the stay is cancelled or not used.');
    expect(text).not.toContain('Free cancellation');
  });
});

describe('voucherText in Myanmar', () => {
  const text = voucherText(sampleHotelOrder(), 'mm', support);

  it('uses Myanmar labels, digits, dates and money, keeping names and numbers as written', () => {
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'ဟိုတယ် ဘောက်ချာ']);
    expect(text).toContain('ဘိုကင်နံပါတ်: TW2611220002');
    expect(text).toContain('ဟိုတယ် အတည်ပြုနံပါတ်: HC40217788');
    expect(text).toContain('အခြေအနေ: ပြီးစီးပါပြီ');
    expect(text).toContain('အဆင့်: ကြယ် ၄ ပွင့်');
    expect(text).toContain('ဝင်ရောက်မည့်ရက်: ၂၀၂၆ ဒီဇင်ဘာ ၂၄ (ကြာသပတေး) ၁၄:၀၀ မှစ၍');
    expect(text).toContain('ထွက်ခွာမည့်ရက်: ၂၀၂၆ ဒီဇင်ဘာ ၂၇ (တနင်္ဂနွေ) ၁၂:၀၀ အမီ');
    expect(text).toContain('တည်းခိုမည့် ည: ၃ ည');
    expect(text).toContain('အခန်း: Deluxe Lake View Double × ၂');
    expect(text).toContain('ပါဝင်သည်များ: နံနက်စာ');
    expect(text).toContain('လူကြီးနှင့် ကလေး: လူကြီး ၃ ဦး၊ ကလေး ၁ ဦး (အသက် ၇ နှစ်)');
    expect(text).toContain('ဟိုတယ် ဖုန်း: +95 81 209 1234');
    expect(text).toContain('ရောက်ရှိမည့် ခန့်မှန်းအချိန်: ၁၆:၀၀–၁၈:၀၀');
    expect(text).toContain('အခန်း ၁: Aung Ko Ko\n   ဘောက်ချာနံပါတ်: TW2611220002-1');
    expect(text).toContain('အခန်း ၂: ခင် သန္တာကြည်\n   ဘောက်ချာနံပါတ်: TW2611220002-2');
    expect(text).toContain('၂၀၂၆ ဒီဇင်ဘာ ၂၁ (တနင်္လာ) အထိ အခမဲ့ ပယ်ဖျက်နိုင်ပါသည်။');
    expect(text).toContain('ပေးချေပြီးငွေ: ၉၁၈,၀၀၀ ကျပ်');
    expect(text).toContain('ဟိုတယ် လျှော့ဈေး: -၁၀၂,၀၀၀ ကျပ်');
    expect(text).toContain('+95 9 444 555 666');
  });

  it('has no English label left', () => {
    for (const word of ['Booking ID', 'Check-in', 'Check-out', 'Nights', 'Voucher number', 'Amount paid', 'Need help', 'Early', 'Breakfast']) {
      expect(text).not.toContain(word);
    }
    expect(text).toMatch(MYANMAR);
  });

  it('words an early arrival and a non-refundable rate in Myanmar', () => {
    const strict = voucherText(
      sampleHotelOrder({}, { estimatedCheckInTime: 'early', cancellation: { refundable: false, freeCancellationUntil: null } }),
      'mm',
      support,
    );
    expect(strict).toContain('ရောက်ရှိမည့် ခန့်မှန်းအချိန်: စောစီးစွာ ဝင်ရောက်မည်');
    expect(strict).toContain('ငွေပြန်မအမ်းသော နှုန်း ဖြစ်ပါသည်။');
  });
});

describe('voucher words', () => {
  it('reads every estimated arrival the guest step offers', () => {
    expect(ESTIMATED_CHECK_IN_TIMES.map((value) => arrivalText(value, 'en'))).toEqual([
      'Early Check-in',
      '12:00–14:00',
      '14:00–16:00',
      '16:00–18:00',
      '18:00–20:00',
      '20:00–22:00',
      'after 22:00',
    ]);
    expect(arrivalText('late', 'mm')).toBe('၂၂:၀၀ နောက်ပိုင်း');
    expect(arrivalText('12-14', 'mm')).toBe('၁၂:၀၀–၁၄:၀၀');
    expect(arrivalText('whenever', 'en')).toBe('whenever');
  });

  it('counts guests and services in each language', () => {
    expect(occupancyText({ adult: 1, child: 2 }, 'en')).toBe('1 adult, 2 children');
    expect(occupancyText({ adult: 2, child: 0 }, 'mm')).toBe('လူကြီး ၂ ဦး');
    // The children's ages, when the stay has them: the hotel's beds and rates depend on them.
    expect(occupancyText({ adult: 2, child: 2, childAges: [4, 9] }, 'en')).toBe('2 adults, 2 children (ages 4 and 9)');
    expect(occupancyText({ adult: 2, child: 2, childAges: [4, 9] }, 'mm')).toBe('လူကြီး ၂ ဦး၊ ကလေး ၂ ဦး (အသက် ၄ နှစ်နှင့် ၉ နှစ်)');
    expect(occupancyText({ adult: 1, child: 1, childAges: [12] }, 'en')).toBe('1 adult, 1 child (age 12)');
    expect(occupancyText({ adult: 1, child: 1, childAges: [12] }, 'mm')).toBe('လူကြီး ၁ ဦး၊ ကလေး ၁ ဦး (အသက် ၁၂ နှစ်)');
    expect(occupancyText({ adult: 2, child: 3, childAges: [2, 7, 11] }, 'en')).toBe('2 adults, 3 children (ages 2, 7 and 11)');
    expect(occupancyText({ adult: 2, child: 3, childAges: [2, 7, 11] }, 'mm')).toBe('လူကြီး ၂ ဦး၊ ကလေး ၃ ဦး (အသက် ၂ နှစ်၊ ၇ နှစ်နှင့် ၁၁ နှစ်)');
    expect(occupancyText({ adult: 2, child: 0, childAges: [] }, 'en')).toBe('2 adults');
    expect(servicesText(['Breakfast', 'Extra bed'], 'mm')).toBe('နံနက်စာ၊ အပိုကုတင်');
    expect(servicesText(['Airport pick-up'], 'en')).toBe('Airport pick-up');
  });

  it('falls back to the day of arrival for a refundable rate without its date', () => {
    const stay = { ...hotelItemOf(sampleHotelOrder())!, cancellation: { refundable: true, freeCancellationUntil: null } };
    expect(cancellationText(stay, 'en')).toBe('Free cancellation until Thu 24 Dec 2026. Cancelled after that date, the stay is not refunded.');
  });

  it('prices a stay without the flight words: room price, deal, promotion, amount paid', () => {
    const breakdown = { ...sampleHotelOrder().breakdown, promotion: 5_000, grandTotal: 913_000 };
    expect(voucherPriceLines(breakdown, 'en').map((line) => `${line.label}=${line.amount}${line.emphasis ? '!' : ''}`)).toEqual([
      'Room price=MMK 1,020,000',
      'Hotel deal=-MMK 102,000',
      'Promotion=-MMK 5,000',
      'Amount paid=MMK 913,000!',
    ]);
  });
});
