import { randomBytes } from 'node:crypto';
import type { Transaction } from '@thwa/db/transaction';
import type { CheckoutSummary, ConfirmPayload, VerifyFlightRequest, VerifyFlightResponse } from '@thwa/domain/contracts/booking';
import { TravellerForm } from '@thwa/domain/booking/form-schemas';
import { priceBreakdown } from '@thwa/domain/booking/price-breakdown';
import { normalizeTraveller, validateTravellers, type TravellerFormValues } from '@thwa/domain/booking/travellers';
import { returnTooClose } from '@thwa/domain/booking/trip-timing';
import { yangonDate } from '@thwa/domain/dates';
import { AppError, FieldErrors } from '../../../plugins/errors.ts';
import type { FlightsService, RecheckedOffer } from '../flights.service.ts';
import type { CheckoutSelection, SearchedRequest, SelectedDirection } from '@thwa/domain/flights/flight-trip';
import type { CheckoutRepository, CheckoutRow } from './checkout.repository.ts';

const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;


export interface CheckoutServiceOptions {
  repository: CheckoutRepository;
  flights: FlightsService;
  now: () => Date;
}

function countsOf(request: SearchedRequest) {
  return { adult: request.adult, child: request.child, infant: request.infant };
}

export function breakdownFor(directions: readonly Pick<SelectedDirection, 'fresh'>[], request: SearchedRequest) {
  return priceBreakdown({ fares: directions.map((one) => one.fresh.fare), counts: countsOf(request) });
}

/** The local dates a checkout's travellers are checked against (ages on the first, passports after the last). */
function travelDates(selection: CheckoutSelection): { travelDate: string; lastTravelDate: string } {
  const first = selection.directions[0]!.fresh.legs[0]!;
  const lastDirection = selection.directions.at(-1)!.fresh.legs;
  return { travelDate: first.departureLocal.slice(0, 10), lastTravelDate: lastDirection.at(-1)!.arrivalLocal.slice(0, 10) };
}

export function summaryOf(row: CheckoutRow): CheckoutSummary {
  const request = row.request as SearchedRequest;
  const selection = row.selection as CheckoutSelection;
  return {
    checkoutId: row.checkoutId,
    cacheKey: row.cacheKey,
    tripType: request.tripType,
    area: selection.area,
    counts: countsOf(request),
    cabinClass: request.class,
    nationality: request.nationality,
    ...travelDates(selection),
    directions: selection.directions.map(({ direction, item, listedAdultPrice, adultPrice }) => ({ direction, offer: item, listedAdultPrice, adultPrice })),
    breakdown: row.breakdown as CheckoutSummary['breakdown'],
    offline: row.offline,
    expiresAt: row.expiresAt.toISOString(),
    travellers: (row.travellers as Record<string, unknown>[] | null) ?? null,
    contact: (row.contact as Record<string, unknown> | null) ?? null,
    orderId: row.orderId,
  };
}

/**
 * Verify and confirm (spec §7): a selection from a search session is priced again with its source and
 * kept as a checkout; then the travellers are checked against it. Nothing is held yet: seats are taken
 * when the order is placed (orders.service.ts).
 */
export function createCheckoutService({ repository, flights, now }: CheckoutServiceOptions) {
  async function liveCheckout(checkoutId: string, transaction?: Transaction): Promise<CheckoutRow> {
    const row = CHECKOUT_ID.test(checkoutId) ? await repository.findCheckout(checkoutId, transaction) : undefined;
    if (!row || row.expiresAt.getTime() <= now().getTime()) throw new AppError('SESSION_TIMED_OUT');
    return row;
  }

  return {
    /**
     * `/flight/v3/verifyFlight` sells our own inventory (S1) only; `/api/v1/verifyFlight` any source.
     * @throws AppError as FlightsService.recheckOffer, plus TIME_TOO_CLOSE and VALIDATION_FAILED.
     */
    async verify(body: VerifyFlightRequest, route: 'v3' | 'v1'): Promise<VerifyFlightResponse> {
      const offerIds = [body.outward, ...(body.return ? [body.return] : [])];
      if (route === 'v3' && offerIds.some((id) => !id.startsWith('S1-'))) throw new AppError('VALIDATION_FAILED', 'body.outward');
      const outward = await flights.recheckOffer(body.cacheKey, body.outward);
      if (outward.direction !== 'outward') throw new AppError('VALIDATION_FAILED', 'body.outward');
      const { request } = outward;
      if (request.tripType === 2 && !body.return) throw new AppError('VALIDATION_FAILED', 'body.return');
      if (request.tripType === 1 && body.return) throw new AppError('VALIDATION_FAILED', 'body.return');
      const chosen: RecheckedOffer[] = [outward];
      if (body.return) {
        const back = await flights.recheckOffer(body.cacheKey, body.return);
        if (back.direction !== 'return') throw new AppError('VALIDATION_FAILED', 'body.return');
        if (returnTooClose(outward.fresh.legs.at(-1)!.arrivesAt, back.fresh.legs[0]!.departsAt)) throw new AppError('TIME_TOO_CLOSE');
        chosen.push(back);
      }

      const directions: SelectedDirection[] = chosen.map((one) => ({
        direction: one.direction,
        offerId: one.offer.offerId,
        item: one.item,
        fresh: one.fresh,
        listedAdultPrice: one.listedAdultPrice,
        adultPrice: one.adultPrice,
      }));
      const breakdown = breakdownFor(directions, request);
      const listed = priceBreakdown({
        fares: chosen.map(({ offer }) => ({ taxIncluded: offer.rates.taxIncludeState, ...offer.rates.deal })),
        counts: countsOf(request),
      });
      const row: CheckoutRow = {
        checkoutId: randomBytes(24).toString('base64url'),
        cacheKey: body.cacheKey,
        request,
        selection: { area: outward.area, directions } satisfies CheckoutSelection,
        breakdown,
        travellers: null,
        contact: null,
        offline: chosen.some((one) => one.fresh.offline),
        orderId: null,
        createdAt: now(),
        expiresAt: outward.expiresAt,
      };
      await repository.insertCheckout(row);
      return { code: 200, priceChanged: listed.grandTotal !== breakdown.grandTotal, previousTotal: listed.grandTotal, data: summaryOf(row) };
    },

    async get(checkoutId: string): Promise<CheckoutSummary> {
      return summaryOf(await liveCheckout(checkoutId));
    },

    /** The travellers for a checkout (spec §3, §5): every field checked; 400 with an error per field. */
    async confirm(payload: ConfirmPayload): Promise<CheckoutSummary> {
      const row = await liveCheckout(payload.checkoutId);
      if (row.orderId) throw new AppError('BOOKING_NOT_AVAILABLE');
      const request = row.request as SearchedRequest;
      const fieldErrors: Record<string, string> = {};
      const travellers: TravellerFormValues[] = [];
      payload.travellers.forEach((raw, index) => {
        const parsed = TravellerForm.safeParse(raw);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) fieldErrors[`travellers.${index}.${issue.path.join('.') || 'uuid'}`] ??= 'invalid';
          return;
        }
        travellers.push(normalizeTraveller(parsed.data));
      });
      if (Object.keys(fieldErrors).length > 0) throw new FieldErrors(fieldErrors);

      const checked = validateTravellers(travellers, countsOf(request), {
        area: (row.selection as CheckoutSelection).area,
        ...travelDates(row.selection as CheckoutSelection),
        today: yangonDate(now()),
      });
      if (!checked.ok) {
        for (const error of checked.list) fieldErrors.travellers ??= error;
        travellers.forEach((traveller, index) => {
          for (const [field, code] of Object.entries(checked.travellers[traveller.uuid] ?? {})) fieldErrors[`travellers.${index}.${field}`] = code;
        });
        throw new FieldErrors(fieldErrors);
      }
      if (!(await repository.saveTravellers(row.checkoutId, travellers))) throw new AppError('BOOKING_NOT_AVAILABLE');
      return summaryOf({ ...row, travellers });
    },

    /** A checkout that can become an order: live, not yet ordered, travellers confirmed. */
    async forOrder(checkoutId: string, transaction: Transaction): Promise<CheckoutRow & { travellers: TravellerFormValues[] }> {
      const row = await liveCheckout(checkoutId, transaction);
      if (row.orderId) throw new AppError('BOOKING_NOT_AVAILABLE');
      if (!Array.isArray(row.travellers) || row.travellers.length === 0) throw new AppError('VALIDATION_FAILED', 'data.checkoutId');
      return row as CheckoutRow & { travellers: TravellerFormValues[] };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
