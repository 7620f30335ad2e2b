import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hotelPhotos, imageVariants, images } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import { IMAGE_FORMATS } from '@thwa/domain/media/image-variants';
import { HotelDetailResponse, HotelListResponse } from '@thwa/domain/contracts/hotels';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { createEncodeQueue } from '../src/features/media/encode-queue.ts';
import { encodeVariant } from '../src/features/media/encode-variant.ts';
import { IMAGE_BOUNDS } from '../src/features/media/image-bounds.ts';
import { EncodeQueueFullError, type ImageRejectedError } from '../src/features/media/image-errors.ts';
import { createMediaRepository } from '../src/features/media/media.repository.ts';
import { createServeVariant } from '../src/features/media/serve-variant.ts';
import { createVariantCache } from '../src/features/media/variant-cache.ts';
import { useTestApi } from './harness.ts';

const api = useTestApi();

/** A small picture of our own, unique per test so no test meets another's stored variants. */
function svgPicture(label: string, width = 600, height = 450): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#15736c"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#e0a526"/><!-- ${label} --></svg>`,
  );
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG of a few dozen bytes whose header claims a picture of this size (a decompression bomb's shape). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]);
}

async function variantRows(imageId: string) {
  return api.connection.db.select({ width: imageVariants.width, format: imageVariants.format }).from(imageVariants).where(eq(imageVariants.imageId, imageId));
}

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('storing a picture', () => {
  it('reads the type from the bytes, the size from the SVG, and stores it once under its hash', async () => {
    const bytes = svgPicture('store-once', 640, 480);
    const first = await api.app.services.media.storeImage(bytes, 'image/png');
    expect(first).toEqual({ imageId: expect.stringMatching(/^[0-9a-f]{40}$/), mediaType: 'image/svg+xml', width: 640, height: 480 });
    const again = await api.app.services.media.storeImage(bytes, 'image/svg+xml');
    expect(again.imageId).toBe(first.imageId);
    const rows = await api.connection.db.select({ id: images.imageId }).from(images).where(eq(images.imageId, first.imageId));
    expect(rows).toHaveLength(1);
  });

  it('reads a raster picture’s size with sharp', async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2e86c1' } }).png().toBuffer();
    expect(await api.app.services.media.storeImage(png, 'image/jpeg')).toMatchObject({ mediaType: 'image/png', width: 900, height: 300 });
  });

  it('refuses what is not a picture, whatever it is declared to be, and stores nothing', async () => {
    const before = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from images`);
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    await expect(api.app.services.media.storeImage(html, 'image/jpeg')).rejects.toMatchObject({ reason: 'not_an_image' } satisfies Partial<ImageRejectedError>);
    await expect(api.app.services.media.storeImage(Buffer.from('GIF89a....'), 'image/gif')).rejects.toMatchObject({ reason: 'unsupported_type' });
    await expect(api.app.services.media.storeImage(Buffer.alloc(0), 'image/png')).rejects.toMatchObject({ reason: 'empty' });
    // JPEG's first bytes with nothing readable after them.
    await expect(api.app.services.media.storeImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg')).rejects.toMatchObject({ reason: 'unreadable' });
    const after = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from images`);
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
  });

  it('refuses a picture over the size or pixel bounds before decoding it', async () => {
    const oversize = Buffer.concat([svgPicture('big'), Buffer.alloc(IMAGE_BOUNDS.maxBytes)]);
    await expect(api.app.services.media.storeImage(oversize, 'image/svg+xml')).rejects.toMatchObject({ reason: 'too_large' });
    // A small PNG whose header claims 10,000 × 10,000 pixels (100 megapixels).
    const huge = pngHeader(10_000, 10_000);
    expect(huge.length).toBeLessThan(IMAGE_BOUNDS.maxBytes);
    await expect(api.app.services.media.storeImage(huge, 'image/png')).rejects.toMatchObject({ reason: 'too_many_pixels' });
    await expect(api.app.services.media.storeImage(svgPicture('wide', 20_000, 100), 'image/svg+xml')).rejects.toMatchObject({ reason: 'too_many_pixels' });
  });
});

describe('GET /media/{imageId}/{width}.{format}', () => {
  it('encodes a size the first time, stores it, and serves the stored bytes after', async () => {
    const { imageId } = await api.app.services.media.storeImage(svgPicture('first-then-stored'), 'image/svg+xml');
    const first = await get(`/media/${imageId}/480.webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBe(`"${imageId}-480-webp"`);
    expect(first.headers['content-encoding']).toBeUndefined();
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(await variantRows(imageId)).toEqual([{ width: 480, format: 'webp' }]);

    // The stored bytes are what is served, even when memory has forgotten them: overwrite them and ask again.
    const marker = Buffer.from('stored-bytes');
    await api.connection.db.update(imageVariants).set({ bytes: marker }).where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, 480)));
    const serve = createServeVariant({ repository: createMediaRepository(api.connection.db), queue: createEncodeQueue(), cache: createVariantCache(), encode: () => Promise.reject(new Error('must not encode')) });
    expect(await serve(imageId, 480, 'webp')).toEqual(marker);

    const revalidated = await get(`/media/${imageId}/480.webp`, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });

  it.each(IMAGE_FORMATS)('serves %s with its own type, never wider than the picture', async (format) => {
    const { imageId } = await api.app.services.media.storeImage(svgPicture(`format-${format}`, 600, 450), 'image/svg+xml');
    const answer = await get(`/media/${imageId}/1200.${format}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(`image/${format}`);
    const meta = await sharp(answer.rawPayload).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    expect(meta.width).toBe(600);
    expect(meta.exif).toBeUndefined();
  });

  it('answers any other size, format or id with 400 or 404, and encodes nothing', async () => {
    const { imageId } = await api.app.services.media.storeImage(svgPicture('bad-requests'), 'image/svg+xml');
    for (const url of [`/media/${imageId}/500.webp`, `/media/${imageId}/480.png`, `/media/${imageId}/480.webp.exe`, `/media/${imageId}/0480.webp`, `/media/not-an-id/480.webp`, `/media/${imageId.toUpperCase()}/480.webp`]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect((await get(`/media/${'0'.repeat(40)}/480.webp`)).statusCode).toBe(404);
    expect((await get(`/media/${imageId}`)).statusCode).toBe(404);
    expect(await variantRows(imageId)).toEqual([]);
  });

  it('encodes a variant once however many ask for it at the same time', async () => {
    const { imageId } = await api.app.services.media.storeImage(svgPicture('concurrent'), 'image/svg+xml');
    let encodes = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const serve = createServeVariant({
      repository: createMediaRepository(api.connection.db),
      queue: createEncodeQueue({ concurrency: 1 }),
      cache: createVariantCache(),
      encode: async (...args) => {
        encodes += 1;
        await gate;
        return encodeVariant(...args);
      },
    });
    const answers = Array.from({ length: 8 }, () => serve(imageId, 320, 'jpeg'));
    // Let every request reach the encode before it finishes.
    await expect.poll(() => encodes).toBe(1);
    release();
    const bytes = await Promise.all(answers);
    expect(encodes).toBe(1);
    expect(new Set(bytes.map((one) => one!.toString('base64'))).size).toBe(1);
    expect(await variantRows(imageId)).toEqual([{ width: 320, format: 'jpeg' }]);
  });

  it('refuses more encodes than its line holds, with 503 and Retry-After', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaiting: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = queue.run('a', async () => {
      await gate;
      return Buffer.from('a');
    });
    const waiting = queue.run('b', async () => Buffer.from('b'));
    await expect(queue.run('c', async () => Buffer.from('c'))).rejects.toBeInstanceOf(EncodeQueueFullError);
    release();
    expect((await Promise.all([running, waiting])).map(String)).toEqual(['a', 'b']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, keys: 0 });
  });
});

describe('hotel pictures in the hotel calls', () => {
  const stay = () => {
    const checkin = addDays(yangonDate(new Date()), 30);
    return { checkin, checkout: addDays(checkin, 2), rooms: 1, adult: 2 };
  };

  it('gives every listed hotel its first picture, and the detail every picture with its room types’ own', async () => {
    const list = await api.app.inject({ method: 'POST', url: '/api/hotel/v2/list', payload: { ...stay(), scope: 'city', term: 'yangon' } });
    expect(list.statusCode).toBe(200);
    const cards = HotelListResponse.parse(list.json()).data;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.photo).toMatchObject({ kind: 'exterior', roomCode: null, width: 1200, height: 900 });
      expect(card.picture).toBe(`/media/${card.photo!.imageId}/800.jpeg`);
    }
    expect(new Set(cards.map((card) => card.photo!.imageId)).size).toBe(cards.length);

    const detail = await api.app.inject({ method: 'POST', url: '/api/hotel/v2/detail', payload: { ...stay(), language: 'mm', hotelId: cards[0]!.hotelId } });
    expect(detail.statusCode).toBe(200);
    const { hotelDetailInfo, rooms } = HotelDetailResponse.parse(detail.json()).data;
    expect(hotelDetailInfo.photos.slice(0, 2).map((photo) => photo.kind)).toEqual(['exterior', 'view']);
    expect(hotelDetailInfo.photos.every((photo) => /[\u1000-\u109f]/.test(photo.caption))).toBe(true);
    for (const room of rooms) expect(room.photos.map((photo) => photo.kind)).toEqual(['room', 'bathroom']);

    // And they load: the building's picture as a phone asks for it.
    const picture = await get(`/media/${cards[0]!.photo!.imageId}/800.avif`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/avif');
  });

  it('has pictures for every hotel we list, ours and the bed bank’s', async () => {
    const missing = await api.connection.db.execute<{ hotel_id: string }>(sql`select h.hotel_id from hotels h where not exists (select 1 from hotel_photos p where p.hotel_id = h.hotel_id)`);
    expect(missing.rows).toEqual([]);
    const bedBank = await api.connection.db.select({ kind: hotelPhotos.kind }).from(hotelPhotos).where(eq(hotelPhotos.hotelId, 'H101001'));
    expect(bedBank.map((row) => row.kind)).toContain('exterior');
  });
});
