import { useEffect, useRef, useState } from 'react';

/** A stable hue per airline code, so an airline keeps its colour on every page and every visit. */
export function airlineHue(code: string): number {
  let hash = 0;
  for (const char of code.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * Only a logo served by this site may be shown (design §10: no image is fetched from outside):
 * a site-relative path, never another origin, a protocol-relative or a data/javascript URL.
 */
export function isOwnLogo(logo: string): boolean {
  return /^\/[^/\\]/.test(logo);
}

/**
 * An airline's mark: its logo when the site serves one, otherwise a circle in the airline's own
 * colour with its code. Decorative: the airline's name is always written next to it. A logo that
 * fails to load (before or after hydration) falls back to the circle.
 */
export function AirlineMark({ code, logo, size = 40 }: { code: string; logo: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const useLogo = isOwnLogo(logo) && !broken;

  useEffect(() => {
    // An error before hydration fires no React event: look at the image itself.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);

  if (useLogo) {
    return (
      <img
        ref={image}
        src={logo}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-white object-contain"
        onError={() => setBroken(true)}
        // Marks are small and many: they must not take the connections the page's CSS, font and
        // scripts need first on a slow line (measured: -200 ms LCP on a phone preset).
        loading="lazy"
        decoding="async"
      />
    );
  }
  const label = code.toUpperCase().slice(0, 3);
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" width={size} height={size} className="shrink-0" data-airline={label}>
      {/* Lightness 28% keeps white text above 4.5:1 for every hue, yellow included. */}
      <circle cx="20" cy="20" r="20" fill={`hsl(${airlineHue(label)} 55% 28%)`} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={label.length > 2 ? 12 : 14}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}
