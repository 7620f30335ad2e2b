import { useEffect, useRef, useState } from 'react';
import { airlineMarkPath } from '@thwa/domain/flights/airline-mark';

/**
 * Only a logo served by this site may be shown (design §10: no image is fetched from outside):
 * a site-relative path, never another origin, a protocol-relative or a data/javascript URL.
 */
export function isOwnLogo(logo: string): boolean {
  return /^\/[^/\\]/.test(logo);
}

/**
 * The mark to draw: the logo the data names when this site serves it, else the airline's mark by its
 * code. Either way it is the one mark we serve per airline, in the airline's brand colour from the
 * airlines table, so the listing, checkout, trips and tickets show an airline in one colour.
 */
export function airlineMarkSource(code: string, logo: string): string {
  return isOwnLogo(logo) ? logo : airlineMarkPath(code);
}

/**
 * An airline's mark. Decorative: the airline's name is always written next to it. A mark that fails
 * to load (before or after hydration) falls back to the code on a neutral circle: no colour is made
 * up for an airline, so it never shows in a colour other than its own.
 */
export function AirlineMark({ code, logo = '', size = 40 }: { code: string; logo?: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An error before hydration fires no React event: look at the image itself.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);

  const label = code.toUpperCase().slice(0, 3);
  if (!broken && label !== '') {
    return (
      <img
        ref={image}
        src={airlineMarkSource(label, logo)}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-white object-contain"
        data-airline={label}
        onError={() => setBroken(true)}
        // Marks are small and many: they must not take the connections the page's CSS, font and
        // scripts need first on a slow line (measured: -200 ms LCP on a phone preset).
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" width={size} height={size} className="shrink-0" data-airline={label}>
      <circle cx="20" cy="20" r="19" fill="#fff" stroke="#64748b" strokeWidth="2" />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#334155"
        fontSize={label.length > 2 ? 12 : 14}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}
