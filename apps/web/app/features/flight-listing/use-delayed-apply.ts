import { useCallback, useEffect, useRef, useState } from 'react';
import { FILTER_SORT_DELAY_MS } from '@thwa/domain/constants';

/**
 * The status of a delayed change, separate from the list's own load (spec §4 "with its own separate
 * status"): idle until the first change, loading while one waits, success once it is applied.
 * Applying a change is pure arithmetic on the loaded list, so it never fails.
 */
export type DelayedStatus = 'idle' | 'loading' | 'success';

interface DelayedState<T> {
  /** The latest value asked for: controls show it at once. */
  readonly requested: T;
  /** The value in force: the list is computed from it. */
  readonly applied: T;
  readonly status: DelayedStatus;
}

/**
 * Spec §4: "Sorting or filtering applies after an artificial 500 ms delay". `request` records the
 * change at once (so a checkbox or a sort button answers the tap) and applies it after the delay;
 * a further change within the delay restarts it, so a burst of taps costs one wait, not several,
 * and the list never flickers through the states in between.
 */
export function useDelayedApply<T>(initial: T, delayMs: number = FILTER_SORT_DELAY_MS) {
  const [state, setState] = useState<DelayedState<T>>({ requested: initial, applied: initial, status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const request = useCallback(
    (change: (current: T) => T) => {
      setState((current) => ({ ...current, requested: change(current.requested), status: 'loading' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setState((current) => ({ ...current, applied: current.requested, status: 'success' }));
      }, delayMs);
    },
    [delayMs],
  );

  return { requested: state.requested, applied: state.applied, status: state.status, request };
}
