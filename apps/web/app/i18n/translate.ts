import { toMyanmarDigits } from '@thwa/domain/money';
import type { MessageKey } from './en.ts';

const MYANMAR_SCRIPT = /[\u1000-\u109f]/;

/**
 * Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined".
 * A number filled into a Myanmar message is written in Myanmar digits ("ခရီးသည် ၂ ဦး"), so no caller
 * can leave a Latin count in the Myanmar UI; strings (booking ids, emails, prices already formatted)
 * are filled as they are.
 */
export function translate<K extends string = MessageKey>(messages: Readonly<Record<K, string>>, key: K, values: Record<string, string | number> = {}): string {
  // A page carries only its features' strings (namespaces.ts); a key outside them shows as itself
  // rather than breaking the page, and the e2e journeys would show it.
  const template = messages[key] ?? key;
  // Most strings have nothing to fill (an amenity's name, a label), and a listing asks for hundreds.
  if (!template.includes('{')) return template;
  const myanmar = MYANMAR_SCRIPT.test(template);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' && myanmar ? toMyanmarDigits(String(value)) : String(value);
  });
}
