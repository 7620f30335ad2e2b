/**
 * Where a hotel is, in numbers: how far it is from its place's landmarks, airport and bus station
 * ("1.2 km from Shwedagon Pagoda"), how a distance is rounded for people to read, and where each of
 * those points falls on the hotel's schematic map (drawn by the web as inline SVG, no map tiles).
 * Pure; imports nothing, so the browser's hotel page can draw the map with it.
 */

/** A point on the earth, WGS 84 degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What a hotel's distances name, in the order a list of equal distances keeps them. */
export const NEARBY_KINDS = ['landmark', 'airport', 'bus_station'] as const;
export type NearbyKind = (typeof NEARBY_KINDS)[number];

/** The mean radius of the earth (IUGG), metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in metres; not rounded. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `from` towards `bearingDegrees` (0 north, 90 east); exact enough within a few km. */
export function offsetPoint(from: GeoPoint, metres: number, bearingDegrees: number): GeoPoint {
  const bearing = radians(bearingDegrees);
  const dLat = (metres * Math.cos(bearing)) / EARTH_RADIUS_METRES;
  const dLon = (metres * Math.sin(bearing)) / (EARTH_RADIUS_METRES * Math.cos(radians(from.latitude)));
  return { latitude: from.latitude + (dLat * 180) / Math.PI, longitude: from.longitude + (dLon * 180) / Math.PI };
}

/** A hotel's list names this many places at most. */
export const NEARBY_LIMIT = 8;

/**
 * The points nearest `from`, nearest first, each with its distance in whole metres; at most `limit`.
 * Equal distances keep the order they came in.
 */
export function nearestFirst<T extends GeoPoint>(from: GeoPoint, points: readonly T[], limit: number = NEARBY_LIMIT): Array<T & { distanceMetres: number }> {
  return points
    .map((point, index) => ({ point, index, metres: Math.round(distanceMetres(from, point)) }))
    .sort((a, b) => a.metres - b.metres || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ point, metres }) => ({ ...point, distanceMetres: metres }));
}

/** A distance as people read it: a number and its unit, and the decimals to write the number with. */
export type RoundedDistance = { unit: 'm'; value: number; decimals: 0 } | { unit: 'km'; value: number; decimals: 0 | 1 };

/** Below a kilometre a distance is told to this many metres, never less than one step. */
export const METRE_STEP = 50;

/**
 * How a distance is told: under 1 km in 50 m steps ("850 m", at least "50 m"), under 10 km to one
 * decimal ("1.2 km", but "2 km" rather than "2.0 km"), from 10 km in whole kilometres ("14 km"). A
 * distance that rounds up to the next unit is told in it (980 m is "1 km", 9.97 km is "10 km").
 */
export function roundDistance(metres: number): RoundedDistance {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`a distance must be a non-negative number of metres, got ${metres}`);
  const steps = Math.max(METRE_STEP, Math.round(metres / METRE_STEP) * METRE_STEP);
  if (steps < 1000) return { unit: 'm', value: steps, decimals: 0 };
  const tenths = Math.round(metres / 100) / 10;
  if (tenths < 10) return { unit: 'km', value: tenths, decimals: Number.isInteger(tenths) ? 0 : 1 };
  return { unit: 'km', value: Math.round(metres / 1000), decimals: 0 };
}

// ---------------------------------------------------------------------------------------- the map

/** The map's drawing area, in SVG user units; fits a 390 px screen less the page's margins. */
export const MAP_VIEWBOX = { width: 320, height: 220 } as const;
/** Room kept free at the map's edges for the dots and the scale bar. */
const MAP_PADDING = 18;
/** The map reaches at least this far from the hotel (a hotel next to everything still has a street around it)… */
const MIN_MAP_METRES = 600;
/** …and at most this far: a point beyond sits on the map's edge in its direction, marked as beyond. */
const MAX_MAP_METRES = 12_000;
/** Dots are drawn this far apart at least (their radius is 8): one that would cover another turns aside. */
export const MAP_DOT_GAP = 17;
/** How far, in radians, a dot turns aside at a time (about 8°), six times either way at most. */
const MAP_TURN = Math.PI / 22;

export interface MapPoint<T> {
  item: T;
  /** SVG user units: 0 at the left, growing to the right. */
  x: number;
  /** SVG user units: 0 at the top, growing down (south). */
  y: number;
  /** Farther than the map reaches: drawn on its edge, in its direction. */
  beyond: boolean;
}

export interface SchematicMap<T> {
  width: number;
  height: number;
  /** The hotel, at the map's centre. */
  centre: { x: number; y: number };
  points: Array<MapPoint<T>>;
  /** A round length (1, 2 or 5 × a power of ten metres) and how long it is drawn. */
  scaleBar: { metres: number; length: number };
}

/** The round length (1, 2, 5 × 10ⁿ metres) closest below `metres`. */
export function roundScaleLength(metres: number): number {
  if (!(metres > 0)) throw new RangeError(`a scale bar needs a positive length, got ${metres}`);
  const power = 10 ** Math.floor(Math.log10(metres));
  const step = [5, 2, 1].find((multiple) => multiple * power <= metres) ?? 1;
  return step * power;
}

/**
 * Where each point falls on a schematic map centred on the hotel: an equirectangular projection
 * around the hotel (exact enough over a city), north up, scaled so that the farthest of the points
 * that `fits` (its landmarks, typically) is just inside the map, between 600 m and 12 km from the
 * centre. Points farther than that are put on the map's edge in their direction (`beyond`). A dot
 * that would cover the hotel or a nearer dot turns around the hotel, at its distance, until it is
 * clear (as far as about 50° either way). Every coordinate is rounded to a tenth of a unit, to keep
 * the SVG small.
 */
export function projectMap<T extends GeoPoint>(hotel: GeoPoint, points: readonly T[], fits: (point: T) => boolean = () => true): SchematicMap<T> {
  const { width, height } = MAP_VIEWBOX;
  const centre = { x: width / 2, y: height / 2 };
  const cosLat = Math.cos(radians(hotel.latitude));
  const local = points.map((item) => ({
    item,
    east: radians(item.longitude - hotel.longitude) * EARTH_RADIUS_METRES * cosLat,
    north: radians(item.latitude - hotel.latitude) * EARTH_RADIUS_METRES,
  }));
  const halfX = width / 2 - MAP_PADDING;
  const halfY = height / 2 - MAP_PADDING;
  // The half-width holds `reach` metres east-west; north-south the half-height holds proportionally less.
  const needed = local.filter((one) => fits(one.item)).map((one) => Math.max(Math.abs(one.east), (Math.abs(one.north) * halfX) / halfY));
  const reach = Math.min(MAX_MAP_METRES, Math.max(MIN_MAP_METRES, ...needed));
  const unitsPerMetre = halfX / reach;
  const tenth = (value: number) => Math.round(value * 10) / 10;
  /** A point at `radius` units from the centre towards `angle` (radians, 0 east, clockwise as SVG's y grows down), inside the drawing area. */
  const at = (radius: number, angle: number) => {
    let x = radius * Math.cos(angle);
    let y = radius * Math.sin(angle);
    // Shrink towards the centre until the point is inside the drawing area.
    const over = Math.max(Math.abs(x) / halfX, Math.abs(y) / halfY);
    if (over > 1) {
      x /= over;
      y /= over;
    }
    return { x: centre.x + x, y: centre.y + y, beyond: over > 1 + 1e-9 };
  };
  // The hotel's pin (its point and its head above it) is in the way of any dot.
  const taken: Array<{ x: number; y: number }> = [centre, { x: centre.x, y: centre.y - 12 }];
  const clear = (spot: { x: number; y: number }) => taken.every((other) => Math.hypot(spot.x - other.x, spot.y - other.y) >= MAP_DOT_GAP);
  const placed = local.map(({ item, east, north }) => {
    const radius = Math.max(MAP_DOT_GAP, Math.hypot(east, north) * unitsPerMetre);
    const angle = Math.atan2(-north, east);
    // Nearest first, each dot takes the first free spot at its own distance, turning a little either
    // way from its true direction: a schematic map, not a survey.
    const own = at(radius, angle);
    let spot = own;
    for (let turn = 1; turn <= 12 && !clear(spot); turn += 1) {
      const candidate = at(radius, angle + (turn % 2 === 1 ? 1 : -1) * Math.ceil(turn / 2) * MAP_TURN);
      if (clear(candidate)) spot = candidate;
    }
    taken.push(spot);
    // Beyond the map where it truly is, whichever way it turned.
    return { item, x: tenth(spot.x), y: tenth(spot.y), beyond: own.beyond };
  });
  const metres = roundScaleLength((width / 4) / unitsPerMetre);
  return { width, height, centre, points: placed, scaleBar: { metres, length: tenth(metres * unitsPerMetre) } };
}
