// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import type { ReviewPageData, ReviewStay } from './review-data.ts';
import { ReviewPage } from './review-page.tsx';

afterEach(cleanup);

const STAY: ReviewStay = {
  orderId: 'TW2611200001',
  hotelId: 'H1001',
  hotelName: 'Thiri Moonlight Hotel',
  hotelSlug: 'thiri-moonlight-hotel',
  checkIn: '2026-11-10',
  checkOut: '2026-11-12',
  state: 'open',
  review: null,
  checkInLabel: 'Tue, 10 Nov 2026',
  checkOutLabel: 'Thu, 12 Nov 2026',
  hotelHref: '/hotel/detail?hotelId=H1001',
};

const open = (stay: Partial<ReviewStay> = {}, thanks = false): ReviewPageData => ({ kind: 'stay', title: 'x', stay: { ...STAY, ...stay }, thanks });

describe('ReviewPage', () => {
  it('asks for a score out of 10 as one radio group, and the text with its count of characters', async () => {
    renderInRoot(<ReviewPage data={open()} result={undefined} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('How was your stay at Thiri Moonlight Hotel?');
    const group = screen.getByRole('group', { name: 'Your score out of 10' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(radios[8]!.getAttribute('aria-label')).toBe('9 · Superb');
    expect(screen.getByLabelText('Your review (optional)').getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('0 of 2000 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish review' })).toBeTruthy();
  });

  it('gives back what was typed with the reason it was refused', async () => {
    renderInRoot(<ReviewPage data={open()} result={{ values: { score: '', body: 'Lovely' }, errors: { score: 'Please choose a score from 1 to 10.' } }} />);
    const group = await screen.findByRole('group', { name: 'Your score out of 10' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.textContent).toContain('Please choose a score from 1 to 10.');
    expect((screen.getByLabelText('Your review (optional)') as HTMLTextAreaElement).value).toBe('Lovely');
    expect(screen.getByText('6 of 2000 characters')).toBeTruthy();
  });

  it('thanks the guest once reviewed, and says why a stay cannot be reviewed', async () => {
    renderInRoot(<ReviewPage data={open({ state: 'reviewed', review: { score: 9, body: '' } }, true)} result={undefined} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Thank you for your review');
    expect(screen.getByRole('link', { name: 'See the hotel' }).getAttribute('href')).toBe('/hotel/detail?hotelId=H1001');
    cleanup();
    renderInRoot(<ReviewPage data={open({ state: 'not_yet' })} result={undefined} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your stay has not ended yet');
    cleanup();
    renderInRoot(<ReviewPage data={{ kind: 'badLink', title: 'This review link does not work' }} result={undefined} />, { lang: 'mm' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This review link does not work');
    expect(document.body.textContent).toContain('သင့်အီးမေးလ်ထဲရှိ လင့်ခ်ကို');
  });

  it('reads in Myanmar with Myanmar digits', async () => {
    renderInRoot(<ReviewPage data={open()} result={undefined} />, { lang: 'mm' });
    const group = await screen.findByRole('group', { name: '၁၀ မှတ်တွင် သင်ပေးမည့်အမှတ်' });
    expect(group.textContent).toContain('၁၀');
    expect(screen.getByText('စာလုံး ၂၀၀၀ လုံးတွင် ၀ လုံး')).toBeTruthy();
  });
});
