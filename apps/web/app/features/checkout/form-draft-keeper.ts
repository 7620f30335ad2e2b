/**
 * What a customer typed on a checkout step, kept in this tab while they type (sessionStorage: gone when
 * the tab closes, never sent anywhere), so that reloading the step, or coming back to it, loses nothing
 * (issue 19). Keyed by the step's address, which names the trip being booked; hidden fields (the
 * server's own) and passwords are never kept.
 */
const NOT_KEPT = new Set(['hidden', 'password', 'file', 'submit', 'button', 'reset', 'image']);
/**
 * Fields that appear later (a passport's number once the nationality asks for a passport, the country
 * list once it has loaded) are filled as they appear, for this long after the step is shown.
 */
const RESTORE_WINDOW_MS = 3_000;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type FormDraft = [name: string, value: string][];

function keptFields(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name !== '' && !NOT_KEPT.has(element.type),
  );
}

function isChoice(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** The form's kept fields as name and value pairs: a box or a radio only when checked. */
export function draftOf(form: HTMLFormElement): FormDraft {
  return keptFields(form).flatMap((field): FormDraft => (isChoice(field) && !field.checked ? [] : [[field.name, field.value]]));
}

/** Sets a field as a person would, so React's handlers see the change (a value set directly is not an event). */
function type(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Puts `draft` back into the form's fields that differ from it, except those named in `typedSince`
 * (the customer has changed them since the step was shown).
 */
export function restoreDraft(form: HTMLFormElement, draft: FormDraft, typedSince: ReadonlySet<string> = new Set()) {
  const values = new Map<string, string[]>();
  for (const [name, value] of draft) values.set(name, [...(values.get(name) ?? []), value]);
  for (const field of keptFields(form)) {
    const wanted = values.get(field.name);
    if (!wanted || typedSince.has(field.name)) continue;
    if (isChoice(field)) {
      const checked = wanted.includes(field.value);
      // A click, so the form's own handlers run; a radio is unchecked by checking its sibling.
      if (field.checked !== checked && (checked || field.type === 'checkbox')) field.click();
    } else if (field.value !== wanted[0]) {
      type(field, wanted[0] ?? '');
    }
  }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (private modes, strict settings): the form works, it just is not kept.
    return null;
  }
}

function readDraft(key: string): FormDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    return Array.isArray(parsed) && parsed.every((entry) => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string'))
      ? (parsed as FormDraft)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the form as it is typed under `key`, and puts back what was kept, filling fields that appear
 * later as they appear, for a moment. @returns what stops it.
 */
export function keepDraft(element: HTMLFormElement, key: string): () => void {
  const draft = readDraft(key);
  const typedSince = new Set<string>();
  let restoring: MutationObserver | null = null;
  let stop = 0;
  if (draft) {
    // Watching first: a field the restore itself brings on (by choosing a document) is filled too.
    restoring = new MutationObserver(() => restoreDraft(element, draft, typedSince));
    restoring.observe(element, { childList: true, subtree: true });
    stop = window.setTimeout(() => restoring?.disconnect(), RESTORE_WINDOW_MS);
    restoreDraft(element, draft, typedSince);
  }
  const save = (event: Event) => {
    if (event.isTrusted && event.target instanceof Element) typedSince.add(event.target.getAttribute('name') ?? '');
    try {
      storage()?.setItem(key, JSON.stringify(draftOf(element)));
    } catch {
      // Full or refused: nothing to keep.
    }
  };
  element.addEventListener('input', save);
  element.addEventListener('change', save);
  return () => {
    restoring?.disconnect();
    window.clearTimeout(stop);
    element.removeEventListener('input', save);
    element.removeEventListener('change', save);
  };
}
