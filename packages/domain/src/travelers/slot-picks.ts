/**
 * Which saved traveller fills which traveller slot of a checkout (spec §3: "each entry with a uuid (an
 * entry with an existing uuid replaces, otherwise it is added)"). A picked slot takes the saved
 * traveller's id as its uuid, so picking the same person for a second slot replaces the first entry:
 * the earlier slot is emptied and nobody travels twice. No imports: this runs in the browser.
 */

/** Slot key (its index or slotId) → the saved traveller id it holds; a slot without a pick is absent. */
export type SlotPicks = Readonly<Record<string, string>>;

/** Puts `savedId` on `slot` (null clears the slot), taking it off any other slot that held it. */
export function assignSavedTraveller(picks: SlotPicks, slot: string, savedId: string | null): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, id] of Object.entries(picks)) if (key !== slot && id !== savedId) next[key] = id;
  if (savedId) next[slot] = savedId;
  return next;
}
