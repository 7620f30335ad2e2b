import type { OpsBusDeparture, OpsBusManifest, OpsBusSeat } from '@thwa/domain/contracts/bus-operations';
import { coachType } from '@thwa/domain/bus/bus-network';
import { seatsOf } from '@thwa/domain/bus/seat-rule';

/** A JJ Express VIP night coach Yangon–Mandalay, as the panel's api answers it. */
export const sampleDeparture: OpsBusDeparture = {
  departureId: 4242,
  serviceCode: 'JJX-YGN-MDY-2030',
  serviceDate: '2026-12-10',
  departureTime: '20:30',
  arrival: '2026-12-11T05:30',
  operator: { code: 'JJX', nameEn: 'JJ Express', nameMy: 'ဂျေဂျေ အိပ်စ်ပရက်စ်', phone: '+95 1 860 0111' },
  coach: { code: 'vip-2-1', nameEn: 'VIP 2+1', nameMy: 'VIP ၂+၁', busClass: 'vip' },
  from: { code: 'YGN', nameEn: 'Yangon', nameMy: 'ရန်ကုန်' },
  to: { code: 'MDY', nameEn: 'Mandalay', nameMy: 'မန္တလေး' },
  capacity: 27,
  counterSold: 2,
  sold: 1,
  held: 1,
  seatsLeft: 23,
};

const boarding = { pointId: 'YGN-AML', nameEn: 'Aung Mingalar Highway Bus Station', nameMy: 'အောင်မင်္ဂလာ အဝေးပြေးကားဂိတ်', at: '2026-12-10T20:30' };
const dropping = { pointId: 'MDY-KSK', nameEn: 'Kywe Se Kan Highway Bus Station', nameMy: 'ကွေ့စည်ကန် အဝေးပြေးကားဂိတ်', at: '2026-12-11T05:30' };

/** Its manifest: 1A sold to Thida Win, 1B held by an unpaid checkout, 2A and 2B sold at the counter, the rest free. */
export function sampleManifest(): OpsBusManifest {
  const coach = coachType('vip-2-1')!;
  const seats = seatsOf(coach).map((place): OpsBusSeat => {
    const base = { ...place, heldUntil: null, order: null, passenger: null, boarding: null, dropping: null };
    if (place.seatNo === '1A')
      return { ...base, status: 'sold', gender: 'female', order: { orderId: 'TW2612010001', orderStatus: 'completed', paymentStatus: 'paid', contactPhone: '+95 09 421 234 567' }, passenger: { firstName: 'Thida', lastName: 'Win' }, boarding, dropping };
    if (place.seatNo === '1B') return { ...base, status: 'held', gender: 'male', heldUntil: '2026-12-01T04:15:00.000Z', boarding, dropping };
    if (place.seatNo === '2A') return { ...base, status: 'counter', gender: 'female' };
    if (place.seatNo === '2B') return { ...base, status: 'counter', gender: 'male' };
    return { ...base, status: 'free', gender: null };
  });
  return { departure: sampleDeparture, layout: { rows: coach.rows, columns: [...coach.columns] }, seats };
}
