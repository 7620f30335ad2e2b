import { describe, expect, it } from 'vitest';
import { createBatchedCounter, type Counts } from './batched-counter.ts';
import { createRouteCounter } from '../features/flights/route-counter.ts';

type CityDay = { day: string; placeId: number };

function counterWriting(fail: () => boolean = () => false) {
  const writes: Array<Array<CityDay & Counts>> = [];
  const errors: unknown[] = [];
  const counter = createBatchedCounter<CityDay>({
    keyOf: (key) => `${key.day}|${key.placeId}`,
    write: async (rows) => {
      if (fail()) throw new Error('database down');
      writes.push(rows);
    },
    onError: (error) => errors.push(error),
    flushMs: 60_000,
  });
  return { counter, writes, errors };
}

describe('createBatchedCounter', () => {
  it('adds searches and bookings of one key in memory and writes them in one statement per flush', async () => {
    const { counter, writes } = counterWriting();
    counter.search({ day: '2026-11-29', placeId: 1 });
    counter.search({ day: '2026-11-29', placeId: 1 });
    counter.booking({ day: '2026-11-29', placeId: 1 });
    counter.search({ day: '2026-11-29', placeId: 2 });
    expect(writes).toEqual([]);
    await counter.flush();
    expect(writes).toEqual([
      [
        { day: '2026-11-29', placeId: 1, searches: 2, bookings: 1 },
        { day: '2026-11-29', placeId: 2, searches: 1, bookings: 0 },
      ],
    ]);
    await counter.close();
    // Nothing counted since: nothing written.
    expect(writes).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next flush, added to those counted since', async () => {
    let down = true;
    const { counter, writes, errors } = counterWriting(() => down);
    counter.search({ day: '2026-11-29', placeId: 1 });
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.search({ day: '2026-11-29', placeId: 1 });
    down = false;
    await counter.close();
    expect(writes).toEqual([[{ day: '2026-11-29', placeId: 1, searches: 2, bookings: 0 }]]);
  });
});

describe('createRouteCounter', () => {
  it('counts per route and day, as before the batching was shared', async () => {
    const written: unknown[] = [];
    const counter = createRouteCounter({ addRouteCounts: async (rows) => void written.push(...rows) }, () => {});
    counter.search({ day: '2026-11-29', origin: 'RGN', destination: 'MDL' });
    counter.booking({ day: '2026-11-29', origin: 'RGN', destination: 'MDL' });
    counter.search({ day: '2026-11-29', origin: 'MDL', destination: 'RGN' });
    await counter.close();
    expect(written).toEqual([
      { day: '2026-11-29', origin: 'RGN', destination: 'MDL', searches: 1, bookings: 1 },
      { day: '2026-11-29', origin: 'MDL', destination: 'RGN', searches: 1, bookings: 0 },
    ]);
  });
});
