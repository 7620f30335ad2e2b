/**
 * A complete, realistic bus order for tests and for previewing the ticket and the e-mails, built like
 * sample-order.ts builds a flight and a stay, from the network's own operator, cities and points so
 * it reads as the bus module describes an order (in English or in Myanmar). Not used by the running
 * product.
 */
import { busCity, busOperator, busPoint, coachType } from '@thwa/domain/bus/bus-network';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import { breakdownOfLines } from '@thwa/domain/orders/price-lines';
import { sampleOrderOf } from '../../tickets/sample-order.ts';
import type { TicketLanguage } from '../../tickets/ticket-labels.ts';
import { busItemOf } from './bus-ticket-labels.ts';

const ORDER_ID = 'TW2611220004';

/** What a test may change of the ticket. */
export type SampleBusOverrides = Partial<Omit<BusOrderItem, 'product' | 'itemNo' | 'document'>>;

const named = (one: { nameEn: string; nameMy: string } | undefined, language: TicketLanguage) => (language === 'mm' ? one?.nameMy : one?.nameEn) ?? '';

function point(id: string, at: string, language: TicketLanguage): BusOrderItem['boarding'] {
  const found = busPoint(id);
  return { id, name: named(found, language), address: (language === 'mm' ? found?.addressMy : found?.addressEn) ?? '', at };
}

/**
 * A paid, confirmed JJ Express night coach from Yangon (Aung Mingalar) to Mandalay (Kywe Se Kan) the
 * Saturday before Christmas, VIP 2+1: two passengers side by side on seats 3A and 3B (a Latin and a
 * Myanmar name) at the local fare, the operator's flexible tiers (90 % back more than 48 hours
 * before, 50 % from 12 to 48), the operator's reference and a ticket number per seat. The order holds
 * the ticket alone, so its breakdown is one fare line (decision 024).
 */
export function sampleBusOrder(overrides: Partial<OrderDetail> = {}, bus: SampleBusOverrides = {}, language: TicketLanguage = 'en'): OrderDetail {
  const operator = busOperator('JJX');
  const coach = coachType('vip-2-1');
  const passengers: BusOrderItem['passengers'] = bus.passengers ?? [
    { firstName: 'Aung Ko', lastName: 'Ko', seatNo: '3A', gender: 'male', fare: 42_000 },
    { firstName: 'ခင်', lastName: 'သန္တာကြည်', seatNo: '3B', gender: 'female', fare: 42_000 },
  ];
  const item: BusOrderItem = {
    product: 'bus',
    itemNo: 1,
    document: { viewUrl: `/api/tickets/${ORDER_ID}/view`, downloadUrl: `/api/tickets/${ORDER_ID}/download` },
    operatorName: named(operator, language),
    operatorPhone: operator?.phone ?? '',
    busClass: coach?.busClass ?? 'vip',
    coachName: named(coach, language),
    from: { city: 'YGN', name: named(busCity('YGN'), language) },
    to: { city: 'MDY', name: named(busCity('MDY'), language) },
    departureDate: '2026-12-19',
    departureTime: '20:30',
    arrival: '2026-12-20T05:30',
    boarding: point('YGN-AML', '2026-12-19T20:30', language),
    dropping: point('MDY-KSK', '2026-12-20T05:30', language),
    passengers,
    cancellation: (operator?.cancellation ?? []).map((tier) => ({ ...tier })),
    reference: 'JJX4821-220004',
    ticketNumbers: passengers.map((passenger) => `${ORDER_ID}-${passenger.seatNo}`),
    ...bus,
  };
  const fares = item.passengers.reduce((sum, passenger) => sum + passenger.fare, 0);
  const breakdown = breakdownOfLines([[{ kind: 'fare', amount: fares }]]);
  return sampleOrderOf({ orderId: ORDER_ID, productType: PRODUCT_TYPE_IDS.bus, item, breakdown, reference: item.reference }, overrides);
}

/** The order's bus ticket: the tests and previews read it back to render it. */
export function busTicketOf(order: OrderDetail): BusOrderItem {
  const item = busItemOf(order);
  if (!item) throw new Error(`order ${order.orderId} holds no bus ticket`);
  return item;
}
