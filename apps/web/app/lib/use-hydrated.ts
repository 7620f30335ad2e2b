import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and in the hydrating render, true once React owns the page. A control that
 * only works with JavaScript shows its no-JavaScript form until then, so a tap on a slow phone
 * before the scripts arrive is never swallowed by a button that does nothing yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
