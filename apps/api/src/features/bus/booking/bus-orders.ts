import type { BusStorePayload } from '@thwa/domain/contracts/bus';
import { MYANMAR_COUNTRY_CODE, normalizeTraveller, validateTraveller } from '@thwa/domain/booking/travellers';
import { foreignFareOf } from '@thwa/domain/bus/bus-fares';
import { busOperator } from '@thwa/domain/bus/bus-network';
import { localAfter } from '@thwa/domain/bus/bus-time';
import type { BusPassenger, BusTrip } from '@thwa/domain/bus/bus-trip';
import { yangonDate } from '@thwa/domain/dates';
import { AppError, FieldErrors } from '../../../plugins/errors.ts';
import { contactOf, type HoldRequester } from '../../orders/orders.service.ts';
import type { PlaceOrder } from '../../orders/place-order.ts';
import type { ProductModule } from '../../orders/product-module.ts';
import { pointsOfCheckout, serviceOf } from '../bus-service.ts';
import type { BusRepository } from '../bus.repository.ts';

export interface BusOrdersOptions {
  bus: ProductModule;
  repository: BusRepository;
  /** The place-order use case every store path goes through (place-order.ts). */
  placeOrder: PlaceOrder;
  now: () => Date;
}

/**
 * Placing bus orders (issue 21): POST /order/v1/bus/store, a thin adapter to the place-order use
 * case. The checkout's held seats become one item whose passengers are given here, each priced by
 * their own passport country (a Myanmar citizen the local fare, anyone else the foreigners'), and the
 * module holds the seats for the order under the departure's lock.
 */
export function createBusOrders({ bus, repository, placeOrder, now }: BusOrdersOptions) {
  /**
   * Each passenger checked as the operator checks them: an NRC for a citizen (a passport for a
   * foreigner), the gender of the seat they hold, every held seat once.
   * @throws FieldErrors `passengers.N.field` → code
   */
  function passengersOf(payload: BusStorePayload, held: readonly { seatNo: string; gender: string }[], travelDate: string, localFare: number): BusPassenger[] {
    const fieldErrors: Record<string, string> = {};
    const seats = new Map(held.map((seat) => [seat.seatNo, seat.gender]));
    const given = new Set(payload.passengers.map((passenger) => passenger.seatNo));
    if (payload.passengers.length !== held.length || given.size !== held.length || [...given].some((seatNo) => !seats.has(seatNo))) fieldErrors.passengers = 'seats_mismatch';
    const today = yangonDate(now());
    const passengers = payload.passengers.map((raw, index) => {
      const form = normalizeTraveller(raw);
      const errors = validateTraveller(form, { area: 'domestic', travelDate, today });
      for (const [field, code] of Object.entries(errors)) fieldErrors[`passengers.${index}.${field}`] = code;
      if (form.type === 'infant') fieldErrors[`passengers.${index}.dateOfBirth`] ??= 'wrong_type';
      if (seats.has(form.seatNo) && seats.get(form.seatNo) !== form.gender) fieldErrors[`passengers.${index}.gender`] ??= 'invalid';
      const citizen = form.nationality === MYANMAR_COUNTRY_CODE;
      return {
        uuid: form.uuid,
        seatNo: form.seatNo,
        firstName: form.firstName,
        lastName: form.lastName,
        gender: form.gender === 'female' ? 'female' : 'male',
        dateOfBirth: form.dateOfBirth,
        nationality: form.nationality,
        passportNumber: citizen ? null : (form.passportNumber ?? null),
        passportExpiry: citizen ? null : (form.passportExpiry ?? null),
        divisionCode: citizen ? (form.divisionCode ?? null) : null,
        townshipCode: citizen ? (form.townshipCode ?? null) : null,
        nrcType: citizen ? (form.nrcType ?? null) : null,
        nrcNumber: citizen ? (form.nrcNumber ?? null) : null,
        fare: citizen ? localFare : foreignFareOf(localFare),
      } satisfies BusPassenger;
    });
    if (Object.keys(fieldErrors).length > 0) throw new FieldErrors(fieldErrors);
    return passengers;
  }

  return {
    /**
     * Holds the checkout's seats for the order and creates it, once per idempotency key.
     * `userId` is the signed-in member or agent who places it; null for a guest.
     * @throws AppError SESSION_TIMED_OUT (the checkout's hold ended), BOOKING_NOT_AVAILABLE (already an
     *   order), SEAT_NOT_AVAILABLE, BUS_SEAT_KEPT, TOO_MANY_UNPAID_BOOKINGS; FieldErrors
     */
    async placeOrder(payload: BusStorePayload, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester) {
      const { placed } = await placeOrder({
        scope: 'order.bus.store',
        idempotencyKey,
        payload,
        userId,
        requester,
        basket: async (transaction) => {
          const checkout = await repository.checkout(payload.checkoutId, { transaction, forUpdate: true });
          if (!checkout) throw new AppError('SESSION_TIMED_OUT');
          if (checkout.orderId) throw new AppError('BOOKING_NOT_AVAILABLE');
          if (checkout.expiresAt.getTime() <= now().getTime()) throw new AppError('SESSION_TIMED_OUT');
          const departure = await repository.departure(checkout.departureId, transaction);
          if (!departure) throw new AppError('SESSION_TIMED_OUT');
          const service = serviceOf(departure);
          const contact = contactOf(payload.contact);
          const passengers = passengersOf(payload, checkout.seats, departure.serviceDate, departure.localFare);
          const points = pointsOfCheckout(service, departure.serviceDate, checkout);
          if (!points) throw new AppError('SESSION_TIMED_OUT');
          const { boarding, dropping } = points;
          const trip: BusTrip = {
            product: 'bus',
            departureId: departure.id,
            serviceCode: service.code,
            operator: service.operator,
            from: service.from,
            to: service.to,
            departureDate: departure.serviceDate,
            departureTime: service.departureTime,
            arrival: localAfter(departure.serviceDate, service.departureTime, service.durationMinutes),
            coachType: service.coachType,
            boarding: { pointId: boarding.point.id, at: boarding.at },
            dropping: { pointId: dropping.point.id, at: dropping.at },
            passengers,
            cancellation: busOperator(service.operator)!.cancellation.map((tier) => ({ ...tier })),
          };
          const fares = passengers.reduce((sum, passenger) => sum + passenger.fare, 0);
          return {
            // A coach's passengers are in its trip: the travellers column holds a flight's.
            order: { language: payload.language, contact, travellers: [], checkoutId: checkout.checkoutId },
            items: [{ product: bus, trip, lines: [{ kind: 'fare', amount: fares }], units: passengers.length }],
            claim: async (orderId) => {
              if (!(await repository.spendCheckout(transaction, checkout.checkoutId, orderId))) throw new AppError('BOOKING_NOT_AVAILABLE');
            },
            extra: {},
          };
        },
      });
      return placed;
    },
  };
}

export type BusOrders = ReturnType<typeof createBusOrders>;
