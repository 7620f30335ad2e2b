import { toMyanmarDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import type { StopBucket } from '@thwa/domain/flights/flight-list';
import type { MessageKey } from '../../i18n/en.ts';

/** Digits as the page language writes them (design §5: Myanmar digits in Myanmar). */
export function localDigits(text: string | number, lang: Language): string {
  return lang === 'mm' ? toMyanmarDigits(String(text)) : String(text);
}

/** Spec §5/§9 stop bucket labels: 'Non-stop' (1), '1 stop' (2), '2+ stops' (3). */
export const STOP_LABELS: Readonly<Record<StopBucket, MessageKey>> = {
  1: 'flights.stops.nonStop',
  2: 'flights.stops.one',
  3: 'flights.stops.twoPlus',
};

/** Seats left at or below this count are worth telling: the fare may go soon. */
export const LOW_SEATS = 5;
