import type { MyTripsRequest, Purchase, Trip } from '@thwa/domain/contracts/trips';
import { TRIPS_PAGE_SIZE } from '@thwa/domain/contracts/trips';
import { yangonDate } from '@thwa/domain/dates';
import { bookAgainOf, tripProductName, tripTab, tripUserTypeOf } from '@thwa/domain/trips/trips';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from '../accounts/auth-sessions.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import type { Language } from '@thwa/domain/settings';
import type { DisplayNames } from '../flights/merge-offers.ts';
import type { TripOrderRow, TripOwner, TripsRepository } from './trips.repository.ts';

/**
 * The first and last flight of a trip as sold, for its name, dates and tab; city names in the reader's
 * language (`names`), the stored ones (the booking's language) only where the directory has none.
 */
function routeOf(trip: OrderTrip, names: DisplayNames) {
  const outward = trip.directions[0]?.item.route ?? [];
  const first = outward[0];
  const last = outward[outward.length - 1];
  const finalDirection = trip.directions[trip.directions.length - 1]?.item.route ?? [];
  const finalLeg = finalDirection[finalDirection.length - 1];
  return {
    origin: first?.departure.airportCode ?? trip.request.origin,
    originCity: (first && (names.airportCity(first.departure.airportCode) ?? first.departure.airportCity)) ?? trip.request.origin,
    destination: last?.arrival.airportCode ?? trip.request.destination,
    destinationCity: (last && (names.airportCity(last.arrival.airportCode) ?? last.arrival.airportCity)) ?? trip.request.destination,
    departureLocal: first ? `${first.departure.date}T${first.departure.departureTime}` : null,
    lastTravelDate: finalLeg?.departure.date ?? trip.request.returnDate ?? trip.request.departureDate,
  };
}

/**
 * My trips and purchase history (spec §7 /myaccount/my-trips, /myaccount/purchasehistory). Ticket links
 * come from the booking feature (orders.detailOf): the same signed links the emails carry.
 */
export function createTripsService(options: { repository: TripsRepository; orders: OrdersService; names: (language: Language) => Promise<DisplayNames>; now: () => Date }) {
  const { repository, orders, names, now } = options;

  async function ownerOf(user: SessionUser): Promise<TripOwner> {
    const row = await repository.findUser(user.userId);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return {
      userId: row.userId,
      isAgent: row.userCode === 'AGT',
      verifiedEmail: row.emailVerifiedAt && row.email ? row.email : null,
    };
  }

  async function tripOf(order: TripOrderRow, callerId: string, today: string, inLanguage: DisplayNames): Promise<Trip> {
    const trip = order.trip;
    const route = routeOf(trip, inLanguage);
    const detail = await orders.detailOf(order);
    const roundTrip = trip.request.tripType === 2;
    return {
      orderId: order.orderId,
      travelerEmail: order.contactEmail,
      productType: order.productType,
      productName: tripProductName({ ...route, roundTrip }),
      tab: tripTab({ status: order.status, lastTravelDate: route.lastTravelDate }, today),
      status: order.status,
      paymentStatus: order.paymentStatus,
      origin: route.origin,
      destination: route.destination,
      departureDate: trip.request.departureDate,
      returnDate: roundTrip ? (trip.request.returnDate ?? null) : null,
      departureLocal: route.departureLocal,
      travellers: trip.request.adult + trip.request.child + trip.request.infant,
      amount: order.amount,
      bookedAt: order.createdAt.toISOString(),
      bookedBy: order.userId && order.userId !== callerId ? order.userId : null,
      trackBooking: `/track-booking?${new URLSearchParams({ bookingId: order.orderId, email: order.contactEmail }).toString()}`,
      viewTicket: detail.ticket?.viewUrl ?? null,
      downloadTicket: detail.ticket?.downloadUrl ?? null,
      bookAgain: bookAgainOf(trip.request, 'MMK'),
    };
  }

  return {
    /** The caller's trips; `userId` and `userType` must be the caller's own (spec §7 sends both). */
    async myTrips(user: SessionUser, body: MyTripsRequest) {
      if (body.userId !== user.userId || body.userType !== tripUserTypeOf(user.userCode)) throw new AppError('FORBIDDEN');
      const owner = await ownerOf(user);
      const rows = await repository.ordersOf(owner, body.page * TRIPS_PAGE_SIZE, TRIPS_PAGE_SIZE);
      const today = yangonDate(now());
      const inLanguage = await names(body.language);
      const trips: Trip[] = [];
      for (const row of rows.slice(0, TRIPS_PAGE_SIZE)) trips.push(await tripOf(row, user.userId, today, inLanguage));
      return { trips, page: body.page, pageSize: TRIPS_PAGE_SIZE, hasMore: rows.length > TRIPS_PAGE_SIZE };
    },

    /** Payments that went through on the caller's orders, newest first. */
    async purchaseHistory(user: SessionUser, page: number, language: Language = 'en') {
      const owner = await ownerOf(user);
      const inLanguage = await names(language);
      const rows = await repository.purchasesOf(owner, page * TRIPS_PAGE_SIZE, TRIPS_PAGE_SIZE);
      const purchases: Purchase[] = rows.slice(0, TRIPS_PAGE_SIZE).map((row) => {
        const trip = row.trip;
        return {
          orderId: row.orderId,
          productType: row.productType,
          productName: tripProductName({ ...routeOf(trip, inLanguage), roundTrip: trip.request.tripType === 2 }),
          amount: row.amount,
          method: row.method,
          paidAt: row.paidAt!.toISOString(),
          status: row.status,
        };
      });
      return { purchases, page, pageSize: TRIPS_PAGE_SIZE, hasMore: rows.length > TRIPS_PAGE_SIZE };
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
