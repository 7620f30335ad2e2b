import { describe, expect, it } from 'vitest';
import { MAP_DOT_GAP, MAP_VIEWBOX, distanceMetres, nearestFirst, offsetPoint, projectMap, roundDistance, roundScaleLength } from './hotel-location.ts';

const SHWEDAGON = { latitude: 16.7983, longitude: 96.1497 };
const SULE = { latitude: 16.7747, longitude: 96.1588 };
const RGN = { latitude: 16.9073, longitude: 96.1332 };

describe('distanceMetres', () => {
  it('measures the great circle between two points', () => {
    expect(distanceMetres(SHWEDAGON, SHWEDAGON)).toBe(0);
    // Shwedagon to Sule is about 2.8 km, Shwedagon to the airport about 12.2 km (both checked on a map).
    expect(distanceMetres(SHWEDAGON, SULE)).toBeGreaterThan(2_700);
    expect(distanceMetres(SHWEDAGON, SULE)).toBeLessThan(2_900);
    expect(distanceMetres(SHWEDAGON, RGN)).toBeGreaterThan(12_000);
    expect(distanceMetres(SHWEDAGON, RGN)).toBeLessThan(12_400);
    expect(distanceMetres(SULE, SHWEDAGON)).toBeCloseTo(distanceMetres(SHWEDAGON, SULE), 6);
    // One degree of latitude is about 111.2 km; Yangon to Bangkok about 575 km.
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -2);
    expect(distanceMetres(SULE, { latitude: 13.7563, longitude: 100.5018 }) / 1000).toBeCloseTo(575, -1);
  });

  it('offsets a point by a distance and a bearing, as distanceMetres measures it back', () => {
    for (const bearing of [0, 45, 90, 200, 315]) {
      const moved = offsetPoint(SULE, 1_500, bearing);
      expect(distanceMetres(SULE, moved)).toBeCloseTo(1_500, -1);
    }
    expect(offsetPoint(SULE, 1_000, 0).latitude).toBeGreaterThan(SULE.latitude);
    expect(offsetPoint(SULE, 1_000, 90).longitude).toBeGreaterThan(SULE.longitude);
  });
});

describe('nearestFirst', () => {
  const points = [
    { name: 'airport', ...RGN },
    { name: 'sule', ...SULE },
    { name: 'shwedagon', ...SHWEDAGON },
  ];

  it('sorts by distance, in whole metres, and keeps the first `limit`', () => {
    const near = nearestFirst(SULE, points);
    expect(near.map((one) => one.name)).toEqual(['sule', 'shwedagon', 'airport']);
    expect(near[0]!.distanceMetres).toBe(0);
    expect(Number.isInteger(near[1]!.distanceMetres)).toBe(true);
    expect(nearestFirst(SULE, points, 1).map((one) => one.name)).toEqual(['sule']);
    expect(nearestFirst(SULE, points, 0)).toEqual([]);
    expect(nearestFirst(SULE, [])).toEqual([]);
  });

  it('keeps equal distances in the order given', () => {
    const twins = [
      { name: 'b', ...SHWEDAGON },
      { name: 'a', ...SHWEDAGON },
    ];
    expect(nearestFirst(SULE, twins).map((one) => one.name)).toEqual(['b', 'a']);
  });
});

describe('roundDistance', () => {
  it.each([
    [0, { unit: 'm', value: 50, decimals: 0 }],
    [12, { unit: 'm', value: 50, decimals: 0 }],
    [74, { unit: 'm', value: 50, decimals: 0 }],
    [76, { unit: 'm', value: 100, decimals: 0 }],
    [849, { unit: 'm', value: 850, decimals: 0 }],
    [974, { unit: 'm', value: 950, decimals: 0 }],
    [975, { unit: 'km', value: 1, decimals: 0 }],
    [1_000, { unit: 'km', value: 1, decimals: 0 }],
    [2_040, { unit: 'km', value: 2, decimals: 0 }],
    [1_249, { unit: 'km', value: 1.2, decimals: 1 }],
    [1_250, { unit: 'km', value: 1.3, decimals: 1 }],
    [9_949, { unit: 'km', value: 9.9, decimals: 1 }],
    [9_950, { unit: 'km', value: 10, decimals: 0 }],
    [14_499, { unit: 'km', value: 14, decimals: 0 }],
    [61_700, { unit: 'km', value: 62, decimals: 0 }],
  ] as const)('tells %d m as %o', (metres, rounded) => {
    expect(roundDistance(metres)).toEqual(rounded);
  });

  it('refuses what is not a distance', () => {
    expect(() => roundDistance(-1)).toThrow(RangeError);
    expect(() => roundDistance(Number.NaN)).toThrow(RangeError);
  });
});

describe('the schematic map', () => {
  const inside = (point: { x: number; y: number }) => point.x >= 0 && point.x <= MAP_VIEWBOX.width && point.y >= 0 && point.y <= MAP_VIEWBOX.height;

  it('rounds a scale bar to 1, 2 or 5 × a power of ten', () => {
    expect(roundScaleLength(740)).toBe(500);
    expect(roundScaleLength(1_999)).toBe(1_000);
    expect(roundScaleLength(2_000)).toBe(2_000);
    expect(roundScaleLength(4_300)).toBe(2_000);
    expect(roundScaleLength(9_000)).toBe(5_000);
    expect(() => roundScaleLength(0)).toThrow(RangeError);
  });

  it('puts the hotel in the centre, north up and east right, every point inside the view box', () => {
    const hotel = offsetPoint(SULE, 400, 0);
    const map = projectMap(hotel, [
      { name: 'sule', ...SULE },
      { name: 'shwedagon', ...SHWEDAGON },
    ]);
    expect(map.centre).toEqual({ x: MAP_VIEWBOX.width / 2, y: MAP_VIEWBOX.height / 2 });
    const [sule, shwedagon] = map.points;
    // Sule is south of the hotel (below the centre), Shwedagon north-west (above, to the left).
    expect(sule!.y).toBeGreaterThan(map.centre.y);
    expect(shwedagon!.y).toBeLessThan(map.centre.y);
    expect(shwedagon!.x).toBeLessThan(map.centre.x);
    for (const point of map.points) {
      expect(inside(point), point.item.name).toBe(true);
      expect(point.beyond).toBe(false);
    }
    // The farthest point sits near the edge: the map is as large as its points need.
    expect(Math.min(shwedagon!.y, MAP_VIEWBOX.width - shwedagon!.x, shwedagon!.x)).toBeLessThan(30);
  });

  it('keeps the scale true: the bar and a point’s distance from the centre agree', () => {
    const hotel = SULE;
    const east = offsetPoint(hotel, 2_000, 90);
    const map = projectMap(hotel, [{ name: 'east', ...east }]);
    const drawn = map.points[0]!.x - map.centre.x;
    const unitsPerMetre = map.scaleBar.length / map.scaleBar.metres;
    expect(drawn / unitsPerMetre).toBeCloseTo(2_000, -1);
    expect(map.scaleBar.length).toBeGreaterThan(MAP_VIEWBOX.width / 10);
    expect(map.scaleBar.length).toBeLessThanOrEqual(MAP_VIEWBOX.width / 4 + 0.1);
  });

  it('fits the points chosen and puts those beyond the map on its edge, in their direction', () => {
    const points = [
      { name: 'sule', kind: 'landmark', ...SULE },
      { name: 'airport', kind: 'airport', ...offsetPoint(SHWEDAGON, 6_000, 350) },
    ];
    const map = projectMap(SHWEDAGON, points, (point) => point.kind === 'landmark');
    const airport = map.points.find((point) => point.item.name === 'airport')!;
    expect(airport.beyond).toBe(true);
    expect(inside(airport)).toBe(true);
    // North of the hotel: on the top edge's side of the map.
    expect(airport.y).toBeLessThan(map.centre.y);
    expect(map.points.find((point) => point.item.name === 'sule')!.beyond).toBe(false);
    // Without the choice the airport sets the scale and is on the map.
    expect(projectMap(SHWEDAGON, points).points.every((point) => !point.beyond)).toBe(true);
  });

  it('turns a dot that would cover another aside, at its own distance from the hotel', () => {
    const hotel = SULE;
    // Four points close together north of the hotel, and one right at it.
    const points = [0, 40, 80, 120, 1_200].map((metres, index) => ({ name: `p${index}`, ...offsetPoint(offsetPoint(hotel, 1_000, 0), metres, 90) }));
    points.push({ name: 'here', ...offsetPoint(hotel, 5, 0) });
    const map = projectMap(hotel, points);
    const spots = [map.centre, ...map.points];
    for (const [index, spot] of spots.entries()) {
      for (const other of spots.slice(index + 1)) expect(Math.hypot(spot.x - other.x, spot.y - other.y)).toBeGreaterThanOrEqual(MAP_DOT_GAP - 0.2);
    }
    // Each stays as far from the hotel as it is (to the rounding), north of it.
    const unitsPerMetre = map.scaleBar.length / map.scaleBar.metres;
    for (const [index, spot] of map.points.slice(0, 5).entries()) {
      const drawn = Math.hypot(spot.x - map.centre.x, spot.y - map.centre.y) / unitsPerMetre;
      expect(drawn / distanceMetres(hotel, points[index]!)).toBeCloseTo(1, 1);
      expect(spot.y).toBeLessThan(map.centre.y);
    }
  });

  it('shows at least 600 m around a hotel next to everything, and at most 12 km', () => {
    const near = projectMap(SULE, [{ name: 'next door', ...offsetPoint(SULE, 20, 90) }]);
    expect(near.scaleBar.metres).toBeGreaterThanOrEqual(100);
    const far = projectMap(SULE, [{ name: 'far', ...offsetPoint(SULE, 40_000, 90) }]);
    expect(far.points[0]!.beyond).toBe(true);
    expect(far.scaleBar.metres).toBeLessThanOrEqual(5_000);
  });
});
