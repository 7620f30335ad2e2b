import { describe, expect, it } from 'vitest';
import { hotelCatalogue, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import { unicodeOrderProblem } from '@thwa/db/hotels/testing';
import { reservationInfo, type ReservationStay } from './reservation-info.ts';

const base = hotelCatalogue()[0]!;
function withPolicies(policies: Partial<Hotel['policies']>): Hotel {
  return { ...base, policies: { ...base.policies, checkIn: '14:00', checkOut: '12:00', ...policies } };
}
const oneNight: ReservationStay = { checkin: '2031-03-10', checkout: '2031-03-11', nights: 1, rooms: 1, adult: 1, childAges: [] };
const textOf = (hotel: Hotel, kind: string, language: 'en' | 'mm' = 'en', stay = oneNight, nationality: 'local' | 'foreign' = 'local') =>
  reservationInfo(hotel, stay, nationality, language).find((one) => one.kind === kind)!.text;

describe('reservation info (spec §3 hotel detail)', () => {
  it('says the stay and the guests, one or many', () => {
    const hotel = withPolicies({});
    expect(textOf(hotel, 'stay')).toBe('1 night: check in Mon, 10 Mar 2031, check out Tue, 11 Mar 2031');
    expect(textOf(hotel, 'guests')).toBe('1 adult in 1 room');
    expect(textOf(hotel, 'guests', 'en', { ...oneNight, adult: 3, rooms: 2, childAges: [5] })).toBe('3 adults and 1 child (aged 5) in 2 rooms');
    expect(textOf(hotel, 'guests', 'mm', { ...oneNight, adult: 3, rooms: 2, childAges: [5, 11] })).toBe('လူကြီး ၃ ဦး၊ ကလေး ၂ ဦး (အသက် ၅၊ ၁၁)၊ အခန်း ၂ ခန်း');
    expect(textOf(hotel, 'stay', 'mm')).toBe('၁ ည၊ ဝင်ရောက်မည့်ရက် တနင်္လာ၊ ၁၀ မတ် ၂၀၃၁၊ ထွက်ခွာမည့်ရက် အင်္ဂါ၊ ၁၁ မတ် ၂၀၃၁');
  });

  it("follows the hotel's policies: check-in and check-out times, an extra bed or none, a free, paid or no baby cot", () => {
    expect(textOf(withPolicies({}), 'check_in_out')).toBe('Check-in from 14:00, check-out by 12:00.');
    expect(textOf(withPolicies({}), 'check_in_out', 'mm')).toBe('၁၄:၀၀ မှစ၍ ဝင်ရောက်နိုင်ပြီး ၁၂:၀၀ အမီ ထွက်ခွာရပါမည်။');
    expect(textOf(withPolicies({ extraBed: { allowed: true, price: 42_000 } }), 'extra_bed')).toBe(
      'An extra bed sleeps one more adult for MMK 42,000 a night, breakfast included: choose a rate with an extra bed.',
    );
    expect(textOf(withPolicies({ extraBed: { allowed: true, price: 42_000 } }), 'extra_bed', 'mm')).toContain('၄၂,၀၀၀ ကျပ်');
    expect(textOf(withPolicies({ extraBed: { allowed: false } }), 'extra_bed')).toBe('This hotel has no extra beds.');
    expect(textOf(withPolicies({ babyCot: { available: true, price: 0 } }), 'baby_cot')).toBe('A baby cot is free on request.');
    expect(textOf(withPolicies({ babyCot: { available: true, price: 5_000 } }), 'baby_cot')).toBe('A baby cot is MMK 5,000 a night, on request.');
    expect(textOf(withPolicies({ babyCot: { available: false } }), 'baby_cot')).toBe('This hotel has no baby cots.');
  });

  it('says which price is shown, for locals and for foreign passport holders', () => {
    expect(textOf(withPolicies({}), 'price')).toBe('Prices are for Myanmar citizens, taxes included. Foreign passport holders pay the foreigner price.');
    expect(textOf(withPolicies({}), 'price', 'en', oneNight, 'foreign')).toBe('Prices are for foreign passport holders, taxes included.');
  });

  it('writes Myanmar in Unicode order, with Myanmar digits only', () => {
    for (const policies of [{ extraBed: { allowed: true as const, price: 20_000 }, babyCot: { available: true as const, price: 5_000 } }, { extraBed: { allowed: false as const }, babyCot: { available: false as const } }]) {
      for (const nationality of ['local', 'foreign'] as const) {
        for (const info of reservationInfo(withPolicies(policies), { ...oneNight, childAges: [7] }, nationality, 'mm')) {
          expect(info.title + info.text, info.kind).not.toMatch(/[A-Za-z0-9]/);
          expect(unicodeOrderProblem(info.text), info.text).toBeNull();
        }
      }
    }
  });
});
