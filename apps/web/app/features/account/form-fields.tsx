import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  defaultValue?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
}

/** A labelled input whose hint or error is tied to it for screen readers. */
export function TextField({ name, label, type = 'text', defaultValue, autoComplete, inputMode, maxLength = 254, hint, error, required = true }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        required={required}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form-wide message. An error takes focus so a screen reader hears it after the page comes back. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Refocus when the message changes, not on every render: a re-render must not pull focus from a field.
  const message = typeof children === 'string' ? children : null;
  useEffect(() => {
    if (kind === 'error') ref.current?.focus();
  }, [kind, message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      className={
        kind === 'error'
          ? 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900'
          : 'rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900'
      }
    >
      {children}
    </div>
  );
}

/**
 * After an action comes back with field errors, focus goes to the first invalid field, so keyboard and
 * screen-reader users land on what needs fixing (the error text is tied to it by aria-describedby).
 */
export function useFocusFirstInvalid(result: unknown) {
  useEffect(() => {
    if (!result) return;
    const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    invalid?.focus();
  }, [result]);
}

/**
 * A submit button that says the request is on its way (spec §8 'We are processing your request ...')
 * while this very form's intent is being submitted.
 */
export function SubmitButton({ intent, children, secondary = false }: { intent: string; children: ReactNode; secondary?: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`${secondary ? 'button-secondary' : 'button-primary'} justify-center`}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? t('loading.message') : children}
    </button>
  );
}

/** Announces a submission in progress to screen readers (the button's own text changes too). */
export function BusyAnnouncer() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <p aria-live="polite" className="sr-only">
      {navigation.state === 'submitting' ? t('loading.message') : ''}
    </p>
  );
}
