// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@thwa/domain/settings';
import { rootData } from '../flight-listing/test-support.tsx';
import type { Airport } from './airport.ts';
import { FlightSearchForm, type FlightSearchDefaults } from './flight-search-form.tsx';

/** Yangon as the landing's loader names it in each language. */
function yangon(lang: Language): Airport {
  return lang === 'mm'
    ? { airportCode: 'RGN', airportName: 'ရန်ကုန် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်', airportCity: 'ရန်ကုန်', countryName: 'မြန်မာ', countryCode: 'MM' }
    : { airportCode: 'RGN', airportName: 'Yangon International Airport', airportCity: 'Yangon', countryName: 'Myanmar', countryCode: 'MM' };
}

function defaultsIn(lang: Language): FlightSearchDefaults {
  return { origin: yangon(lang), departureDate: { domestic: '2031-03-01', international: '2031-03-08' }, today: '2031-03-01', now: '2031-03-01T03:00:00.000Z' };
}

const languageOf = (params: URLSearchParams): Language => (params.get('language') === 'mm' ? 'mm' : 'en');

/** The landing as a visitor has it: the form stays mounted while the language link loads the page again. */
function Landing() {
  const [params] = useSearchParams();
  return (
    <>
      <Link to="/?language=mm">မြန်မာ</Link>
      <FlightSearchForm defaults={defaultsIn(languageOf(params))} trending={[]} />
    </>
  );
}

function renderLanding() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: ({ request }) => rootData({ lang: languageOf(new URL(request.url).searchParams) }),
      HydrateFallback: () => null,
      children: [{ index: true, Component: Landing }],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

describe('FlightSearchForm', () => {
  it('names the default origin in the language the visitor switches to, without a reload', async () => {
    renderLanding();
    const from = await screen.findByRole('button', { name: /^From/ });
    expect(from.textContent).toContain('RGN Yangon');

    screen.getByRole('link', { name: 'မြန်မာ' }).click();

    // The form is the same element: only its defaults changed with the page's language.
    expect(await screen.findByRole('button', { name: /ရန်ကုန်/ })).toBe(from);
    expect(from.textContent).toContain('RGN ရန်ကုန်');
    expect(screen.queryByText('Yangon')).toBeNull();
  });
});
