/**
 * Test helpers of the bus pages: one JJ Express VIP coach Yangon to Mandalay on 2031-03-10, its seat
 * map, a checkout holding two of its seats and the ticket of an order, shaped as the api answers them.
 * The bus tests of the listing, the seats, the checkout and the web product build from these and
 * override only what they assert. Test code only.
 */
import type { BusCheckout, BusDeparture, BusPointOption, BusSeat, BusSeatMap } from '@thwa/domain/contracts/bus';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';

/** Two tiers: 90 % back more than 48 h before departure, 50 % more than 12 h before. */
export const SAMPLE_TIERS: BusDeparture['cancellation'] = [
  { moreThanHours: 48, refundPercent: 90 },
  { moreThanHours: 12, refundPercent: 50 },
];

export function sampleDeparture(overrides: Partial<BusDeparture> = {}): BusDeparture {
  return {
    departureId: 7,
    serviceCode: 'JJ-YGN-MDY-2030',
    operator: { code: 'JJ', name: 'JJ Express', phone: '+95 1 860 0111' },
    busClass: 'vip',
    coachName: 'VIP 2+1',
    amenities: [],
    from: { city: 'YGN', cityName: 'Yangon', station: { id: 'YGN-AML', name: 'Aung Mingalar Highway Bus Station' } },
    to: { city: 'MDY', cityName: 'Mandalay', station: { id: 'MDY-KSK', name: 'Kywe Se Kan Highway Bus Station' } },
    departureDate: '2031-03-10',
    departureTime: '20:30',
    arrival: '2031-03-11T05:30',
    durationMinutes: 540,
    fare: 49_500,
    localFare: 49_500,
    foreignFare: 62_000,
    seatsLeft: 20,
    refundable: true,
    cancellation: SAMPLE_TIERS,
    ...overrides,
  };
}

export function sampleBoarding(overrides: Partial<BusPointOption> = {}): BusPointOption {
  return { id: 'YGN-AML', name: 'Aung Mingalar Highway Bus Station', address: 'Mingaladon', at: '2031-03-10T20:30', ...overrides };
}

export function sampleDropping(overrides: Partial<BusPointOption> = {}): BusPointOption {
  return { id: 'MDY-KSK', name: 'Kywe Se Kan Highway Bus Station', address: 'Pyigyitagon', at: '2031-03-11T05:30', ...overrides };
}

/**
 * Two rows of a 2+1 coach (columns A, B, the aisle, C): 1A sold, 1B kept for a woman, 1C held, 2A and
 * 2B free, 2C the checkout's own; `statuses` changes a seat's status by its number.
 */
export function sampleSeatMap(overrides: Partial<BusSeatMap> = {}, statuses: Record<string, BusSeat['status']> = {}): BusSeatMap {
  const seats: BusSeat[] = [
    { seatNo: '1A', row: 1, column: 0, status: 'sold' },
    { seatNo: '1B', row: 1, column: 1, status: 'women' },
    { seatNo: '1C', row: 1, column: 3, status: 'held' },
    { seatNo: '2A', row: 2, column: 0, status: 'available' },
    { seatNo: '2B', row: 2, column: 1, status: 'available' },
    { seatNo: '2C', row: 2, column: 3, status: 'mine' },
  ];
  return {
    departure: sampleDeparture(),
    columns: ['A', 'B', '', 'C'],
    rows: 2,
    seats: seats.map((seat) => ({ ...seat, status: statuses[seat.seatNo] ?? seat.status })),
    boardingPoints: [sampleBoarding()],
    droppingPoints: [sampleDropping()],
    ...overrides,
  };
}

/** 2A for a man and 2B for a woman held at the local fare until 2031-03-01 03:15 UTC. */
export function sampleCheckout(overrides: Partial<BusCheckout> = {}): BusCheckout {
  return {
    checkoutId: 'chk_0123456789abcdef',
    departure: sampleDeparture(),
    seats: [
      { seatNo: '2A', gender: 'male' },
      { seatNo: '2B', gender: 'female' },
    ],
    boarding: sampleBoarding(),
    dropping: sampleDropping(),
    nationality: 'local',
    amount: 99_000,
    holdExpiresAt: '2031-03-01T03:15:00Z',
    spent: false,
    ...overrides,
  };
}

/** The same coach as an order's item: AUNG and MYA MIN in 3A and 3B, boarding at 20:00. */
export function sampleTicket(overrides: Partial<BusOrderItem> = {}): BusOrderItem {
  return {
    product: 'bus',
    itemNo: 1,
    document: null,
    operatorName: 'JJ Express',
    operatorPhone: '+95 1 860 0111',
    busClass: 'vip',
    coachName: 'VIP 2+1',
    from: { city: 'YGN', name: 'Yangon' },
    to: { city: 'MDY', name: 'Mandalay' },
    departureDate: '2031-03-10',
    departureTime: '20:30',
    arrival: '2031-03-11T05:30',
    boarding: sampleBoarding({ address: 'Mingaladon Township, Yangon', at: '2031-03-10T20:00' }),
    dropping: sampleDropping({ address: 'Pyigyitagon Township, Mandalay' }),
    passengers: [
      { firstName: 'AUNG', lastName: 'MIN', seatNo: '3A', gender: 'male', fare: 49_500 },
      { firstName: 'MYA', lastName: 'MIN', seatNo: '3B', gender: 'female', fare: 49_500 },
    ],
    cancellation: SAMPLE_TIERS,
    reference: 'JJ-88120',
    ticketNumbers: ['T-1', 'T-2'],
    ...overrides,
  };
}
