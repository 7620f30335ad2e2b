import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Spec §9 windows are minutes long; a ticket is issued in seconds. Every 3 s is quick without being chatty. */
export const STATUS_POLL_MS = 3_000;

/**
 * While `active`, loads the page's data again 3 s after the previous look finished; stops as soon as
 * the answer is final (the new data sets `active` false).
 *
 * The next look is chained to the previous one's promise, not to the router's `revalidation` state:
 * React Router sets that state inside a transition, so a fast answer's "loading" can be superseded by
 * its "idle" before it is ever rendered. An effect waiting to see the state change then never ran again,
 * and the page stayed on "confirming" after the order was complete (issue 11).
 */
export function useStatusPolling(active: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: number | undefined;
    const look = async () => {
      try {
        await revalidate();
      } catch {
        // A failed look (offline for a moment) is not the final answer: look again later.
      } finally {
        if (!stopped) timer = window.setTimeout(() => void look(), STATUS_POLL_MS);
      }
    };
    timer = window.setTimeout(() => void look(), STATUS_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [active, revalidate]);
}
