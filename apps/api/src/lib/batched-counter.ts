/** Searches and bookings counted for one key (a route and day, a city and day). */
export interface Counts {
  searches: number;
  bookings: number;
}

export interface BatchedCounterOptions<K> {
  /** The same string for the same row of the table the counts are added to. */
  keyOf: (key: K) => string;
  /** Adds the rows to the table in one statement (concurrent nodes must add up correctly). */
  write: (rows: Array<K & Counts>) => Promise<void>;
  onError: (error: unknown) => void;
  /** How often the counts are written; readers flush first, so this only bounds what a crash loses. */
  flushMs: number;
}

/**
 * Counts searches and bookings per key, gathered in memory and added in one statement every few
 * seconds. Every search counts, and a popular route or city is searched many times a second: adding
 * to one row per search would queue them all on that row's lock. A failed write keeps its counts for
 * the next flush rather than lose them.
 */
export function createBatchedCounter<K extends object>({ keyOf, write, onError, flushMs }: BatchedCounterOptions<K>) {
  let pending = new Map<string, K & Counts>();
  let flushing: Promise<void> = Promise.resolve();

  function add(key: K, kind: keyof Counts) {
    const id = keyOf(key);
    const entry = pending.get(id) ?? { ...key, searches: 0, bookings: 0 };
    entry[kind] += 1;
    pending.set(id, entry);
  }

  async function writePending() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write([...batch.values()]);
    } catch (error) {
      for (const [id, entry] of batch) {
        const later = pending.get(id);
        pending.set(id, later ? { ...entry, searches: entry.searches + later.searches, bookings: entry.bookings + later.bookings } : entry);
      }
      onError(error);
    }
  }

  /** Writes what has been counted; concurrent calls run one after the other. */
  function flush(): Promise<void> {
    flushing = flushing.then(writePending);
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    search: (key: K) => add(key, 'searches'),
    booking: (key: K) => add(key, 'bookings'),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type BatchedCounter<K extends object> = ReturnType<typeof createBatchedCounter<K>>;
