/**
 * Complete, realistic orders for tests and for previewing the documents and the emails: a round trip
 * Yangon–Mandalay–Yangon with a connection, travellers with Myanmar and Latin names, every price
 * line set; and a three-night hotel stay in two rooms. Not used by the running product.
 */
import type { FlightOrderItem, HotelOrderItem, OrderDetail, OrderItem } from '@thwa/domain/contracts/booking';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';

/** What a test may change: any field of the order, and the directions or travellers of its flight item. */
export type SampleOrderOverrides = Partial<OrderDetail> & Partial<Pick<FlightOrderItem, 'directions' | 'travellers'>>;

export function sampleOrder({ directions, travellers, ...overrides }: SampleOrderOverrides = {}): OrderDetail {
  const order: OrderDetail = {
    orderId: 'TW2611220001',
    productType: 2,
    flow: 'online',
    status: 'completed',
    paymentStatus: 'paid',
    outcome: 'completed',
    createdAt: '2026-11-20T03:15:00.000Z',
    holdExpiresAt: null,
    pnr: 'K7QZ4M',
    items: [
      {
        product: 'flight',
        itemNo: 1,
        document: { viewUrl: '/api/tickets/TW2611220001/view', downloadUrl: '/api/tickets/TW2611220001/download' },
        directions: [
          {
            direction: 'outward',
            source: 'S1',
            legs: [
              {
                flightNumber: 'UB 101',
                airlineCode: 'UB',
                airlineName: 'Myanmar National Airlines',
                origin: 'RGN',
                originCity: 'Yangon',
                destination: 'NYU',
                destinationCity: 'Bagan',
                departureLocal: '2026-11-22T07:30',
                arrivalLocal: '2026-11-22T08:35',
                durationMinutes: 65,
                cabinClass: 'economy',
              },
              {
                flightNumber: 'UB 205',
                airlineCode: 'UB',
                airlineName: 'Myanmar National Airlines',
                origin: 'NYU',
                originCity: 'Bagan',
                destination: 'MDL',
                destinationCity: 'Mandalay',
                departureLocal: '2026-11-22T09:30',
                arrivalLocal: '2026-11-22T10:00',
                durationMinutes: 30,
                cabinClass: 'economy',
              },
            ],
          },
          {
            direction: 'return',
            source: 'S2',
            legs: [
              {
                flightNumber: 'K7 226',
                airlineCode: 'K7',
                airlineName: 'Air KBZ',
                origin: 'MDL',
                originCity: 'Mandalay',
                destination: 'RGN',
                destinationCity: 'Yangon',
                departureLocal: '2026-11-29T16:10',
                arrivalLocal: '2026-11-29T17:35',
                durationMinutes: 85,
                cabinClass: 'business',
              },
            ],
          },
        ],
        travellers: [
          { type: 'adult', title: 'Mr', firstName: 'Aung Ko', lastName: 'Ko', ticketNumber: '2321234567890' },
          { type: 'adult', title: 'Ms', firstName: 'ခင်', lastName: 'သန္တာကြည်', ticketNumber: '2321234567891' },
          { type: 'child', title: 'Mstr', firstName: 'မောင်', lastName: 'ကျော်ဇင်', ticketNumber: null },
        ],
      },
    ],
    contact: { name: 'Aung Ko Ko', email: 'aung.koko@example.com', phone: '+95 9 123 456 789' },
    breakdown: {
      subTotal: 420_000,
      airlineTaxes: 36_000,
      taxes: 12_000,
      convenienceFees: 3_000,
      discount: 21_000,
      promotion: 5_000,
      insurance: 0,
      total: 445_000,
      grandTotal: 445_000,
      currency: 'MMK',
    },
    amount: 445_000,
    promoCode: 'MINGALA5',
    payment: {
      method: 'card',
      status: 'paid',
      amount: 445_000,
      paymentCode: null,
      expiresAt: '2026-11-20T03:30:00.000Z',
      paidAt: '2026-11-20T03:18:00.000Z',
    },
    ticket: { viewUrl: '/api/tickets/TW2611220001/view', downloadUrl: '/api/tickets/TW2611220001/download' },
    ...overrides,
  };
  const [flight] = order.items as [FlightOrderItem];
  return { ...order, items: [{ ...flight, ...(directions ? { directions } : {}), ...(travellers ? { travellers } : {}) }] };
}

/**
 * A paid, confirmed hotel stay: two rooms for three nights at Nyaungshwe over Christmas, one lead
 * guest per room (a Latin and a Myanmar name), a breakfast rate free to cancel until three days
 * before arrival, and the hotel's deal as the discount (hotel prices include tax, decision 022).
 */
export function sampleHotelOrder(overrides: Partial<OrderDetail> = {}, stay: Partial<Omit<HotelOrderItem, 'product' | 'itemNo' | 'document'>> = {}): OrderDetail {
  const item: HotelOrderItem = {
    product: 'hotel',
    itemNo: 1,
    document: { viewUrl: '/api/tickets/TW2611220002/view', downloadUrl: '/api/tickets/TW2611220002/download' },
    hotelId: 'H0142',
    hotelName: 'Golden Lotus Inle Resort',
    address: 'No. 18, Yone Gyi Road, Nyaungshwe',
    phone: '+95 81 209 1234',
    city: 'Inle Lake',
    stars: 4,
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    nights: 3,
    rooms: 2,
    adult: 3,
    child: 1,
    childAges: [7],
    roomName: 'Deluxe Lake View Double',
    rateName: 'Bed and breakfast',
    services: ['Breakfast'],
    guests: [
      { firstName: 'Aung Ko', lastName: 'Ko' },
      { firstName: 'ခင်', lastName: 'သန္တာကြည်' },
    ],
    estimatedCheckInTime: '16-18',
    specialRequest: 'A quiet room away from the lift, please.',
    cancellation: { refundable: true, freeCancellationUntil: '2026-12-21' },
    voucherNumbers: ['TW2611220002-1', 'TW2611220002-2'],
    ...stay,
  };
  return {
    orderId: 'TW2611220002',
    productType: 1,
    flow: 'online',
    status: 'completed',
    paymentStatus: 'paid',
    outcome: 'completed',
    createdAt: '2026-11-20T03:15:00.000Z',
    holdExpiresAt: null,
    pnr: 'HC40217788',
    items: [item],
    contact: { name: 'Aung Ko Ko', email: 'aung.koko@example.com', phone: '+95 9 123 456 789' },
    breakdown: {
      subTotal: 1_020_000,
      airlineTaxes: 0,
      taxes: 0,
      convenienceFees: 0,
      discount: 102_000,
      promotion: 0,
      insurance: 0,
      total: 918_000,
      grandTotal: 918_000,
      currency: 'MMK',
    },
    amount: 918_000,
    promoCode: null,
    payment: {
      method: 'card',
      status: 'paid',
      amount: 918_000,
      paymentCode: null,
      expiresAt: '2026-11-20T03:30:00.000Z',
      paidAt: '2026-11-20T03:18:00.000Z',
    },
    ticket: { viewUrl: '/api/tickets/TW2611220002/view', downloadUrl: '/api/tickets/TW2611220002/download' },
    ...overrides,
  };
}

/**
 * A completed order of one item, paid by card in full on 20 November 2026, as the products' samples
 * (a policy, a health plan, a bus ticket) make it: the item, its breakdown, the supplier's reference
 * the order shows (orders.service.ts: its first item's), its contact, and what a test changes.
 */
export function sampleOrderOf(
  sample: { orderId: string; productType: number; item: OrderItem; breakdown: PriceBreakdown; reference: string | null; contact?: OrderDetail['contact'] },
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  const { orderId, breakdown } = sample;
  return {
    orderId,
    productType: sample.productType,
    flow: 'online',
    status: 'completed',
    paymentStatus: 'paid',
    outcome: 'completed',
    createdAt: '2026-11-20T03:15:00.000Z',
    holdExpiresAt: null,
    pnr: sample.reference,
    items: [sample.item],
    contact: sample.contact ?? { name: 'Aung Ko Ko', email: 'aung.koko@example.com', phone: '+95 9 123 456 789' },
    breakdown,
    amount: breakdown.grandTotal,
    promoCode: null,
    payment: {
      method: 'card',
      status: 'paid',
      amount: breakdown.grandTotal,
      paymentCode: null,
      expiresAt: '2026-11-20T03:30:00.000Z',
      paidAt: '2026-11-20T03:18:00.000Z',
    },
    ticket: { viewUrl: `/api/tickets/${orderId}/view`, downloadUrl: `/api/tickets/${orderId}/download` },
    ...overrides,
  };
}
