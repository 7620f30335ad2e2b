/**
 * Seeded randomness for the generated hotel inventory. Every draw starts from a string key (a hotel id,
 * a room type, a date), never from a shared sequence, so the same key always gives the same hotel or
 * night, and adding a hotel or a night leaves every other one as it was.
 */

/** FNV-1a, 32 bits: turns a key into a seed. Spreads short keys well; not for anything secret. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Two 32-bit integers mixed into one uniformly spread 32-bit integer (the lowbias32 finaliser). A
 * handful of multiplications: cheap enough to call for every room on every night of a year.
 */
export function mixHash(seed: number, value: number): number {
  let x = (seed ^ Math.imul(value + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A 32-bit hash as a number in [0, 1). */
export function toUnit(hash: number): number {
  return hash / 4_294_967_296;
}

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key drawn in proportion to its weight; keys of weight 0 are never drawn. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K;
}

/** A generator (mulberry32) seeded from a key: the same key gives the same sequence on every runtime. */
export function seededRandom(key: string): Random {
  let state = hashString(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`no integer from ${min} to ${max}`);
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(probability) {
      return next() < probability;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted(weights) {
      const total = weights.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
      if (!(total > 0)) throw new RangeError('no positive weight to draw from');
      let target = next() * total;
      for (const [key, weight] of weights) {
        if (weight <= 0) continue;
        target -= weight;
        if (target < 0) return key;
      }
      // Only reached through floating-point rounding on the last positive weight.
      return weights.filter(([, weight]) => weight > 0).at(-1)![0];
    },
  };
}
