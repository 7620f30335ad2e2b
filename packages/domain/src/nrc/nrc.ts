/**
 * Myanmar National Registration Card (NRC) numbers: the document a local traveller shows on a
 * domestic flight (spec §3 traveller fields "NRC number, NRC type, divisionCode, townshipCode").
 *
 * An NRC number reads division / township prefix (type) six digits — "12/KaMaYa(N)123456" in Latin,
 * "၁၂/ကမရ(နိုင်)၁၂၃၄၅၆" in Myanmar. Forms store the parts separately so each gets its own picker;
 * these helpers know which parts exist and print the whole number.
 */
import { toLatinDigits, toMyanmarDigits } from '../money.ts';
import type { Language } from '../settings.ts';
import { NRC_DIVISION_DATA, NRC_TOWNSHIP_DATA, NRC_TYPE_DATA } from './nrc-data.ts';
import type { NrcDivisionData, NrcTownshipData, NrcTypeData } from './nrc-types.ts';

export type { NrcDivisionData, NrcTownshipData, NrcTypeData } from './nrc-types.ts';

/** The 14 states and regions, numbered as on the card (1 Kachin … 14 Ayeyawady; Nay Pyi Taw is 9). */
export const NRC_DIVISIONS: readonly NrcDivisionData[] = NRC_DIVISION_DATA;

/** NRC types in card order: N (citizen), E (associate), P (naturalised), T, Y, S. */
export const NRC_TYPES: readonly NrcTypeData[] = NRC_TYPE_DATA;

/** The digits that follow the type: always six on cards issued today. */
export const NRC_NUMBER_PATTERN = /^[0-9]{6}$/;

/** True for a whole number 1..14, the only division codes a card carries. */
export function isNrcDivision(division: unknown): division is number {
  return typeof division === 'number' && Number.isInteger(division) && division >= 1 && division <= NRC_DIVISIONS.length;
}

/** The township prefixes of a division, sorted by Latin code; empty for an unknown division. */
export function townshipsOf(division: number): readonly NrcTownshipData[] {
  return isNrcDivision(division) ? (NRC_TOWNSHIP_DATA[division] ?? []) : [];
}

/**
 * The township with this Latin short code in the division. Case-insensitive, because the same code
 * is typed as "KAMAYA" on older records and printed "KaMaYa" on new ones.
 */
export function findTownship(division: number, code: string): NrcTownshipData | undefined {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return undefined;
  return townshipsOf(division).find((township) => township.code.toLowerCase() === wanted);
}

/** Spec §5 "NRC prefix" check: the township code exists in that division. */
export function isKnownTownship(division: number, code: string): boolean {
  return findTownship(division, code) !== undefined;
}

/** The NRC type with this Latin letter ("n" and "N" both find N), or undefined. */
export function findNrcType(code: string): NrcTypeData | undefined {
  const wanted = code.trim().toUpperCase();
  return NRC_TYPES.find((type) => type.code === wanted);
}

/** The four parts of an NRC number as forms hold them. */
export interface NrcParts {
  readonly divisionCode: number;
  readonly townshipCode: string;
  readonly nrcType: string;
  readonly nrcNumber: string;
}

/**
 * The whole NRC number as printed on the card: '12/KaMaYa(N)123456' in English,
 * '၁၂/ကမရ(နိုင်)၁၂၃၄၅၆' in Myanmar (Myanmar digits, short code and type word).
 * @throws RangeError when the division, township or type is unknown — printing a wrong document
 *   number on a ticket is worse than printing none.
 */
export function formatNrc(parts: NrcParts, lang: Language): string {
  const township = findTownship(parts.divisionCode, parts.townshipCode);
  if (!township) throw new RangeError(`unknown NRC township ${parts.divisionCode}/${parts.townshipCode}`);
  const type = findNrcType(parts.nrcType);
  if (!type) throw new RangeError(`unknown NRC type "${parts.nrcType}"`);
  const number = toLatinDigits(parts.nrcNumber.trim());
  if (lang === 'mm') {
    return `${toMyanmarDigits(String(parts.divisionCode))}/${township.mm}(${type.mm})${toMyanmarDigits(number)}`;
  }
  return `${parts.divisionCode}/${township.code}(${type.code})${number}`;
}
