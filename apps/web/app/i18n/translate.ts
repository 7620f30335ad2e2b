import type { MessageKey } from './en.ts';

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function translate<K extends string = MessageKey>(messages: Readonly<Record<K, string>>, key: K, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
