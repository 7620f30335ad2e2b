import { IMAGE_WIDTHS, type ImageFormat } from '@thwa/domain/media/image-variants';

/** A picture of ours as the api describes it: served by the image pipeline by its id. */
export interface PictureSource {
  imageId: string;
  /** Its own size: the box a page keeps for it before it loads, so nothing moves (no layout shift). */
  width: number;
  height: number;
  /** What it shows: its alternative text. */
  caption: string;
}

/** The address of one size and format of a picture (apps/api/src/features/media). */
export function variantUrl(imageId: string, width: number, format: ImageFormat): string {
  return `/media/${imageId}/${width}.${format}`;
}

/** The widths a picture is offered in: the pipeline never enlarges, so none wider than the picture (its smallest at least). */
export function pictureWidths(sourceWidth: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
}

/** A `srcset` of every width a picture is offered in, in one format: "/media/…/320.avif 320w, …". */
export function pictureSrcSet(imageId: string, sourceWidth: number, format: ImageFormat): string {
  return pictureWidths(sourceWidth)
    .map((width) => `${variantUrl(imageId, width, format)} ${width}w`)
    .join(', ');
}

interface PictureProps {
  photo: PictureSource;
  /** How wide it is shown, as the `sizes` attribute says it: "(min-width: 640px) 8rem, 100vw". */
  sizes: string;
  /**
   * The page's first picture above the fold (its largest paint): fetched at once and before others.
   * Every other picture waits until it is near the screen and then yields to it: low priority, which the
   * browser would otherwise raise for any picture on the screen (bench/RESULTS.md, 2026-11-28).
   */
  priority?: boolean;
  /** Beside text that already says what it shows: hidden from screen readers (alt=""). */
  decorative?: boolean;
  /** Classes of the image: its box (width, aspect, rounding); it covers the box, cropped if the box's shape differs. */
  className?: string;
}

/**
 * One of our pictures, responsive: AVIF, then WebP, then JPEG for the browsers that read neither, each
 * in every width so a phone downloads what its screen needs. Its width and height reserve the box
 * before it loads; it is lazy and decoded off the main thread unless it is the page's first.
 */
export function Picture({ photo, sizes, priority = false, decorative = false, className = '' }: PictureProps) {
  const { imageId, width, height } = photo;
  const fallback = pictureWidths(width);
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(imageId, width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(imageId, width, 'webp')} sizes={sizes} />
      <img
        src={variantUrl(imageId, fallback[Math.min(2, fallback.length - 1)]!, 'jpeg')}
        srcSet={pictureSrcSet(imageId, width, 'jpeg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={decorative ? '' : photo.caption}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'low'}
        className={`bg-brand-50 object-cover ${className}`}
      />
    </picture>
  );
}
