import type { Language } from '@thwa/domain/settings';
import { en, type Messages } from './en.ts';
import { my } from './my.ts';

/** Server-only: the page carries just the catalogue of its language, never both. */
export function messagesFor(lang: Language): Messages {
  return lang === 'mm' ? my : en;
}
