import { useEffect, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';

export interface FieldValidationOptions {
  form: RefObject<HTMLFormElement | null>;
  /** Field errors of the form as it is now (keyed like the server's fieldErrors), or null before the rules load. */
  revalidate: () => Record<string, string> | null;
  /** The fields this form validates, by their input name's prefix ('travellers.', 'contact.'). */
  prefix: string;
  /** The error key an input reports under (an NRC division and township share 'nrcPrefix'). */
  keyOfName?: (name: string) => string;
  /** The input to focus for an error key. */
  nameOfKey?: (key: string) => string;
  submitting: boolean;
  /** A new answer from the server: its errors are shown until the field is edited again. */
  resetOn: unknown;
}

function inputName(event: { target: EventTarget }): string {
  const target = event.target;
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : '';
}

/**
 * The checkout forms' validation in the browser: a field shows its error once left (or after a
 * submit), the error goes as soon as the value is right, and a submit with errors focuses the first.
 * The server checks everything again; until the rules load, only it does.
 */
export function useFieldValidation({ form, revalidate, prefix, keyOfName = (name) => name, nameOfKey = (key) => key, submitting, resetOn }: FieldValidationOptions) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  // A new answer from the server starts the judging afresh, in the render that brings it. An effect
  // did it before, on mount too: on a busy phone a field left, or a submit, between the first paint
  // and that effect was judged, then wiped by the effect, and its error never showed.
  const [answerJudged, setAnswerJudged] = useState(resetOn);
  if (answerJudged !== resetOn) {
    setAnswerJudged(resetOn);
    setClientErrors(null);
    setTouched(new Set());
    setSubmitted(false);
  }

  /** True when the browser's verdict on this key is the one to show (it was checked here). */
  const checkedHere = (key: string) => clientErrors !== null && (submitted || touched.has(key));

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = inputName(event);
    if (!name.startsWith(prefix)) return;
    const key = keyOfName(name);
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    const errors = revalidate();
    if (errors) setClientErrors(errors);
  };

  // A field left before the rules arrived (a slow phone, a busy one) is judged as soon as they do,
  // instead of waiting for the next time it is left. `revalidate` is new on every render, so this asks
  // again after each one until there is a verdict; with nothing left untested it does nothing.
  useEffect(() => {
    if (clientErrors !== null || touched.size === 0) return;
    const errors = revalidate();
    if (errors) setClientErrors(errors);
  }, [clientErrors, touched, revalidate]);

  // While a shown error is being fixed, it goes as soon as the value is right: clearing it only on
  // blur would move the page under the pointer just as the next field or button is pressed.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!checkedHere(keyOfName(inputName(event)))) return;
    const errors = revalidate();
    if (errors) setClientErrors(errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const errors = revalidate();
    if (!errors) return;
    setClientErrors(errors);
    setSubmitted(true);
    const first = Object.keys(errors)[0];
    if (first) {
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${nameOfKey(first)}"]`)?.focus();
    }
  };

  return { clientErrors, checkedHere, onBlur, onChange, onSubmit };
}
