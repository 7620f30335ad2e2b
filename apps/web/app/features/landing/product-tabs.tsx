import { NavLink } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { BedIcon, HeartIcon, PlaneIcon, ShieldIcon } from '../../ui/icons.tsx';

/**
 * One tab per product that can be used today (spec §1). Each vertical adds itself here when it is
 * built, so no tab leads to a dead end.
 */
const PRODUCTS: ReadonlyArray<{ id: string; to: string; label: MessageKey; Icon: () => React.JSX.Element }> = [
  { id: 'flight', to: '/flight', label: 'product.flight', Icon: PlaneIcon },
  { id: 'hotel', to: '/hotel', label: 'product.hotel', Icon: BedIcon },
  { id: 'insurance', to: '/insurance', label: 'product.insurance', Icon: ShieldIcon },
  { id: 'health', to: '/health-insurance', label: 'product.health', Icon: HeartIcon },
];

export function ProductTabs({ active }: { active: string }) {
  const t = useT();
  return (
    <nav aria-label={t('landing.productsLabel')} className="mt-6">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {PRODUCTS.map(({ id, to, label, Icon }) => (
          <li key={id}>
            <NavLink to={to} className="product-tab h-full w-full sm:w-auto" aria-current={id === active ? 'page' : undefined}>
              <Icon />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
