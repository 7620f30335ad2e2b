/**
 * What one picture may cost the pipeline: its bytes, and the pixels a decoder would fill (a small
 * file can declare a huge image: sharp's limitInputPixels refuses it before decoding).
 */
export const IMAGE_BOUNDS = {
  maxBytes: 8 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** An SVG larger than this on a side is refused: no page shows more, and its rendering grows with it. */
  maxSvgSide: 8_000,
} as const;
