// The package ships no types; its declaration stays beside its users, wherever this file is compiled.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./myanmar-tools.d.ts" />
import converterModule from 'myanmar-tools/build_node/zawgyi_converter.js';
// The library's own model file: the same bytes its Node build carries as base64 (a test checks it).
// `?url&inline` makes Vite hand it over as a base64 data URL inside this (lazily loaded) chunk.
import modelDataUrl from 'myanmar-tools/resources/zawgyiUnicodeModel.dat?url&inline';

/**
 * myanmar-tools 1.1.3 for the browser. Its package has only a Node build, whose detector decodes the
 * model with Node's `Buffer` (a browser has none, so every Myanmar keystroke threw). The web build
 * points `myanmar-tools` here (apps/web/vite.config.ts): the converter is the library's own (it needs
 * nothing from Node); the detector is the library's Markov model reader (src/zawgyi_detector.ts,
 * Copyright 2017 Google LLC, Apache-2.0) reading the library's model with `atob`.
 */

const { ZawgyiConverter } = converterModule;

// Code point ranges the model has a state for (in the order of the states), as the library has them.
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1000, 0x103f], // standard Myanmar before the digits
  [0x104a, 0x109f], // standard Myanmar after the digits
  [0xaa60, 0xaa7f], // Extended A
  [0xa9e0, 0xa9ff], // Extended B
  [0x2000, 0x200b], // space-like (model version with the SSV "STD_EXA_EXB_SPC" only)
];
const SSV_STD_EXA_EXB_SPC = 0;

function stateOf(codePoint: number, ssv: number): number {
  let offset = 1;
  for (const [index, [first, last]] of RANGES.entries()) {
    const isSpaceRange = index === RANGES.length - 1;
    if (codePoint >= first && codePoint <= last && (!isSpaceRange || ssv === SSV_STD_EXA_EXB_SPC)) return codePoint - first + offset;
    offset += last - first + 1;
  }
  return 0;
}

function expectTag(view: DataView, offset: number, lead: number, trail: number): number {
  if (view.getUint32(offset) !== lead || view.getUint32(offset + 4) !== trail) throw new Error('Zawgyi model: unexpected file tag');
  return offset + 8;
}

/** The model file's bytes, decoded from the data URL without anything from Node. */
export function modelBytes(dataUrl: string = modelDataUrl): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Reads the "UZMODEL " wrapper and its "BMARKOV " table of log-probability differences. */
function readModel(bytes: Uint8Array): { ssv: number; table: Float64Array; size: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = expectTag(view, 0, 0x555a4d4f, 0x44454c20);
  const version = view.getUint32(offset);
  offset += 4;
  let ssv = 0;
  if (version === 2) {
    ssv = view.getUint32(offset);
    offset += 4;
  } else if (version !== 1) throw new Error(`Zawgyi model: serial version ${version}`);

  offset = expectTag(view, offset, 0x424d4152, 0x4b4f5620);
  if (view.getUint32(offset) !== 0) throw new Error('Zawgyi model: unexpected Markov version');
  offset += 4;
  const size = view.getInt16(offset);
  offset += 2;
  const table = new Float64Array(size * size);
  for (let from = 0; from < size; from++) {
    let entries = view.getInt16(offset);
    offset += 2;
    let fallback = 0;
    if (entries !== 0) {
      fallback = view.getFloat32(offset);
      offset += 4;
    }
    let next = -1;
    for (let to = 0; to < size; to++) {
      if (entries > 0 && next < to) {
        next = view.getInt16(offset);
        offset += 2;
        entries--;
      }
      if (next === to) {
        table[from * size + to] = view.getFloat32(offset);
        offset += 4;
      } else table[from * size + to] = fallback;
    }
  }
  return { ssv, table, size };
}

class BrowserZawgyiDetector {
  private readonly model: ReturnType<typeof readModel>;

  constructor(bytes: Uint8Array = modelBytes()) {
    this.model = readModel(bytes);
  }

  /** As the library's: the probability that the text is Zawgyi, -Infinity when it has no Myanmar. */
  getZawgyiProbability(input: string): number {
    const { ssv, table, size } = this.model;
    let previous = 0;
    let totalDelta = 0;
    let seenTransition = false;
    for (let offset = 0; offset <= input.length; offset++) {
      const current = offset === input.length ? 0 : stateOf(input.charCodeAt(offset), ssv);
      if (previous !== 0 || current !== 0) {
        totalDelta += table[previous * size + current] ?? 0;
        seenTransition = true;
      }
      previous = current;
    }
    if (!seenTransition) return Number.NEGATIVE_INFINITY;
    return 1 / (1 + Math.exp(totalDelta));
  }
}

export const ZawgyiDetector = BrowserZawgyiDetector;
export { ZawgyiConverter };
export default { ZawgyiDetector: BrowserZawgyiDetector, ZawgyiConverter };
