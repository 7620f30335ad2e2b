import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Every screen of spec §2 that exists so far, one line each. A route joins this list only when it works.
export default [
  index('routes/flight-landing.tsx', { id: 'home' }),
  route('flight', 'routes/flight-landing.tsx', { id: 'flight-landing' }),
  route('flight/depart/search', 'routes/flight-depart-search.tsx'),
  route('flight/return/search', 'routes/flight-return-search.tsx'),
  route('flight/checkout', 'routes/flight-checkout.tsx'),
  route('flight/contact-info', 'routes/flight-contact-info.tsx'),
  route('flight/payment', 'routes/flight-payment.tsx'),
  route('checkout/thank-you', 'routes/checkout-thank-you.tsx'),
  route('checkout/offline-thank-you', 'routes/checkout-offline-thank-you.tsx'),
  route('track-booking', 'routes/track-booking.tsx'),
  route('content/:slug', 'routes/content-page.tsx'),
  route('settings', 'routes/settings.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
