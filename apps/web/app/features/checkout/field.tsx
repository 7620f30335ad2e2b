import type { ReactNode } from 'react';

/** Ids of a field's hint and error, and the attributes that tie them to the control. */
export function describedBy(id: string, options: { hint?: boolean; error?: string | null }) {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': options.error ? true : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  } as const;
}

export const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-400 bg-white px-3 text-base aria-[invalid=true]:border-rose-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-rose-700';

/** A labelled control with its hint and its one error (spec §5: an error per field), under the field. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
      {error}
    </p>
  );
}
