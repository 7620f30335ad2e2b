import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The spec's drawers: a bottom sheet on phones, a side panel on wider screens. Built on the native
 * modal <dialog>, which gives focus trapping, Escape to close and an inert background for free.
 */
export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer-panel">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {/* A closed drawer renders nothing inside: less to hydrate on a slow phone, and it cannot be opened without JavaScript anyway. */}
        <div className="overflow-y-auto px-4 py-4">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
