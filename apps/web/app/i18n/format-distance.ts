import { localDigits } from '@thwa/domain/date-format';
import { roundDistance } from '@thwa/domain/hotels/hotel-location';
import type { Language } from '@thwa/domain/settings';

const UNITS: Readonly<Record<Language, Readonly<Record<'m' | 'km', string>>>> = {
  en: { m: 'm', km: 'km' },
  mm: { m: 'မီတာ', km: 'ကီလိုမီတာ' },
};

/**
 * A distance as the page language writes it, rounded as hotel-location.ts tells distances: "850 m",
 * "1.2 km", "14 km"; "၈၅၀ မီတာ", "၁.၂ ကီလိုမီတာ" (Myanmar digits).
 */
export function formatDistance(metres: number, lang: Language): string {
  const { unit, value, decimals } = roundDistance(metres);
  return `${localDigits(value.toFixed(decimals), lang)} ${UNITS[lang][unit]}`;
}
