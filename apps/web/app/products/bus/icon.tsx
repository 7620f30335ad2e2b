import { ICON_SVG_PROPS } from '../../ui/icons.tsx';

/** Buses in the menu and the landing tabs: a coach seen from the front, its windscreen and lights cut out, so it reads on any background. */
export function BusIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path
        d="M6 2h12a2 2 0 012 2v14a2 2 0 01-1 1.7V21a1 1 0 01-1 1h-1a1 1 0 01-1-1v-1H8v1a1 1 0 01-1 1H6a1 1 0 01-1-1v-1.3A2 2 0 014 18V4a2 2 0 012-2zm0 3v6h12V5zm1.5 9a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm9 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}
