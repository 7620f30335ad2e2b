import { busCity } from '@thwa/domain/bus/bus-cities';
import type { Language } from '@thwa/domain/settings';

/** A city's name by its code in the page language; the code itself when unknown. Apart from bus-format.ts: it brings the whole network. */
export function cityName(code: string, lang: Language): string {
  const city = busCity(code);
  if (!city) return code;
  return lang === 'mm' ? city.nameMy : city.nameEn;
}
