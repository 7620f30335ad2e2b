/**
 * The form rules as the browser runs them, loaded after the first view: they carry every NRC
 * township (for the prefix check) and the messages of both languages, which the first paint does not
 * need — the server renders the form, its limits and any errors already worded.
 */
import { CONTACT_ERROR_MESSAGES } from '@thwa/domain/booking/contact';
import { TRAVELLER_ERROR_MESSAGES } from '@thwa/domain/booking/travellers';
import type { Language } from '@thwa/domain/settings';
import { wordError, type FieldMessages } from './word-errors.ts';

export { documentRequirement, normalizeTraveller, travellerDocument, validateTraveller } from '@thwa/domain/booking/travellers';
export { validateContact } from '@thwa/domain/booking/contact';

/** The message of a traveller (`travellers.0.firstName`) or contact (`contact.email`) error key's code. */
export function errorMessage(key: string, code: string, lang: Language, fallback: string): string {
  const messages = key.startsWith('contact.') ? CONTACT_ERROR_MESSAGES[lang] : TRAVELLER_ERROR_MESSAGES[lang];
  return wordError(messages as unknown as FieldMessages, key, code, fallback);
}
