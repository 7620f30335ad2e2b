import { describe, expect, it } from 'vitest';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { NETWORK_AIRPORTS } from '../flight-network.ts';
import { distanceMetres } from '@thwa/domain/hotels/hotel-location';
import { PLACES_ABROAD } from './bed-bank-catalogue.ts';
import { DESTINATIONS, REGIONS, destinationById, destinationBySlug, findDestinations, townshipOf, type Destination, type HotelPlace, type Phrase } from './destinations.ts';
import { MYANMAR_TEXT, unicodeOrderProblem } from './testing.ts';

const destinations: readonly Destination[] = DESTINATIONS;
const everyPlace: readonly HotelPlace[] = [...DESTINATIONS, ...PLACES_ABROAD];

function everyMyanmarText(): string[] {
  const phrases = (list: readonly Phrase[]) => list.map((phrase) => phrase.my);
  return [
    ...Object.values(REGIONS).map((region) => region.nameMy),
    ...destinations.flatMap((destination) => [
      destination.nameMy,
      ...destination.townships.flatMap((township) => [township.nameMy, ...phrases(township.streets ?? [])]),
      ...phrases(destination.streets),
      ...phrases(destination.landmarks.map((landmark) => landmark.name)),
      ...phrases([destination.busStation.name, ...(destination.airport ? [destination.airport.name] : [])]),
    ]),
  ];
}

describe('the destinations', () => {
  it('include every place the product launches with', () => {
    const slugs = destinations.map((destination) => destination.slug);
    for (const slug of [
      'yangon',
      'mandalay',
      'bagan',
      'inle',
      'nay-pyi-taw',
      'ngapali',
      'ngwe-saung',
      'chaung-tha',
      'kalaw',
      'pyin-oo-lwin',
      'hpa-an',
      'mawlamyine',
      'dawei',
      'myitkyina',
      'kyaing-tong',
      'taunggyi',
      'sittwe',
      'monywa',
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it('have unique ids and slugs, and township slugs unique across all of them', () => {
    expect(new Set(destinations.map((destination) => destination.id)).size).toBe(destinations.length);
    expect(new Set(destinations.map((destination) => destination.slug)).size).toBe(destinations.length);
    const townships = destinations.flatMap((destination) => destination.townships.map((township) => township.slug));
    expect(new Set(townships).size).toBe(townships.length);
    for (const slug of [...destinations.map((destination) => destination.slug), ...townships]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('give the cities and the big resorts 3 to 8 townships, and every place at least one', () => {
    for (const destination of destinations) {
      expect(destination.townships.length, destination.slug).toBeGreaterThanOrEqual(1);
      expect(destination.townships.length, destination.slug).toBeLessThanOrEqual(8);
    }
    for (const slug of ['yangon', 'mandalay', 'bagan', 'inle', 'nay-pyi-taw']) {
      expect(destinationBySlug(slug)!.townships.length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('fly into airports of the flight network', () => {
    const codes = new Set(NETWORK_AIRPORTS.map((airport) => airport.code));
    const withAirport = destinations.filter((destination) => destination.airportCode !== undefined);
    expect(withAirport.length).toBeGreaterThan(15);
    for (const destination of withAirport) expect(codes, destination.slug).toContain(destination.airportCode);
    expect(destinationBySlug('bagan')!.airportCode).toBe('NYU');
    expect(destinationBySlug('inle')!.airportCode).toBe('HEH');
    expect(destinationBySlug('ngwe-saung')!.airportCode).toBeUndefined();
  });

  it('write every Myanmar name, street and landmark in Unicode Myanmar script, never Zawgyi', () => {
    const texts = everyMyanmarText();
    expect(texts.length).toBeGreaterThan(150);
    for (const text of texts) {
      expect(text).toMatch(MYANMAR_TEXT);
      expect(unicodeOrderProblem(text), text).toBeNull();
    }
    expect(isZawgyi(texts.join(' '))).toBe(false);
    expect(destinationBySlug('yangon')!.nameMy).toBe('ရန်ကုန်');
  });

  it('would notice Zawgyi: the same names as a Zawgyi keyboard types them fail both checks', () => {
    // ရန်ကုန်, ကျောက်တံတား, မင်္ဂလာဒုံ and ပြင်ဦးလွင် in Zawgyi.
    const zawgyi = ['ရန္ကုန္', 'ေက်ာက္တံတား', 'မဂၤလာဒံု', 'ျပင္ဦးလြင္'];
    for (const text of zawgyi) expect(unicodeOrderProblem(text), text).not.toBeNull();
    expect(isZawgyi(zawgyi.join(' '))).toBe(true);
  });

  it('mark only beach and lake townships as waterfront, in places that have a beach or a lake', () => {
    const waterfront = destinations.flatMap((destination) => destination.townships.filter((township) => township.waterfront).map((township) => ({ destination, township })));
    expect(waterfront.map(({ township }) => township.slug)).toEqual(expect.arrayContaining(['ngapali', 'ngwe-saung', 'chaung-tha', 'inle-lake', 'maungmagan']));
    for (const { destination, township } of waterfront) {
      if (township.waterfront === 'beach') expect(['beach', 'town']).toContain(destination.kind);
    }
    for (const destination of destinations.filter((candidate) => candidate.kind === 'beach' || candidate.kind === 'lake')) {
      expect(destination.townships.some((township) => township.waterfront), destination.slug).toBe(true);
    }
  });

  it('has somewhere to put a hotel and something to point at in every place', () => {
    for (const destination of destinations) {
      expect(destination.landmarks.length, destination.slug).toBeGreaterThanOrEqual(2);
      for (const township of destination.townships) expect((township.streets ?? destination.streets).length, township.slug).toBeGreaterThan(0);
    }
  });

  it('numbers Mandalay streets in both scripts', () => {
    const chanayethazan = townshipOf(destinationBySlug('mandalay')!, 'chanayethazan')!;
    expect(chanayethazan.streets).toContainEqual({ en: '26th Street', my: '၂၆ လမ်း' });
    expect(chanayethazan.streets).toContainEqual({ en: '81st Street', my: '၈၁ လမ်း' });
    expect(townshipOf(destinationBySlug('yangon')!, 'pabedan')!.streets).toContainEqual({ en: '32nd Street', my: '၃၂ လမ်း' });
  });
});

describe('where the places are', () => {
  const km = (metres: number) => metres / 1000;
  const onEarth = (point: { latitude: number; longitude: number }) =>
    Number.isFinite(point.latitude) && Number.isFinite(point.longitude) && Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180;

  it('give every place, ours and abroad, a centre, and our own a centre in Myanmar', () => {
    for (const place of everyPlace) expect(onEarth(place), place.slug).toBe(true);
    for (const destination of destinations) {
      // Myanmar lies between about 9.5° and 28.5° north, 92° and 101.2° east.
      expect(destination.latitude, destination.slug).toBeGreaterThan(9.5);
      expect(destination.latitude, destination.slug).toBeLessThan(28.6);
      expect(destination.longitude, destination.slug).toBeGreaterThan(92);
      expect(destination.longitude, destination.slug).toBeLessThan(101.2);
    }
  });

  it('put every township, landmark and bus station within 40 km of its place, and every airport within 65 km', () => {
    for (const place of everyPlace) {
      for (const township of place.townships) expect(km(distanceMetres(place, township)), township.slug).toBeLessThan(40);
      for (const landmark of [...place.landmarks, place.busStation]) {
        expect(onEarth(landmark), landmark.name.en).toBe(true);
        expect(km(distanceMetres(place, landmark)), landmark.name.en).toBeLessThan(40);
      }
      if (place.airport) expect(km(distanceMetres(place, place.airport)), place.airport.name.en).toBeLessThan(65);
    }
  });

  it('give most places an airport, and no two points of a place the same spot', () => {
    expect(everyPlace.filter((place) => place.airport).length).toBeGreaterThan(20);
    expect(destinationBySlug('ngwe-saung')!.airport).toBeUndefined();
    for (const place of everyPlace) {
      const points = [...place.landmarks, place.busStation, ...(place.airport ? [place.airport] : [])];
      for (const [index, point] of points.entries()) for (const other of points.slice(index + 1)) expect(distanceMetres(point, other), `${point.name.en} / ${other.name.en}`).toBeGreaterThan(30);
    }
  });

  it('know the landmarks travellers ask about where they really are', () => {
    const yangon = destinationBySlug('yangon')!;
    const shwedagon = yangon.landmarks.find((landmark) => landmark.name.en === 'Shwedagon Pagoda')!;
    expect(shwedagon.latitude).toBeCloseTo(16.7983, 2);
    expect(shwedagon.longitude).toBeCloseTo(96.1497, 2);
    expect(yangon.airport!.name.en).toBe('Yangon International Airport');
    // The airport is about 12 km north of the pagoda.
    expect(km(distanceMetres(shwedagon, yangon.airport!))).toBeGreaterThan(11);
    expect(km(distanceMetres(shwedagon, yangon.airport!))).toBeLessThan(14);
    expect(destinationBySlug('mandalay')!.busStation.name.en).toMatch(/Kwe Se Kan/);
    expect(PLACES_ABROAD.find((place) => place.slug === 'bangkok')!.busStation.name.en).toMatch(/Mo Chit/);
  });

  it('dial every place with its country code', () => {
    for (const destination of destinations) expect(destination.dialling.prefix, destination.slug).toMatch(/^\+95 \d{1,2}$/);
    expect(PLACES_ABROAD.map((place) => place.dialling.prefix.split(' ')[0])).toEqual(['+66', '+65', '+60', '+66', '+84']);
  });
});

describe('lookups', () => {
  it('find a destination by id and by slug, and nothing for an unknown one', () => {
    expect(destinationById(1)!.slug).toBe('yangon');
    expect(destinationBySlug('bagan')!.nameMy).toBe('ပုဂံ');
    expect(destinationById(999)).toBeUndefined();
    expect(destinationBySlug('atlantis')).toBeUndefined();
    expect(townshipOf(destinationById(1)!, 'old-bagan')).toBeUndefined();
  });
});

describe('findDestinations', () => {
  const first = (text: string) => findDestinations(text)[0]?.slug;

  it.each([
    ['Rangoon', 'yangon'],
    ['pagan', 'bagan'],
    ['Maymyo', 'pyin-oo-lwin'],
    ['Moulmein', 'mawlamyine'],
    ['Tavoy', 'dawei'],
    ['Akyab', 'sittwe'],
    ['Kengtung', 'kyaing-tong'],
    ['Sandoway', 'ngapali'],
    ['Golden Rock', 'kyaiktiyo'],
    ['Naypyidaw', 'nay-pyi-taw'],
  ])('finds %s as %s (an old name or another spelling)', (text, slug) => {
    expect(first(text)).toBe(slug);
  });

  it('ignores case, spaces and hyphens', () => {
    expect(first('NYAUNG-U')).toBe('bagan');
    expect(first('nyaungu')).toBe('bagan');
    expect(first('pyin oo lwin')).toBe('pyin-oo-lwin');
    expect(first('hpa an')).toBe('hpa-an');
  });

  it('finds Myanmar spellings of places and townships', () => {
    expect(first('ပုဂံ')).toBe('bagan');
    expect(first('မေမြို့')).toBe('pyin-oo-lwin');
    expect(first('ကျောက်တံတား')).toBe('yangon');
  });

  it('puts names that start with the text before names that only contain it', () => {
    // Mandalay starts with "man"; Nay Pyi Taw only has it inside the name of its township Pyinmana.
    expect(findDestinations('man').map((destination) => destination.slug)).toEqual(['mandalay', 'nay-pyi-taw']);
    const results = findDestinations('ng').map((destination) => destination.slug);
    expect(results.indexOf('ngapali')).toBeLessThan(results.indexOf('yangon'));
  });

  it('finds nothing for an empty or unknown text', () => {
    expect(findDestinations('')).toEqual([]);
    expect(findDestinations('  - ')).toEqual([]);
    expect(findDestinations('Atlantis')).toEqual([]);
  });
});
