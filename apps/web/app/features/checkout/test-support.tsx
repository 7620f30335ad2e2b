/**
 * Test helpers of the checkout: page data shaped like the loaders', and a render below a stub root
 * route (settings and catalogue) that can answer the page's form posts. Test code only.
 */
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { PriceBreakdown } from '@thwa/domain/contracts/booking';
import { rootData } from '../flight-listing/test-support.tsx';
import type { CheckoutFormData, FormActionData, TravellerSlot, TripContext } from './checkout-data.ts';
import { dateOfBirthLimits, nrcOptions } from './checkout.server.ts';
import { EMPTY_TRAVELLER } from './form-values.ts';

export const BREAKDOWN: PriceBreakdown = {
  subTotal: 300_000,
  airlineTaxes: 30_000,
  taxes: 0,
  convenienceFees: 6_000,
  discount: 0,
  promotion: 0,
  insurance: 0,
  total: 336_000,
  grandTotal: 336_000,
  currency: 'MMK',
};

const TRIP: TripContext = { area: 'domestic', travelDate: '2031-03-10', lastTravelDate: '2031-03-10', today: '2031-03-01', passportExpiryMin: '2031-03-11' };

function slot(type: TravellerSlot['type'], ordinal: number, index: number): TravellerSlot {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${index}`,
    type,
    ordinal,
    values: { ...EMPTY_TRAVELLER, nationality: 'MM' },
    document: 'nrc',
    dateOfBirth: dateOfBirthLimits(type, TRIP),
  };
}

/** Two adults and a child on a domestic one-way flight on 10 March 2031, rendered on 1 March 2031. */
export function checkoutData(overrides: Partial<CheckoutFormData> = {}): CheckoutFormData {
  return {
    kind: 'form',
    title: 'Traveller details',
    checkoutId: 'chk_0123456789abcdef',
    trip: TRIP,
    directions: [
      {
        direction: 'outward',
        totalMinutes: 70,
        legs: [
          {
            flightNumber: 'UB 101',
            airlineCode: 'UB',
            airlineName: 'Myanmar National Airlines',
            airlineLogo: '',
            origin: 'RGN',
            originCity: 'Yangon',
            destination: 'MDL',
            destinationCity: 'Mandalay',
            departureDate: '2031-03-10',
            departureTime: '07:30',
            arrivalDate: '2031-03-10',
            arrivalTime: '08:40',
            cabinClass: 'economy',
          },
        ],
      },
    ],
    breakdown: BREAKDOWN,
    travellers: [slot('adult', 1, 0), slot('adult', 2, 1), slot('child', 1, 2)],
    countries: [
      { countryCode: 'MM', countryName: 'Myanmar', phoneCode: '95' },
      { countryCode: 'TH', countryName: 'Thailand', phoneCode: '66' },
    ],
    townships: {},
    nrc: nrcOptions('en'),
    priceChange: null,
    listingHref: '/flight/depart/search?tripType=1&origin=RGN&destination=MDL',
    ...overrides,
  };
}

/**
 * Renders `element` at `/page` below a stub root; a post to the page answers `respond(form)`, and
 * the element is built from that answer so tests see what the server would send back.
 */
export function renderPage(
  element: (actionData: FormActionData | undefined) => React.ReactElement,
  options: { respond?: (form: FormData) => FormActionData | Response; lang?: 'en' | 'mm' } = {},
) {
  const root = rootData({ lang: options.lang ?? 'en' });
  const posts: FormData[] = [];
  function Page({ actionData }: { actionData?: FormActionData }) {
    return element(actionData);
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      HydrateFallback: () => null,
      children: [
        {
          path: 'page',
          Component: Page as unknown as React.ComponentType,
          action: async ({ request }) => {
            const form = await request.formData();
            posts.push(form);
            return options.respond ? options.respond(form) : { values: {}, fieldErrors: {}, formErrors: [] };
          },
        },
      ],
    },
  ]);
  return { ...render(<Stub initialEntries={['/page']} />), posts };
}
