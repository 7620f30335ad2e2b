import { toMyanmarDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';

/** Whole seconds from `now` until `deadline` (an ISO instant); 0 once it has passed. */
export function secondsUntil(deadline: string, now: Date): number {
  const ms = Date.parse(deadline) - now.getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
}

/** "14:59", "0:05", "1:00:00" past an hour; Myanmar digits in Myanmar. Negative reads as 0:00. */
export function formatCountdown(seconds: number, lang: Language): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  return lang === 'mm' ? toMyanmarDigits(text) : text;
}

/** The moments a screen reader is told the time left: 5 minutes, 1 minute, and when it runs out. */
export type CountdownMilestone = 5 | 1 | 0;

/**
 * Which milestone the clock passed between two readings, if any. Readings can skip seconds (a tab in
 * the background ticks slowly), so this compares ranges rather than waiting for an exact second.
 */
export function milestoneBetween(previous: number, current: number): CountdownMilestone | null {
  if (current >= previous) return null;
  if (current <= 0) return 0;
  if (previous > 60 && current <= 60) return 1;
  if (previous > 300 && current <= 300) return 5;
  return null;
}
