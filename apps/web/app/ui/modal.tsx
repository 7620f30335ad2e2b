import { useEffect, useId, useState, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

/** The spec §8 modal cases that have an icon of their own. */
export const MODAL_ICON_KINDS = [
  'sold-out',
  'time-too-close',
  'session-timeout',
  'unavailable',
  'error',
  'price-change',
  'seat',
  'no-flights',
  'not-found',
] as const;
export type ModalIconKind = (typeof MODAL_ICON_KINDS)[number];

interface ModalProps {
  open: boolean;
  /** Without it the modal cannot be dismissed (Escape and the backdrop do nothing): the user must pick an action. */
  onClose?: () => void;
  /** Label of the close (×) button, shown only for a dismissible modal. */
  closeLabel?: string;
  title: string;
  icon: ModalIconKind;
  children?: ReactNode;
  /** The way(s) on: links, buttons or small forms, so they work without JavaScript too. */
  actions: ReactNode;
}

/**
 * The spec's modal messages. Built on the native <dialog> like the drawers: showModal gives the focus
 * trap, Escape and an inert page. The server renders an open (non-modal) dialog so the message and its
 * actions work before or without JavaScript; after hydration it is reopened as a true modal.
 */
export function Modal({ open, onClose, closeLabel, title, icon, children, actions }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  // Until hydration the `open` attribute carries the state; afterwards showModal() does.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
  }, []);

  const ref = useModalDialog(open, hydrated);

  return (
    <dialog
      ref={ref}
      open={open && !hydrated}
      className="fixed inset-0 z-50 m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border-0 bg-white p-0 text-slate-900 shadow-[0_0_0_100vmax_rgb(15_23_42/0.45)]"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: closes only a dismissible modal.
        if (!onClose) event.preventDefault();
      }}
      onClose={() => onClose?.()}
      onClick={(event) => {
        if (onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="relative flex flex-col items-center px-5 pb-5 pt-6 text-center">
        {onClose && closeLabel ? (
          <button type="button" className="icon-button absolute right-2 top-2" onClick={onClose} aria-label={closeLabel}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <ModalIcon kind={icon} />
        <h2 id={titleId} className="mt-4 text-lg font-semibold">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-2 text-slate-700">
            {children}
          </div>
        ) : null}
        <div className="mt-5 flex w-full flex-col gap-2">{actions}</div>
      </div>
    </dialog>
  );
}

const svg = { 'aria-hidden': true, viewBox: '0 0 64 64', width: 64, height: 64, fill: 'none' } as const;
const stroke = { stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Our own small illustrations, one per case; decorative (the title says what happened). */
export function ModalIcon({ kind }: { kind: ModalIconKind }) {
  const tone = kind === 'price-change' || kind === 'time-too-close' ? 'text-gold-700 bg-gold-300/30' : kind === 'error' || kind === 'sold-out' ? 'text-red-700 bg-red-50' : 'text-brand-700 bg-brand-50';
  return (
    <span className={`inline-flex h-20 w-20 items-center justify-center rounded-full ${tone}`} data-icon={kind}>
      <svg {...svg}>{ICON_PATHS[kind]}</svg>
    </span>
  );
}

const plane = (
  <path d="M26 38l-12 4v-4l12-8V18a4 4 0 018 0v12l12 8v4l-12-4v8l4 3v3l-8-2-8 2v-3l4-3z" fill="currentColor" />
);

const ICON_PATHS: Record<ModalIconKind, ReactNode> = {
  // A ticket with a cross: nothing left to sell.
  'sold-out': (
    <>
      <path d="M10 20h44v8a4 4 0 000 8v8H10v-8a4 4 0 000-8z" {...stroke} />
      <path d="M26 26l12 12M38 26L26 38" {...stroke} />
    </>
  ),
  // Two clocks overlapping: departure and return too close together.
  'time-too-close': (
    <>
      <circle cx="24" cy="32" r="13" {...stroke} />
      <circle cx="40" cy="32" r="13" {...stroke} />
      <path d="M24 25v7l4 3M40 25v7l4 3" {...stroke} />
    </>
  ),
  // An hourglass: the session ran out.
  'session-timeout': (
    <>
      <path d="M20 10h24M20 54h24M22 10c0 12 20 14 20 22S22 42 22 54M42 10c0 12-20 14-20 22s20 10 20 22" {...stroke} />
    </>
  ),
  // A plane behind a no-entry sign: the flight cannot be booked now.
  unavailable: (
    <>
      <g transform="translate(2 -2) scale(0.8)">{plane}</g>
      <circle cx="44" cy="44" r="11" fill="#fff" {...stroke} />
      <path d="M37 51l14-14" {...stroke} />
    </>
  ),
  // A warning triangle.
  error: (
    <>
      <path d="M32 10l24 42H8z" {...stroke} />
      <path d="M32 26v12M32 45v1" {...stroke} />
    </>
  ),
  // A price tag with up and down arrows.
  'price-change': (
    <>
      <path d="M8 30l20-20h18v18L26 48z" {...stroke} />
      <circle cx="38" cy="18" r="3" fill="currentColor" />
      <path d="M48 40v14M44 44l4-4 4 4M56 36v-2" {...stroke} />
    </>
  ),
  // An aircraft seat.
  seat: (
    <>
      <path d="M22 10v26a4 4 0 004 4h18l4 14M22 46h22M26 40v14" {...stroke} />
      <path d="M16 22h6" {...stroke} />
    </>
  ),
  // A plane over an empty calendar.
  'no-flights': (
    <>
      <rect x="10" y="16" width="44" height="38" rx="4" {...stroke} />
      <path d="M10 26h44M22 10v10M42 10v10" {...stroke} />
      <path d="M24 40h16" {...stroke} />
    </>
  ),
  // A magnifier with a question.
  'not-found': (
    <>
      <circle cx="28" cy="28" r="16" {...stroke} />
      <path d="M40 40l14 14" {...stroke} />
      <path d="M23 24a5 5 0 1110 1c0 3-5 4-5 7M28 36v1" {...stroke} />
    </>
  ),
};
