import type { Language } from '@thwa/domain/settings';
import { PRODUCT_CATALOGUE_LOADERS, type ProductNamespace } from '../products/product-pages.ts';

type ProductCatalogue = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/**
 * Each registered product's catalogue in both languages (products/product-pages.ts), loaded once when
 * the server or a test first needs the catalogues. The registry only points at them, in a table no
 * page imports, so that the browser's build leaves them out; this module waits for them, on the server.
 */
export const PRODUCT_CATALOGUES = Object.fromEntries(
  await Promise.all(
    Object.entries(PRODUCT_CATALOGUE_LOADERS).map(async ([namespace, catalogue]) => [namespace, { en: await catalogue.en(), mm: await catalogue.mm() }] as const),
  ),
) as Readonly<Record<ProductNamespace, ProductCatalogue>>;
