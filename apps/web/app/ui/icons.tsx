/** The few interface icons, inline so they cost no request. Decorative: callers label the control. */

/** The frame every icon shares, a product's own (products/<product>/icon.tsx) included. */
export const ICON_SVG_PROPS = { 'aria-hidden': true, viewBox: '0 0 24 24', width: 24, height: 24, fill: 'none' } as const;

export function BackIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path
        d="M5 4h3l2 5-2 1a11 11 0 006 6l1-2 5 2v3a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function PlaneIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path
        d="M10 14l-6 2v-2l6-4V5a2 2 0 014 0v5l6 4v2l-6-2v4l2 1.5V21l-4-1-4 1v-1.5l2-1.5z"
        fill="currentColor"
      />
    </svg>
  );
}

export function BedIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path d="M3 6a1 1 0 012 0v7h6V9a1 1 0 011-1h6a3 3 0 013 3v8a1 1 0 01-2 0v-2H5v2a1 1 0 01-2 0z" fill="currentColor" />
      <circle cx="7.5" cy="10.5" r="2" fill="currentColor" />
    </svg>
  );
}

/** Thwa's mark: a path that goes somewhere, in the brand teal with a gold destination. */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
      <rect width="32" height="32" rx="8" fill="#0f5e5a" />
      <path d="M7 22c4-8 10-12 18-12" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
      <circle cx="24" cy="10" r="3.5" fill="#e0a526" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20a8 8 0 0116 0" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
