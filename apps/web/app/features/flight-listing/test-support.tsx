/**
 * Test helpers of the listing: result items shaped like the api's, and a render below a stub root
 * route that carries settings and the catalogue, as the real root loader does. Test code only.
 */
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { FlightLeg, FlightResultItem } from '@thwa/domain/contracts/flights';
import { DEFAULT_SETTINGS, type Language, type SettingsCurrency } from '@thwa/domain/settings';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import type { SignedInUser } from '../account/session.server.ts';

interface LegSpec {
  from?: string;
  to?: string;
  departs?: string;
  arrives?: string;
  date?: string;
  arrivalDate?: string;
  flightNumber?: string;
}

interface OfferSpec {
  offerId: string;
  airline?: { code: string; name: string; logo?: string };
  legs?: LegSpec[];
  price?: number;
  tax?: number;
  taxIncluded?: boolean;
  totalDuration?: number;
  status?: 'HK' | 'HL';
  cabin?: 'economy' | 'business';
  seatsLeft?: number;
  moreFares?: FlightResultItem['moreFares'];
  offline?: boolean;
  conditions?: FlightResultItem['conditions'];
  /** A child's and an infant's base fare (default: the adult's). */
  childPrice?: number;
  infantPrice?: number;
}

const CITIES: Record<string, string> = { RGN: 'Yangon', MDL: 'Mandalay', HEH: 'Heho', NYU: 'Bagan' };

export const AIRLINES = {
  UB: { code: 'UB', name: 'Myanmar National Airlines' },
  K7: { code: 'K7', name: 'Air KBZ' },
  YH: { code: 'YH', name: 'Yangon Airways' },
} as const;

/** A result item as the api sends it; only what a test cares about needs saying. */
export function offer(spec: OfferSpec): FlightResultItem {
  const airline: { code: string; name: string; logo?: string } = spec.airline ?? AIRLINES.UB;
  const legs = spec.legs ?? [{}];
  const route: FlightLeg[] = legs.map((leg, index) => ({
    statusCode: index === 0 ? (spec.status ?? 'HK') : 'HK',
    class: spec.cabin ?? 'economy',
    carrier: { airlineCode: airline.code, airlineName: airline.name, airlineLogo: airline.logo ?? '' },
    flightNumber: leg.flightNumber ?? `${airline.code} ${101 + index}`,
    departure: { airportCode: leg.from ?? 'RGN', airportCity: CITIES[leg.from ?? 'RGN'] ?? '', date: leg.date ?? '2031-03-10', departureTime: leg.departs ?? '07:30' },
    arrival: {
      airportCode: leg.to ?? 'MDL',
      airportCity: CITIES[leg.to ?? 'MDL'] ?? '',
      date: leg.arrivalDate ?? leg.date ?? '2031-03-10',
      arrivalTime: leg.arrives ?? '08:40',
    },
    duration: 70,
  }));
  const fare = { base: spec.price ?? 120_000, discount: 0, tax: spec.tax ?? 0 };
  const child = { ...fare, base: spec.childPrice ?? fare.base };
  const infant = { ...fare, base: spec.infantPrice ?? fare.base };
  return {
    offerId: spec.offerId,
    source: 'S1',
    offline: spec.offline ?? false,
    seatsLeft: spec.seatsLeft ?? 9,
    route,
    rates: { taxIncludeState: spec.taxIncluded ?? true, deal: { adult: fare, child, infant } },
    totalDuration: spec.totalDuration ?? 70,
    conditions: spec.conditions ?? { checkedBaggageKg: 20, cabinBaggageKg: 7, refundable: false, changeable: true },
    ...(spec.moreFares ? { moreFares: spec.moreFares } : {}),
  };
}

export function rootData(options: { lang?: Language; currency?: SettingsCurrency; extraMessages?: Readonly<Record<string, string>>; account?: SignedInUser | null } = {}) {
  const lang = options.lang ?? 'en';
  return {
    settings: {
      ...DEFAULT_SETTINGS,
      lang,
      currency: options.currency ?? 'MMK',
      exchangeRateUSDtoMMK: 2100,
      exchangeRateMMKtoUSD: 1 / 2100,
    },
    // A test's own product brings its own words (products/test-product.test.tsx).
    messages: { ...(lang === 'mm' ? my : en), ...options.extraMessages },
    config: { brandName: 'Thwa', supportPhone: '+95 1 860 0600', supportEmail: 'support@thwa.test', showAppDownloadLink: true, demo: false },
    nonce: '',
    // Signed in as this account (the header's and the pages' view of it); a guest without one.
    account: options.account ?? null,
  };
}

/** Renders `element` at `/` below a root route whose data is {@link rootData}. */
export function renderInRoot(element: React.ReactElement, options: Parameters<typeof rootData>[0] = {}) {
  const data = rootData(options);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => element }],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}
