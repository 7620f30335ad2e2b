// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../../features/flight-listing/test-support.tsx';
import { ItemViews } from '../item-views.tsx';
import { sampleTicket } from '../../features/bus-listing/test-support.ts';

afterEach(cleanup);

const TICKET = sampleTicket();

describe('a bus ticket on the shared screens', () => {
  it('details the coach, where to board and when, each passenger with their seat, and the cancellation tiers', async () => {
    renderInRoot(<ItemViews items={[TICKET]} view="Details" />);
    expect(await screen.findByText('JJ Express')).toBeTruthy();
    expect(screen.getByText(/Aung Mingalar Highway Bus Station · .*20:00/)).toBeTruthy();
    expect(screen.getByText('Mingaladon Township, Yangon')).toBeTruthy();
    expect(screen.getByTestId('bus-reference').textContent).toBe('JJ-88120');
    expect(screen.getByText('AUNG MIN')).toBeTruthy();
    expect(screen.getByText(/Ticket T-2/)).toBeTruthy();
    expect(screen.getByText('More than 48 h before departure: 90% back')).toBeTruthy();
  });

  it('sums it up for the payment page in Myanmar, with Myanmar digits', async () => {
    renderInRoot(<ItemViews items={[{ ...TICKET, reference: null, ticketNumbers: [] }]} view="Summary" />, { lang: 'mm' });
    expect(await screen.findByText('Yangon → Mandalay')).toBeTruthy();
    expect(screen.getByText('၃A, ၃B')).toBeTruthy();
    expect(screen.queryByText('JJ-88120')).toBeNull();
  });
});
