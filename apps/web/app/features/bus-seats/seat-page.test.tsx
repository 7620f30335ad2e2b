// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { sampleBoarding, sampleSeatMap } from '../bus-listing/test-support.ts';
import type { BusSeatsActionData, BusSeatsData } from './bus-seats.server.ts';
import { BusSeatsPage } from './seat-page.tsx';
import { inSeatOrder, readSeatChoice } from './seat-form.ts';

afterEach(cleanup);

const MAP = sampleSeatMap({ boardingPoints: [sampleBoarding(), sampleBoarding({ id: 'YGN-HLD', name: 'Hledan pick-up', address: 'Kamayut', at: '2031-03-10T19:45' })] });

const DATA: BusSeatsData = { kind: 'map', title: 'Choose your seats', address: { departureId: 7, passengers: 2, nationality: 'local', checkoutId: null }, map: MAP, backHref: '/bus/search?from=YGN' };

describe('the seat map', () => {
  it('names every seat with its status, leaves taken seats unchoosable and starts with the checkout’s own seats', async () => {
    renderInRoot(<BusSeatsPage data={DATA} actionData={undefined} />);
    expect((await screen.findByRole('checkbox', { name: 'Seat 1A, Sold' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Seat 1C, Being booked' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Seat 1B, For a woman' }).hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Seat 2C, Your seat' }) as HTMLInputElement).checked).toBe(true);
    // Four seats a row: A, B, the aisle, C.
    expect(screen.getByTestId('seat-map').children).toHaveLength(8);
    expect(screen.getByTestId('seat-count').textContent).toBe('1 of 2 seat(s) chosen');
    expect(screen.getByRole('radio', { name: /Hledan pick-up.*Be there by/ })).toBeTruthy();
  });

  it('asks who sits in each seat chosen, in seat order, a woman’s seat preset for a woman', async () => {
    renderInRoot(<BusSeatsPage data={DATA} actionData={undefined} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seat 1B, For a woman' }));
    expect(screen.getByTestId('seat-count').textContent).toBe('2 of 2 seat(s) chosen');
    const first = screen.getByRole('group', { name: 'Seat 1B: passenger' });
    expect((within(first).getByLabelText('Woman') as HTMLInputElement).checked).toBe(true);
    expect((within(first).getByLabelText('Woman') as HTMLInputElement).name).toBe('gender.0');
    expect((within(screen.getByRole('group', { name: 'Seat 2C: passenger' })).getByLabelText('Man') as HTMLInputElement).name).toBe('gender.1');
  });

  it('says a seat taken meanwhile is not available, in Myanmar with Myanmar digits', async () => {
    const refused: BusSeatsActionData = { errors: [], message: 'တောင်းပန်ပါသည်။ ထိုင်ခုံ မရရှိနိုင်တော့ပါ။', picked: [], genders: [], boarding: 'YGN-AML', dropping: 'MDY-KSK' };
    renderInRoot(<BusSeatsPage data={DATA} actionData={refused} />, { lang: 'mm' });
    expect((await screen.findByTestId('seat-refusal')).textContent).toBe('တောင်းပန်ပါသည်။ ထိုင်ခုံ မရရှိနိုင်တော့ပါ။');
    expect(screen.getByTestId('seat-count').textContent).toBe('ထိုင်ခုံ ၂ ခုံအနက် ၀ ခုံ ရွေးပြီး');
    expect(screen.getByRole('checkbox', { name: 'ထိုင်ခုံ ၂A၊ ရနိုင်' })).toBeTruthy();
  });
});

describe('the seat form', () => {
  it('orders seats front to back, left to right', () => {
    expect(inSeatOrder(['10A', '2C', '2A', '2A'])).toEqual(['2A', '2C', '10A']);
  });

  it('reads exactly the passengers’ seats with a gender each and both points', () => {
    const form = new URLSearchParams([
      ['seat', '2B'],
      ['seat', '2A'],
      ['gender.0', 'male'],
      ['gender.1', 'female'],
      ['boarding', 'YGN-AML'],
      ['dropping', 'MDY-KSK'],
    ]);
    expect(readSeatChoice(form, 2)).toEqual({
      ok: true,
      choice: {
        seats: [
          { seatNo: '2A', gender: 'male' },
          { seatNo: '2B', gender: 'female' },
        ],
        boardingPointId: 'YGN-AML',
        droppingPointId: 'MDY-KSK',
      },
    });
    expect(readSeatChoice(form, 3)).toMatchObject({ ok: false, errors: ['count'] });
    expect(readSeatChoice(new URLSearchParams([['seat', '2A']]), 1)).toMatchObject({ ok: false, errors: ['gender', 'points'] });
  });
});
