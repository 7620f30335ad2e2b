import type { Database } from '@thwa/db/connection';
import { imageVariants, images } from '@thwa/db/schema';
import { and, eq } from '@thwa/db/sql';
import type { ImageFormat, ImageSourceType, ImageWidth } from '@thwa/domain/media/image-variants';

export interface StoredImage {
  imageId: string;
  mediaType: ImageSourceType;
  width: number;
  height: number;
}

/** The pictures and their encoded sizes (decision 030): sources once by content hash, variants as asked for. */
export function createMediaRepository(db: Database) {
  return {
    /** Stores a picture once: the same bytes have the same id, so a second store changes nothing. */
    async insertImage(image: StoredImage & { source: Buffer }): Promise<void> {
      await db.insert(images).values(image).onConflictDoNothing();
    },

    async findImage(imageId: string): Promise<(StoredImage & { source: Buffer }) | undefined> {
      const [row] = await db
        .select({ imageId: images.imageId, mediaType: images.mediaType, width: images.width, height: images.height, source: images.source })
        .from(images)
        .where(eq(images.imageId, imageId))
        .limit(1);
      return row;
    },

    async findVariant(imageId: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: imageVariants.bytes })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width), eq(imageVariants.format, format)))
        .limit(1);
      return row?.bytes;
    },

    /** Keeps an encoded size; another node that encoded the same one first wins, with the same picture. */
    async insertVariant(imageId: string, width: ImageWidth, format: ImageFormat, bytes: Buffer): Promise<void> {
      await db.insert(imageVariants).values({ imageId, width, format, bytes }).onConflictDoNothing();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
