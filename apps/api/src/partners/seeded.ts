/**
 * Deterministic pseudo-randomness for the sandbox sources: the same key always gives the same number,
 * so the same search gets the same answer (latency, failures, seats and prices) on every node and run.
 */

/** FNV-1a over UTF-16 code units, finished with murmur3's avalanche so that near keys spread out. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the parts of the key. */
export function unitFor(...parts: ReadonlyArray<string | number>): number {
  return hash32(parts.join('|')) / 4_294_967_296;
}

/** `min + (max - min) × u`, for a key's unit number u. */
export function between(min: number, max: number, unit: number): number {
  return min + (max - min) * unit;
}
