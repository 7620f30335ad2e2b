import { describe, it, expect } from 'vitest';
import {
  AUTOCOMPLETE_MIN_CHARS,
  AUTOCOMPLETE_PAUSE_MS,
  CASH_ON_DELIVERY_SUB_CATEGORY_ID,
  DEFAULT_DEPARTURE_AIRPORT,
  DEFAULT_PHONE_CODE,
  EXCHANGE_RATE_QUERY,
  FILTER_SORT_DELAY_MS,
  FLIGHT_SEARCH_DEFAULTS,
  HOTEL_SEARCH_DEFAULTS,
  PAY_AT_SHOP_HOURS,
  PAYMENT_WINDOW_MINUTES,
  PRODUCT_TYPE_IDS,
  RECENT_FLIGHT_DEPARTURES_MAX,
  RECENT_HOTEL_LOCATIONS_MAX,
  SUCCESS_CODE,
} from './constants.ts';

describe('business constants (spec §9)', () => {
  it('defaults the phone code to 95 and succeeds on code 200', () => {
    expect(DEFAULT_PHONE_CODE).toBe('95');
    expect(SUCCESS_CODE).toBe(200);
  });

  it('starts autocomplete at 3 characters after a 500 ms pause, and filters after 500 ms', () => {
    expect([AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_PAUSE_MS, FILTER_SORT_DELAY_MS]).toEqual([3, 500, 500]);
  });

  it('keeps at most 4 recent flight departures and 3 recent hotel locations', () => {
    expect([RECENT_FLIGHT_DEPARTURES_MAX, RECENT_HOTEL_LOCATIONS_MAX]).toEqual([4, 3]);
  });

  it('gives 15 minutes to pay online and 24 hours to pay at a shop', () => {
    expect([PAYMENT_WINDOW_MINUTES, PAY_AT_SHOP_HOURS]).toEqual([15, 24]);
  });

  it('defaults flights to 1 adult, 0 child, 0 infant, round trip from RGN; hotels to 2 adults in 1 room', () => {
    expect(FLIGHT_SEARCH_DEFAULTS).toEqual({ adult: 1, child: 0, infant: 0, tripType: 2 });
    expect(DEFAULT_DEPARTURE_AIRPORT).toMatchObject({ airportCode: 'RGN', airportCity: 'Yangon', countryName: 'Myanmar' });
    expect(HOTEL_SEARCH_DEFAULTS).toEqual({ adult: 2, rooms: 1, child: 0 });
  });

  it('queries the exchange rate with channel type 3, amount 1, product 10; keeps cash-on-delivery info for sub-category 19', () => {
    expect(EXCHANGE_RATE_QUERY).toEqual({ channelType: 3, amount: 1, productId: 10 });
    expect(CASH_ON_DELIVERY_SUB_CATEGORY_ID).toBe(19);
  });

  it('numbers products hotel 1, flight 2, car 6, tour 7, visa 8, bus 9, insurance 11, health insurance 13', () => {
    expect(Object.values(PRODUCT_TYPE_IDS)).toEqual([1, 2, 6, 7, 8, 9, 11, 13]);
  });
});
