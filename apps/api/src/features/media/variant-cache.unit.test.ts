import { describe, expect, it } from 'vitest';
import { createEncodeQueue } from './encode-queue.ts';
import { EncodeQueueFullError } from './image-errors.ts';
import { createVariantCache } from './variant-cache.ts';

const bytes = (size: number) => Buffer.alloc(size);

describe('the variant cache', () => {
  it('keeps the most recently used variants within its bytes, dropping the least recently used first', () => {
    const cache = createVariantCache(800);
    cache.set('a', bytes(100));
    cache.set('b', bytes(100));
    cache.set('c', bytes(100));
    expect(cache.get('a')).toBeDefined();
    for (const key of ['d', 'e', 'f', 'g', 'h', 'i']) cache.set(key, bytes(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('i')).toBeDefined();
  });

  it('never keeps one variant that would take more than an eighth of it', () => {
    const cache = createVariantCache(800);
    cache.set('big', bytes(101));
    expect(cache.get('big')).toBeUndefined();
  });
});

describe('the encode queue', () => {
  it('runs at most its concurrency at once, in order, and shares the work of one key', async () => {
    const queue = createEncodeQueue({ concurrency: 2, maxWaiting: 8 });
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return Buffer.from(name);
    };
    const answers = ['a', 'b', 'c', 'd'].map((name) => queue.run(name, work(name)));
    const shared = queue.run('a', work('never'));
    expect(shared).toBe(answers[0]);
    while (releases.length > 0 || queue.stats().keys > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect((await Promise.all(answers)).map(String)).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(2);
  });

  it('refuses work past its line, and takes work again once there is room', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaiting: 0 });
    let release!: () => void;
    const first = queue.run('a', () => new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from('a')))));
    await expect(queue.run('b', async () => Buffer.from('b'))).rejects.toBeInstanceOf(EncodeQueueFullError);
    release();
    await first;
    expect(String(await queue.run('b', async () => Buffer.from('b')))).toBe('b');
  });
});
