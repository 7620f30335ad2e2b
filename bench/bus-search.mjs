// Load test of the bus search api, to the budget design §9 sets the flight search (issue 21): POST
// /api/bus/v1/search, warm, 50 connections, one server process, p95 < 50 ms and no errors.
//
//   node bench/bus-search.mjs [baseUrl]        (or BENCH_URL; default http://localhost:3300)
//
// The server must allow the load through its rate limit: start it with RATE_LIMIT_PER_MINUTE=1000000
// (the script checks the limit first and stops with that advice rather than measure refusals).
//
// The search is the busiest route, Yangon to Mandalay (five operators' night coaches), for two local
// passengers a week from today; ROUTE=YGN-MLM asks Yangon to Mawlamyine instead, where Zwekabin's
// coaches come through its reservation system (the sandbox one, on a server with SANDBOX_SOURCES). Every answer reads the departures and counts their taken seats from
// PostgreSQL, as a customer's would. One search first, then WARMUP_SECONDS of the same load unmeasured,
// then the measured run. Exits 1 when p95 >= 50 ms, or when any request failed.
import { postLoadTest, run, yangonDatePlus } from './lib/post-load.mjs';

const [from, to] = (process.env.ROUTE ?? 'YGN-MDY').split('-');
const SEARCH = { from, to, date: yangonDatePlus(7), passengers: 2, nationality: 'local' };

run(() =>
  postLoadTest({
    title: 'Bus search',
    path: '/api/bus/v1/search',
    body: SEARCH,
    detail: `, ${from} to ${to}`,
    describe: (body, ms) => `first search: ${ms} ms, ${body.data.departures.length} departures`,
  }),
);
