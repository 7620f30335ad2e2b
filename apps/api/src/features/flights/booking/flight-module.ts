import { randomInt } from 'node:crypto';
import type { Transaction } from '@thwa/db/transaction';
import type { OrderItemContent } from '@thwa/domain/contracts/booking';
import type { TravellerFormValues } from '@thwa/domain/booking/travellers';
import type { FlightBookingPartner, IssueResult } from '../../../partners/flight-sources/flight-booking.ts';
import { markInventorySold } from '../../../partners/flight-sources/inventory-booking.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { FulfilResult, OrderSummary, ProductModule, SummarizedItem } from '../../orders/product-module.ts';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import type { ProductDocument } from '../../tickets/order-document.ts';
import { ticketHtml } from '../../tickets/ticket-html.ts';
import { ticketText } from '../../tickets/ticket-text.ts';
import { flightMail } from './flight-mail.ts';
import { bookAgainOf, tripProductName } from '@thwa/domain/trips/trips';
import type { Language } from '@thwa/domain/settings';
import type { DisplayNames } from '../merge-offers.ts';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from '../../orders/orders.repository.ts';
import type { FlightRequestTrip, FlightTrip } from '@thwa/domain/flights/flight-trip';

/** Spec §3 product type id of a flight. */
export const PRODUCT_FLIGHT = 2;

/** Seats a flight order holds: adults and children (infants travel on a lap). */
export function seatsOf(trip: Pick<FlightTrip, 'request'>): number {
  return trip.request.adult + trip.request.child;
}

/** The trip of a flight item, whether sold or requested offline. */
export function flightTripOf(item: Pick<NewOrderItem, 'orderId' | 'trip'>): FlightTrip | FlightRequestTrip {
  if (item.trip.product !== 'flight') throw new Error(`an item of order ${item.orderId} is not a flight`);
  return item.trip;
}

/** The trip of a flight sold online: only such an item holds, releases and issues seats. */
function soldTripOf(item: Pick<NewOrderItem, 'orderId' | 'trip'>): FlightTrip {
  const trip = flightTripOf(item);
  if ('note' in trip) throw new Error(`order ${item.orderId} is an offline request: nothing is held for it`);
  return trip;
}

/**
 * A flight order as a line of My trips: the first and last flight as sold; city names in the reader's
 * language (`names`), the stored ones (the booking's language) only where the directory has none.
 */
export function flightSummary(trip: FlightTrip | FlightRequestTrip, names: DisplayNames): OrderSummary {
  const outward = trip.directions[0]?.item.route ?? [];
  const first = outward[0];
  const last = outward[outward.length - 1];
  const finalDirection = trip.directions[trip.directions.length - 1]?.item.route ?? [];
  const finalLeg = finalDirection[finalDirection.length - 1];
  const roundTrip = trip.request.tripType === 2;
  const origin = first?.departure.airportCode ?? trip.request.origin;
  const destination = last?.arrival.airportCode ?? trip.request.destination;
  const originCity = (first && (names.airportCity(first.departure.airportCode) ?? first.departure.airportCity)) ?? trip.request.origin;
  const destinationCity = (last && (names.airportCity(last.arrival.airportCode) ?? last.arrival.airportCity)) ?? trip.request.destination;
  return {
    productName: tripProductName({ origin, originCity, destination, destinationCity, roundTrip }),
    origin,
    destination,
    startDate: trip.request.departureDate,
    endDate: roundTrip ? (trip.request.returnDate ?? null) : null,
    startLocal: first ? `${first.departure.date}T${first.departure.departureTime}` : null,
    lastDate: finalLeg?.departure.date ?? trip.request.returnDate ?? trip.request.departureDate,
    travellers: trip.request.adult + trip.request.child + trip.request.infant,
    bookAgain: bookAgainOf(trip.request, 'MMK'),
  };
}

/** A flight order's document: the e-ticket, its PDF named by the order id alone (spec §2). */
export const flightTicket: ProductDocument = {
  fileName: (orderId) => `${orderId}.pdf`,
  // An order holds one flight item: the e-ticket reads it from the order, beside the order's contact and price.
  render: (order, _item, language, support) => ({ text: ticketText(order, language, support), html: ticketHtml(order, language, support) }),
};

function titleOf(traveller: TravellerFormValues): string {
  if (traveller.type === 'adult') return traveller.gender === 'female' ? 'Ms' : 'Mr';
  return traveller.gender === 'female' ? 'Miss' : 'Mstr';
}

/** One answer for the whole trip from each direction's source: any refusal fails it, any wait waits. */
export function tripResult(results: readonly IssueResult[], travellers: number): FulfilResult {
  const failed = results.find((result) => result.status === 'failed');
  if (failed) return { status: 'failed', reason: failed.reason };
  if (results.some((result) => result.status === 'pending')) return { status: 'pending' };
  const reference = results.map((result) => ('pnr' in result ? result.pnr : '')).filter(Boolean).join('/');
  if (results.some((result) => result.status === 'waitlisted')) return { status: 'waitlisted', reference };
  // The ticket numbers airlines print: a three-digit airline prefix and ten digits, one per traveller.
  const documentNumbers = Array.from({ length: travellers }, () => `${String(randomInt(100, 1000))}-${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`);
  return { status: 'done', reference, documentNumbers };
}

/**
 * Flights as a product of the booking core (design §6a): seats are held and released with each
 * direction's source (our inventory S1 or a partner), and tickets are issued by asking every source.
 * `names` gives airport cities and airline names in a language: a trip keeps them in the language it
 * was booked in, and is shown in the language its reader asks for.
 */
export function createFlightModule(partners: ReadonlyMap<string, FlightBookingPartner>, names: (language: Language) => Promise<DisplayNames>): ProductModule {
  function partnerFor(alias: string): FlightBookingPartner {
    const partner = partners.get(alias);
    if (!partner) throw new AppError('FLIGHT_UNAVAILABLE');
    return partner;
  }

  return {
    productType: PRODUCT_FLIGHT,
    holdUnit: 'seats',

    async hold(transaction: Transaction, order: NewOrder, item: NewOrderItem) {
      const trip = soldTripOf(item);
      for (const direction of trip.directions) {
        await partnerFor(direction.fresh.source).hold(transaction, { orderId: order.orderId, offerId: direction.offerId, offer: direction.fresh, seats: seatsOf(trip) });
      }
    },

    async release(transaction: Transaction, order: OrderRow, item: OrderItemRow) {
      for (const direction of soldTripOf(item).directions) await partnerFor(direction.fresh.source).release(transaction, order.orderId);
    },

    async fulfil(order: OrderRow, item: OrderItemRow, attempt: number) {
      const trip = soldTripOf(item);
      const travellers = order.travellers;
      const results: IssueResult[] = [];
      for (const direction of trip.directions) {
        results.push(await partnerFor(direction.fresh.source).issue({ orderId: order.orderId, offerId: direction.offerId, lastNames: travellers.map((one) => one.lastName), attempt }));
      }
      return tripResult(results, travellers.length);
    },

    async markSold(transaction: Transaction, order: OrderRow, item: OrderItemRow) {
      // Only our own inventory keeps seats; a partner's sale is final on its side once it ticketed.
      if (soldTripOf(item).directions.some((direction) => direction.fresh.source === 'S1')) await markInventorySold(transaction, order.orderId);
    },

    async describe(order: OrderRow, item: OrderItemRow, language: Language): Promise<OrderItemContent> {
      const trip = flightTripOf(item);
      const documentNumbers = item.documentNumbers;
      const travellers = order.travellers;
      // The stored name stays when the code has none in the directory (a partner's airport since removed).
      const inLanguage = await names(language);
      return {
        product: 'flight',
        directions: trip.directions.map(({ direction, item }) => ({
          direction,
          source: item.source,
          legs: item.route.map((leg) => ({
            flightNumber: leg.flightNumber,
            airlineCode: leg.carrier.airlineCode,
            airlineName: inLanguage.airlineName(leg.carrier.airlineCode) ?? leg.carrier.airlineName,
            origin: leg.departure.airportCode,
            originCity: inLanguage.airportCity(leg.departure.airportCode) ?? leg.departure.airportCity,
            destination: leg.arrival.airportCode,
            destinationCity: inLanguage.airportCity(leg.arrival.airportCode) ?? leg.arrival.airportCity,
            departureLocal: `${leg.departure.date}T${leg.departure.departureTime}`,
            arrivalLocal: `${leg.arrival.date}T${leg.arrival.arrivalTime}`,
            durationMinutes: leg.duration,
            cabinClass: leg.class,
          })),
        })),
        travellers: travellers.map((traveller, index) => ({
          type: traveller.type,
          title: titleOf(traveller),
          firstName: traveller.firstName,
          lastName: traveller.lastName,
          ticketNumber: documentNumbers[index] ?? null,
        })),
      };
    },

    // Airlines' own rules decide what a ticket's change or refund costs: our team handles it by phone.
    cancellation: () => ({ refused: 'not_cancellable' }),

    /** A flight's trip names nobody (its travellers are the order's); an offline request's note may. */
    forget(trip: OrderTrip): OrderTrip {
      return trip.product === 'flight' && 'note' in trip ? { ...trip, note: null } : trip;
    },

    async summarize(item: SummarizedItem, language: Language): Promise<OrderSummary> {
      return flightSummary(flightTripOf(item), await names(language));
    },

    document: flightTicket,
    mail: flightMail,
  };
}
