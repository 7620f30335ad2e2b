/**
 * Work that must not run at the same time as other work with a key in common waits here, in memory,
 * holding no database connection (issue 10). Twelve payment starts on one order, or a client placing
 * orders as fast as it can, then take one pooled connection at a time from this node instead of twelve
 * connections that would only queue on one row lock (or advisory lock) and starve everyone else.
 * Across nodes the database's locks still decide; this only keeps the waiting out of the pool.
 *
 * A task waits for the tasks that arrived before it with any of its keys, never for a later one, so
 * tasks with several keys cannot wait for each other in a circle.
 */
const tails = new Map<string, Promise<void>>();

export function inTurn<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys)];
  const earlier = unique.map((key) => tails.get(key)).filter((tail): tail is Promise<void> => tail !== undefined);
  const mine = (earlier.length > 0 ? Promise.all(earlier).then(work) : work());
  const tail = mine.then(
    () => {},
    () => {},
  );
  for (const key of unique) tails.set(key, tail);
  void tail.then(() => {
    for (const key of unique) if (tails.get(key) === tail) tails.delete(key);
  });
  return mine;
}

/** How many keys have work queued or running (tests check that nothing is left behind). */
export function keysInTurn(): number {
  return tails.size;
}
