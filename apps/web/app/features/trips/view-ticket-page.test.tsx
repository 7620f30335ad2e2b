// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import type { ViewTicketData } from './trips-data.ts';
import { ViewTicketPage } from './view-ticket-page.tsx';

afterEach(cleanup);

const data: ViewTicketData = {
  title: 'View ticket',
  orderId: 'TW2611220001',
  text: 'THWA E-TICKET\nTW2611220001',
  ticket: null,
  downloadUrl: '/api/tickets/TW2611220001/download?token=t',
  fileName: 'TW2611220001.pdf',
  downloadLabel: 'ticketView.download',
  moreDocuments: [],
  rebookHref: '/flight',
  message: null,
};

describe('view ticket', () => {
  it('downloads the first item’s document, then each other issued item’s under its own name', async () => {
    renderInRoot(
      <ViewTicketPage
        data={{ ...data, moreDocuments: [{ itemNo: 2, downloadUrl: '/api/tickets/TW2611220001/items/2/download?token=t', fileName: 'TW2611220001-voucher-2.pdf', label: 'trips.downloadVoucher' }] }}
      />,
    );
    const ticket = await screen.findByRole('link', { name: 'Download E-ticket' });
    expect(ticket.getAttribute('download')).toBe('TW2611220001.pdf');
    const voucher = screen.getByRole('link', { name: 'Download voucher' });
    expect(voucher.getAttribute('href')).toBe('/api/tickets/TW2611220001/items/2/download?token=t');
    expect(voucher.getAttribute('download')).toBe('TW2611220001-voucher-2.pdf');
  });

  it('offers to book again, and no download, when the booking has no document', async () => {
    renderInRoot(<ViewTicketPage data={{ ...data, text: null, downloadUrl: null, message: 'No ticket yet.' }} />);
    expect(await screen.findByRole('link', { name: 'Book trip again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });
});
