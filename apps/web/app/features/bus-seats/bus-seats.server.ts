/**
 * `/bus/seats?departureId=&passengers=&nationality=(&checkoutId=)` (issue 21): the departure's seat
 * map from `POST /bus/v1/seatmap`, with its boarding and dropping points. Choosing posts the seats, a
 * gender for each and the points to `POST /bus/v1/hold`, then goes on to the held checkout. A seat
 * taken meanwhile (SEAT_NOT_AVAILABLE) or kept for the other gender (BUS_SEAT_KEPT) is said in the
 * api's words, and the map is loaded again (the loader runs after the action).
 */
import { data, redirect } from 'react-router';
import { MAX_BUS_SEATS } from '@thwa/domain/bus/bus-limits';
import type { BusSeatMap } from '@thwa/domain/contracts/bus';
import type { CheckoutStepRequest } from '../checkout/checkout-request.server.ts';
import { context } from '../checkout/checkout.server.ts';
import { busApi } from '../bus-search/bus-api.server.ts';
import { nationalityOf, type BusNationality } from '../bus-search/bus-query.ts';
import { readSeatChoice, type SeatFormError } from './seat-form.ts';

const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface SeatsAddress {
  departureId: number;
  passengers: number;
  nationality: BusNationality;
  checkoutId: string | null;
}

export type BusSeatsData =
  | { kind: 'map'; title: string; address: SeatsAddress; map: BusSeatMap; backHref: string }
  | { kind: 'unavailable'; title: string; message: string; backHref: string };

export interface BusSeatsActionData {
  errors: SeatFormError[];
  /** The api's refusal in the page language (a seat taken or kept), or null. */
  message: string | null;
  picked: string[];
  genders: string[];
  boarding: string;
  dropping: string;
}

export function readSeatsAddress(url: URL): SeatsAddress | null {
  const departureId = Number(url.searchParams.get('departureId'));
  const passengers = Number(url.searchParams.get('passengers') ?? '1');
  const checkoutId = url.searchParams.get('checkoutId');
  if (!Number.isSafeInteger(departureId) || departureId <= 0) return null;
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > MAX_BUS_SEATS) return null;
  return { departureId, passengers, nationality: nationalityOf(url.searchParams.get('nationality')), checkoutId: checkoutId && CHECKOUT_ID.test(checkoutId) ? checkoutId : null };
}

/** The results of the departure's route and day, for the same party. */
function resultsHref(map: BusSeatMap | null, address: SeatsAddress | null): string {
  if (!map || !address) return '/bus';
  const { departure } = map;
  return `/bus/search?${new URLSearchParams({ from: departure.from.city, to: departure.to.city, date: departure.departureDate, passengers: String(address.passengers), nationality: address.nationality }).toString()}`;
}

export async function loadBusSeats({ request, api }: CheckoutStepRequest) {
  const { url, lang, t } = await context(request, api);
  const address = readSeatsAddress(url);
  if (!address) throw redirect('/bus');
  const found = await busApi(api, lang).seatMap({ departureId: address.departureId, nationality: address.nationality, language: lang, ...(address.checkoutId ? { checkoutId: address.checkoutId } : {}) });
  if (!found.ok) {
    return data<BusSeatsData>({ kind: 'unavailable', title: t('bus.seats.title'), message: found.message ?? t('bus.seats.unavailable'), backHref: '/bus' }, { status: found.status === 404 ? 404 : found.status });
  }
  return data<BusSeatsData>({ kind: 'map', title: t('bus.seats.title'), address, map: found.data, backHref: resultsHref(found.data, address) });
}

export async function holdBusSeats({ request, api, session = null }: CheckoutStepRequest) {
  const { url, lang, t } = await context(request, api);
  const address = readSeatsAddress(url);
  if (!address) throw redirect('/bus');
  const form = await request.formData();
  const read = readSeatChoice(form, address.passengers);
  const boarding = String(form.get('boarding') ?? '');
  const dropping = String(form.get('dropping') ?? '');
  if (!read.ok) return data<BusSeatsActionData>({ errors: read.errors, message: null, picked: read.picked, genders: read.genders, boarding, dropping }, { status: 400 });
  const held = await busApi(api, lang).hold(
    { departureId: address.departureId, ...read.choice, nationality: address.nationality, language: lang, ...(address.checkoutId ? { checkoutId: address.checkoutId } : {}) },
    session?.headers ?? {},
  );
  if (!held.ok) {
    const seatGone = held.errorCode === 'SEAT_NOT_AVAILABLE' || held.errorCode === 'BUS_SEAT_KEPT';
    const message = seatGone ? (held.message ?? t('bus.seats.errors.notAvailable')) : (held.message ?? t('bus.seats.errors.unexpected'));
    // A seat gone is not posted again: the refreshed map shows who has it now.
    const picked = seatGone ? [] : read.choice.seats.map((seat) => seat.seatNo);
    return data<BusSeatsActionData>({ errors: [], message, picked, genders: seatGone ? [] : read.choice.seats.map((seat) => seat.gender), boarding, dropping }, { status: held.status });
  }
  throw redirect(`/bus/checkout?checkoutId=${encodeURIComponent(held.data.checkoutId)}`);
}
