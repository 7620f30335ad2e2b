/** English strings of the home page's popular and trending blocks (issue 22 item 1, decision 039). */
export const homePopularEn = {
  'home.popular.flightDestinations.title': 'Popular flight destinations',
  'home.popular.hotelDestinations.title': 'Popular hotel destinations',
  'home.popular.destinations.empty': 'No popular destinations just now.',
  'home.popular.routes.title': 'Popular routes',
  'home.popular.routes.empty': 'No popular routes just now.',
  'home.popular.lines.title': 'Popular airlines and routes',
  'home.popular.lines.empty': 'No popular airlines just now.',
  'home.popular.flightTrending.title': 'Trending flight destinations',
  'home.popular.hotelTrending.title': 'Trending hotel cities',
  'home.popular.trending.empty': 'Nothing is trending just now.',
  'home.popular.route': '{origin} to {destination}',
  'home.popular.from': 'From {city}',
  'home.popular.weeklyFlights': 'Flights a week: {count}',
  'home.popular.hotels': 'Hotels: {count}',
  'home.popular.flightSearch': '{date} · 1 adult',
  'home.popular.hotelSearch': '{date} · 1 night · 2 adults',
} as const;
