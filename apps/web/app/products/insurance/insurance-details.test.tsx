// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import { renderInRoot } from '../../features/flight-listing/test-support.tsx';
import { ItemViews } from '../item-views.tsx';

afterEach(cleanup);

const policy: InsuranceOrderItem = {
  product: 'insurance',
  itemNo: 1,
  document: null,
  area: 'international',
  startDate: '2031-03-02',
  endDate: '2031-03-08',
  coverageDays: 7,
  insurerName: 'Shwe Insurance',
  policyNumber: 'POL-2031-0001',
  policyHolder: { firstName: 'Aung', lastName: 'Kyaw' },
  beneficiaries: [
    { firstName: 'Aung', lastName: 'Kyaw', age: 40, guardian: true, premium: 12_000, certificateNumber: 'CERT-1' },
    { firstName: 'Mya', lastName: 'Kyaw', age: 8, guardian: false, premium: 9_000, certificateNumber: null },
  ],
  coverage: { hospital: 100_000_000, death: 10_000_000, liability: 100_000_000 },
  premium: 21_000,
};

describe('a travel insurance item on the shared screens', () => {
  it('details the cover, the policy number and each insured person with their certificate', async () => {
    renderInRoot(<ItemViews items={[policy]} view="Details" />);
    expect(await screen.findByText('Shwe Insurance')).toBeTruthy();
    expect(screen.getByText('POL-2031-0001')).toBeTruthy();
    expect(screen.getAllByText('MMK 100,000,000', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText(/Certificate CERT-1/)).toBeTruthy();
    expect(screen.getByText(/Guardian/)).toBeTruthy();
    expect(screen.getByTestId('cover-total').textContent).toBe('MMK 21,000');
  });

  it('sums it up for the payment page, in Myanmar too', async () => {
    renderInRoot(<ItemViews items={[{ ...policy, policyNumber: null }]} view="Summary" />, { lang: 'mm' });
    expect(await screen.findByText('နိုင်ငံခြား')).toBeTruthy();
    expect(screen.queryByText('POL-2031-0001')).toBeNull();
  });
});
