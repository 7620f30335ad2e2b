/** Why a picture was refused before it was stored (an upload's answer names it). */
export type ImageRefusal = 'empty' | 'too_large' | 'not_an_image' | 'unsupported_type' | 'too_many_pixels' | 'unreadable';

/** A picture the pipeline will not take: what it is, never what it was declared to be. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

/** Too many encodes are waiting: the caller is told to come back shortly (503 with Retry-After). */
export class EncodeQueueFullError extends Error {
  constructor() {
    super('the image encode queue is full');
    this.name = 'EncodeQueueFullError';
  }
}
