import { availableParallelism } from 'node:os';
import { EncodeQueueFullError } from './image-errors.ts';

export interface EncodeQueueOptions {
  /** Encodes running at once: at most one per core (an encode keeps a core busy). */
  concurrency?: number;
  /** Encodes waiting beyond those; past it a request is refused (503) rather than queued. */
  maxWaiting?: number;
}

/** Half the cores: the other half keep answering pages and the api while pictures encode. */
export const DEFAULT_ENCODE_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
export const DEFAULT_MAX_WAITING = 32;

/**
 * Bounds the work of encoding pictures: a few at a time, a bounded line behind them, and one encode per
 * key however many requests ask for it at once (they all get its answer).
 */
export function createEncodeQueue({ concurrency = DEFAULT_ENCODE_CONCURRENCY, maxWaiting = DEFAULT_MAX_WAITING }: EncodeQueueOptions = {}) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function slot(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) throw new EncodeQueueFullError();
    // The slot is handed over by the encode that finishes: `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /**
     * Runs `work` for `key` unless it is already running, in which case its answer is shared.
     * @throws EncodeQueueFullError when the line is full (nothing is then run)
     */
    run(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
      const known = inFlight.get(key);
      if (known) return known;
      const answer = (async () => {
        await slot();
        try {
          return await work();
        } finally {
          release();
        }
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
      return answer;
    },
    /** For tests and metrics: encodes running and waiting now. */
    stats: () => ({ running, waiting: waiting.length, keys: inFlight.size }),
  };
}

export type EncodeQueue = ReturnType<typeof createEncodeQueue>;
