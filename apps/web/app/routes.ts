import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Every screen of spec §2 that exists so far, one line each. A route joins this list only when it works.
export default [
  index('routes/flight-landing.tsx', { id: 'home' }),
  route('flight', 'routes/flight-landing.tsx', { id: 'flight-landing' }),
  route('flight/depart/search', 'routes/flight-depart-search.tsx'),
  route('flight/return/search', 'routes/flight-return-search.tsx'),
  route('content/:slug', 'routes/content-page.tsx'),
  route('settings', 'routes/settings.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
