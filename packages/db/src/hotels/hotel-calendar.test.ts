import { describe, expect, it } from 'vitest';
import { addDays } from '@thwa/domain/dates';
import { destinationById, destinationBySlug, type DestinationKind } from './destinations.ts';
import {
  CALENDAR_NIGHTS,
  FESTIVAL_FACTOR,
  MONTH_FACTOR,
  dealOn,
  demandFactor,
  festivalOn,
  roomCalendar,
  repricedNight,
  roomNight,
  seasonOf,
  thadingyutFullMoon,
  type NightPrice,
  type RoomNight,
} from './hotel-calendar.ts';
import { hotelCatalogue, hotelsInDestination, type Hotel, type HotelRoomType } from './hotel-catalogue.ts';

const hotels = hotelCatalogue();
const rooms = hotels.flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })));
const kindOf = (hotel: Hotel) => destinationById(hotel.destinationId)!.kind;
const TODAY = '2026-03-01';
const calendars = rooms.map(({ hotel, room }) => ({ hotel, room, nights: roomCalendar(hotel, room, TODAY) }));
const allNights = calendars.flatMap(({ nights }) => nights);

/**
 * Every rate of a room dearer on one night than on another, for locals and foreigners alike, before
 * any deal: what demand does to a price (a deal is a hotel's choice, tested on its own below).
 */
function dearer(hotel: Hotel, room: HotelRoomType, date: string, than: string): boolean {
  const high = roomNight(hotel, room, date).prices;
  const low = roomNight(hotel, room, than).prices;
  return high.every((price, index) => price.localBeforeDeal > low[index]!.localBeforeDeal && price.foreignerBeforeDeal > low[index]!.foreignerBeforeDeal);
}
const beforeDeal = (prices: readonly NightPrice[]) => prices.map(({ rateId, localBeforeDeal, foreignerBeforeDeal }) => ({ rateId, localBeforeDeal, foreignerBeforeDeal }));

describe('seasons and festivals', () => {
  it('runs the high season from October to February, the hot season to May, the green season to September', () => {
    expect(['2026-01-15', '2026-02-28', '2026-10-01', '2026-12-31'].map(seasonOf)).toEqual(['high', 'high', 'high', 'high']);
    expect(['2026-03-01', '2026-05-31'].map(seasonOf)).toEqual(['hot', 'hot']);
    expect(['2026-06-01', '2026-09-30'].map(seasonOf)).toEqual(['green', 'green']);
  });

  it('finds the Thadingyut full moon in October (or on 1 November), within a day of the published holiday', () => {
    const published = { 2017: '2017-10-05', 2018: '2018-10-24', 2020: '2020-10-31', 2022: '2022-10-09', 2023: '2023-10-28', 2024: '2024-10-17', 2025: '2025-10-06' };
    for (const [year, date] of Object.entries(published)) {
      const computed = thadingyutFullMoon(Number(year));
      expect([addDays(date, -1), date, addDays(date, 1)], year).toContain(computed);
    }
    for (let year = 2026; year <= 2040; year += 1) {
      const computed = thadingyutFullMoon(year);
      expect(computed >= `${year}-10-03` && computed <= `${year}-11-01`, computed).toBe(true);
    }
    expect(() => thadingyutFullMoon(1066)).toThrow(RangeError);
  });

  it('marks Thingyan, Christmas to New Year and the nights around the Thadingyut full moon, and nothing else', () => {
    expect(['2026-04-11', '2026-04-12', '2026-04-17', '2026-04-18'].map(festivalOn)).toEqual([null, 'thingyan', 'thingyan', null]);
    expect(['2026-12-21', '2026-12-22', '2026-12-31', '2027-01-02', '2027-01-03'].map(festivalOn)).toEqual([
      null,
      'christmas_new_year',
      'christmas_new_year',
      'christmas_new_year',
      null,
    ]);
    const fullMoon = thadingyutFullMoon(2026);
    expect([-3, -2, 0, 1, 2].map((offset) => festivalOn(addDays(fullMoon, offset)))).toEqual([null, 'thadingyut', 'thadingyut', 'thadingyut', null]);
    const festive = Array.from({ length: 365 }, (_, index) => festivalOn(addDays('2026-01-01', index))).filter(Boolean);
    expect(festive).toHaveLength(6 + 4 + 12); // Thingyan, Thadingyut, and Christmas-New Year at both ends of the year
  });

  it('prices every kind of place higher in the high season than in the rains, and higher at every festival', () => {
    const kinds = Object.keys(MONTH_FACTOR) as DestinationKind[];
    for (const kind of kinds) {
      expect(demandFactor(kind, '2027-01-12'), kind).toBeGreaterThan(demandFactor(kind, '2026-08-11'));
      for (const festival of Object.keys(FESTIVAL_FACTOR) as (keyof typeof FESTIVAL_FACTOR)[]) expect(FESTIVAL_FACTOR[festival][kind]).toBeGreaterThan(1);
    }
  });
});

describe('roomCalendar', () => {
  const hotel = hotelsInDestination(destinationBySlug('yangon')!.id)[0]!;
  const room = hotel.rooms[0]!;

  it('gives 365 consecutive nights from today', () => {
    const nights = roomCalendar(hotel, room, TODAY);
    expect(CALENDAR_NIGHTS).toBe(365);
    expect(nights).toHaveLength(365);
    expect(nights[0]!.date).toBe(TODAY);
    expect(nights.at(-1)!.date).toBe(addDays(TODAY, 364));
    nights.forEach((night, index) => expect(night.date).toBe(addDays(TODAY, index)));
    expect(roomCalendar(hotel, room, TODAY, 30)).toEqual(nights.slice(0, 30));
  });

  it('is the same on every run, and a night is the same whichever day the calendar starts', () => {
    expect(roomCalendar(hotel, room, TODAY)).toEqual(roomCalendar(hotel, room, TODAY));
    const later = roomCalendar(hotel, room, '2026-05-20');
    const earlier = roomCalendar(hotel, room, TODAY);
    const overlap = earlier.slice(earlier.findIndex((night) => night.date === '2026-05-20'));
    expect(later.slice(0, overlap.length)).toEqual(overlap);
    expect(roomNight(hotel, room, '2026-07-04')).toEqual(earlier.find((night) => night.date === '2026-07-04'));
  });

  it('differs between rooms on the same night', () => {
    const other = hotel.rooms[1]!;
    const a = roomCalendar(hotel, room, TODAY).map((night) => night.available / room.roomCount);
    const b = roomCalendar(hotel, other, TODAY).map((night) => night.available / other.roomCount);
    expect(a).not.toEqual(b);
  });

  it('refuses a room of another hotel, a date that is not a date and an impossible length', () => {
    expect(() => roomCalendar(hotel, hotels[1]!.rooms[0]!, TODAY)).toThrow(/not a room of hotel/);
    expect(() => roomCalendar(hotel, room, '2026-02-30')).toThrow(RangeError);
    expect(() => roomCalendar(hotel, room, TODAY, 0)).toThrow(RangeError);
    expect(() => roomNight(hotel, room, '01/03/2026')).toThrow(RangeError);
  });
});

describe('allotment', () => {

  it('is a whole number from 0 to the room count on every night of every room', () => {
    const wrong = calendars.flatMap(({ room, nights }) =>
      nights.filter((night) => !(Number.isInteger(night.available) && night.available >= 0 && night.available <= room.roomCount)).map((night) => `${room.id} ${night.date}`),
    );
    expect(allNights.length).toBe(rooms.length * 365);
    expect(wrong).toEqual([]);
  });

  it('has some nights sold out and some nearly full, but most nights open', () => {
    const soldOut = allNights.filter((night) => night.available === 0).length / allNights.length;
    expect(soldOut).toBeGreaterThan(0.02);
    expect(soldOut).toBeLessThan(0.25);
    const low = calendars.flatMap(({ room, nights }) => nights.filter((night) => night.available > 0 && night.available <= room.roomCount * 0.2));
    expect(low.length / allNights.length).toBeGreaterThan(0.02);
    const wideOpen = calendars.flatMap(({ room, nights }) => nights.filter((night) => night.available >= room.roomCount * 0.6));
    expect(wideOpen.length / allNights.length).toBeGreaterThan(0.1);
  });

  it('sells out more at festivals than on ordinary nights', () => {
    const festive = new Set(calendars[0]!.nights.map((night) => night.date).filter((date) => festivalOn(date) !== null));
    const soldOutShare = (nights: readonly RoomNight[]) => nights.filter((night) => night.available === 0).length / nights.length;
    expect(festive.size).toBeGreaterThan(15);
    expect(soldOutShare(allNights.filter((night) => festive.has(night.date)))).toBeGreaterThan(2 * soldOutShare(allNights.filter((night) => !festive.has(night.date))));
  });

  it('closes most beach rooms in the rains, some hotels altogether', () => {
    const beach = calendars.filter(({ hotel }) => kindOf(hotel) === 'beach');
    expect(beach.length).toBeGreaterThan(50);
    const inMonth = (nights: readonly RoomNight[], month: string) => nights.filter((night) => night.date.slice(5, 7) === month);
    for (const { room, nights } of beach) {
      for (const night of inMonth(nights, '08')) expect(night.available, `${room.id} ${night.date}`).toBeLessThanOrEqual(Math.floor(room.roomCount * 0.5));
    }
    const augustOpen = beach.reduce((sum, { nights }) => sum + inMonth(nights, '08').reduce((total, night) => total + night.available, 0), 0);
    const augustRooms = beach.reduce((sum, { room }) => sum + room.roomCount * 31, 0);
    expect(augustOpen).toBeLessThan(augustRooms / 4);
    const closedHotels = new Set(hotels.filter((hotel) => kindOf(hotel) === 'beach').map((hotel) => hotel.id));
    for (const { hotel, nights } of beach) if (inMonth(nights, '08').some((night) => night.available > 0)) closedHotels.delete(hotel.id);
    expect(closedHotels.size).toBeGreaterThan(0);
    // Outside the beaches, the rains leave rooms open.
    const city = calendars.filter(({ hotel }) => kindOf(hotel) === 'city');
    expect(city.every(({ room, nights }) => inMonth(nights, '08').some((night) => night.available > room.roomCount * 0.3))).toBe(true);
  });
});

describe('nightly prices', () => {
  it('keep the catalogue rules every night: steps of 500, foreigners never below locals, breakfast above room only', () => {
    const wrong: string[] = [];
    for (const { room, nights } of calendars) {
      const rateIds = room.rates.map((rate) => rate.id).join();
      for (const night of nights) {
        const where = `${room.id} ${night.date}`;
        if (night.prices.map((price) => price.rateId).join() !== rateIds) wrong.push(`${where}: rates`);
        if (night.prices.some((price) => price.local % 500 !== 0 || price.foreigner % 500 !== 0 || !(price.local > 0))) wrong.push(`${where}: amount`);
        if (night.prices.some((price) => price.foreigner < price.local)) wrong.push(`${where}: foreigner below local`);
        if (!(night.prices[1]!.local > night.prices[0]!.local)) wrong.push(`${where}: breakfast not above room only`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are higher for the same room in the high season than in the rains', () => {
    // Both Tuesdays, neither a festival.
    for (const { hotel, room } of rooms) expect(dearer(hotel, room, '2027-01-12', '2026-08-11'), room.id).toBe(true);
  });

  it('go up at Thingyan, Thadingyut and Christmas against the same weekday two weeks away', () => {
    const fullMoon = thadingyutFullMoon(2026);
    for (const { hotel, room } of rooms) {
      expect(dearer(hotel, room, '2026-04-14', '2026-04-28'), `${room.id} Thingyan`).toBe(true);
      expect(dearer(hotel, room, fullMoon, addDays(fullMoon, -14)), `${room.id} Thadingyut`).toBe(true);
      expect(dearer(hotel, room, '2026-12-24', '2026-12-10'), `${room.id} Christmas`).toBe(true);
    }
  });

  it('are higher on Friday and Saturday nights in cities and at beaches, the same at Bagan and Inle', () => {
    // Saturday 14 and Tuesday 10 November 2026: same month, no festival.
    for (const { hotel, room } of rooms) {
      const kind = kindOf(hotel);
      if (kind === 'city' || kind === 'beach') expect(dearer(hotel, room, '2026-11-14', '2026-11-10'), room.id).toBe(true);
      if (kind === 'heritage' || kind === 'lake') expect(beforeDeal(roomNight(hotel, room, '2026-11-14').prices)).toEqual(beforeDeal(roomNight(hotel, room, '2026-11-10').prices));
    }
  });

  it('stay near the catalogue price on an ordinary night and never fall below half of it before a deal, nor below a third after one', () => {
    for (const { hotel, room, nights } of calendars) {
      const ordinary = roomNight(hotel, room, '2026-10-13').prices[0]!.localBeforeDeal; // a Tuesday in October, factor 1 or close
      expect(ordinary / room.rates[0]!.localPrice, room.id).toBeGreaterThan(0.85);
      expect(ordinary / room.rates[0]!.localPrice, room.id).toBeLessThan(1.25);
      const cheapest = Math.min(...nights.map((night) => night.prices[0]!.localBeforeDeal));
      expect(cheapest / room.rates[0]!.localPrice, room.id).toBeGreaterThan(0.5);
      const cheapestAfterDeal = Math.min(...nights.map((night) => night.prices[0]!.local));
      expect(cheapestAfterDeal / room.rates[0]!.localPrice, room.id).toBeGreaterThan(1 / 3);
    }
  });
});

describe('deals', () => {
  const dates = calendars[0]!.nights.map((night) => night.date);
  const hotelNights = hotels.flatMap((hotel) => dates.map((date) => ({ hotel, date, deal: dealOn(hotel, date) })));
  const withDeal = hotelNights.filter((one) => one.deal !== null);

  it('are published by a minority of hotels on any night, for 10 to 30 % off, and by most hotels on some night of the year', () => {
    const share = withDeal.length / hotelNights.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
    for (const date of dates) {
      const tonight = hotels.filter((hotel) => dealOn(hotel, date) !== null).length / hotels.length;
      expect(tonight, date).toBeLessThan(0.5);
    }
    expect(new Set(withDeal.map((one) => one.deal!.share))).toEqual(new Set([0.1, 0.15, 0.2, 0.25, 0.3]));
    expect(new Set(withDeal.map((one) => one.hotel.id)).size / hotels.length).toBeGreaterThan(0.5);
    // A hotel keeps its share from one deal to the next.
    const shares = new Map<string, Set<number>>();
    for (const { hotel, deal } of withDeal) shares.set(hotel.id, (shares.get(hotel.id) ?? new Set()).add(deal!.share));
    for (const [hotelId, set] of shares) expect(set.size, hotelId).toBe(1);
  });

  it('fall in the green season where the rains empty the place, on weekdays in cities, or in a whole promotion week, never at a festival', () => {
    const kinds = new Set(withDeal.map((one) => one.deal!.kind));
    expect(kinds).toEqual(new Set(['green_season', 'weekday', 'promotion_week']));
    const dealNights = new Set(withDeal.map((one) => `${one.hotel.id} ${one.date}`));
    const wrong: string[] = [];
    for (const { hotel, date, deal } of withDeal) {
      const where = `${hotel.id} ${date} ${deal!.kind}`;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (festivalOn(date) !== null) wrong.push(`${where}: a festival`);
      if (deal!.kind === 'green_season' && (seasonOf(date) !== 'green' || !['heritage', 'lake', 'beach', 'hill', 'town'].includes(kindOf(hotel)))) wrong.push(where);
      // Friday and Saturday nights are the weekend's.
      if (deal!.kind === 'weekday' && (!['city', 'capital'].includes(kindOf(hotel)) || weekday === 5 || weekday === 6)) wrong.push(where);
      if (deal!.kind === 'promotion_week') {
        // Monday to Sunday: every night of that week that is not a festival has a deal too.
        const monday = addDays(date, -((weekday + 6) % 7));
        for (let day = 0; day < 7; day += 1) {
          const other = addDays(monday, day);
          if (festivalOn(other) === null && dates.includes(other) && !dealNights.has(`${hotel.id} ${other}`)) wrong.push(`${where}: not on ${other}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('take their share off every rate of every room of the hotel that night, the price before the deal kept beside it', () => {
    const dealOf = new Map(hotelNights.map((one) => [`${one.hotel.id} ${one.date}`, one.deal]));
    const wrong: string[] = [];
    for (const { hotel, nights } of calendars) {
      for (const night of nights) {
        const deal = dealOf.get(`${hotel.id} ${night.date}`);
        for (const price of night.prices) {
          const where = `${price.rateId} ${night.date}`;
          if (!deal) {
            if (price.local !== price.localBeforeDeal || price.foreigner !== price.foreignerBeforeDeal) wrong.push(`${where}: a deal without one`);
            continue;
          }
          // Rounded to the hotels' 500 or 1,000 MMK steps after the share comes off.
          if (Math.abs(price.local - price.localBeforeDeal * (1 - deal.share)) > 500) wrong.push(`${where}: local`);
          if (Math.abs(price.foreigner - price.foreignerBeforeDeal * (1 - deal.share)) > 500) wrong.push(`${where}: foreigner`);
          if (!(price.local < price.localBeforeDeal)) wrong.push(`${where}: nothing off`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are the same on every run and whichever day the calendar starts', () => {
    const { hotel, room } = calendars.find(({ nights }) => nights.some((night) => night.prices[0]!.local < night.prices[0]!.localBeforeDeal))!;
    const night = roomCalendar(hotel, room, TODAY).find((one) => one.prices[0]!.local < one.prices[0]!.localBeforeDeal)!;
    expect(roomNight(hotel, room, night.date)).toEqual(night);
    expect(roomCalendar(hotel, room, addDays(night.date, -3), 5)[3]).toEqual(night);
  });
});

describe('a night repriced in the console', () => {
  const withDeal = hotels.flatMap((hotel) => hotel.rooms.slice(0, 1).map((room) => ({ hotel, room }))).flatMap(({ hotel, room }) =>
    Array.from({ length: 60 }, (_, index) => addDays(TODAY, index))
      .filter((date) => dealOn(hotel, date))
      .slice(0, 1)
      .map((date) => ({ room, night: roomNight(hotel, room, date) })),
  );

  it('sells room only at exactly the price set, every other rate and foreigners moved by its proportion from the prices before the deal', () => {
    const wrong: string[] = [];
    for (const { night } of calendars.slice(0, 40).map((one) => ({ night: one.nights[10]! }))) {
      const published = night.prices[0]!.localBeforeDeal;
      for (const roomOnly of [published * 2 - (published * 2) % 500, Math.max(5_000, published - (published % 500) - 10_000)]) {
        const repriced = repricedNight(night, roomOnly);
        const proportion = roomOnly / published;
        if (repriced.prices[0]!.local !== roomOnly) wrong.push(`${night.date}: room only ${repriced.prices[0]!.local} for ${roomOnly}`);
        if (repriced.available !== night.available) wrong.push(`${night.date}: allotment`);
        repriced.prices.forEach((price, index) => {
          const before = night.prices[index]!;
          const where = `${price.rateId} ${night.date} at ${roomOnly}`;
          if (price.rateId !== before.rateId) wrong.push(`${where}: rate id`);
          if (index > 0 && Math.abs(price.local - before.localBeforeDeal * proportion) > 500) wrong.push(`${where}: local ${price.local}`);
          if (Math.abs(price.foreigner - Math.max(price.local, before.foreignerBeforeDeal * proportion)) > 500) wrong.push(`${where}: foreigner ${price.foreigner}`);
          if (price.foreigner < price.local) wrong.push(`${where}: foreigner below local`);
          if (price.local % 500 !== 0 || price.foreigner % 500 !== 0) wrong.push(`${where}: not in hotels' steps`);
        });
      }
    }
    expect(wrong).toEqual([]);
  });

  it("takes no deal off the employee's price, so no strike-through is shown that nobody published", () => {
    expect(withDeal.length).toBeGreaterThan(10);
    for (const { night } of withDeal) {
      expect(night.prices[0]!.local).toBeLessThan(night.prices[0]!.localBeforeDeal);
      const repriced = repricedNight(night, 50_000);
      expect(repriced.prices.every((price) => price.local === price.localBeforeDeal && price.foreigner === price.foreignerBeforeDeal)).toBe(true);
      expect(repriced.prices[0]!.local).toBe(50_000);
    }
  });
});
