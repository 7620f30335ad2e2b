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

export function hasMyanmarText(text: string): boolean {
  return MYANMAR_BLOCK.test(text);
}

export function isZawgyi(text: string): boolean {
  return hasMyanmarText(text) && getTools().detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/** The text in Unicode: unchanged when it is already Unicode or has no Myanmar characters. */
export function toUnicode(text: string): string {
  return isZawgyi(text) ? getTools().converter.zawgyiToUnicode(text) : text;
}

/**
 * Every string inside a JSON value, converted. The api runs request bodies through this so that
 * nothing typed in Zawgyi is ever stored.
 */
export function deepToUnicode<T>(value: T): T {
  if (typeof value === 'string') return toUnicode(value) as T;
  if (Array.isArray(value)) return value.map(deepToUnicode) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepToUnicode(item)])) as T;
  }
  return value;
}
