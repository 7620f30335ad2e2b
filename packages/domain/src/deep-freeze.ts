/**
 * Freezes a value and everything it holds, so callers that share it (generated catalogues, kept
 * offers and answers) cannot change what the next caller reads. Returns the same value.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
