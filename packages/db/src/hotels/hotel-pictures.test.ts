import { describe, expect, it } from 'vitest';
import { HOTEL_PHOTO_KINDS } from '@thwa/domain/hotels/hotel-photos';
import { HOTEL_TYPES } from '@thwa/domain/hotels/hotel-codes';
import { bedBankHotels, PLACES_ABROAD } from './bed-bank-catalogue.ts';
import { DESTINATIONS, type HotelPlace } from './destinations.ts';
import { hotelCatalogue, type Hotel } from './hotel-catalogue.ts';
import { hotelPictures, PICTURE_HEIGHT, PICTURE_WIDTH } from './hotel-pictures.ts';
const MYANMAR_SCRIPT = /[\u1000-\u109f]/;

const places = new Map<number, HotelPlace>([...DESTINATIONS, ...PLACES_ABROAD].map((place) => [place.id, place]));
const hotels: readonly Hotel[] = [...hotelCatalogue(), ...bedBankHotels()];
const picturesOf = (hotel: Hotel) => hotelPictures(hotel, places.get(hotel.destinationId)!);

describe('our hotels’ own pictures', () => {
  it('are drawn the same on every run, and differently for every hotel', () => {
    const [first, second] = [hotels[0]!, hotels[1]!];
    expect(picturesOf(first)).toEqual(picturesOf(first));
    const firstSvgs = new Set(picturesOf(first).map((picture) => picture.svg));
    expect(picturesOf(second).some((picture) => firstSvgs.has(picture.svg))).toBe(false);
    // Across the whole catalogue, no two hotels share their building.
    const exteriors = hotels.map((hotel) => picturesOf(hotel)[0]!.svg);
    expect(new Set(exteriors).size).toBe(hotels.length);
  });

  it('show the building first, then the view, then the hotel’s rooms, each with its bathroom', () => {
    for (const hotel of hotels) {
      const pictures = picturesOf(hotel);
      expect(pictures.slice(0, 2).map((picture) => picture.kind)).toEqual(['exterior', 'view']);
      const roomPictures = pictures.filter((picture) => picture.roomCode !== null);
      expect(roomPictures.map((picture) => `${picture.kind} ${picture.roomCode}`)).toEqual(hotel.rooms.flatMap((room) => [`room ${room.code}`, `bathroom ${room.code}`]));
      expect(pictures.some((picture) => picture.kind === 'pool')).toBe(hotel.amenities.includes('pool'));
      expect(pictures.every((picture) => HOTEL_PHOTO_KINDS.includes(picture.kind))).toBe(true);
    }
  });

  it('draw a building for every hotel type, and every kind somewhere', () => {
    const kinds = new Set(hotels.flatMap((hotel) => picturesOf(hotel).map((picture) => picture.kind)));
    expect([...kinds].sort()).toEqual([...HOTEL_PHOTO_KINDS].sort());
    const byType = new Map(HOTEL_TYPES.map((type) => [type, hotels.find((hotel) => hotel.type === type)]));
    for (const [type, hotel] of byType) expect(hotel, type).toBeDefined();
  });

  it('are small 4:3 SVGs with captions in English and Myanmar', () => {
    for (const hotel of hotels.slice(0, 60)) {
      for (const picture of picturesOf(hotel)) {
        expect(picture.svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 1200 900">`));
        expect(picture.svg.length).toBeLessThan(4_000);
        expect(picture.svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        expect(picture.svg).not.toMatch(/NaN|undefined/);
        expect(picture.captionEn).toMatch(/^[A-Z]/);
        expect(picture.captionMy).toMatch(MYANMAR_SCRIPT);
      }
    }
  });

  it('name the water, the beach or the pagodas of the place in the view', () => {
    const inle = hotels.find((hotel) => places.get(hotel.destinationId)!.kind === 'lake')!;
    expect(picturesOf(inle)[1]!.captionEn).toBe(`View over ${places.get(inle.destinationId)!.nameEn}`);
    const bagan = hotels.find((hotel) => places.get(hotel.destinationId)!.kind === 'heritage')!;
    expect(picturesOf(bagan)[1]!.captionEn).toMatch(/^Pagodas of /);
  });
});
