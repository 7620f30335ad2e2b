/**
 * What to offer after a flight is booked (issue 22 item 4, decision 037): a hotel at the destination for
 * the stay the itinerary leaves, and travel insurance for the trip. Pure: the api's use case reads the
 * order and the inventory and asks these rules which offers apply and for which dates and people.
 *
 * - The stay: check-in on the day the outward journey arrives (its last leg's local arrival date),
 *   check-out on the day the return journey leaves (its first leg's local departure date); a one-way
 *   trip stays {@link ONE_WAY_NIGHTS} nights. A return the same day leaves no night: no stay. A stay
 *   longer than the longest one booking holds is offered for its first {@link MAX_STAY_NIGHTS} nights.
 * - The party: travellers of 13 and over on the check-in day are adults, children of 2 to 12 go with
 *   their age (spec §9 hotel ages), infants under 2 need no bed; two adults a room.
 * - The cover: the trip's area from its departure to its return (a one-way trip: to its check-out),
 *   every traveller at their age on the departure day (as the checkout's cover is, travel-cover.ts),
 *   unless the order already has one or the cover could not be sold (travelCoverProblem).
 * Nothing is offered for an order not paid, cancelled, or whose trip has begun.
 */
import { ageOnDate } from '../age-bands.ts';
import { addDays, daysBetween, isIsoDate } from '../dates.ts';
import { HOTEL_BOOKING_HORIZON_DAYS, HOTEL_CHILD_AGE, MAX_ADULTS_PER_ROOM, MAX_HOTEL_CHILDREN, MAX_HOTEL_ROOMS } from '../hotels/hotel-search.ts';
import { MAX_STAY_NIGHTS } from '../hotels/stay.ts';
import { MAX_COVERAGE_DAYS, MAX_INSURED_AGE, travelCoverProblem, type InsuranceArea, type TravelCoverRequest } from '../insurance/travel-cover.ts';

/** Nights offered after a one-way flight. */
export const ONE_WAY_NIGHTS = 2;
/** Adults put in one room of the prefilled search (the search form's own default party is two in one room). */
export const ADULTS_PER_ROOM = 2;

export interface CrossSellLeg {
  readonly destination: string;
  /** 'YYYY-MM-DDTHH:mm', local at the leg's own airports. */
  readonly departureLocal: string;
  readonly arrivalLocal: string;
}

export interface CrossSellDirection {
  readonly direction: 'outward' | 'return';
  readonly legs: readonly CrossSellLeg[];
}

/** What the rules read of a flight order. */
export interface CrossSellFlight {
  readonly area: InsuranceArea;
  readonly directions: readonly CrossSellDirection[];
  readonly travellers: readonly { readonly dateOfBirth: string }[];
}

/** What the rules read of the order around it. */
export interface CrossSellOrder {
  readonly status: string;
  readonly paymentStatus: string;
  readonly flow: string;
}

export interface StayOfTrip {
  /** The airport the outward journey arrives at. */
  readonly airport: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly nights: number;
}

export interface HotelParty {
  readonly rooms: number;
  readonly adult: number;
  readonly childAges: readonly number[];
}

const dateOf = (local: string): string => local.slice(0, 10);

/** Order statuses of a booking that is paid and going ahead: being issued, or issued. */
const GOING_AHEAD: ReadonlySet<string> = new Set(['paid', 'processing', 'completed']);

/**
 * The order may be offered more: booked online (an offline request or a waitlist is not booked yet),
 * paid, and being issued or issued (not cancelled, expired or waitlisted).
 */
export function crossSellApplies(order: CrossSellOrder): boolean {
  return order.flow === 'online' && order.paymentStatus === 'paid' && GOING_AHEAD.has(order.status);
}

/**
 * The stay the itinerary leaves at its destination, or null: no outward journey, a return the same
 * day, a check-in before `today` (the trip has begun) or beyond the nights we sell.
 */
export function stayOfTrip(flight: Pick<CrossSellFlight, 'directions'>, today: string): StayOfTrip | null {
  const outward = flight.directions.find((one) => one.direction === 'outward');
  const arrival = outward?.legs.at(-1);
  if (!arrival) return null;
  const checkIn = dateOf(arrival.arrivalLocal);
  const back = flight.directions.find((one) => one.direction === 'return')?.legs[0];
  let checkOut = back ? dateOf(back.departureLocal) : addDays(checkIn, ONE_WAY_NIGHTS);
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkIn < today || checkIn > addDays(today, HOTEL_BOOKING_HORIZON_DAYS - 1)) return null;
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) checkOut = addDays(checkIn, MAX_STAY_NIGHTS);
  const lastCheckOut = addDays(today, HOTEL_BOOKING_HORIZON_DAYS);
  if (checkOut > lastCheckOut) checkOut = lastCheckOut;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return null;
  return { airport: arrival.destination, checkIn, checkOut, nights };
}

/**
 * The stay a planned trip would leave (the home page's cross-sell for a returning visitor's last
 * flight search, which has no booked legs yet): the same rule as {@link stayOfTrip}, with arrival
 * taken as the departure day (a search knows its dates, not its flights' times).
 */
export function stayOfSearch(search: { readonly destination: string; readonly departureDate: string; readonly returnDate?: string | undefined }, today: string): StayOfTrip | null {
  const day = (date: string) => `${date}T00:00`;
  const directions: CrossSellDirection[] = [{ direction: 'outward', legs: [{ destination: search.destination, departureLocal: day(search.departureDate), arrivalLocal: day(search.departureDate) }] }];
  if (search.returnDate) directions.push({ direction: 'return', legs: [{ destination: '', departureLocal: day(search.returnDate), arrivalLocal: day(search.returnDate) }] });
  return stayOfTrip({ directions }, today);
}

/** The rooms and guests of the prefilled hotel search for the travellers, at their ages on check-in. */
export function hotelPartyOf(travellers: CrossSellFlight['travellers'], checkIn: string): HotelParty {
  const ages = travellers.filter((one) => isIsoDate(one.dateOfBirth)).map((one) => ageOnDate(one.dateOfBirth, checkIn));
  const childAges = ages.filter((age) => age >= HOTEL_CHILD_AGE.min && age <= HOTEL_CHILD_AGE.max).slice(0, MAX_HOTEL_CHILDREN);
  const adults = Math.max(1, ages.filter((age) => age > HOTEL_CHILD_AGE.max).length);
  const rooms = Math.min(MAX_HOTEL_ROOMS, Math.ceil(adults / ADULTS_PER_ROOM));
  return { rooms, adult: Math.min(adults, rooms * MAX_ADULTS_PER_ROOM), childAges };
}

/**
 * The cover to offer for the trip, or null: the order has one, the trip starts today or earlier (the
 * quote page starts a cover tomorrow at the soonest), or it could not be sold (too long, nobody of 18).
 * Travellers too old to be insured are left out of it.
 */
export function coverOfTrip(flight: CrossSellFlight, stay: Pick<StayOfTrip, 'checkOut'> | null, today: string, hasCover: boolean): TravelCoverRequest | null {
  if (hasCover) return null;
  const outward = flight.directions.find((one) => one.direction === 'outward')?.legs[0];
  if (!outward) return null;
  const startDate = dateOf(outward.departureLocal);
  const lastLeg = flight.directions.find((one) => one.direction === 'return')?.legs.at(-1);
  const endDate = lastLeg ? dateOf(lastLeg.arrivalLocal) : (stay?.checkOut ?? startDate);
  if (!isIsoDate(startDate) || startDate <= today || !isIsoDate(endDate)) return null;
  if (daysBetween(startDate, endDate) + 1 > MAX_COVERAGE_DAYS) return null;
  const ages = flight.travellers.filter((one) => isIsoDate(one.dateOfBirth)).map((one) => ageOnDate(one.dateOfBirth, startDate));
  const request: TravelCoverRequest = { area: flight.area, startDate, endDate, ages: ages.filter((age) => age >= 0 && age <= MAX_INSURED_AGE) };
  return travelCoverProblem(request, today) === null ? request : null;
}
