/**
 * A guest's contact details, kept in this tab while the booking goes on (sessionStorage: gone when
 * the tab closes, never sent anywhere). Spec §4: the back arrow clears them when a guest leaves the
 * flow, except on the payment and traveller-info pages.
 */
import type { ContactFormValues } from '@thwa/domain/booking/contact';

const KEY = 'thwa.guestContact';

/** Pages whose back arrow keeps the stored contact (spec §4). */
export const KEEPS_CONTACT_ON_BACK = ['/flight/payment', '/traveler-info'] as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (private modes, strict settings): the form still works without it.
    return null;
  }
}

export function readGuestContact(): Partial<ContactFormValues> | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const contact: Partial<Record<keyof ContactFormValues, string>> = {};
    for (const field of ['contactName', 'email', 'phoneCode', 'phoneNumber'] as const) {
      if (typeof record[field] === 'string') contact[field] = record[field];
    }
    return contact;
  } catch {
    return null;
  }
}

export function saveGuestContact(contact: ContactFormValues): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(contact));
  } catch {
    // Full or refused: nothing to keep.
  }
}

export function clearGuestContact(): void {
  storage()?.removeItem(KEY);
}

/** Spec §4 back arrow: leaving from any page but payment and traveller info clears the stored contact. */
export function clearContactOnBack(pathname: string): void {
  if (!(KEEPS_CONTACT_ON_BACK as readonly string[]).includes(pathname)) clearGuestContact();
}
