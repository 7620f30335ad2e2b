// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_PAYMENT_SELECTION, type PaymentSelection } from '@thwa/domain/booking/payment-selection';
import type { PaymentCategory } from '@thwa/domain/contracts/payments';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { PaymentMethods } from './payment-methods.tsx';

afterEach(cleanup);

const methods: PaymentCategory[] = [
  { id: 2, provider: 'card', name: 'Card', description: 'Visa, Mastercard, MPU', windowMinutes: 15, subCategories: [{ id: 11, name: 'Visa / Mastercard', description: '', logo: '' }] },
  { id: 3, provider: 'mobile_wallet', name: 'Mobile wallet', description: '', windowMinutes: 15, subCategories: [{ id: 15, name: 'KBZPay', description: 'Scan a QR', logo: '' }] },
  { id: 5, provider: 'cash_on_delivery', name: 'Cash on delivery', description: '', windowMinutes: 1440, subCategories: [{ id: 19, name: 'Cash on delivery', description: '', logo: '' }] },
];

function Harness() {
  const [selection, setSelection] = useState<PaymentSelection>(INITIAL_PAYMENT_SELECTION);
  return (
    <form>
      <PaymentMethods methods={methods} selection={selection} onChange={setSelection} errors={{}} />
    </form>
  );
}

async function choose(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${name}`) }));
}

describe('payment methods', () => {
  it("shows an agent's credit with what is left of it, and selects it like any method", async () => {
    const credit: PaymentCategory = {
      id: 6,
      provider: 'agent_credit',
      name: 'Agency credit',
      description: '',
      windowMinutes: 15,
      subCategories: [{ id: 20, name: 'Credit account (MMK)', description: '', logo: '' }],
      credit: { limit: 1_000_000, owed: 100_000, available: 900_000 },
    };
    let chosen: PaymentSelection = INITIAL_PAYMENT_SELECTION;
    renderInRoot(<PaymentMethods methods={[credit, ...methods]} selection={chosen} onChange={(next) => (chosen = next)} errors={{}} />);
    expect(await screen.findByText('Credit left: MMK 900,000 of MMK 1,000,000')).toBeTruthy();
    await choose('Credit account');
    expect(chosen).toMatchObject({ selectedPaymentCategoryId: 6, selectedPaymentSubCategoryId: 20 });
  });

  it('groups sub-categories under their category as radios, with one name for the form', async () => {
    renderInRoot(<Harness />);
    expect(await screen.findByRole('group', { name: 'Card' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['2:11', '3:15', '5:19']);
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['method']));
  });

  it('asks for the address, township and preferred time only for cash on delivery (sub-category 19)', async () => {
    renderInRoot(<Harness />);
    await choose('Visa');
    expect(screen.queryByLabelText('Delivery address')).toBeNull();
    await choose('Cash on delivery');
    expect(screen.getByLabelText('Delivery address')).toBeTruthy();
    expect(screen.getByLabelText('Township')).toBeTruthy();
    expect(screen.getByLabelText('Preferred time (optional)')).toBeTruthy();
  });

  it('spec §4: choosing another sub-category clears the cash-on-delivery details', async () => {
    renderInRoot(<Harness />);
    await choose('Cash on delivery');
    fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: 'No. 12, Pyay Road' } });
    fireEvent.change(screen.getByLabelText('Township'), { target: { value: 'Kamayut' } });
    await choose('KBZPay');
    await choose('Cash on delivery');
    expect((screen.getByLabelText('Delivery address') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Township') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed while cash on delivery stays chosen', async () => {
    renderInRoot(<Harness />);
    await choose('Cash on delivery');
    fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: 'No. 12, Pyay Road' } });
    await choose('Cash on delivery');
    expect((screen.getByLabelText('Delivery address') as HTMLTextAreaElement).value).toBe('No. 12, Pyay Road');
  });

  it('shows the method error next to the choices', async () => {
    renderInRoot(<PaymentMethods methods={methods} selection={INITIAL_PAYMENT_SELECTION} onChange={() => {}} errors={{ method: 'Please select a payment method.' }} />);
    const group = await screen.findByRole('group', { name: 'Choose a payment method' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please select a payment method.')).toBeTruthy();
  });
});
