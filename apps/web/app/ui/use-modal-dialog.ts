import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal exactly while `open`: showModal gives the focus trap,
 * Escape and an inert page. `ready` lets a caller wait (the spec modals stay server-rendered until
 * hydration); drawers and the ticket view pass nothing.
 */
export function useModalDialog(open: boolean, ready = true) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !ready) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ready]);
  return ref;
}
