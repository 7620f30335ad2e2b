/**
 * Shapes of the generated NRC tables (nrc-data.ts). Kept apart so the generated file only holds data.
 */

/** A state or region as numbered on the NRC card (1 Kachin … 14 Ayeyawady). */
export interface NrcDivisionData {
  readonly code: number;
  readonly en: string;
  readonly mm: string;
}

/** A township prefix: `code` is the Latin short code ("KaMaYa"), `mm` the Myanmar one ("ကမရ"). */
export interface NrcTownshipData {
  readonly code: string;
  readonly mm: string;
  /** Full township name in English ("Ka Ma Yut"). */
  readonly en: string;
  /** Full township name in Myanmar ("ကမာရွတ်"). */
  readonly mmName: string;
}

/** An NRC type: "N" / "နိုင်" (citizen), "E" / "ဧည့်" (associate), "P" / "ပြု" (naturalised), … */
export interface NrcTypeData {
  readonly code: string;
  readonly mm: string;
}
