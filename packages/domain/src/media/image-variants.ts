/**
 * The sizes and formats the image pipeline serves every picture in (apps/api/src/features/media):
 * a browser picks the first format it reads from a <picture> and the width its screen needs from
 * `srcset`. A fixed list, so one request can never ask the server for an image of any other size.
 */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Widths in CSS pixels times the densities phones have: a 390 px phone at 2x takes 800. */
export const IMAGE_WIDTHS = [320, 480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What an upload or a generated picture may be before the pipeline derives its variants. */
export const IMAGE_SOURCE_TYPES = ['image/svg+xml', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type ImageSourceType = (typeof IMAGE_SOURCE_TYPES)[number];
