import type { ComponentType } from 'react';
import { PRODUCT_LINKS } from '../products/product-pages.ts';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { BedIcon, PlaneIcon } from './icons.tsx';

export interface ProductLink {
  readonly id: string;
  readonly href: string;
  readonly name: string;
  readonly Icon: ComponentType;
}

/**
 * What can be booked, as the menu and the landing tabs list it (spec §1): the core products, named by
 * the shell's catalogue, then every product of the registry (products/product-pages.ts) in its order,
 * named in the page's language.
 */
export function useProductLinks(): readonly ProductLink[] {
  const t = useT();
  const { settings } = useRootData();
  return [
    { id: 'flight', href: '/flight', name: t('product.flight'), Icon: PlaneIcon },
    { id: 'hotel', href: '/hotel', name: t('product.hotel'), Icon: BedIcon },
    ...PRODUCT_LINKS.map(({ id, href, name, Icon }) => ({ id, href, name: name[settings.lang], Icon })),
  ];
}
