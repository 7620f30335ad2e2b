import { NavLink } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { useProductLinks } from '../../ui/product-links.ts';

/**
 * One tab per product that can be used today (spec §1), the menu's list: a product joins it when it
 * is built (products/product-pages.ts), so no tab leads to a dead end.
 */
export function ProductTabs({ active }: { active: string }) {
  const t = useT();
  const products = useProductLinks();
  return (
    <nav aria-label={t('landing.productsLabel')} className="mt-6">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {products.map(({ id, href, name, Icon }) => (
          <li key={id}>
            <NavLink to={href} className="product-tab h-full w-full sm:w-auto" aria-current={id === active ? 'page' : undefined}>
              <Icon />
              {name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
