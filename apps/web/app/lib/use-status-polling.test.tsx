// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The router as the hook sees it. React Router updates its state inside `startTransition`, so a fast
 * revalidation's "loading" can be superseded by its "idle" before React ever commits it: the hook then
 * sees `state` stay 'idle' throughout. These tests reproduce exactly that.
 */
const router = vi.hoisted(() => ({ revalidate: vi.fn<() => Promise<void>>(), state: 'idle' as 'idle' | 'loading' }));
vi.mock('react-router', () => ({ useRevalidator: () => ({ revalidate: router.revalidate, state: router.state }) }));

const { STATUS_POLL_MS, useStatusPolling } = await import('./use-status-polling.ts');

beforeEach(() => {
  vi.useFakeTimers();
  router.state = 'idle';
  router.revalidate.mockReset();
  router.revalidate.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useStatusPolling: the thank-you page keeps looking until the answer is final', () => {
  it('asks again every 3 s even when the router never shows its "loading" state (a fast answer)', async () => {
    renderHook(() => useStatusPolling(true));
    await tick(STATUS_POLL_MS);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    // Before the fix the second look never came: nothing the effect depended on had changed.
    await tick(STATUS_POLL_MS);
    expect(router.revalidate).toHaveBeenCalledTimes(2);
    await tick(STATUS_POLL_MS);
    expect(router.revalidate).toHaveBeenCalledTimes(3);
  });

  it('waits for a slow answer before the next look (never two at once)', async () => {
    let finish = () => {};
    router.revalidate.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    renderHook(() => useStatusPolling(true));
    await tick(STATUS_POLL_MS);
    await tick(STATUS_POLL_MS * 3);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await tick(STATUS_POLL_MS);
    expect(router.revalidate).toHaveBeenCalledTimes(2);
  });

  it('keeps looking after a look that failed (the network came back)', async () => {
    router.revalidate.mockRejectedValueOnce(new Error('offline'));
    renderHook(() => useStatusPolling(true));
    await tick(STATUS_POLL_MS);
    await tick(STATUS_POLL_MS);
    expect(router.revalidate).toHaveBeenCalledTimes(2);
  });

  it('stops once the answer is final, and never starts for a final answer', async () => {
    const { rerender } = renderHook(({ active }) => useStatusPolling(active), { initialProps: { active: true } });
    await tick(STATUS_POLL_MS);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    await tick(STATUS_POLL_MS * 5);
    expect(router.revalidate).toHaveBeenCalledTimes(1);

    cleanup();
    router.revalidate.mockClear();
    renderHook(() => useStatusPolling(false));
    await tick(STATUS_POLL_MS * 5);
    expect(router.revalidate).not.toHaveBeenCalled();
  });
});
