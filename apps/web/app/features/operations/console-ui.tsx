import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The console's own pieces, shared by its features (orders, refunds, settings, inventory, people): a
 * field's look, the notice of what the last change did, a labelled field, and a page's heading.
 */

export const FIELD = 'mt-1 w-full min-w-0 rounded-lg border border-slate-400 px-3 py-2';

/**
 * What the last change did, from the page's address or the action's answer: it takes focus when it
 * appears (each navigation), so a keyboard or screen-reader user hears it and goes on from there.
 * `compact` in a panel beside other content, in the panel's smaller type.
 */
export function Notice({ kind, compact = false, children }: { kind: 'success' | 'error'; compact?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 ${compact ? 'text-sm ' : ''}${kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900'}`}
    >
      {children}
    </div>
  );
}

/** A labelled field with its hint and its error, tied to it for screen readers. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string | undefined; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a field's input: its hint and error described, invalid when it has an error. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** A console page's heading and the sentence that says what the page is for; `children` follow it (a link back, say). */
export function PageHead({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-1 text-slate-700">{lead}</p>
      {children}
    </div>
  );
}

/** A part of a console page under its own heading, named by it for screen readers. */
export function Section({ id, title, className = 'grid gap-3', children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
