// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import type { QuoteActionData, QuotePageData } from './insurance-data.ts';
import { QuotePage } from './quote-page.tsx';

afterEach(cleanup);

const PAGE: QuotePageData = {
  title: 'Travel insurance',
  form: { area: 'international', startDate: '2031-03-02', endDate: '2031-03-08', ages: ['30'] },
  today: '2031-03-01',
  latestStart: '2032-03-01',
};

describe('the insurance quote page', () => {
  it('adds and removes people in the page once hydrated, one labelled age field each', async () => {
    renderInRoot(<QuotePage data={PAGE} actionData={undefined} />);
    const add = await screen.findByRole('button', { name: 'Add a person' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).name)).toEqual(['ages.0', 'ages.1', 'ages.2']);
    expect(screen.getByLabelText('Person 3: age')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove person 2' }));
    expect(screen.getAllByRole('spinbutton')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove person 3' })).toBeNull();
  });

  it('shows the api refusal next to its age, tied to the field', async () => {
    const refused: QuoteActionData = { form: { ...PAGE.form, ages: ['30', '70'] }, quote: null, fieldErrors: { 'ages.1': 'Travel insurance is for travellers under 70.' }, guardianMissing: false, formError: null };
    renderInRoot(<QuotePage data={PAGE} actionData={refused} />);
    const age = await screen.findByLabelText('Person 2: age');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(age.getAttribute('aria-describedby')!)?.textContent).toBe('Travel insurance is for travellers under 70.');
  });

  it('opens the missing-guardian modal for children alone, whose one button goes back to add an adult', async () => {
    const refused: QuoteActionData = { form: { ...PAGE.form, ages: ['8', '5'] }, quote: null, fieldErrors: { ages: 'Insurance needs at least one guardian.' }, guardianMissing: true, formError: null };
    renderInRoot(<QuotePage data={PAGE} actionData={refused} />);
    const dialog = await screen.findByRole('dialog', { name: 'A guardian is needed' });
    expect(dialog.textContent).toContain('At least one insured person must be 18 or older');
    expect(within(dialog).getAllByRole('button', { hidden: true }).map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual(['Go back and add an adult']);
  });

  it('shows the quote: days, cover, each premium, the total and Continue', async () => {
    const quoted: QuoteActionData = {
      form: { ...PAGE.form, ages: ['40', '8'] },
      quote: {
        area: 'international',
        startDate: '2031-03-02',
        endDate: '2031-03-08',
        coverageDays: 7,
        insurerName: 'Shwe Insurance',
        premiums: [12_000, 9_000],
        total: 21_000,
        coverage: { hospital: 100_000_000, death: 10_000_000, liability: 100_000_000 },
      },
      fieldErrors: {},
      guardianMissing: false,
      formError: null,
    };
    renderInRoot(<QuotePage data={PAGE} actionData={quoted} />);
    await waitFor(() => expect(screen.getByTestId('cover-total').textContent).toBe('MMK 21,000'));
    expect(screen.getByTestId('cover-days').textContent).toBe('7');
    expect(screen.getByText('Person 2, age 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
