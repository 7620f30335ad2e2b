// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { Countdown } from './countdown.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the payment countdown', () => {
  it('shows the time left as the server counted it, as a timer', async () => {
    renderInRoot(<Countdown secondsLeft={899} />);
    expect((await screen.findByRole('timer')).textContent).toBe('Complete payment within 14:59');
  });

  it('counts down, announces 5 and 1 minutes left, and says when the time is up', async () => {
    renderInRoot(<Countdown secondsLeft={302} />);
    await screen.findByRole('timer');
    vi.useFakeTimers();
    // The effect started before the fake clock: re-render with a fresh start under it.
    cleanup();
    const onExpire = vi.fn();
    renderInRoot(<Countdown secondsLeft={302} onExpire={onExpire} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Complete payment within 5:00');
    expect(status()).toBe('5 minutes left to complete payment.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(240_000);
    });
    expect(status()).toBe('1 minute left to complete payment.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Time is up: the seats are no longer held.');
    expect(status()).toBe('Time is up: the seats are no longer held.');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('renders Myanmar digits in Myanmar', async () => {
    renderInRoot(<Countdown secondsLeft={899} />, { lang: 'mm' });
    expect((await screen.findByRole('timer')).textContent).toBe('၁၄:၅၉ အတွင်း ငွေပေးချေပါ');
  });
});
