import type { MessageKey } from './en.ts';

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function translate<K extends string = MessageKey>(messages: Readonly<Record<K, string>>, key: K, values: Record<string, string | number> = {}): string {
  // A page carries only its features' strings (namespaces.ts); a key outside them shows as itself
  // rather than breaking the page, and the e2e journeys would show it.
  return (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
