import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { OrderItem } from './booking.ts';
import { PRODUCT_BOOK_AGAINS, PRODUCT_ORDER_ITEMS, PRODUCT_WEB_CALLS } from './products.ts';
import { BookAgain } from './trips.ts';
import { successContractOf, WEB_CALLS } from './web-calls.ts';
import type { OrderTrip } from '../orders/order-trip.ts';

// One of each product's item and book-again, keyed by product: a product added to the lists fails to
// compile here until it has its own.
const ITEMS: { [Product in OrderItem['product']]: Extract<OrderItem, { product: Product }> } = {
  flight: {
    product: 'flight',
    itemNo: 1,
    document: null,
    directions: [
      {
        direction: 'outward',
        source: 'S1',
        legs: [
          {
            flightNumber: '8M301',
            airlineCode: '8M',
            airlineName: 'Myanmar Airways International',
            origin: 'RGN',
            originCity: 'Yangon',
            destination: 'MDL',
            destinationCity: 'Mandalay',
            departureLocal: '2031-03-01T07:00',
            arrivalLocal: '2031-03-01T08:25',
            durationMinutes: 85,
            cabinClass: 'economy',
          },
        ],
      },
    ],
    travellers: [{ type: 'adult', title: 'Mr', firstName: 'Aung', lastName: 'Min', ticketNumber: null }],
  },
  hotel: {
    product: 'hotel',
    itemNo: 2,
    document: { viewUrl: '/api/tickets/TW3103010001/view', downloadUrl: '/api/tickets/TW3103010001/download' },
    hotelId: 'H1001',
    hotelName: 'Inya Lake Hotel',
    address: '37 Kaba Aye Pagoda Road',
    phone: null,
    city: 'Yangon',
    stars: 4,
    checkIn: '2031-03-01',
    checkOut: '2031-03-03',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    nights: 2,
    rooms: 1,
    adult: 2,
    child: 0,
    childAges: [],
    roomName: 'Deluxe',
    rateName: 'Room only',
    services: [],
    guests: [{ firstName: 'Aung', lastName: 'Min' }],
    estimatedCheckInTime: 'early',
    specialRequest: null,
    cancellation: { refundable: true, freeCancellationUntil: '2031-02-27' },
    voucherNumbers: [],
  },
  insurance: {
    product: 'insurance',
    itemNo: 3,
    document: null,
    area: 'domestic',
    startDate: '2031-03-01',
    endDate: '2031-03-03',
    coverageDays: 3,
    insurerName: 'Shwe Insurance',
    policyNumber: null,
    policyHolder: { firstName: 'Aung', lastName: 'Min' },
    beneficiaries: [{ firstName: 'Aung', lastName: 'Min', age: 40, guardian: true, premium: 3_000, certificateNumber: null }],
    coverage: { hospital: 1_000_000, death: 5_000_000, liability: 1_000_000 },
    premium: 3_000,
  },
  health: {
    product: 'health',
    itemNo: 4,
    document: null,
    planId: 'HEALTH-41-50',
    planName: 'Health plan, ages 41–50',
    ageRange: { from: 41, to: 50 },
    price: 16_700,
    insurerName: 'Shwe Insurance',
    policyNumber: null,
    certificateNumber: null,
    insured: { firstName: 'Aung', lastName: 'Min', dateOfBirth: '1986-05-04', gender: 'male', age: 44 },
    beneficiary: { firstName: 'Su', lastName: 'Su', relationship: 'spouse' },
    coverFrom: null,
    coverTo: null,
    cancellableUntil: null,
    cover: { deathBenefit: 1_000_000, perHospitalDay: 10_000, minimumDays: { illness: 3, accident: 1 } },
  },
  bus: {
    product: 'bus',
    itemNo: 1,
    document: null,
    operatorName: 'JJ Express',
    operatorPhone: '+95 1 860 0111',
    busClass: 'vip',
    coachName: 'VIP 2+1',
    from: { city: 'YGN', name: 'Yangon' },
    to: { city: 'MDY', name: 'Mandalay' },
    departureDate: '2031-03-01',
    departureTime: '20:30',
    arrival: '2031-03-02T05:30',
    boarding: { id: 'YGN-AML', name: 'Aung Mingalar Highway Bus Station', address: 'Mingaladon Township, Yangon', at: '2031-03-01T20:30' },
    dropping: { id: 'MDY-KSK', name: 'Kywe Se Kan Highway Bus Station', address: 'Pyigyitagon Township, Mandalay', at: '2031-03-02T05:30' },
    passengers: [{ firstName: 'Aung', lastName: 'Min', seatNo: '3A', gender: 'male', fare: 49_500 }],
    cancellation: [{ moreThanHours: 48, refundPercent: 90 }],
    reference: null,
    ticketNumbers: [],
  },
};

type Again = z.infer<typeof BookAgain>;
const BOOK_AGAINS: { [Product in Again['product']]: Extract<Again, { product: Product }> } = {
  flight: {
    product: 'flight',
    tripType: 2,
    fromCityCode: 'RGN',
    toCityCode: 'MDL',
    requestDateFrom: '2031-03-01',
    requestDateTo: '2031-03-03',
    currency: 'MMK',
    language: 'en',
    adult: 1,
    child: 0,
    infant: 0,
  },
  hotel: {
    product: 'hotel',
    itemId: 'H1001',
    name: 'Inya Lake Hotel',
    city: 'Yangon',
    region: 'local',
    checkin: '2031-03-01',
    checkout: '2031-03-03',
    rooms: 1,
    adult: 2,
    child: 1,
    childAges: [7],
    nationality: 'local',
    currency: 'MMK',
    language: 'mm',
  },
  insurance: { product: 'insurance', area: 'international', ages: [40, 9], language: 'en' },
  health: { product: 'health', age: 44, language: 'en' },
  bus: { product: 'bus', from: 'YGN', to: 'MDY', passengers: 2, nationality: 'local', language: 'en' },
};
/** The literal each schema of a list is told apart by. */
function productsOf(list: ReadonlyArray<{ shape: { product: { value: string } } }>): string[] {
  return list.map((schema) => schema.shape.product.value);
}

const idOf = (schema: z.ZodType) => (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;

describe('the products type map', () => {
  it('names each product once in each list, the items and book-agains in the same order', () => {
    const products = productsOf(PRODUCT_ORDER_ITEMS);
    expect(new Set(products).size).toBe(products.length);
    expect(productsOf(PRODUCT_BOOK_AGAINS)).toEqual(products);
    expectTypeOf<OrderTrip['product']>().toEqualTypeOf<OrderItem['product']>();
    expectTypeOf<Again['product']>().toEqualTypeOf<OrderItem['product']>();
  });

  it('keeps the published order of OrderItem, each item under its own OpenAPI id: a new product goes last', () => {
    expect(PRODUCT_ORDER_ITEMS.map(idOf).slice(0, 4)).toEqual(['FlightOrderItem', 'HotelOrderItem', 'InsuranceOrderItem', 'HealthOrderItem']);
    expect(PRODUCT_ORDER_ITEMS.map(idOf)).toEqual(productsOf(PRODUCT_ORDER_ITEMS).map((product) => `${product[0]!.toUpperCase()}${product.slice(1)}OrderItem`));
  });
});

describe('OrderItem, made from the products’ items', () => {
  it.each(Object.entries(ITEMS))('reads a %s item as that product’s', (_product, item) => {
    expect(OrderItem.parse(item)).toEqual(item);
  });

  it('refuses a product none lists, and an item with another product’s fields', () => {
    expect(OrderItem.safeParse({ ...ITEMS.health, product: 'bus' }).success).toBe(false);
    expect(OrderItem.safeParse({ ...ITEMS.health, product: 'insurance' }).success).toBe(false);
  });
});

describe('BookAgain, made from the products’ book-agains', () => {
  it.each(Object.entries(BOOK_AGAINS))('reads a %s book-again as that product’s', (_product, again) => {
    expect(BookAgain.parse(again)).toEqual(again);
  });

  it('refuses a product none lists, and a book-again with another product’s fields', () => {
    expect(BookAgain.safeParse({ ...BOOK_AGAINS.health, product: 'bus' }).success).toBe(false);
    expect(BookAgain.safeParse({ ...BOOK_AGAINS.health, product: 'flight' }).success).toBe(false);
  });
});

describe('the products’ calls', () => {
  it.each(Object.entries(PRODUCT_WEB_CALLS))('%s is a web call with the very same contract', (call, contract) => {
    expect(WEB_CALLS[call as keyof typeof WEB_CALLS]).toBe(contract);
    const [method, path] = call.split(' ') as ['GET' | 'POST', string];
    expect(successContractOf(method, path)).toBe(contract);
  });
});
