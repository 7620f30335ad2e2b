import type { MyTripsRequest, Purchase, Trip } from '@thwa/domain/contracts/trips';
import { TRIPS_PAGE_SIZE } from '@thwa/domain/contracts/trips';
import { yangonDate } from '@thwa/domain/dates';
import { tripTab, tripUserTypeOf } from '@thwa/domain/trips/trips';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from '../accounts/auth-sessions.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { Language } from '@thwa/domain/settings';
import type { ProductRegistry } from '../orders/product-module.ts';
import type { TripOrderRow, TripOwner, TripsRepository } from './trips.repository.ts';

/**
 * My trips and purchase history (spec §7 /myaccount/my-trips, /myaccount/purchasehistory), for orders
 * of every product: each product's module summarizes its own orders (name, dates, book again). Ticket
 * and voucher links come from the booking feature (orders.detailOf): the same signed links the emails carry.
 */
export function createTripsService(options: { repository: TripsRepository; orders: OrdersService; products: ProductRegistry; now: () => Date }) {
  const { repository, orders, products, now } = options;

  async function ownerOf(user: SessionUser): Promise<TripOwner> {
    const row = await repository.findUser(user.userId);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return {
      userId: row.userId,
      isAgent: row.userCode === 'AGT',
      verifiedEmail: row.emailVerifiedAt && row.email ? row.email : null,
    };
  }

  async function tripOf(order: TripOrderRow, callerId: string, today: string, language: Language): Promise<Trip> {
    // A trip is named by what its order was placed for, its first item (an insurance rides with its flight).
    const [first] = order.items;
    if (!first) throw new Error(`order ${order.orderId} has no items`);
    const summary = await products.of(first.productType).summarize(first, language);
    const detail = await orders.detailOf(order);
    return {
      orderId: order.orderId,
      travelerEmail: order.contactEmail,
      productType: order.productType,
      productName: summary.productName,
      tab: tripTab({ status: order.status, lastTravelDate: summary.lastDate }, today),
      status: order.status,
      paymentStatus: order.paymentStatus,
      origin: summary.origin,
      destination: summary.destination,
      departureDate: summary.startDate,
      returnDate: summary.endDate,
      departureLocal: summary.startLocal,
      travellers: summary.travellers,
      amount: order.amount,
      bookedAt: order.createdAt.toISOString(),
      bookedBy: order.userId && order.userId !== callerId ? order.userId : null,
      trackBooking: `/track-booking?${new URLSearchParams({ bookingId: order.orderId, email: order.contactEmail }).toString()}`,
      viewTicket: detail.ticket?.viewUrl ?? null,
      downloadTicket: detail.ticket?.downloadUrl ?? null,
      payKey: detail.payKey ?? null,
      bookAgain: summary.bookAgain,
    };
  }

  return {
    /** The caller's trips; `userId` and `userType` must be the caller's own (spec §7 sends both). */
    async myTrips(user: SessionUser, body: MyTripsRequest) {
      if (body.userId !== user.userId || body.userType !== tripUserTypeOf(user.userCode)) throw new AppError('FORBIDDEN');
      const owner = await ownerOf(user);
      const rows = await repository.ordersOf(owner, body.page * TRIPS_PAGE_SIZE, TRIPS_PAGE_SIZE);
      const today = yangonDate(now());
      const trips: Trip[] = [];
      for (const row of rows.slice(0, TRIPS_PAGE_SIZE)) trips.push(await tripOf(row, user.userId, today, body.language));
      return { trips, page: body.page, pageSize: TRIPS_PAGE_SIZE, hasMore: rows.length > TRIPS_PAGE_SIZE };
    },

    /**
     * The caller cancels one of their trips, as its product's policy allows (orders.cancel); an order
     * they may not see in My trips is not found. Answers the trip as it is now.
     */
    async cancel(user: SessionUser, orderId: string, language: Language): Promise<Trip> {
      const owner = await ownerOf(user);
      if (!(await repository.ownedOrder(owner, orderId))) throw new AppError('BOOKING_NOT_FOUND');
      await orders.cancel(orderId);
      const order = await repository.ownedOrder(owner, orderId);
      return tripOf(order!, user.userId, yangonDate(now()), language);
    },

    /** Payments that went through on the caller's orders, newest first. */
    async purchaseHistory(user: SessionUser, page: number, language: Language = 'en') {
      const owner = await ownerOf(user);
      const rows = await repository.purchasesOf(owner, page * TRIPS_PAGE_SIZE, TRIPS_PAGE_SIZE);
      const purchases: Purchase[] = [];
      for (const row of rows.slice(0, TRIPS_PAGE_SIZE)) {
        const { productName } = await products.of(row.productType).summarize(row, language);
        purchases.push({ orderId: row.orderId, productType: row.productType, productName, amount: row.amount, method: row.method, paidAt: row.paidAt!.toISOString(), status: row.status });
      }
      return { purchases, page, pageSize: TRIPS_PAGE_SIZE, hasMore: rows.length > TRIPS_PAGE_SIZE };
    },
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
