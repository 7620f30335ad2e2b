import { describe, expect, it } from 'vitest';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { DESTINATIONS, destinationById, townshipOf, type Destination } from './destinations.ts';
import { AMENITIES, BED_TYPES, HOTEL_TYPES } from '@thwa/domain/hotels/hotel-codes';
import { distanceMetres, nearestFirst } from '@thwa/domain/hotels/hotel-location';
import { bedBankHotels, PLACES_ABROAD } from './bed-bank-catalogue.ts';
import {
  BASE_PRICE_BAND,
  STARS_BY_TYPE,
  STAR_RATINGS,
  buildHotelCatalogue,
  hotelById,
  hotelBySlug,
  hotelCatalogue,
  hotelsInDestination,
  maxAdultsOnRate,
  roundPrice,
  type Hotel,
} from './hotel-catalogue.ts';
import { MYANMAR_TEXT, unicodeOrderProblem } from './testing.ts';

const hotels = hotelCatalogue();
const destinations: readonly Destination[] = DESTINATIONS;
const destinationOf = (hotel: Hotel) => destinationById(hotel.destinationId)!;
const rooms = hotels.flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })));
const rates = rooms.flatMap(({ hotel, room }) => room.rates.map((rate) => ({ hotel, room, rate })));
const cheapestRoomOnly = (hotel: Hotel) => Math.min(...hotel.rooms.map((room) => room.rates.find((rate) => rate.plan === 'room_only')!.localPrice));
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the hotel catalogue', () => {
  it('is the same on every build, and built once', () => {
    expect(buildHotelCatalogue()).toEqual(buildHotelCatalogue());
    expect(hotelCatalogue()).toBe(hotels);
    expect(hotels).toEqual(buildHotelCatalogue());
  });

  it('is frozen, so one caller cannot change what the next one reads', () => {
    expect(() => {
      (hotels[0]!.rooms[0]!.rates[0] as { localPrice: number }).localPrice = 1;
    }).toThrow(TypeError);
  });

  it('holds a few hundred hotels, the most where travellers go', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(250);
    expect(hotels.length).toBeLessThanOrEqual(400);
    const count = (slug: string) => hotels.filter((hotel) => destinationOf(hotel).slug === slug).length;
    const big = ['yangon', 'mandalay', 'bagan', 'inle', 'ngapali'];
    const smallest = Math.min(...big.map(count));
    for (const destination of destinations.filter((candidate) => !big.includes(candidate.slug))) {
      expect(count(destination.slug), destination.slug).toBeLessThan(smallest);
    }
    expect(count('yangon')).toBeGreaterThan(count('mandalay'));
  });

  it('has hotels in every destination and every township', () => {
    for (const destination of destinations) {
      const here = hotels.filter((hotel) => hotel.destinationId === destination.id);
      expect(here.length, destination.slug).toBeGreaterThanOrEqual(3);
      for (const township of destination.townships) {
        expect(here.some((hotel) => hotel.townshipSlug === township.slug), township.slug).toBe(true);
      }
    }
    for (const hotel of hotels) expect(townshipOf(destinationOf(hotel), hotel.townshipSlug), hotel.id).toBeDefined();
  });

  it('has every type, every star rating, and only the stars its type allows', () => {
    expect(new Set(hotels.map((hotel) => hotel.type))).toEqual(new Set(HOTEL_TYPES));
    expect(new Set(hotels.map((hotel) => hotel.stars))).toEqual(new Set(STAR_RATINGS));
    for (const hotel of hotels) expect(STARS_BY_TYPE[hotel.type], hotel.id).toContain(hotel.stars);
    expect(STARS_BY_TYPE.guest_house).not.toContain(4);
    expect(STARS_BY_TYPE.resort).not.toContain(2);
  });

  it('puts serviced apartments in cities and most resorts by a beach, a lake, hills or ruins', () => {
    for (const hotel of hotels.filter((candidate) => candidate.type === 'serviced_apartment')) {
      expect(['city', 'capital'], hotel.id).toContain(destinationOf(hotel).kind);
    }
    const resorts = hotels.filter((hotel) => hotel.type === 'resort');
    const setting = resorts.filter((hotel) => {
      const destination = destinationOf(hotel);
      return ['beach', 'lake', 'hill', 'heritage'].includes(destination.kind) || townshipOf(destination, hotel.townshipSlug)!.waterfront !== undefined;
    });
    expect(setting.length / resorts.length).toBeGreaterThan(0.75);
  });

  it('gives unique ids (H and a number), slugs and, within a destination, names', () => {
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
    expect(new Set(hotels.map((hotel) => hotel.slug)).size).toBe(hotels.length);
    for (const hotel of hotels) {
      expect(hotel.id).toMatch(/^H\d+$/);
      expect(hotel.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(hotel.slug.endsWith(`-${destinationOf(hotel).slug}`), hotel.slug).toBe(true);
    }
    for (const destination of destinations) {
      const names = hotelsInDestination(destination.id).map((hotel) => hotel.nameEn);
      expect(new Set(names).size, destination.slug).toBe(names.length);
    }
    expect(new Set(rooms.map(({ room }) => room.id)).size).toBe(rooms.length);
    expect(new Set(rates.map(({ rate }) => rate.id)).size).toBe(rates.length);
  });

  it('keeps an id when other destinations change: the id is the destination id × 1000 + the number', () => {
    expect(hotelsInDestination(1)[0]!.id).toBe('H1001');
    expect(hotelsInDestination(destinations.at(-1)!.id).at(-1)!.id).toMatch(new RegExp(`^H${destinations.at(-1)!.id}\\d{3}$`));
  });
});

describe('names, descriptions and addresses', () => {
  it('are in Unicode Myanmar script in Myanmar, never Zawgyi', () => {
    for (const hotel of hotels) {
      const texts = [hotel.nameMy, hotel.descriptionMy, hotel.addressMy, ...hotel.rooms.flatMap((room) => [room.nameMy, ...room.rates.map((rate) => rate.nameMy)])];
      for (const text of texts) {
        expect(text, hotel.id).toMatch(MYANMAR_TEXT);
        expect(unicodeOrderProblem(text), `${hotel.id}: ${text}`).toBeNull();
      }
      expect(isZawgyi(texts.join(' ')), hotel.id).toBe(false);
    }
  });

  it('describe each hotel in two or three sentences of its own, naming it and its place', () => {
    for (const hotel of hotels) {
      const sentencesEn = hotel.descriptionEn.split(/(?<=\.)\s+/);
      const sentencesMy = hotel.descriptionMy.split('။').filter((part) => part.trim() !== '');
      expect(sentencesEn.length, hotel.id).toBeGreaterThanOrEqual(2);
      expect(sentencesEn.length, hotel.id).toBeLessThanOrEqual(3);
      expect(sentencesMy.length, hotel.id).toBe(sentencesEn.length);
      expect(hotel.descriptionEn).toContain(hotel.nameEn);
      expect(hotel.descriptionMy).toContain(hotel.nameMy);
      expect(hotel.descriptionEn).not.toMatch(/lorem|ipsum/i);
      expect(`${hotel.descriptionEn} ${hotel.descriptionMy}`).not.toMatch(/\bundefined\b|\bNaN\b|\[object|\$\{/);
      const township = townshipOf(destinationOf(hotel), hotel.townshipSlug)!;
      expect(hotel.descriptionEn.includes(township.nameEn) || hotel.descriptionEn.includes(destinationOf(hotel).nameEn), hotel.id).toBe(true);
    }
    // Varied: without the name, few descriptions are alike.
    const shapes = new Set(hotels.map((hotel) => hotel.descriptionEn.replace(hotel.nameEn, '')));
    expect(shapes.size).toBeGreaterThan(hotels.length * 0.9);
    // And written from more than a couple of sentence patterns: first sentences with names and numbers taken out.
    const pattern = (hotel: Hotel) => {
      const destination = destinationOf(hotel);
      const names = [hotel.nameEn, ...destination.townships.map((township) => township.nameEn), destination.nameEn];
      const opening = hotel.descriptionEn.split('. ')[0]!;
      return names.reduce((text, name) => text.split(name).join('…'), opening).replace(/\d+/g, 'N');
    };
    expect(new Set(hotels.map(pattern)).size).toBeGreaterThanOrEqual(10);
  });

  it('speak of the sea only by the sea, and of the lake only by a lake', () => {
    for (const hotel of hotels) {
      const waterfront = townshipOf(destinationOf(hotel), hotel.townshipSlug)!.waterfront;
      if (/the sea|the beach|the sand/.test(hotel.descriptionEn)) expect(waterfront, hotel.id).toBe('beach');
      if (/the lake|by boat/.test(hotel.descriptionEn)) expect(waterfront, hotel.id).toBe('lake');
    }
  });

  it('give a street address in the hotel township, in both languages', () => {
    for (const hotel of hotels) {
      const township = townshipOf(destinationOf(hotel), hotel.townshipSlug)!;
      expect(hotel.addressEn).toMatch(/^No\. \d+, /);
      expect(hotel.addressEn).toContain(township.nameEn);
      expect(hotel.addressMy).toMatch(/^အမှတ် [၀-၉]+၊ /);
      expect(hotel.addressMy).toContain(township.nameMy);
    }
  });
});

describe('amenities', () => {
  it('come from the fixed list, once each, in its order, with Wi-Fi everywhere', () => {
    for (const hotel of hotels) {
      expect(hotel.amenities).toEqual(AMENITIES.filter((amenity) => hotel.amenities.includes(amenity)));
      expect(hotel.amenities).toContain('wifi');
    }
  });

  it('follow the place: beach access only on a beach, a lake view only by a lake', () => {
    for (const hotel of hotels) {
      const waterfront = townshipOf(destinationOf(hotel), hotel.townshipSlug)!.waterfront;
      if (hotel.amenities.includes('beach_access')) expect(waterfront, hotel.id).toBe('beach');
      if (hotel.amenities.includes('lake_view')) expect(waterfront, hotel.id).toBe('lake');
    }
    expect(hotels.filter((hotel) => hotel.amenities.includes('beach_access')).length).toBeGreaterThan(10);
    expect(hotels.filter((hotel) => hotel.amenities.includes('lake_view')).length).toBeGreaterThan(5);
  });

  it('follow the rooms: a kitchen in every apartment, family rooms where a room sleeps three', () => {
    for (const hotel of hotels) {
      expect(hotel.amenities.includes('kitchen'), hotel.id).toBe(hotel.type === 'serviced_apartment');
      expect(hotel.amenities.includes('family_rooms'), hotel.id).toBe(hotel.rooms.some((room) => room.maxAdults >= 3));
    }
  });

  it('grow richer with every star, and every 5-star hotel has a pool and a restaurant', () => {
    const averages = STAR_RATINGS.map((stars) => mean(hotels.filter((hotel) => hotel.stars === stars).map((hotel) => hotel.amenities.length)));
    for (let index = 1; index < averages.length; index += 1) expect(averages[index]!).toBeGreaterThan(averages[index - 1]!);
    for (const hotel of hotels.filter((candidate) => candidate.stars === 5)) expect(hotel.amenities).toEqual(expect.arrayContaining(['pool', 'restaurant']));
  });
});

describe('policies', () => {
  it('give check-in and check-out times, check-out no later than check-in', () => {
    for (const { policies, id } of hotels) {
      expect(policies.checkIn).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(policies.checkOut).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(policies.checkOut <= policies.checkIn, id).toBe(true);
    }
  });

  it('price an allowed extra bed and a baby cot (0 is free), and vary between hotels', () => {
    for (const { policies, id } of hotels) {
      if (policies.extraBed.allowed) expect(policies.extraBed.price, id).toBeGreaterThan(0);
      if (policies.babyCot.available) expect(policies.babyCot.price, id).toBeGreaterThanOrEqual(0);
      if (policies.cancellation.refundable) expect(policies.cancellation.freeCancellationDays, id).toBeGreaterThanOrEqual(1);
    }
    const share = (test: (hotel: Hotel) => boolean) => hotels.filter(test).length / hotels.length;
    for (const value of [
      share((hotel) => hotel.policies.extraBed.allowed),
      share((hotel) => hotel.policies.babyCot.available),
      share((hotel) => hotel.policies.cancellation.refundable),
    ]) {
      expect(value).toBeGreaterThan(0.3);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('rooms', () => {
  it('number 2 to 6 per hotel, cheapest first, each with beds, guests, size and physical rooms', () => {
    for (const hotel of hotels) {
      expect(hotel.rooms.length, hotel.id).toBeGreaterThanOrEqual(2);
      expect(hotel.rooms.length, hotel.id).toBeLessThanOrEqual(6);
      const prices = hotel.rooms.map((room) => room.rates[0]!.localPrice);
      expect(prices, hotel.id).toEqual([...prices].sort((a, b) => a - b));
    }
    for (const { room, hotel } of rooms) {
      expect(BED_TYPES, room.id).toContain(room.bedType);
      expect(room.maxAdults, room.id).toBeGreaterThanOrEqual(1);
      expect(room.maxChildren, room.id).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(room.roomCount) && room.roomCount >= 1, room.id).toBe(true);
      expect(room.sizeM2, room.id).toBeGreaterThanOrEqual(8);
      if (room.bedType === 'single') expect(room.maxAdults, room.id).toBe(1);
      expect(room.id.startsWith(`${hotel.id}-`)).toBe(true);
    }
    expect(new Set(rooms.map(({ room }) => room.bedType))).toEqual(new Set(BED_TYPES));
  });

  it('are bigger and more numerous in hotels with more stars', () => {
    const standardSize = (stars: number) => median(hotels.filter((hotel) => hotel.stars === stars).map((hotel) => hotel.rooms[0]!.sizeM2));
    const physicalRooms = (stars: number) => median(hotels.filter((hotel) => hotel.stars === stars).map((hotel) => hotel.rooms.reduce((sum, room) => sum + room.roomCount, 0)));
    for (const stars of [2, 3, 4, 5]) {
      expect(standardSize(stars)).toBeGreaterThan(standardSize(stars - 1));
      expect(physicalRooms(stars)).toBeGreaterThanOrEqual(physicalRooms(stars - 1));
    }
    expect(physicalRooms(5)).toBeGreaterThan(physicalRooms(1) * 4);
  });
});

describe('rates', () => {
  it('sell each room with and without breakfast, and with an extra bed only where the hotel allows one', () => {
    for (const { hotel, room } of rooms) {
      expect(room.rates.slice(0, 2).map((rate) => [rate.plan, rate.services]), room.id).toEqual([
        ['room_only', []],
        ['breakfast', ['Breakfast']],
      ]);
      const extraBed = room.rates.find((rate) => rate.plan === 'breakfast_extra_bed');
      if (extraBed) {
        expect(hotel.policies.extraBed.allowed, room.id).toBe(true);
        expect(extraBed.services).toEqual(['Breakfast', 'Extra bed']);
        expect(room.bedType === 'single' || room.bedType === 'bunk', room.id).toBe(false);
      } else {
        expect(hotel.policies.extraBed.allowed && room.bedType !== 'single' && room.bedType !== 'bunk', room.id).toBe(false);
      }
      expect(room.rates.length).toBe(extraBed ? 3 : 2);
    }
    expect(rates.filter(({ rate }) => rate.plan === 'breakfast_extra_bed').length).toBeGreaterThan(200);
  });

  it('charge the extra bed at the price of the policy, on top of the breakfast rate', () => {
    for (const { hotel, room } of rooms) {
      const [, breakfast, extraBed] = room.rates;
      if (!extraBed || !hotel.policies.extraBed.allowed) continue;
      expect(extraBed.localPrice - breakfast!.localPrice, room.id).toBe(hotel.policies.extraBed.price);
      expect(extraBed.foreignerPrice - breakfast!.foreignerPrice, room.id).toBe(hotel.policies.extraBed.price);
    }
  });

  it('let one more adult stay on a rate with an extra bed (spec §5), and no more on the others', () => {
    for (const { room, rate } of rates) {
      expect(maxAdultsOnRate(room, rate)).toBe(room.maxAdults + (rate.plan === 'breakfast_extra_bed' ? 1 : 0));
    }
    const { room } = rooms.find(({ room: candidate }) => candidate.rates.length === 3)!;
    expect(maxAdultsOnRate(room, { ...room.rates[0]!, services: ['EXTRA BED'] as never })).toBe(room.maxAdults + 1);
  });

  it('are whole MMK in steps of 500, foreigners never below locals, breakfast dearer than room only', () => {
    for (const { rate } of rates) {
      expect(Number.isInteger(rate.localPrice) && rate.localPrice % 500 === 0, rate.id).toBe(true);
      expect(Number.isInteger(rate.foreignerPrice) && rate.foreignerPrice % 500 === 0, rate.id).toBe(true);
      expect(rate.foreignerPrice, rate.id).toBeGreaterThanOrEqual(rate.localPrice);
    }
    for (const { room } of rooms) {
      const [roomOnly, breakfast] = room.rates;
      expect(breakfast!.localPrice, room.id).toBeGreaterThan(roomOnly!.localPrice);
      expect(breakfast!.foreignerPrice, room.id).toBeGreaterThan(roomOnly!.foreignerPrice);
    }
    // Some hotels charge foreigners more, others charge everyone the same.
    expect(rates.some(({ rate }) => rate.foreignerPrice > rate.localPrice)).toBe(true);
    expect(rates.some(({ rate }) => rate.foreignerPrice === rate.localPrice)).toBe(true);
  });

  it('start each hotel in the price band of its stars, and cost more with every star', () => {
    for (const hotel of hotels) {
      const [low, high] = BASE_PRICE_BAND[hotel.stars];
      expect(cheapestRoomOnly(hotel), hotel.id).toBeGreaterThanOrEqual(low);
      expect(cheapestRoomOnly(hotel), hotel.id).toBeLessThanOrEqual(high);
    }
    const medians = STAR_RATINGS.map((stars) => median(hotels.filter((hotel) => hotel.stars === stars).map(cheapestRoomOnly)));
    for (let index = 1; index < medians.length; index += 1) expect(medians[index]!).toBeGreaterThan(medians[index - 1]!);
    expect(BASE_PRICE_BAND[1]).toEqual([25_000, 45_000]);
    expect(BASE_PRICE_BAND[5]).toEqual([250_000, 700_000]);
  });

  it('follow the hotel cancellation policy; only room only may be sold non-refundable on its own', () => {
    for (const { hotel, rate } of rates) {
      if (!hotel.policies.cancellation.refundable) expect(rate.cancellation, rate.id).toEqual({ refundable: false });
      else if (rate.plan !== 'room_only') expect(rate.cancellation, rate.id).toEqual(hotel.policies.cancellation);
      else expect([hotel.policies.cancellation, { refundable: false }], rate.id).toContainEqual(rate.cancellation);
    }
    expect(rates.some(({ hotel, rate }) => hotel.policies.cancellation.refundable && !rate.cancellation.refundable)).toBe(true);
  });
});

describe('roundPrice', () => {
  it('rounds to 500 below 100,000 and to 1,000 from there', () => {
    expect(roundPrice(34_240)).toBe(34_000);
    expect(roundPrice(34_260)).toBe(34_500);
    expect(roundPrice(123_499)).toBe(123_000);
    expect(roundPrice(123_500)).toBe(124_000);
    expect(roundPrice(99_800)).toBe(100_000);
  });

  it('never makes a dearer amount cheaper', () => {
    let previous = 0;
    for (let amount = 90_000; amount <= 110_000; amount += 37) {
      expect(roundPrice(amount)).toBeGreaterThanOrEqual(previous);
      previous = roundPrice(amount);
    }
  });

  it('refuses an amount that is not a price', () => {
    expect(() => roundPrice(-1)).toThrow(RangeError);
    expect(() => roundPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('lookups', () => {
  it('find a hotel by id and by slug, and the hotels of a destination', () => {
    const hotel = hotels[42]!;
    expect(hotelById(hotel.id)).toBe(hotel);
    expect(hotelBySlug(hotel.slug)).toBe(hotel);
    expect(hotelById('H0')).toBeUndefined();
    expect(hotelBySlug('nowhere')).toBeUndefined();
    const yangon = hotelsInDestination(1);
    expect(yangon).toEqual(hotels.filter((candidate) => candidate.destinationId === 1));
    expect(yangon.length).toBeGreaterThan(0);
    expect(hotelsInDestination(999)).toEqual([]);
  });
});

describe('where each hotel is, and its phone', () => {
  const abroad = bedBankHotels();
  const placeOf = (hotel: Hotel) => [...DESTINATIONS, ...PLACES_ABROAD].find((place) => place.id === hotel.destinationId)!;

  it('stands within 2 km of its township centre (a few hundred metres at least, off the beach), ours and abroad', () => {
    for (const hotel of [...hotels, ...abroad]) {
      const township = townshipOf(placeOf(hotel), hotel.townshipSlug)!;
      const metres = distanceMetres(township, hotel);
      expect(metres, hotel.id).toBeLessThan(2_100);
      if (!township.waterfront) expect(metres, hotel.id).toBeGreaterThan(190);
      expect(String(hotel.latitude).split('.')[1]?.length ?? 0, hotel.id).toBeLessThanOrEqual(5);
    }
    // Not all on one spot: the hotels of a township are spread around its centre.
    const kyauktada = hotels.filter((hotel) => hotel.townshipSlug === 'kyauktada');
    expect(new Set(kyauktada.map((hotel) => `${hotel.latitude},${hotel.longitude}`)).size).toBe(kyauktada.length);
  });

  it('puts beach hotels just behind the sand (east of the shore line), never in the sea', () => {
    const beach = hotels.filter((hotel) => townshipOf(destinationOf(hotel), hotel.townshipSlug)!.waterfront === 'beach');
    expect(beach.length).toBeGreaterThan(10);
    for (const hotel of beach) expect(hotel.longitude, hotel.id).toBeGreaterThan(townshipOf(destinationOf(hotel), hotel.townshipSlug)!.longitude);
  });

  it('points its description to its nearest landmark', () => {
    for (const hotel of hotels) {
      const nearest = nearestFirst(hotel, destinationOf(hotel).landmarks, 1)[0]!;
      expect(hotel.descriptionMy, hotel.id).toContain(nearest.name.my);
      if (nearest.distanceMetres <= 800 && !/by boat/.test(hotel.descriptionEn)) expect(hotel.descriptionEn, hotel.id).toContain('a short walk away');
      if (nearest.distanceMetres > 3_000) expect(hotel.descriptionEn, hotel.id).not.toContain('a short walk away');
    }
  });

  it('gives every front desk a phone of its country and town, some small Myanmar places a mobile', () => {
    for (const hotel of [...hotels, ...abroad]) {
      const { prefix } = placeOf(hotel).dialling;
      expect(hotel.phone.length, hotel.id).toBeLessThanOrEqual(20);
      expect(hotel.phone, hotel.id).toMatch(/^\+\d{2,3}( \d{1,4})+$/);
      expect(hotel.phone.startsWith(`${prefix} `) || hotel.phone.startsWith('+95 9 '), hotel.id).toBe(true);
    }
    const yangon = hotelsInDestination(1).map((hotel) => hotel.phone);
    expect(yangon.some((phone) => /^\+95 1 \d{3} \d{4}$/.test(phone))).toBe(true);
    const mobiles = hotels.filter((hotel) => hotel.phone.startsWith('+95 9 '));
    expect(mobiles.length).toBeGreaterThan(10);
    for (const hotel of mobiles) {
      expect(hotel.phone, hotel.id).toMatch(/^\+95 9 \d{3} \d{3} \d{3}$/);
      expect(hotel.type === 'guest_house' || hotel.stars <= 2, hotel.id).toBe(true);
    }
    expect(abroad.filter((hotel) => hotel.destinationId === 102).every((hotel) => /^\+65 \d{4} \d{4}$/.test(hotel.phone))).toBe(true);
    expect(new Set([...hotels, ...abroad].map((hotel) => hotel.phone)).size).toBeGreaterThan(hotels.length + abroad.length - 3);
  });
});
