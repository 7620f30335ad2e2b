/** Wording of field error codes, for the server's answers and the browser's checks alike. */
/** Messages per field and code, as the domain's TRAVELLER_ERROR_MESSAGES and CONTACT_ERROR_MESSAGES give them. */
export type FieldMessages = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

/**
 * The wording of an error key's code (`travellers.0.firstName` → 'required', `contact.email` →
 * 'invalid'); the three NRC pickers' keys share the NRC prefix messages; `fallback` for anything else.
 */
export function wordError(messages: FieldMessages, key: string, code: string, fallback: string): string {
  const field = key.split('.').pop() ?? '';
  const own = messages[field]?.[code];
  if (own) return own;
  if (/^(divisionCode|townshipCode|nrcType)$/.test(field)) return messages.nrcPrefix?.[code] ?? fallback;
  return fallback;
}

/** Every error of `errors` worded. */
export function wordErrors(messages: FieldMessages, errors: Readonly<Record<string, string>>, fallback: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, code]) => [key, wordError(messages, key, code, fallback)]));
}
