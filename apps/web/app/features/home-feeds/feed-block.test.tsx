// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../lib/api-client.ts';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { FeedBlock } from './feed-block.tsx';
import { loadFeed, type FeedResult } from './load-feed.server.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const answer = <T,>(status: number, code: number, data: T): ApiResult<{ code: number; data: T }> => ({ status, body: { code, data } });

describe('loadFeed', () => {
  it('is a success only on response code 200 by default', async () => {
    expect(await loadFeed(async () => answer(200, 200, ['a']))).toEqual({ status: 'success', data: ['a'] });
    expect(await loadFeed(async () => answer(200, 500, ['a']))).toEqual({ status: 'failed' });
    expect(await loadFeed(async () => answer(503, 503, []))).toEqual({ status: 'failed' });
  });

  it('takes another success rule when the spec gives one (announcement and trending: the answer has data)', async () => {
    const hasData = (reply: ApiResult<{ code: number; data: string[] }>) => reply.body.data.length > 0;
    expect(await loadFeed(async () => answer(200, 200, [] as string[]), hasData)).toEqual({ status: 'failed', noData: true });
    expect(await loadFeed(async () => answer(200, 200, ['x']), hasData)).toEqual({ status: 'success', data: ['x'] });
  });

  it('never rejects: a thrown call and a call past the wait are failed', async () => {
    expect(await loadFeed(() => Promise.reject(new Error('down')))).toEqual({ status: 'failed' });
    vi.useFakeTimers();
    const late = loadFeed(() => new Promise<never>(() => {}), undefined, 50);
    await vi.advanceTimersByTimeAsync(50);
    expect(await late).toEqual({ status: 'failed' });
  });
});

describe('FeedBlock', () => {
  function block(feed: Promise<FeedResult<string[]>> | FeedResult<string[]>) {
    return renderInRoot(
      <FeedBlock id="deals" title="Hot deals" feed={feed} isEmpty={(items) => items.length === 0} empty="No deals today.">
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </FeedBlock>,
    );
  }

  it('shows a titled skeleton while the feed streams in, then its items', async () => {
    let settle: (result: FeedResult<string[]>) => void = () => {};
    block(new Promise((resolve) => (settle = resolve)));
    const region = await screen.findByRole('region', { name: 'Hot deals' });
    expect(region.querySelector('[data-status="loading"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading Hot deals…');
    settle({ status: 'success', data: ['Mandalay'] });
    expect(await screen.findByRole('listitem')).toHaveProperty('textContent', 'Mandalay');
    expect(region.querySelector('[data-status="success"]')).not.toBeNull();
  });

  it('says when there is nothing to show, and when the feed failed', async () => {
    block({ status: 'success', data: [] });
    expect((await screen.findByText('No deals today.')).getAttribute('data-status')).toBe('empty');
    cleanup();
    block({ status: 'failed' });
    expect((await screen.findByRole('status')).getAttribute('data-status')).toBe('failed');
    cleanup();
    // A feed failed by the spec's rule because it answered nothing (§4 trending) says it has nothing, not that it broke.
    block({ status: 'failed', noData: true });
    expect((await screen.findByText('No deals today.')).getAttribute('data-status')).toBe('empty');
  });
});
