import { randomBytes } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { withTransaction } from '@thwa/db/transaction';
import type { BusCheckout, BusDeparture, BusHoldRequest, BusPointOption, BusSearchRequest, BusSeatMap, BusSeatMapRequest } from '@thwa/domain/contracts/bus';
import { isRefundableNow } from '@thwa/domain/bus/bus-cancellation';
import { foreignFareOf } from '@thwa/domain/bus/bus-fares';
import { BUS_BOOKING_HORIZON_DAYS, BUS_SALES_CLOSE_MINUTES, BUS_SEAT_HOLD_MINUTES, BUS_SEATS_PER_CLIENT } from '@thwa/domain/bus/bus-limits';
import { BUS_SERVICES, busCity, busOperator, coachType, pointsOf, type BusPoint } from '@thwa/domain/bus/bus-network';
import { localAfter } from '@thwa/domain/bus/bus-time';
import type { BusNationality } from '@thwa/domain/bus/bus-trip';
import { seatRefusal, seatStatuses, seatsOf, type SeatRefusal, type WantedSeat } from '@thwa/domain/bus/seat-rule';
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import { BusOperatorError, type BusOperatorLink } from '../../partners/bus-operators/bus-operator.ts';
import { AppError } from '../../plugins/errors.ts';
import type { BusRepository, DepartureRow } from './bus.repository.ts';
import { boardingPointsOf, droppingPointsOf, pointsOfCheckout, serviceOf } from './bus-service.ts';
import type { CoachOccupancy } from './coach-occupancy.ts';

const mm = (language: Language) => language === 'mm';

/** A boarding or dropping point as the map offers it, with when the coach is there. */
function pointOption(point: BusPoint, at: string, language: Language): BusPointOption {
  return { id: point.id, name: mm(language) ? point.nameMy : point.nameEn, address: mm(language) ? point.addressMy : point.addressEn, at };
}

/**
 * Why seats cannot be held, as the customer is told: taken since the map was drawn, kept for the
 * other gender (the seat rule), or not seats of this coach at all.
 * @throws AppError SEAT_NOT_AVAILABLE, BUS_SEAT_KEPT, VALIDATION_FAILED
 */
export function refuseSeats(refusal: SeatRefusal): never {
  if (refusal.reason === 'kept_for_women' || refusal.reason === 'kept_for_men') throw new AppError('BUS_SEAT_KEPT', 'seats');
  if (refusal.reason === 'taken') throw new AppError('SEAT_NOT_AVAILABLE', 'seats');
  throw new AppError('VALIDATION_FAILED', 'seats');
}

/**
 * The bus calls' use cases (issue 21): the departures of a day, a departure's seat map, seats held for
 * a checkout and the checkout read back. Seats are held under the departure's row lock, where the
 * seat rule is read again, so two parties never get one seat and nobody is seated beside an unrelated
 * passenger of the other gender, however the requests race.
 */
export function createBusBooking({ db, repository, occupancy, now }: { db: Database; repository: BusRepository; occupancy: CoachOccupancy; now: () => Date }) {
  function departureView(departure: DepartureRow, seatsLeft: number, nationality: BusNationality, language: Language): BusDeparture {
    const service = serviceOf(departure);
    const operator = busOperator(service.operator)!;
    const coach = coachType(service.coachType)!;
    const from = busCity(service.from)!;
    const to = busCity(service.to)!;
    const [fromStation] = pointsOf(service.from);
    const [toStation] = pointsOf(service.to);
    const name = (one: { nameEn: string; nameMy: string }) => (mm(language) ? one.nameMy : one.nameEn);
    const localFare = departure.localFare;
    return {
      departureId: departure.id,
      serviceCode: service.code,
      operator: { code: operator.code, name: name(operator), phone: operator.phone },
      busClass: coach.busClass,
      coachName: name(coach),
      amenities: [...(mm(language) ? coach.amenitiesMy : coach.amenitiesEn)],
      from: { city: from.code, cityName: name(from), station: { id: fromStation!.id, name: name(fromStation!) } },
      to: { city: to.code, cityName: name(to), station: { id: toStation!.id, name: name(toStation!) } },
      departureDate: departure.serviceDate,
      departureTime: service.departureTime,
      arrival: localAfter(departure.serviceDate, service.departureTime, service.durationMinutes),
      durationMinutes: service.durationMinutes,
      // The departure's stored fare is the day's local fare (season included); a foreigner's follows it.
      fare: nationality === 'foreign' ? foreignFareOf(localFare) : localFare,
      localFare,
      foreignFare: foreignFareOf(localFare),
      seatsLeft,
      refundable: isRefundableNow(operator.cancellation, departure.departsAt, now()),
      cancellation: operator.cancellation.map((tier) => ({ ...tier })),
    };
  }

  /** Sales close an hour before the coach leaves; a departure past that cannot be booked. */
  function salesCloseAt(): Date {
    return new Date(now().getTime() + BUS_SALES_CLOSE_MINUTES * 60_000);
  }

  /** The departure, still on sale, and the link that reaches its operator. @throws AppError NOT_FOUND, BOOKING_NOT_AVAILABLE */
  function onSale(departure: DepartureRow | null): { departure: DepartureRow; link: BusOperatorLink } {
    const link = departure && occupancy.linkOf(departure);
    if (!departure || !link) throw new AppError('NOT_FOUND');
    if (departure.departsAt.getTime() <= salesCloseAt().getTime()) throw new AppError('BOOKING_NOT_AVAILABLE');
    return { departure, link };
  }

  /** Asks the operator's system before its seats are shown or held. @throws AppError SERVICE_UNAVAILABLE when it fails */
  async function ask(link: BusOperatorLink, call: string): Promise<void> {
    try {
      await link.ask(call);
    } catch (error) {
      if (error instanceof BusOperatorError) throw new AppError('SERVICE_UNAVAILABLE');
      throw error;
    }
  }


  async function checkoutView(checkoutId: string, language: Language): Promise<BusCheckout> {
    const row = await repository.checkout(checkoutId);
    if (!row) throw new AppError('SESSION_TIMED_OUT');
    const departure = await repository.departure(row.departureId);
    if (!departure) throw new AppError('SESSION_TIMED_OUT');
    const points = pointsOfCheckout(serviceOf(departure), departure.serviceDate, row);
    if (!points) throw new AppError('SESSION_TIMED_OUT');
    const { boarding, dropping } = points;
    const occupants = await occupancy.occupants(departure);
    return {
      checkoutId: row.checkoutId,
      departure: departureView(departure, Math.max(0, departure.capacity - occupants.size), row.nationality, language),
      seats: row.seats,
      boarding: pointOption(boarding.point, boarding.at, language),
      dropping: pointOption(dropping.point, dropping.at, language),
      nationality: row.nationality,
      amount: row.amount,
      holdExpiresAt: row.expiresAt.toISOString(),
      spent: row.orderId !== null,
    };
  }

  return {
    /**
     * POST /bus/v1/search: every departure of the route on the date still on sale, earliest first.
     * @throws AppError ORIGIN_EQUALS_DESTINATION, DATE_IN_PAST, DATE_TOO_FAR
     */
    async search(request: BusSearchRequest): Promise<BusDeparture[]> {
      if (request.from === request.to) throw new AppError('ORIGIN_EQUALS_DESTINATION');
      const today = yangonDate(now());
      if (request.date < today) throw new AppError('DATE_IN_PAST');
      if (request.date > addDays(today, BUS_BOOKING_HORIZON_DAYS - 1)) throw new AppError('DATE_TOO_FAR');
      // Each operator's system is asked once (ours at once, a partner's in parallel); a partner that
      // fails leaves its coaches out of the answer, and the others are listed as ever.
      const services = BUS_SERVICES.filter((service) => service.from === request.from && service.to === request.to);
      const linkOfService = (service: { code: string }) => occupancy.linkOf({ serviceCode: service.code });
      const links = [...new Set(services.map(linkOfService).filter((link) => link !== undefined))];
      const answered = await Promise.all(
        links.map((link) =>
          link.ask(`search|${request.from}|${request.to}|${request.date}`).then(
            () => link,
            (error: unknown) => {
              if (error instanceof BusOperatorError) return null;
              throw error;
            },
          ),
        ),
      );
      const codes = services.filter((service) => answered.some((link) => link !== null && link === linkOfService(service))).map((service) => service.code);
      const departures = await repository.departuresOn(codes, request.date, salesCloseAt());
      return departures
        .map((departure) => departureView(departure, occupancy.seatsLeft(departure, departure.takenSeats), request.nationality, request.language))
        .sort((a, b) => a.departureTime.localeCompare(b.departureTime) || a.serviceCode.localeCompare(b.serviceCode));
    },

    /**
     * POST /bus/v1/seatmap: the coach's seats as the caller may take them, and where to board and get off.
     * @throws AppError NOT_FOUND, BOOKING_NOT_AVAILABLE, SERVICE_UNAVAILABLE (the operator's system failed)
     */
    async seatMap(request: BusSeatMapRequest): Promise<BusSeatMap> {
      const { departure, link } = onSale(await repository.departure(request.departureId));
      await ask(link, `seatmap|${departure.id}`);
      const service = serviceOf(departure);
      const coach = coachType(service.coachType)!;
      const occupants = await occupancy.occupants(departure);
      const statuses = seatStatuses(coach, occupants, request.checkoutId ?? null);
      return {
        departure: departureView(departure, Math.max(0, departure.capacity - occupants.size), request.nationality, request.language),
        columns: [...coach.columns],
        rows: coach.rows,
        seats: seatsOf(coach).map((seat) => ({ ...seat, status: statuses.get(seat.seatNo)! })),
        boardingPoints: boardingPointsOf(service, departure.serviceDate).map((one) => pointOption(one.point, one.at, request.language)),
        droppingPoints: droppingPointsOf(service, departure.serviceDate).map((one) => pointOption(one.point, one.at, request.language)),
      };
    },

    /**
     * POST /bus/v1/hold: holds the seats for a checkout (a new one, or the caller's again, whose earlier
     * seats go back) for BUS_SEAT_HOLD_MINUTES, all or none.
     * `client` is who asks: its address, and whether it is an agent (not counted, as in the hold limits).
     * @throws AppError SEAT_NOT_AVAILABLE (taken since the map), BUS_SEAT_KEPT (the seat rule),
     *   TOO_MANY_UNPAID_BOOKINGS (the client holds BUS_SEATS_PER_CLIENT seats of the coach already),
     *   NOT_FOUND, BOOKING_NOT_AVAILABLE (sales closed, or the checkout is an order already), VALIDATION_FAILED,
     *   SERVICE_UNAVAILABLE (the operator's system failed; nothing is held)
     */
    async hold(request: BusHoldRequest, client: { address: string; agent: boolean }): Promise<BusCheckout> {
      const checkoutId = request.checkoutId ?? randomBytes(24).toString('base64url');
      // The operator is asked before the coach's lock is taken: its answer may take a while, and the
      // coach's other buyers must not wait for it.
      await ask(onSale(await repository.departure(request.departureId)).link, `hold|${request.departureId}|${checkoutId}`);
      await withTransaction(db, async (transaction) => {
        if (request.checkoutId) {
          const earlier = await repository.checkout(request.checkoutId, { transaction, forUpdate: true });
          if (earlier?.orderId) throw new AppError('BOOKING_NOT_AVAILABLE');
          if (earlier && earlier.departureId !== request.departureId) await repository.releaseCheckout(transaction, earlier.departureId, earlier.checkoutId);
        }
        const { departure } = onSale(await repository.lockDeparture(transaction, request.departureId));
        const service = serviceOf(departure);
        if (!boardingPointsOf(service, departure.serviceDate).some((one) => one.point.id === request.boardingPointId)) throw new AppError('VALIDATION_FAILED', 'boardingPointId');
        if (!droppingPointsOf(service, departure.serviceDate).some((one) => one.point.id === request.droppingPointId)) throw new AppError('VALIDATION_FAILED', 'droppingPointId');
        const occupants = await occupancy.occupants(departure, transaction);
        const wanted: WantedSeat[] = request.seats.map((seat) => ({ seatNo: seat.seatNo, gender: seat.gender }));
        const refusal = seatRefusal(coachType(service.coachType)!, occupants, checkoutId, wanted);
        if (refusal) refuseSeats(refusal);
        if (!client.agent && (await repository.heldByClient(transaction, departure.id, client.address, checkoutId)) + wanted.length > BUS_SEATS_PER_CLIENT) {
          throw new AppError('TOO_MANY_UNPAID_BOOKINGS');
        }
        const expiresAt = new Date(now().getTime() + BUS_SEAT_HOLD_MINUTES * 60_000);
        await repository.holdForCheckout(transaction, departure.id, checkoutId, wanted, expiresAt);
        const fare = request.nationality === 'foreign' ? foreignFareOf(departure.localFare) : departure.localFare;
        await repository.saveCheckout(transaction, {
          checkoutId,
          departureId: departure.id,
          seats: wanted,
          boardingPointId: request.boardingPointId,
          droppingPointId: request.droppingPointId,
          nationality: request.nationality,
          amount: fare * wanted.length,
          heldBy: client.agent ? null : client.address,
          expiresAt,
        });
      });
      return checkoutView(checkoutId, request.language);
    },

    /** POST /bus/v1/checkout: a held checkout as its page shows it. @throws AppError SESSION_TIMED_OUT */
    checkout: checkoutView,
  };
}

export type BusBooking = ReturnType<typeof createBusBooking>;
