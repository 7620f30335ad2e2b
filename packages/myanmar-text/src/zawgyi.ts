// The package ships no types; its declaration stays beside its only user, wherever this file is compiled.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./myanmar-tools.d.ts" />
import myanmarTools from 'myanmar-tools';

/**
 * Many phones in Myanmar still type in Zawgyi, a font hack that reuses Myanmar code points in other
 * orders. We store only Unicode: text that Google's detector judges to be Zawgyi is converted.
 * The threshold is the one the detector's authors recommend for short user input.
 */
export const ZAWGYI_THRESHOLD = 0.95;

const MYANMAR_BLOCK = /[\u1000-\u109f]/;

let tools: { detector: InstanceType<typeof myanmarTools.ZawgyiDetector>; converter: InstanceType<typeof myanmarTools.ZawgyiConverter> } | undefined;

/** Built on first use: the detector's model is the costly part, and most text has no Myanmar at all. */
function getTools() {
  tools ??= { detector: new myanmarTools.ZawgyiDetector(), converter: new myanmarTools.ZawgyiConverter() };
  return tools;
}

/**
 * The longest text converted. Zawgyi comes from people typing into a field, and every text field of
 * the contracts is far shorter (the longest, a booking note, is 500); longer strings are left as they
 * are for validation to refuse. The converter (myanmar-tools) rewrites its input once per rule match,
 * so its cost grows faster than the length: bounding the length bounds every single call.
 */
export const MAX_CONVERTIBLE_LENGTH = 1_000;

/**
 * How many characters one value (a request body) may send through the converter in total. The
 * converter costs up to about 12 µs a character, so this keeps a body's conversion near 50 ms of CPU,
 * while the largest legitimate body (18 travellers, both names at their 100-character maximum, all
 * typed in Zawgyi: 3,600) still fits.
 */
export const MAX_CONVERTED_CHARACTERS = 4_000;

/** A value holds more Zawgyi than one request may convert (see MAX_CONVERTED_CHARACTERS). */
export class ConversionLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} characters of Zawgyi text to convert`);
    this.name = 'ConversionLimitExceeded';
  }
}

export function hasMyanmarText(text: string): boolean {
  return MYANMAR_BLOCK.test(text);
}

/** The detector reads each character once, so it is cheap at any length. */
export function isZawgyi(text: string): boolean {
  return hasMyanmarText(text) && getTools().detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/** The text needs converting: Zawgyi, and short enough to be typed text (MAX_CONVERTIBLE_LENGTH). */
function needsConversion(text: string): boolean {
  return text.length <= MAX_CONVERTIBLE_LENGTH && isZawgyi(text);
}

/**
 * The text in Unicode: unchanged when it is already Unicode, has no Myanmar characters, or is longer
 * than any typed field (MAX_CONVERTIBLE_LENGTH).
 */
export function toUnicode(text: string): string {
  return needsConversion(text) ? getTools().converter.zawgyiToUnicode(text) : text;
}

export interface ConversionLimits {
  /** Characters the whole value may send through the converter; more throws ConversionLimitExceeded. */
  maxConvertedCharacters?: number;
}

type Container = Record<string, unknown> | unknown[];

/** Sets a key as an own property, so a JSON key named `__proto__` stays data and never a prototype. */
function setOwn(target: Container, key: string, item: unknown) {
  Object.defineProperty(target, key, { value: item, enumerable: true, writable: true, configurable: true });
}

/**
 * Every string inside a JSON value, converted, in a copy. The api runs request bodies through this so
 * that nothing typed in Zawgyi is ever stored. The walk keeps its own stack, so no depth of nesting
 * can overflow the call stack, and the total converted is bounded (ConversionLimits).
 */
export function deepToUnicode<T>(value: T, limits: ConversionLimits = {}): T {
  const limit = limits.maxConvertedCharacters ?? MAX_CONVERTED_CHARACTERS;
  let converted = 0;
  const pending: Array<[source: object, target: Container]> = [];

  function visit(item: unknown): unknown {
    if (typeof item === 'string') {
      if (!needsConversion(item)) return item;
      converted += item.length;
      if (converted > limit) throw new ConversionLimitExceeded(limit);
      return getTools().converter.zawgyiToUnicode(item);
    }
    if (item && typeof item === 'object') {
      const target: Container = Array.isArray(item) ? new Array<unknown>(item.length) : {};
      pending.push([item, target]);
      return target;
    }
    return item;
  }

  const result = visit(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next;
    if (Array.isArray(source)) source.forEach((item, index) => ((target as unknown[])[index] = visit(item)));
    else for (const [key, item] of Object.entries(source)) setOwn(target, key, visit(item));
  }
  return result as T;
}
