import type { ImageFormat, ImageWidth } from '@thwa/domain/media/image-variants';
import { encodeVariant } from './encode-variant.ts';
import type { EncodeQueue } from './encode-queue.ts';
import type { MediaRepository } from './media.repository.ts';
import type { VariantCache } from './variant-cache.ts';

export interface ServeVariantDependencies {
  repository: MediaRepository;
  queue: EncodeQueue;
  cache: VariantCache;
  /** Tests count encodes or make them slow; the host encodes with sharp. */
  encode?: typeof encodeVariant;
}

/**
 * One size and format of a stored picture: from memory, else as stored, else encoded now (through the
 * bounded queue, one encode however many ask at once), stored and kept. Undefined for an unknown picture.
 * @throws EncodeQueueFullError when it must be encoded and too many encodes are waiting
 */
export function createServeVariant({ repository, queue, cache, encode = encodeVariant }: ServeVariantDependencies) {
  /** Lookups under way by variant: a request that comes while one is running shares it (its stored bytes or its encode). */
  const lookups = new Map<string, Promise<Buffer | undefined>>();

  async function lookUp(key: string, imageId: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
    const stored = await repository.findVariant(imageId, width, format);
    if (stored) {
      cache.set(key, stored);
      return stored;
    }
    const image = await repository.findImage(imageId);
    if (!image) return undefined;
    const bytes = await queue.run(key, async () => {
      const encoded = await encode(image, width, format);
      await repository.insertVariant(imageId, width, format, encoded);
      return encoded;
    });
    cache.set(key, bytes);
    return bytes;
  }

  return async function serveVariant(imageId: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
    const key = `${imageId}/${width}.${format}`;
    const hot = cache.get(key);
    if (hot) return hot;
    let lookup = lookups.get(key);
    if (!lookup) {
      lookup = lookUp(key, imageId, width, format).finally(() => lookups.delete(key));
      lookups.set(key, lookup);
    }
    return lookup;
  };
}

export type ServeVariant = ReturnType<typeof createServeVariant>;
