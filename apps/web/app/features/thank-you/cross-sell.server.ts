import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { CrossSellOffer, CrossSellResponse } from '@thwa/domain/contracts/cross-sell';
import { coverOfferHref, hotelOfferHref } from '@thwa/domain/cross-sell/cross-sell-links';
import { formatCalendarDate } from '@thwa/domain/date-format';
import type { Language, SettingsCurrency } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import type { CrossSellView } from './cross-sell-data.ts';

/**
 * How long the thank-you page waits for its offers: the in-process call answers in a few
 * milliseconds; past this the page renders without them (spec §4: cross-sell succeeds whenever the
 * call returns, and the order is what the page is for).
 */
export const CROSS_SELL_WAIT_MS = 400;

/** An order offered more (the api decides what): a flight, paid. */
export function offersCrossSell(order: Pick<OrderDetail, 'items' | 'paymentStatus'>): boolean {
  return order.paymentStatus === 'paid' && order.items.some((item) => item.product === 'flight');
}

/** The offers as the page shows them: dates in the visitor's language, each with its prefilled search's address. */
export function crossSellView(offers: readonly CrossSellOffer[], settings: { language: Language; currency: SettingsCurrency }): CrossSellView | null {
  const date = (iso: string) => formatCalendarDate(iso, settings.language, { weekday: true });
  const view: CrossSellView = { hotel: null, insurance: null };
  for (const offer of offers) {
    if (offer.kind === 'hotel') {
      view.hotel = {
        city: offer.city,
        checkIn: date(offer.checkIn),
        checkOut: date(offer.checkOut),
        nights: offer.nights,
        hotels: offer.hotels,
        lowestNightlyPrice: offer.lowestNightlyPrice,
        href: hotelOfferHref(offer.search, settings),
      };
    } else {
      view.insurance = { startDate: date(offer.startDate), endDate: date(offer.endDate), people: offer.people, href: coverOfferHref(offer.search) };
    }
  }
  return view.hotel || view.insurance ? view : null;
}

/**
 * POST /cross-sell for the thank-you page of a paid flight, with the key the page holds: null when
 * there is nothing to offer, the call fails, or it does not answer within `waitMs`.
 */
export async function loadCrossSell(
  api: ApiClient,
  order: Pick<OrderDetail, 'orderId' | 'items' | 'paymentStatus'>,
  orderKey: string,
  settings: { language: Language; currency: SettingsCurrency },
  waitMs = CROSS_SELL_WAIT_MS,
): Promise<CrossSellView | null> {
  if (!offersCrossSell(order)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = api
    .post<CrossSellResponse>('/cross-sell', { orderId: order.orderId, orderKey, language: settings.language })
    .then((answer) => (answer.status === 200 && answer.body.code === 200 ? crossSellView(answer.body.data, settings) : null))
    .catch(() => null);
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}
