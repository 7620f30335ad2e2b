import { Suspense } from 'react';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import { productOfItem } from './index.ts';

/**
 * Each item of an order as its product shows it (`view`: the payment page's summary, or the thank-you
 * and track-booking pages' details, My trips' laid-out document). The views load on demand, so a page carries only the code of the
 * products it shows; the server renders them into the page, and the browser takes them over once
 * loaded. An item of a product this web does not sell shows nothing.
 */
export function ItemViews({ items, view }: { items: readonly OrderItem[]; view: 'Summary' | 'Details' | 'Document' }) {
  return (
    <Suspense fallback={null}>
      {items.map((item, index) => {
        const View = productOfItem(item)?.[view];
        return View ? <View key={index} item={item} /> : null;
      })}
    </Suspense>
  );
}
