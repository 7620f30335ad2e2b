import { ICON_SVG_PROPS } from '../../ui/icons.tsx';

/** Travel insurance in the menu and the landing tabs: a shield with a tick cut out, so it reads on any background. */
export function InsuranceIcon() {
  return (
    <svg {...ICON_SVG_PROPS}>
      <path d="M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1 13.6l6-6-1.4-1.4-4.6 4.6-2.1-2.1L7.5 12z" fill="currentColor" />
    </svg>
  );
}
