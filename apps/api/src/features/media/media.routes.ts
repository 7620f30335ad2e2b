import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '@thwa/domain/media/image-variants';
import { IMAGE_ID_PATTERN } from '@thwa/db/image-source';
import { sendError } from '../../plugins/errors.ts';
import { EncodeQueueFullError } from './image-errors.ts';
import type { ServeVariant } from './serve-variant.ts';

const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const VARIANT = new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.(${IMAGE_FORMATS.join('|')})$`);
/** Seconds a client is asked to wait when the encode queue is full. */
export const ENCODE_RETRY_AFTER_SECONDS = 5;

const VariantParams = z.object({
  imageId: z.string().regex(IMAGE_ID_PATTERN),
  variant: z.string().regex(VARIANT).describe(`width.format: a width of ${IMAGE_WIDTHS.join(', ')} and a format of ${IMAGE_FORMATS.join(', ')}`),
});

/**
 * GET /media/{imageId}/{width}.{format}: a picture in one of the fixed sizes and formats (decision 030),
 * beside the pages on the same origin and outside /api (like the hashed assets: no per-page budget, no
 * sign-in). An address never changes what it serves, so browsers keep it a year. Any other size or
 * format is a 400 and an unknown picture a 404, both before any encoding.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ serveVariant: ServeVariant }> = async (app, { serveVariant }) => {
  app.get(
    '/media/:imageId/:variant',
    // Pictures are compressed already: the web host's compression (answer-compression.ts) leaves them be.
    { schema: { hide: true, params: VariantParams } },
    async (request, reply) => {
      const [, width, format] = VARIANT.exec(request.params.variant)!;
      const { imageId } = request.params;
      const etag = `"${imageId}-${width}-${format}"`;
      const ifNoneMatch = request.headers['if-none-match'];
      let bytes: Buffer | undefined;
      try {
        bytes = await serveVariant(imageId, Number(width) as ImageWidth, format as ImageFormat);
      } catch (error) {
        if (!(error instanceof EncodeQueueFullError)) throw error;
        reply.header('retry-after', String(ENCODE_RETRY_AFTER_SECONDS));
        return sendError(request, reply, 'SERVICE_UNAVAILABLE');
      }
      if (!bytes) return sendError(request, reply, 'NOT_FOUND');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('etag', etag);
      reply.header('x-content-type-options', 'nosniff');
      if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
      return reply.type(CONTENT_TYPES[format as ImageFormat]).send(bytes);
    },
  );
};
