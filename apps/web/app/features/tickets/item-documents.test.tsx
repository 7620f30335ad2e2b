// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HotelOrderItem, OrderItem } from '@thwa/domain/contracts/booking';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { orderDetail } from '../thank-you/test-orders.ts';
import { ItemDocuments } from './item-documents.tsx';

afterEach(cleanup);

const links = (itemNo: number) => ({ viewUrl: `/api/tickets/TW2611220001/items/${itemNo}/view?token=t`, downloadUrl: `/api/tickets/TW2611220001/items/${itemNo}/download?token=t` });

describe('the documents of an order’s items', () => {
  it('lists each issued item’s document in item order, worded by its product and numbered after the first', async () => {
    const [flight] = orderDetail().items as [OrderItem];
    const notIssued: OrderItem = { ...flight, itemNo: 2, document: null };
    // Only what the list reads of a stay: its product, number and links.
    const stay = { product: 'hotel', itemNo: 3, document: links(3) } as HotelOrderItem;
    renderInRoot(<ItemDocuments orderId="TW2611220001" items={[flight, notIssued, stay]} />);

    const ticket = await screen.findByRole('link', { name: 'Download E-ticket' });
    expect(ticket.getAttribute('download')).toBe('TW2611220001.pdf');
    expect(ticket.getAttribute('href')).toBe(flight.document!.downloadUrl);
    const voucher = screen.getByRole('link', { name: 'Download voucher' });
    expect(voucher.getAttribute('download')).toBe('TW2611220001-voucher-3.pdf');
    expect(voucher.getAttribute('href')).toBe(links(3).downloadUrl);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain(links(2).downloadUrl);
    // The e-ticket comes first, as the items do.
    expect(ticket.compareDocumentPosition(voucher) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing while no item is issued', async () => {
    const [flight] = orderDetail().items as [OrderItem];
    renderInRoot(
      <main>
        <h1>Booking</h1>
        <ItemDocuments orderId="TW2611220001" items={[{ ...flight, document: null }]} />
      </main>,
    );
    // The page is there (the loader answered), and no document link is in it.
    const main = (await screen.findByRole('heading', { name: 'Booking' })).parentElement!;
    expect(main.querySelectorAll('a')).toHaveLength(0);
  });
});
