import sharp from 'sharp';
import type { ImageFormat, ImageWidth } from '@thwa/domain/media/image-variants';
import { IMAGE_BOUNDS } from './image-bounds.ts';
import type { StoredImage } from './media.repository.ts';

/** What each format is encoded with: quality for flat pictures and photos alike, effort kept low for AVIF (it is slow). */
const ENCODERS: Readonly<Record<ImageFormat, (pipeline: sharp.Sharp) => sharp.Sharp>> = {
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 76, effort: 4 }),
  jpeg: (pipeline) => pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * One size and format of a picture: resized to `width` (never wider than the picture itself),
 * turned upright by its EXIF orientation, every metadata dropped (sharp keeps none unless asked).
 */
export async function encodeVariant(image: StoredImage & { source: Buffer }, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  // An SVG is drawn at its own size (72 DPI), as a photo is decoded at its own; neither is enlarged.
  const input = sharp(image.source, { limitInputPixels: IMAGE_BOUNDS.maxPixels });
  const resized = input.rotate().resize({ width: Math.min(width, image.width), withoutEnlargement: true });
  return ENCODERS[format](resized).toBuffer();
}
