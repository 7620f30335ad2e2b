// How node runs the server, for `npm start` and `npm run bench` alike. Node built-ins only.

/** The server as scripts/build-server.mjs builds it. */
export const SERVER_BUNDLE = 'apps/api/dist/server.mjs';

/** The server's V8 old generation in MB when SERVER_HEAP_MB does not say (decision 044). */
export const DEFAULT_SERVER_HEAP_MB = 512;

/** Below this the server's own code and reference data (some 130 MB after a collection) leave no room for requests. */
export const MIN_SERVER_HEAP_MB = 256;

/**
 * The arguments of `node` that start the server: its build (scripts/build-server.mjs; TypeScript run
 * through tsx held some 120 MB more, decision 046), with V8's old generation capped at SERVER_HEAP_MB. Uncapped on a machine with memory to spare, V8 let the garbage of fifty
 * pages in flight pile up to 750-1,050 MB before it collected; capped at 512 MB the same load held
 * 455-492 MB and served as many pages a second (decision 044, bench/soak.mjs).
 * @throws Error when SERVER_HEAP_MB is set but not a whole number of at least MIN_SERVER_HEAP_MB.
 */
export function serverNodeArgs(env = process.env) {
  const given = env.SERVER_HEAP_MB?.trim();
  const heapMb = given ? Number(given) : DEFAULT_SERVER_HEAP_MB;
  if (!Number.isInteger(heapMb) || heapMb < MIN_SERVER_HEAP_MB) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, at least ${MIN_SERVER_HEAP_MB} (it is "${given}")`);
  }
  return [`--max-old-space-size=${heapMb}`, SERVER_BUNDLE];
}
