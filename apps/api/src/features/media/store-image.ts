import sharp from 'sharp';
import { imageIdOf, sniffImageType, svgSize } from '@thwa/db/image-source';
import { IMAGE_SOURCE_TYPES, type ImageSourceType } from '@thwa/domain/media/image-variants';
import { IMAGE_BOUNDS } from './image-bounds.ts';
import { ImageRejectedError } from './image-errors.ts';
import type { MediaRepository, StoredImage } from './media.repository.ts';

const ACCEPTED = new Set<string>(IMAGE_SOURCE_TYPES);

/** The pixel size of a raster picture, read from its header by sharp, within the pixel bound. */
async function rasterSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here (nothing is decoded): the pixel bound is checked on its answer below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unreadable', 'the picture could not be read');
  }
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejectedError('unreadable', 'the picture has no size');
  if (width * height > IMAGE_BOUNDS.maxPixels) throw new ImageRejectedError('too_many_pixels', `the picture has more than ${IMAGE_BOUNDS.maxPixels} pixels`);
  // A photo turned by its EXIF orientation is shown turned: its box is the turned one.
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Stores a picture, uploaded or generated: the one entry point the operations console will upload
 * through. Its type is read from its bytes (the declared type only has to agree with a type we take,
 * never decides), its size is bounded in bytes and pixels, its own width and height are read (an
 * SVG's from its attributes or viewBox), and it is stored once under the hash of its bytes.
 * @throws ImageRejectedError naming why it was refused; nothing is stored then
 */
export function createStoreImage(repository: MediaRepository) {
  return async function storeImage(bytes: Uint8Array, declaredType?: string): Promise<StoredImage> {
    if (bytes.length === 0) throw new ImageRejectedError('empty', 'the picture is empty');
    if (bytes.length > IMAGE_BOUNDS.maxBytes) throw new ImageRejectedError('too_large', `the picture is larger than ${IMAGE_BOUNDS.maxBytes} bytes`);
    const mediaType = sniffImageType(bytes);
    if (!mediaType) {
      throw new ImageRejectedError(declaredType && !ACCEPTED.has(declaredType) ? 'unsupported_type' : 'not_an_image', 'the file is not a picture of a type we take (JPEG, PNG, WebP, AVIF or SVG)');
    }
    const source = Buffer.from(bytes);
    let size: { width: number; height: number };
    if (mediaType === 'image/svg+xml') {
      const found = svgSize(source.toString('utf8'));
      if (!found) throw new ImageRejectedError('unreadable', 'the SVG has neither a width and height nor a viewBox');
      if (found.width > IMAGE_BOUNDS.maxSvgSide || found.height > IMAGE_BOUNDS.maxSvgSide) throw new ImageRejectedError('too_many_pixels', 'the SVG is too large');
      size = found;
    } else {
      size = await rasterSize(source);
    }
    const image: StoredImage = { imageId: imageIdOf(source), mediaType: mediaType satisfies ImageSourceType, ...size };
    await repository.insertImage({ ...image, source });
    return image;
  };
}

export type StoreImage = ReturnType<typeof createStoreImage>;
