/**
 * The cross-sell section of the e-mail that follows a booked flight (issue 22 item 4, decision 037):
 * the same offers as the thank-you page, each a link to its prefilled search on the site, in the
 * order's language. Blocks of the booking e-mails (product-mail.ts), so both renderings carry it.
 */
import type { CrossSellOffer } from '@thwa/domain/contracts/cross-sell';
import { coverOfferHref, hotelOfferHref } from '@thwa/domain/cross-sell/cross-sell-links';
import type { MailBlock } from '../notifications/product-mail.ts';
import { digits, fill, formatLocalDateTime, money, type TicketLanguage } from '../tickets/ticket-labels.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { CrossSell } from './cross-sell.ts';

const WORDS = {
  en: {
    heading: 'Complete your trip',
    hotel: 'Need a hotel in {city}? {hotels} hotels for {checkIn} to {checkOut} ({nights} nights).',
    hotelFrom: 'Need a hotel in {city}? {hotels} hotels for {checkIn} to {checkOut} ({nights} nights), from {price} a night.',
    hotelLink: 'Find a hotel in {city}',
    insurance: 'Insure your trip: travel insurance for {people} people from {startDate} to {endDate}.',
    insuranceLink: 'Insure your trip',
  },
  mm: {
    heading: 'ခရီးစဉ်အတွက် လိုအပ်သည်များ',
    hotel: '{city} တွင် ဟိုတယ် လိုအပ်ပါသလား။ {checkIn} မှ {checkOut} ({nights} ည) အတွက် ဟိုတယ် {hotels} ခု ရှိသည်။',
    hotelFrom: '{city} တွင် ဟိုတယ် လိုအပ်ပါသလား။ {checkIn} မှ {checkOut} ({nights} ည) အတွက် ဟိုတယ် {hotels} ခု ရှိပြီး တစ်ညလျှင် {price} မှ စတင်သည်။',
    hotelLink: '{city} တွင် ဟိုတယ်ရှာရန်',
    insurance: 'ခရီးသွားအာမခံ ဝယ်ယူပါ- {startDate} မှ {endDate} အထိ {people} ဦးအတွက်။',
    insuranceLink: 'ခရီးစဉ်ကို အာမခံရန်',
  },
} as const satisfies Record<TicketLanguage, Record<string, string>>;

/** The section for these offers; none when there is nothing to offer. `publicUrl` has no trailing slash. */
export function crossSellBlocks(offers: readonly CrossSellOffer[], language: TicketLanguage, publicUrl: string): MailBlock[] {
  if (offers.length === 0) return [];
  const words = WORDS[language];
  const settings = { currency: 'MMK' as const, language };
  const blocks: MailBlock[] = [{ kind: 'heading', text: words.heading }];
  for (const offer of offers) {
    if (offer.kind === 'hotel') {
      const values = {
        city: offer.city,
        hotels: digits(String(offer.hotels), language),
        nights: digits(String(offer.nights), language),
        checkIn: formatLocalDateTime(offer.checkIn, language),
        checkOut: formatLocalDateTime(offer.checkOut, language),
        price: offer.lowestNightlyPrice === null ? '' : money(offer.lowestNightlyPrice, language),
      };
      blocks.push({ kind: 'p', text: fill(offer.lowestNightlyPrice === null ? words.hotel : words.hotelFrom, values) });
      blocks.push({ kind: 'links', links: [[fill(words.hotelLink, values), `${publicUrl}${hotelOfferHref(offer.search, settings)}`]] });
    } else {
      const values = {
        people: digits(String(offer.people), language),
        startDate: formatLocalDateTime(offer.startDate, language),
        endDate: formatLocalDateTime(offer.endDate, language),
      };
      blocks.push({ kind: 'p', text: fill(words.insurance, values) });
      blocks.push({ kind: 'links', links: [[words.insuranceLink, `${publicUrl}${coverOfferHref(offer.search)}`]] });
    }
  }
  return blocks;
}

/**
 * What the booking e-mails ask for an order's cross-sell section: its offers as blocks. A failure
 * leaves the section out (the e-mail is what matters).
 */
export function crossSellMail(crossSell: Pick<CrossSell, 'offersFor'>, publicUrl: string) {
  return async (order: OrderRow, language: TicketLanguage): Promise<MailBlock[]> => {
    try {
      return crossSellBlocks(await crossSell.offersFor(order, language), language, publicUrl);
    } catch {
      return [];
    }
  };
}
