// The pages the benches measure, built for today's Yangon calendar so that they have results whenever
// a bench runs (bench/lighthouse.mjs, bench/render-cpu.mjs).
import { yangonDatePlus } from './post-load.mjs';

/** A departure listing a week ahead, Yangon to Mandalay for one. */
/** Chrome on a mid-range Android phone: not a crawler, so a page streams as a customer's would. */
export const PHONE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

export function flightListingPage() {
  return `/flight/depart/search?tripType=1&origin=RGN&destination=MDL&departureDate=${yangonDatePlus(7)}&adult=1&child=0&infant=0`;
}

/** A city's hotels for `nights` nights two weeks ahead (spec §2 hotel parameters), in `language`. */
export function hotelListingPage({ term, name, itemId, country, region }, language, nights = 2) {
  return `/hotel/listing?term=${term}&listingSearchTerm=${name}&itemId=${itemId}&name=${name}&scope=city&city=${term}&country=${country}&region=${region}&checkin=${yangonDatePlus(14)}&checkout=${yangonDatePlus(14 + nights)}&rooms=1&adult=2&child=0&nationality=local&currency=MMK&language=${language}`;
}

/** Yangon has the most of our hotels (55); Sittwe among the fewest (5); Bangkok's come from the bed bank. */
export const YANGON = { term: 'yangon', name: 'Yangon', itemId: '1', country: 'Myanmar', region: 'local' };
export const SITTWE = { term: 'sittwe', name: 'Sittwe', itemId: '17', country: 'Myanmar', region: 'local' };
export const BANGKOK = { term: 'bangkok', name: 'Bangkok', itemId: '101', country: 'Thailand', region: 'international' };

/** Yangon to Mandalay's coaches a week ahead for two (issue 21's results page), in `language`. */
export function busListingPage(language) {
  return `/bus/search?from=YGN&to=MDY&date=${yangonDatePlus(7)}&passengers=2&nationality=local&language=${language}`;
}

/**
 * A flight checkout's travellers page, as a customer reaches it: a search through the api, then the
 * listing's link to the checkout with its first flight, which verifies the fare and redirects to the
 * checkout's own URL. The checkout lives as long as the search's session (some 20 minutes).
 */
export async function flightCheckoutPage(baseUrl) {
  const search = { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: yangonDatePlus(7), adult: 1, child: 0, infant: 0 };
  const response = await fetch(new URL('/api/flight/v4/makeRequest', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(search) });
  if (!response.ok) throw new Error(`the flight search for a checkout answered ${response.status}`);
  const { cacheKey, routings } = await response.json();
  const offer = routings.outward.find((candidate) => candidate.seatsLeft > 0);
  if (!offer) throw new Error('the flight search for a checkout found no seat');
  const verify = await fetch(new URL(`/flight/checkout?cacheKey=${encodeURIComponent(cacheKey)}&outward=${encodeURIComponent(offer.offerId)}`, baseUrl), { redirect: 'manual' });
  const location = verify.headers.get('location');
  if (verify.status !== 302 || !location?.includes('checkoutId=')) throw new Error(`the flight checkout answered ${verify.status} without its own URL`);
  return new URL(location, baseUrl).pathname + new URL(location, baseUrl).search;
}
