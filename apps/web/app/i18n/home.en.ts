import { homeCuratedEn } from './home-curated.en.ts';
import { homeDealsEn } from './home-deals.en.ts';
import { homePopularEn } from './home-popular.en.ts';

/**
 * English strings of the home blocks below a landing's search form (issue 22 item 2): the words every
 * block shares here, each feed's own in its file.
 */
const homeBlocksEn = {
  'home.block.loading': 'Loading {title}…',
  'home.block.failed': 'This could not be loaded just now. Please try again later.',
  'home.continue.title': 'Continue your search',
  'home.continue.flight': '{origin} to {destination}',
  'home.continue.roundTrip': '{departure} to {return}',
  'home.continue.travellers': 'Travellers: {count}',
  'home.continue.hotel': 'Hotels in {place}',
  'home.continue.stay': '{checkin} to {checkout}',
  'home.continue.guests': 'Guests: {count}',
  'home.continue.action': 'Continue',
  'home.crossSell.title': 'Complete your trip to {city}',
  'home.crossSell.hotel': 'Hotels in {city}',
  'home.crossSell.nights': 'Nights: {count}',
  'home.crossSell.findHotels': 'Find hotels',
  'home.crossSell.cover': 'Travel insurance for the trip',
  'home.crossSell.quote': 'Get a quote',
  'home.viewed.title': 'Recently viewed',
  'home.viewed.stars': '{count} stars',
};

export const homeEn = { ...homeBlocksEn, ...homeDealsEn, ...homePopularEn, ...homeCuratedEn };
