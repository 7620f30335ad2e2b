import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

interface TicketDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The view-ticket screen of spec §2 as a dialog: its title, the ticket as formatted text, and a Close
 * button that is always there. The native modal <dialog> traps focus and closes on Escape.
 */
export function TicketDialog({ open, onClose, title, closeLabel, children }: TicketDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="fixed inset-0 z-50 m-auto w-[calc(100%-1rem)] max-w-2xl rounded-2xl border-0 bg-white p-0 text-slate-900 backdrop:bg-slate-900/45"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <h2 id={titleId} className="border-b border-slate-200 px-4 py-3 text-lg font-semibold">
          {title}
        </h2>
        <div className="overflow-auto px-4 py-4">{open ? children : null}</div>
        <div className="flex justify-end border-t border-slate-200 px-4 py-3">
          <button type="button" className="button-secondary" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
