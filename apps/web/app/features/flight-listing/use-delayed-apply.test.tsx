// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_SORT_DELAY_MS } from '@thwa/domain/constants';
import { useDelayedApply } from './use-delayed-apply.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDelayedApply (spec §4: sorting or filtering applies after an artificial 500 ms delay)', () => {
  it('starts idle with the initial value applied', () => {
    const { result } = renderHook(() => useDelayedApply('cheapest'));
    expect(result.current.status).toBe('idle');
    expect(result.current.applied).toBe('cheapest');
    expect(result.current.requested).toBe('cheapest');
  });

  it('shows the request at once, is loading for 500 ms, then applies it and succeeds', () => {
    expect(FILTER_SORT_DELAY_MS).toBe(500);
    const { result } = renderHook(() => useDelayedApply('cheapest'));
    act(() => result.current.request(() => 'fastest'));
    expect(result.current.requested).toBe('fastest');
    expect(result.current.applied).toBe('cheapest');
    expect(result.current.status).toBe('loading');

    act(() => vi.advanceTimersByTime(FILTER_SORT_DELAY_MS - 1));
    expect(result.current.applied).toBe('cheapest');
    expect(result.current.status).toBe('loading');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.applied).toBe('fastest');
    expect(result.current.status).toBe('success');
  });

  it('a change within the delay restarts it and applies only the latest, once', () => {
    const applied: string[] = [];
    const { result } = renderHook(() => {
      const delayed = useDelayedApply('cheapest');
      applied.push(delayed.applied);
      return delayed;
    });
    act(() => result.current.request(() => 'fastest'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.request(() => 'earliest'));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.applied).toBe('cheapest');
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.applied).toBe('earliest');
    expect(result.current.status).toBe('success');
    // The list never showed the state in between.
    expect(applied).not.toContain('fastest');
  });

  it('builds each request on the latest requested value, so quick changes add up', () => {
    const { result } = renderHook(() => useDelayedApply<string[]>([]));
    act(() => {
      result.current.request((codes) => [...codes, 'UB']);
      result.current.request((codes) => [...codes, 'K7']);
    });
    act(() => vi.advanceTimersByTime(FILTER_SORT_DELAY_MS));
    expect(result.current.applied).toEqual(['UB', 'K7']);
  });

  it('leaves no timer behind when the page goes away during the delay', () => {
    const { result, unmount } = renderHook(() => useDelayedApply(1));
    act(() => result.current.request(() => 2));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another delay when asked', () => {
    const { result } = renderHook(() => useDelayedApply(1, 50));
    act(() => result.current.request(() => 2));
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.applied).toBe(2);
  });
});
