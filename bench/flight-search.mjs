// Load test of the flight search api, as design §9 budgets it: POST /api/flight/v4/makeRequest, warm,
// 50 connections, one server process, p95 < 50 ms and no errors.
//
//   node bench/flight-search.mjs [baseUrl]        (or BENCH_URL; default http://localhost:3300)
//
// The server must allow the load through its rate limit: start it with RATE_LIMIT_PER_MINUTE=1000000
// (the default 600 a minute per address would answer most of the run with 429). The script checks the
// limit first and stops with that advice rather than measure refusals.
//
// "Warm" means what a customer meets at a busy hour: the search was asked moments ago (the server
// answers an identical search from its recent session, see apps/api/src/features/flights/search-sessions.ts)
// and the process has run the code before. So: one search first (it asks every flight source and may take
// up to the 2.5 s source time-out), then WARMUP_SECONDS of the same load unmeasured, then the measured run.
// Latency percentiles are computed from every 2xx response's own time (autocannon's summary has no p95).
// Exits 1 when p95 >= 50 ms, or when any request failed, timed out or answered other than 2xx.
import { postLoadTest, run, yangonDatePlus } from './lib/post-load.mjs';

const SEARCH = { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: yangonDatePlus(1), adult: 1, child: 0, infant: 0 };

run(() =>
  postLoadTest({
    title: 'Flight search',
    path: '/api/flight/v4/makeRequest',
    body: SEARCH,
    describe: (body, ms) => {
      const sources = body.sources.map((source) => `${source.alias} ${source.status} (${source.results})`).join(', ');
      return `first search: ${ms} ms, ${body.routings.outward.length} flights, sources: ${sources}`;
    },
  }),
);
