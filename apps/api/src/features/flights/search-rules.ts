import { FLIGHT_BOOKING_HORIZON_DAYS } from '@thwa/domain/constants';
import { addDays } from '@thwa/domain/dates';
import { validateTravellers, type TravellerProblemCode } from '@thwa/domain/flights/flight-search';
import type { ErrorCode } from '@thwa/domain/errors';
import { AppError } from '../../plugins/errors.ts';

/**
 * The checks a flight search passes beyond its shape (zod has checked that): airports we fly, a real
 * route, dates on sale, a party airlines accept. Each failure names the field it is about, in the
 * order of the form, so the first problem is the one shown. `today` is the Yangon business date.
 */

export function checkRoute(origin: string, destination: string, knownAirport: (code: string) => boolean, prefix = 'body') {
  if (!knownAirport(origin)) throw new AppError('AIRPORT_NOT_FOUND', `${prefix}.origin`);
  if (!knownAirport(destination)) throw new AppError('AIRPORT_NOT_FOUND', `${prefix}.destination`);
  if (origin === destination) throw new AppError('ORIGIN_EQUALS_DESTINATION', `${prefix}.destination`);
}

export function lastBookableDate(today: string): string {
  return addDays(today, FLIGHT_BOOKING_HORIZON_DAYS - 1);
}

/** 'YYYY-MM-DD' strings compare like the dates they name. */
export function checkBookableDate(date: string, today: string, field: string) {
  if (date < today) throw new AppError('DATE_IN_PAST', field);
  if (date > lastBookableDate(today)) throw new AppError('DATE_TOO_FAR', field);
}

export function checkReturnDate(departureDate: string, returnDate: string | undefined, today: string) {
  if (returnDate === undefined) throw new AppError('RETURN_DATE_REQUIRED', 'body.returnDate');
  if (returnDate < departureDate) throw new AppError('RETURN_BEFORE_DEPARTURE', 'body.returnDate');
  checkBookableDate(returnDate, today, 'body.returnDate');
}

const TRAVELLER_ERRORS: Record<TravellerProblemCode, ErrorCode> = {
  'travellers.invalid': 'VALIDATION_FAILED',
  'travellers.adultRequired': 'VALIDATION_FAILED',
  'travellers.tooMany': 'TOO_MANY_SEATS',
  'travellers.infantsExceedAdults': 'TOO_MANY_INFANTS',
};

/**
 * The search form's own rule (domain flight-search.ts), so web and api agree: at most 9 adults and
 * children (infants sit on a lap), and no more infants than adults.
 */
export function checkTravellers(counts: { adult: number; child: number; infant: number }) {
  const problem = validateTravellers(counts);
  if (problem) throw new AppError(TRAVELLER_ERRORS[problem.code], `body.${problem.field}`);
}
