// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../../features/flight-listing/test-support.tsx';
import { ItemViews } from '../item-views.tsx';
import { PLAN } from './test-support.ts';

afterEach(cleanup);

describe('a health plan on the shared screens', () => {
  it('details the plan, its price, the policy and certificate, the insured person, the beneficiary and its dates', async () => {
    renderInRoot(<ItemViews items={[PLAN]} view="Details" />);
    expect(await screen.findByText('Health plan, ages 41–50')).toBeTruthy();
    expect(screen.getByTestId('plan-price').textContent).toBe('MMK 16,700');
    expect(screen.getByTestId('policy-number').textContent).toBe('HP-2031-0001');
    expect(screen.getByTestId('certificate-number').textContent).toBe('HC-2031-0001');
    expect(screen.getByText('Aung Kyaw')).toBeTruthy();
    expect(screen.getByText('Su Hlaing')).toBeTruthy();
    expect(screen.getByText(/Husband or wife/)).toBeTruthy();
    expect(screen.getByTestId('cover-dates').textContent).toBe('1 Mar 2031 to 29 Feb 2032');
    expect(screen.getByTestId('cancellable-until').textContent).toBe('16 Mar 2031');
    expect(screen.getByText('MMK 1,000,000')).toBeTruthy();
  });

  it('before issuance says the policy comes after payment; sums it up for the payment page in Myanmar', async () => {
    renderInRoot(<ItemViews items={[{ ...PLAN, policyNumber: null, certificateNumber: null, coverFrom: null, coverTo: null, cancellableUntil: null }]} view="Details" />);
    expect((await screen.findByTestId('policy-number')).textContent).toBe('Issued after payment');
    expect(screen.queryByTestId('cancellable-until')).toBeNull();
    cleanup();
    renderInRoot(<ItemViews items={[PLAN]} view="Summary" />, { lang: 'mm' });
    expect(await screen.findByText(/^အသက် ၄၁–၅၀ · Aung Kyaw · အသက် ၄၅$/)).toBeTruthy();
    expect(screen.getByTestId('plan-price').textContent).toBe('၁၆,၇၀၀ ကျပ်');
  });
});
