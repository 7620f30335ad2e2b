import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Spec §9 windows are minutes long; a ticket is issued in seconds. Every 3 s is quick without being chatty. */
export const STATUS_POLL_MS = 3_000;

/** While `active`, loads the page's data again every 3 s; stops as soon as the answer is final. */
export function useStatusPolling(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== 'idle') return;
    const id = window.setTimeout(() => void revalidate(), STATUS_POLL_MS);
    return () => window.clearTimeout(id);
  }, [active, state, revalidate]);
}
