import type { MessageKey, Messages } from './en.ts';

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function translate(messages: Messages, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
