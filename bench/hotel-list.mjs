// Load test of the hotel list api, to issue 23's budget: POST /api/hotel/v2/list, warm, 50 connections,
// one server process, p95 < 20 ms, within 1.5x of a bare Fastify route sending the same bytes in the
// same run (bench/bare/bytes-server.mjs, loaded after each of three rounds of ours), and no errors.
//
//   node bench/hotel-list.mjs [baseUrl]        (or BENCH_URL; default http://localhost:3300)
//   BENCH_NIGHTS=7 node bench/hotel-list.mjs   (a longer stay; default 2 nights)
//
// The server must allow the load through its rate limit: start it with RATE_LIMIT_PER_MINUTE=1000000
// (the script checks the limit first and stops with that advice rather than measure refusals).
//
// The search is the listing's first page in Yangon, the destination with the most hotels (55), two
// adults in one room, checking in two weeks from today. "Warm" means the process has answered the same
// list before (its code compiled, the rank's sales read into memory); every answer still reads the
// nights already booked from PostgreSQL, as a customer's would. One list first, then WARMUP_SECONDS of
// the same load unmeasured, then the measured run. Latency percentiles come from every 2xx response's
// own time. Exits 1 when a budget is missed, or when any request failed, timed out or answered other
// than 2xx.
import { postLoadTest, run, yangonDatePlus } from './lib/post-load.mjs';

const NIGHTS = Number(process.env.BENCH_NIGHTS ?? 2);
const LIST = { scope: 'city', term: 'yangon', checkin: yangonDatePlus(14), checkout: yangonDatePlus(14 + NIGHTS), rooms: 1, adult: 2, child: 0, page: 1 };

run(() =>
  postLoadTest({
    title: 'Hotel list',
    path: '/api/hotel/v2/list',
    body: LIST,
    detail: `, ${NIGHTS} nights`,
    budgetP95Ms: 20,
    floor: true,
    describe: (body, ms) => `first list: ${ms} ms, ${body.data.length} of ${body.meta.total} hotels on page ${body.meta.currentPage} of ${body.meta.lastPage}`,
  }),
);
