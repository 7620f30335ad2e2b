// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { TicketActions } from './ticket-actions.tsx';
import { flightProduct } from '../../products/flight/flight-product.ts';
import { hotelProduct } from '../../products/hotel/hotel-product.ts';

const ticket = { viewUrl: '/api/tickets/TW2611220001/view?t=abc', downloadUrl: '/api/tickets/TW2611220001/pdf?t=abc' };

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ticket actions', () => {
  it('are plain links first, so they work without JavaScript', async () => {
    renderInRoot(<TicketActions orderId="TW2611220001" ticket={ticket} document={flightProduct.document} />);
    expect((await screen.findByRole('link', { name: 'View ticket' })).getAttribute('href')).toBe(ticket.viewUrl);
    const download = screen.getByRole('link', { name: 'Download E-ticket' });
    expect(download.getAttribute('href')).toBe(ticket.downloadUrl);
    expect(download.getAttribute('download')).toBe('TW2611220001.pdf');
  });

  it("alerts 'Not a valid PDF file.' when the download is not a PDF (spec §5, §8)", async () => {
    const fetch = stubFetch(() => new Response('<html>error</html>', { headers: { 'content-type': 'text/html' } }));
    renderInRoot(<TicketActions orderId="TW2611220001" ticket={ticket} document={flightProduct.document} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Download E-ticket' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not a valid PDF file.'));
    expect(fetch).toHaveBeenCalledWith(ticket.downloadUrl, expect.anything());
  });

  it('saves a real PDF as <orderId>.pdf and raises no alert', async () => {
    stubFetch(() => new Response(new TextEncoder().encode('%PDF-1.7 ticket'), { headers: { 'content-type': 'application/pdf' } }));
    const createObjectURL = vi.fn(() => 'blob:ticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderInRoot(<TicketActions orderId="TW2611220001" ticket={ticket} document={flightProduct.document} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Download E-ticket' }));
    await waitFor(() => expect(clicked).toEqual(['TW2611220001.pdf']));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("saves a hotel stay's voucher as <orderId>-voucher.pdf, the name the api and the e-mail give it", async () => {
    stubFetch(() => new Response(new TextEncoder().encode('%PDF-1.7 voucher'), { headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:voucher'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderInRoot(<TicketActions orderId="TW2611220002" ticket={ticket} document={hotelProduct.document} />);
    const download = await screen.findByRole('link', { name: 'Download voucher' });
    expect(download.getAttribute('download')).toBe('TW2611220002-voucher.pdf');
    fireEvent.click(download);
    await waitFor(() => expect(clicked).toEqual(['TW2611220002-voucher.pdf']));
  });

  it("shows the ticket text in a dialog titled 'View ticket' with a Close button", async () => {
    stubFetch(() => new Response('THWA E-TICKET\nTW2611220001', { headers: { 'content-type': 'text/plain' } }));
    renderInRoot(<TicketActions orderId="TW2611220001" ticket={ticket} document={flightProduct.document} />);
    fireEvent.click(await screen.findByRole('link', { name: 'View ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'View ticket' });
    await waitFor(() => expect(within(dialog).getByText(/THWA E-TICKET/).textContent).toBe('THWA E-TICKET\nTW2611220001'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });
});
