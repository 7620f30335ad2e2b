import { describe, expect, it } from 'vitest';
import type { CrossSellOffer } from '@thwa/domain/contracts/cross-sell';
import { flightMail } from '../flights/booking/flight-mail.ts';
import { hotelMail } from '../hotels/booking/hotel-mail.ts';
import { eTicketEmail } from '../notifications/mail-templates.ts';
import { sampleHotelOrder, sampleOrder } from '../tickets/sample-order.ts';
import { crossSellBlocks, crossSellMail } from './cross-sell-mail.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const links = { trackUrl: 'https://thwa.test/track-booking' };
const URL = 'https://thwa.test';

const hotel = (lowestNightlyPrice: number | null): Extract<CrossSellOffer, { kind: 'hotel' }> => ({
  kind: 'hotel',
  city: 'Mandalay',
  checkIn: '2031-03-10',
  checkOut: '2031-03-12',
  nights: 2,
  hotels: 31,
  lowestNightlyPrice,
  search: {
    term: 'mandalay',
    listingSearchTerm: 'Mandalay',
    itemId: '2',
    name: 'Mandalay',
    scope: 'city',
    city: 'mandalay',
    country: 'Myanmar',
    region: 'local',
    checkin: '2031-03-10',
    checkout: '2031-03-12',
    rooms: 1,
    adult: 2,
    childAges: [7],
    nationality: 'local',
  },
});
const insurance: CrossSellOffer = {
  kind: 'insurance',
  area: 'domestic',
  startDate: '2031-03-10',
  endDate: '2031-03-12',
  coverageDays: 3,
  people: 3,
  search: { area: 'domestic', startDate: '2031-03-10', endDate: '2031-03-12', ages: [40, 38, 7] },
};

describe('the cross-sell section of the e-ticket e-mail', () => {
  it('offers the hotel with its dates and lowest price and the insurance, each a link to its prefilled search on the site', () => {
    const mail = eTicketEmail(sampleOrder(), 'en', links, support, flightMail, undefined, crossSellBlocks([hotel(45_000), insurance], 'en', URL));
    expect(mail.text).toContain('Complete your trip');
    expect(mail.text).toContain('Need a hotel in Mandalay? 31 hotels for Mon 10 Mar 2031 to Wed 12 Mar 2031 (2 nights), from MMK 45,000 a night.');
    expect(mail.text).toContain(
      'Find a hotel in Mandalay: https://thwa.test/hotel/listing?term=mandalay&listingSearchTerm=Mandalay&itemId=2&name=Mandalay&scope=city&city=mandalay&country=Myanmar&region=local&checkin=2031-03-10&checkout=2031-03-12&rooms=1&adult=2&child=1&child_ages=7&nationality=local&currency=MMK&language=en',
    );
    expect(mail.text).toContain('Insure your trip: travel insurance for 3 people from Mon 10 Mar 2031 to Wed 12 Mar 2031.');
    expect(mail.text).toContain('Insure your trip: https://thwa.test/insurance?area=domestic&startDate=2031-03-10&endDate=2031-03-12&ages=40%2C38%2C7');
    expect(mail.html).toContain('href="https://thwa.test/insurance?area=domestic&amp;startDate=2031-03-10&amp;endDate=2031-03-12&amp;ages=40%2C38%2C7"');
    // After the order's own links: the e-ticket comes first.
    expect(mail.text.indexOf('Complete your trip')).toBeGreaterThan(mail.text.indexOf('Track your booking'));
  });

  it('names the hotels without a price when none could be had, and speaks Myanmar with Myanmar digits', () => {
    expect(crossSellBlocks([hotel(null)], 'en', URL)).toContainEqual({ kind: 'p', text: 'Need a hotel in Mandalay? 31 hotels for Mon 10 Mar 2031 to Wed 12 Mar 2031 (2 nights).' });
    const mail = eTicketEmail(sampleOrder(), 'mm', links, support, flightMail, undefined, crossSellBlocks([{ ...hotel(45_000), city: 'မန္တလေး' }, insurance], 'mm', URL));
    expect(mail.text).toContain('မန္တလေး တွင် ဟိုတယ် လိုအပ်ပါသလား။');
    expect(mail.text).toContain('ဟိုတယ် ၃၁ ခု');
    expect(mail.text).toContain('language=mm');
    expect(mail.text).toContain('ခရီးစဉ်ကို အာမခံရန်: https://thwa.test/insurance?');
  });

  it('is absent when there is nothing to offer, and leaves other e-mails as they were', () => {
    expect(crossSellBlocks([], 'en', URL)).toEqual([]);
    const stay = sampleHotelOrder();
    expect(eTicketEmail(stay, 'en', links, support, hotelMail, undefined, [])).toEqual(eTicketEmail(stay, 'en', links, support, hotelMail));
    expect(eTicketEmail(stay, 'en', links, support, hotelMail).text).not.toContain('Complete your trip');
  });

  it('is left out when the offers cannot be read: the e-mail goes without them', async () => {
    const failing = crossSellMail({ offersFor: () => Promise.reject(new Error('database away')) }, URL);
    await expect(failing({} as never, 'en')).resolves.toEqual([]);
    const working = crossSellMail({ offersFor: () => Promise.resolve([insurance]) }, URL);
    expect(await working({} as never, 'en')).toHaveLength(3);
  });
});
