/**
 * The cities of our coach network (bus-network.ts) and its coach classes: what the web's search form,
 * results and console read in their first view. A module of its own so that they do not carry the
 * stations, operators, coaches and services with them (3.3 KB gzip on the results page, bench/RESULTS.md).
 */

/** A city buses run between: a three-letter code of ours, its names and its state or region. */
export interface BusCity {
  readonly code: string;
  readonly nameEn: string;
  readonly nameMy: string;
  readonly regionEn: string;
  readonly regionMy: string;
}

export const BUS_CLASSES = ['vip', 'standard'] as const;
export type BusClass = (typeof BUS_CLASSES)[number];

export const BUS_CITIES: readonly BusCity[] = [
  { code: 'YGN', nameEn: 'Yangon', nameMy: 'ရန်ကုန်', regionEn: 'Yangon Region', regionMy: 'ရန်ကုန်တိုင်းဒေသကြီး' },
  { code: 'MDY', nameEn: 'Mandalay', nameMy: 'မန္တလေး', regionEn: 'Mandalay Region', regionMy: 'မန္တလေးတိုင်းဒေသကြီး' },
  { code: 'NPT', nameEn: 'Nay Pyi Taw', nameMy: 'နေပြည်တော်', regionEn: 'Nay Pyi Taw Union Territory', regionMy: 'နေပြည်တော် ပြည်ထောင်စုနယ်မြေ' },
  { code: 'BGN', nameEn: 'Bagan (Nyaung-U)', nameMy: 'ပုဂံ (ညောင်ဦး)', regionEn: 'Mandalay Region', regionMy: 'မန္တလေးတိုင်းဒေသကြီး' },
  { code: 'NYS', nameEn: 'Nyaung Shwe (Inle Lake)', nameMy: 'ညောင်ရွှေ (အင်းလေး)', regionEn: 'Shan State', regionMy: 'ရှမ်းပြည်နယ်' },
  { code: 'TGI', nameEn: 'Taunggyi', nameMy: 'တောင်ကြီး', regionEn: 'Shan State', regionMy: 'ရှမ်းပြည်နယ်' },
  { code: 'KLW', nameEn: 'Kalaw', nameMy: 'ကလော', regionEn: 'Shan State', regionMy: 'ရှမ်းပြည်နယ်' },
  { code: 'MLM', nameEn: 'Mawlamyine', nameMy: 'မော်လမြိုင်', regionEn: 'Mon State', regionMy: 'မွန်ပြည်နယ်' },
  { code: 'HPA', nameEn: 'Hpa-An', nameMy: 'ဘားအံ', regionEn: 'Kayin State', regionMy: 'ကရင်ပြည်နယ်' },
  { code: 'PYA', nameEn: 'Pyay', nameMy: 'ပြည်', regionEn: 'Bago Region', regionMy: 'ပဲခူးတိုင်းဒေသကြီး' },
  { code: 'MGW', nameEn: 'Magway', nameMy: 'မကွေး', regionEn: 'Magway Region', regionMy: 'မကွေးတိုင်းဒေသကြီး' },
  { code: 'MYW', nameEn: 'Monywa', nameMy: 'မုံရွာ', regionEn: 'Sagaing Region', regionMy: 'စစ်ကိုင်းတိုင်းဒေသကြီး' },
  { code: 'LSO', nameEn: 'Lashio', nameMy: 'လားရှိုး', regionEn: 'Shan State', regionMy: 'ရှမ်းပြည်နယ်' },
  { code: 'DWI', nameEn: 'Dawei', nameMy: 'ထားဝယ်', regionEn: 'Tanintharyi Region', regionMy: 'တနင်္သာရီတိုင်းဒေသကြီး' },
];

const citiesByCode = new Map(BUS_CITIES.map((city) => [city.code, city]));

export const busCity = (code: string): BusCity | undefined => citiesByCode.get(code);

/** The three-letter codes of every city, for request schemas. */
export const BUS_CITY_CODES = BUS_CITIES.map((city) => city.code) as [string, ...string[]];

/** Cities whose name (either language) or code starts a word with `text`, as the search form suggests them. */
export function matchBusCities(text: string): BusCity[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...BUS_CITIES];
  const words = (name: string) => name.toLowerCase().split(/[\s()\-–]+/u);
  return BUS_CITIES.filter(
    (city) => city.code.toLowerCase() === wanted || [city.nameEn, city.nameMy].some((name) => name.toLowerCase().startsWith(wanted) || words(name).some((word) => word.startsWith(wanted))),
  );
}
