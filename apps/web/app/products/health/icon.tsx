import { ICON_SVG_PROPS } from '../../ui/icons.tsx';

/** Health insurance in the menu and the landing tabs: a heart with a cross cut out, so it reads on any background. */
export function HealthIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path d="M12 21s-8-4.9-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 10c0 6.1-8 11-8 11zM11 9.5v2H9v2h2v2h2v-2h2v-2h-2v-2z" fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
