/** English strings of the home page's hot deals blocks (issue 22, decision 038). */
export const homeDealsEn = {
  'home.deals.flight.title': 'Flight deals',
  'home.deals.hotel.title': 'Hotel deals',
  'home.deals.flight.empty': 'No flight costs less than usual just now.',
  'home.deals.hotel.empty': 'No hotel costs less than usual just now.',
  'home.deals.explain': 'Today’s lowest price of the next 30 days, against the usual price: the middle one of the last 90 days.',
  'home.deals.route': '{origin} to {destination}',
  'home.deals.flightNumber': 'Flight {flight}, {airline}',
  'home.deals.departs': 'Departs {date}',
  'home.deals.night': 'Night of {date}',
  'home.deals.perAdult': 'one way, one adult',
  'home.deals.perNight': 'a night, 2 adults',
  'home.deals.usually': 'usually {price}',
  'home.deals.below': '{percent}% less than usual',
  'home.deals.stars': '{count}-star hotel',
};
