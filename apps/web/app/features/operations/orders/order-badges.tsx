import { orderStatusTone } from '@thwa/domain/order-status';
import type { MessageKey } from '../../../i18n/en.ts';
import { useT } from '../../../i18n/use-messages.ts';
import { WEB_PRODUCTS, productOfType } from '../../../products/index.ts';
import { useProductLinks } from '../../../ui/product-links.ts';
import { TONE_CLASSES } from '../../../ui/status-tone-classes.ts';

/** A word of the console's catalogue for a stored code ('ops.status.' + 'held'); a code the catalogue does not name shows as itself. */
export function useCodeWords() {
  const t = useT();
  return (prefix: string, code: string) => {
    const key = `${prefix}${code}` as MessageKey;
    const word = t(key);
    return word === key ? code : word;
  };
}

/** An order's status in words, in its spec §4 tone (never colour alone). */
export function OrderStatusBadge({ status }: { status: string }) {
  const word = useCodeWords();
  const tone = orderStatusTone(status);
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone} data-status={status}>
      {word('ops.status.', status)}
    </span>
  );
}

/** The products of the web by type id, named as the menu names them: each product through its entry in products/index.ts, none by name. */
export function useProductNames(): { types: { type: number; name: string }[]; nameOf: (type: number) => string } {
  const links = useProductLinks();
  const nameOf = (type: number) => {
    const product = productOfType(type);
    return (product && links.find((link) => link.href === product.searchPath)?.name) ?? String(type);
  };
  return { types: WEB_PRODUCTS.map((product) => ({ type: product.productType, name: nameOf(product.productType) })), nameOf };
}
