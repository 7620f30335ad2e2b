import type { OrderItem } from '@thwa/domain/contracts/booking';
import { productOfItem } from '../../products/index.ts';
import { TicketActions } from './ticket-actions.tsx';

/**
 * Each issued item's document, in item order, worded by its product (decision 024): a flight's
 * e-ticket, then an insurance's certificate beside it. Items not issued yet, or not any more, show none.
 */
export function ItemDocuments({ orderId, items }: { orderId: string; items: readonly OrderItem[] }) {
  const issued = items.flatMap((item) => {
    const product = productOfItem(item);
    return item.document && product ? [{ itemNo: item.itemNo, links: item.document, product }] : [];
  });
  if (issued.length === 0) return null;
  return (
    <div className="grid gap-4">
      {issued.map(({ itemNo, links, product }) => (
        <TicketActions key={itemNo} orderId={orderId} itemNo={itemNo} ticket={links} document={product.document} />
      ))}
    </div>
  );
}
