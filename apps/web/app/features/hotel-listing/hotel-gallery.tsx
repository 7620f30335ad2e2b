import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HotelPhoto } from '@thwa/domain/contracts/hotels';
import { useT } from '../../i18n/use-messages.ts';
import { Picture } from '../../ui/picture.tsx';

/** How wide the big picture is shown: the page's width on a phone, its column on a desktop. */
const HERO_SIZES = '(min-width: 800px) 48rem, 100vw';
const THUMB_SIZES = '7rem';

/**
 * A hotel's pictures (issue 19): the one chosen, big, with its caption, and every picture as a
 * button below it in a strip that scrolls sideways (snapping, swipeable on a phone). The first big
 * picture is the page's largest paint, so it is fetched at once; the thumbnails load as they near the
 * screen. Arrow keys on the strip or the big picture move to the previous and next picture.
 */
export function HotelGallery({ hotelName, photos }: { hotelName: string; photos: readonly HotelPhoto[] }) {
  const t = useT();
  const headingId = useId();
  const [shown, setShown] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  if (photos.length === 0) {
    return <p className="rounded-2xl bg-brand-50 p-4 text-sm text-slate-700">{t('hotelListing.gallery.none')}</p>;
  }
  const current = Math.min(shown, photos.length - 1);
  const photo = photos[current]!;

  function show(index: number, focus = false) {
    const next = (index + photos.length) % photos.length;
    setShown(next);
    const button = strip.current?.querySelectorAll('button')[next];
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (focus) button?.focus();
  }

  function onKeyDown(event: KeyboardEvent, focus: boolean) {
    if (event.key === 'ArrowRight') show(current + 1, focus);
    else if (event.key === 'ArrowLeft') show(current - 1, focus);
    else return;
    event.preventDefault();
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="sr-only">
        {t('hotelListing.gallery.label', { hotel: hotelName })}
      </h2>
      <figure className="relative grid gap-1" onKeyDown={(event) => onKeyDown(event, false)}>
        {/* Only the first picture is above the fold on arrival; one chosen later is fetched when chosen. */}
        <Picture key={photo.imageId} photo={photo} sizes={HERO_SIZES} priority={current === 0} className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/9]" />
        <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span>{photo.caption}</span>
          {photos.length > 1 ? (
            <span className="flex items-center gap-1">
              <button type="button" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full font-semibold text-brand-700 hover:bg-brand-50" aria-label={t('hotelListing.gallery.previous')} onClick={() => show(current - 1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <span aria-live="polite">{t('hotelListing.gallery.position', { number: current + 1, count: photos.length })}</span>
              <button type="button" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full font-semibold text-brand-700 hover:bg-brand-50" aria-label={t('hotelListing.gallery.next')} onClick={() => show(current + 1)}>
                <span aria-hidden="true">›</span>
              </button>
            </span>
          ) : null}
        </figcaption>
      </figure>
      {photos.length > 1 ? (
        <ul ref={strip} className="flex snap-x snap-mandatory gap-2 overflow-x-auto pb-2" onKeyDown={(event) => onKeyDown(event, true)}>
          {photos.map((one, index) => (
            <li key={`${one.imageId}-${index}`} className="shrink-0 snap-start">
              <button
                type="button"
                aria-label={t('hotelListing.gallery.show', { number: index + 1, count: photos.length, caption: one.caption })}
                aria-pressed={index === current}
                onClick={() => show(index)}
                className={`block rounded-xl p-0.5 ${index === current ? 'ring-2 ring-brand-700' : 'ring-1 ring-transparent hover:ring-slate-300'}`}
              >
                <Picture photo={one} sizes={THUMB_SIZES} decorative className="aspect-[4/3] w-28 rounded-lg" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
