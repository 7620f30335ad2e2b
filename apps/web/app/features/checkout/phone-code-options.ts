import { DEFAULT_PHONE_CODE } from '@thwa/domain/constants';
import type { CountryOption } from './checkout-data.ts';

/**
 * Calling codes for the picker, one per code, Myanmar's first; a short list when the api gave none.
 * A module of its own: the hotel and insurance checkouts need the list, not the flight contact page.
 */
export function phoneCodeOptions(countries: readonly CountryOption[]): Array<{ code: string; label: string }> {
  const byCode = new Map<string, string>();
  for (const country of countries) {
    const code = country.phoneCode.replace(/^\+/, '');
    if (code && !byCode.has(code)) byCode.set(code, country.countryName);
  }
  if (byCode.size === 0) {
    for (const [code, name] of [
      ['95', 'Myanmar'],
      ['66', 'Thailand'],
      ['65', 'Singapore'],
      ['60', 'Malaysia'],
      ['86', 'China'],
      ['91', 'India'],
    ] as const) {
      byCode.set(code, name);
    }
  }
  // Myanmar first, then by country name, which is how people look for their country.
  const entries = [...byCode.entries()].sort(([codeA, nameA], [codeB, nameB]) =>
    codeA === DEFAULT_PHONE_CODE ? -1 : codeB === DEFAULT_PHONE_CODE ? 1 : nameA.localeCompare(nameB),
  );
  return entries.map(([code, name]) => ({ code, label: `+${code} ${name}` }));
}
