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
};

export const homeEn = { ...homeBlocksEn, ...homeDealsEn, ...homePopularEn, ...homeCuratedEn };
