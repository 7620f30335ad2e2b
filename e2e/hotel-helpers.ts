import { addDays, yangonDate } from '@thwa/domain/dates';

/**
 * The query of a search for Yangon's hotels, as the search form writes it (spec §2 /hotel/listing;
 * a hotel's and a room's page take it too): two adults in one room from `checkinInDays` from today
 * (Yangon), for two nights.
 */
export function yangonHotelsQuery(language: 'en' | 'mm' = 'en', { checkinInDays = 14 }: { checkinInDays?: number } = {}): string {
  const checkin = addDays(yangonDate(new Date()), checkinInDays);
  return new URLSearchParams({
    term: 'yangon',
    listingSearchTerm: 'Yangon',
    itemId: '1',
    name: 'Yangon',
    scope: 'city',
    city: 'yangon',
    country: 'Myanmar',
    region: 'local',
    checkin,
    checkout: addDays(checkin, 2),
    rooms: '1',
    adult: '2',
    child: '0',
    child_ages: '',
    nationality: 'local',
    currency: 'MMK',
    language,
  }).toString();
}
