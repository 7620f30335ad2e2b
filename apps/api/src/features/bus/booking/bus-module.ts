import type { Transaction } from '@thwa/db/transaction';
import type { OrderItemContent } from '@thwa/domain/contracts/booking';
import { busRefund } from '@thwa/domain/bus/bus-cancellation';
import { busCity, busOperator, busPoint, coachType } from '@thwa/domain/bus/bus-network';
import { yangonInstant } from '@thwa/domain/bus/bus-time';
import type { BusStop, BusTrip } from '@thwa/domain/bus/bus-trip';
import { seatRefusal } from '@thwa/domain/bus/seat-rule';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import type { Language } from '@thwa/domain/settings';
import { AppError } from '../../../plugins/errors.ts';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from '../../orders/orders.repository.ts';
import { FORGOTTEN_NAME, type CancellationDecision, type CancellationTerms, type FulfilResult, type OrderSummary, type ProductModule, type SummarizedItem } from '../../orders/product-module.ts';
import { refuseSeats } from '../bus-booking.ts';
import type { BusRepository } from '../bus.repository.ts';
import { serviceOf } from '../bus-service.ts';
import type { CoachOccupancy } from '../coach-occupancy.ts';
import { busMail } from './bus-mail.ts';
import { busTicket } from './bus-ticket.ts';

/** Spec §3 product type id of a bus trip. */
export const PRODUCT_BUS = 9;

/** The coach trip of a bus item. */
export function busTripOf(item: Pick<NewOrderItem, 'orderId' | 'trip'>): BusTrip {
  if (item.trip.product !== 'bus') throw new Error(`an item of order ${item.orderId} is not a bus trip`);
  return item.trip;
}

const named = (one: { nameEn: string; nameMy: string } | undefined, language: Language, fallback: string) => (one ? (language === 'mm' ? one.nameMy : one.nameEn) : fallback);

/**
 * Buses as a product of the booking core (design §6a, issue 21): an order holds its passengers' seats
 * on the departure from the checkout that chose them (the seat rule read again under the departure's
 * lock), gives them back when its hold ends or it is cancelled, and is confirmed by the operator once
 * paid, through the link that reaches it (our own inventory at once, an operator's system perhaps
 * later, or never): one ticket number per seat.
 */
export function createBusModule(repository: BusRepository, occupancy: CoachOccupancy): ProductModule {
  function stopOf(stop: BusStop, language: Language) {
    const point = busPoint(stop.pointId);
    return { id: stop.pointId, name: named(point, language, stop.pointId), address: point ? (language === 'mm' ? point.addressMy : point.addressEn) : '', at: stop.at };
  }

  return {
    productType: PRODUCT_BUS,
    // A party's seats count against what one client may hold unpaid, as a flight's do.
    holdUnit: 'seats',

    /** @throws AppError SEAT_NOT_AVAILABLE, BUS_SEAT_KEPT, SESSION_TIMED_OUT */
    async hold(transaction: Transaction, order: NewOrder, item: NewOrderItem) {
      const trip = busTripOf(item);
      if (!order.checkoutId) throw new Error(`bus order ${order.orderId} comes from no checkout`);
      const departure = await repository.lockDeparture(transaction, trip.departureId);
      if (!departure) throw new AppError('SESSION_TIMED_OUT');
      const occupants = await occupancy.occupants(departure, transaction);
      const wanted = trip.passengers.map((passenger) => ({ seatNo: passenger.seatNo, gender: passenger.gender }));
      const refusal = seatRefusal(coachType(serviceOf(departure).coachType)!, occupants, order.checkoutId, wanted);
      if (refusal) refuseSeats(refusal);
      await repository.holdForOrder(transaction, departure.id, order.checkoutId, order.orderId, wanted);
    },

    async release(transaction: Transaction, order: OrderRow, item: OrderItemRow) {
      await repository.release(transaction, busTripOf(item).departureId, order.orderId);
    },

    async fulfil(order: OrderRow, item: OrderItemRow, attempt: number): Promise<FulfilResult> {
      const trip = busTripOf(item);
      const link = occupancy.linkOf(trip);
      // An operator no longer reached (its partner switched off since the sale) is asked again later.
      if (!link) return { status: 'pending' };
      const seatNos = trip.passengers.map((passenger) => passenger.seatNo);
      const lastNames = trip.passengers.map((passenger) => passenger.lastName);
      const answer = await link.confirm({ orderId: order.orderId, operator: trip.operator, departureId: trip.departureId, seatNos, lastNames, attempt });
      if (answer.status !== 'confirmed') return answer;
      // The operator's booking reference and one ticket number per seat, the same however often asked.
      return { status: 'done', reference: answer.reference, documentNumbers: seatNos.map((seatNo) => `${order.orderId}-${seatNo}`) };
    },

    async markSold(transaction: Transaction, order: OrderRow) {
      await repository.markSold(transaction, order.orderId);
    },

    async describe(_order: OrderRow, item: OrderItemRow, language: Language): Promise<OrderItemContent> {
      const trip = busTripOf(item);
      const operator = busOperator(trip.operator);
      const coach = coachType(trip.coachType);
      return {
        product: 'bus',
        operatorName: named(operator, language, trip.operator),
        operatorPhone: operator?.phone ?? '',
        busClass: coach?.busClass ?? 'standard',
        coachName: named(coach, language, trip.coachType),
        from: { city: trip.from, name: named(busCity(trip.from), language, trip.from) },
        to: { city: trip.to, name: named(busCity(trip.to), language, trip.to) },
        departureDate: trip.departureDate,
        departureTime: trip.departureTime,
        arrival: trip.arrival,
        boarding: stopOf(trip.boarding, language),
        dropping: stopOf(trip.dropping, language),
        passengers: trip.passengers.map((passenger) => ({ firstName: passenger.firstName, lastName: passenger.lastName, seatNo: passenger.seatNo, gender: passenger.gender, fare: passenger.fare })),
        cancellation: trip.cancellation.map((tier) => ({ ...tier })),
        reference: item.supplierReference ?? null,
        ticketNumbers: [...item.documentNumbers],
      };
    },

    /** The operator's tiers as sold, by the hours left before the coach leaves; none once it has left. */
    cancellation(item: OrderItemRow, { now, paid }: CancellationTerms): CancellationDecision {
      const trip = busTripOf(item);
      const decision = busRefund(trip.cancellation, { paid, departure: yangonInstant(trip.departureDate, trip.departureTime), now });
      return 'refused' in decision ? decision : { refund: decision.refund };
    },

    /** Names, dates of birth and documents go; the seats, the route and the fares stay. */
    forget(trip: OrderTrip): OrderTrip {
      if (trip.product !== 'bus') return trip;
      const passengers = trip.passengers.map((passenger) => ({
        ...passenger,
        firstName: FORGOTTEN_NAME,
        lastName: FORGOTTEN_NAME,
        dateOfBirth: '',
        passportNumber: null,
        passportExpiry: null,
        divisionCode: null,
        townshipCode: null,
        nrcType: null,
        nrcNumber: null,
      }));
      return { ...trip, passengers };
    },

    async summarize(item: SummarizedItem, language: Language): Promise<OrderSummary> {
      const trip = busTripOf(item);
      const from = named(busCity(trip.from), language, trip.from);
      const to = named(busCity(trip.to), language, trip.to);
      const arrivalDate = trip.arrival.slice(0, 10);
      return {
        productName: `${from} → ${to}, ${named(busOperator(trip.operator), language, trip.operator)}`,
        origin: trip.from,
        destination: to,
        startDate: trip.departureDate,
        endDate: arrivalDate === trip.departureDate ? null : arrivalDate,
        startLocal: `${trip.departureDate}T${trip.departureTime}`,
        lastDate: arrivalDate,
        travellers: trip.passengers.length,
        bookAgain: {
          product: 'bus',
          from: trip.from,
          to: trip.to,
          passengers: trip.passengers.length,
          nationality: trip.passengers.every((passenger) => passenger.nationality === 'MM') ? 'local' : 'foreign',
          language,
        },
      };
    },

    document: busTicket,
    mail: busMail,
  };
}
