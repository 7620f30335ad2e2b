import { toMyanmarDigits } from '@thwa/domain/money';

/**
 * The places in Myanmar where we sell hotels: real towns, their townships (or, where a place has no
 * townships of its own, the quarters and villages people book by), streets and landmarks. This is data,
 * kept as code so that it is typed and reviewed like code.
 *
 * Who reads it:
 * - the hotel catalogue (hotel-catalogue.ts) puts each generated hotel on a street of a township here,
 *   near the township's centre, and writes its description around the nearest landmark;
 * - a hotel's distances and map (hotel-location.ts in the domain) name the landmarks, the airport and
 *   the bus station, at their real coordinates (approximate, to about 100 m);
 * - the hotel calendar (hotel-calendar.ts) prices each night by the kind of place (a beach has its
 *   season, a city its weekends);
 * - the listing's township filter and the destination search (spec §3: location kinds city and township,
 *   with their slugs) read names, slugs and keywords.
 *
 * Myanmar names are Unicode (never Zawgyi). Townships are listed busiest first: the catalogue puts more
 * hotels in the first ones.
 */

/** What draws people to a place, which decides its seasons, its weekends and the hotels it has. */
export type DestinationKind = 'city' | 'capital' | 'town' | 'heritage' | 'lake' | 'beach' | 'hill';

/** Water a hotel of the township can face: only there do hotels offer beach access or a lake view. */
export type Waterfront = 'beach' | 'lake';

/** A text in English and in Myanmar. */
export interface Phrase {
  en: string;
  my: string;
}

/** A point on the earth, WGS 84 degrees, to about 10 m (four decimals). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Something a hotel is told to be near, where it stands: a landmark, an airport, a bus station. */
export interface Landmark extends Coordinates {
  name: Phrase;
}

/** How the place's phone numbers are written: the country and area code, and the digits after it. */
export interface Dialling {
  /** '+95 1' (Yangon), '+66 2' (Bangkok), '+65' (Singapore: no area code). */
  prefix: string;
  digits: number;
}

/** Its coordinates are its centre, around which the catalogue puts its hotels. */
export interface Township extends Coordinates {
  /** Unique across all destinations, so a township slug alone names a place (spec §3 township_slug). */
  slug: string;
  nameEn: string;
  nameMy: string;
  waterfront?: Waterfront;
  /** Streets of this township, when the destination's own list does not fit it. */
  streets?: readonly Phrase[];
}

export const REGIONS = {
  yangon: { nameEn: 'Yangon Region', nameMy: 'ရန်ကုန်တိုင်းဒေသကြီး' },
  mandalay: { nameEn: 'Mandalay Region', nameMy: 'မန္တလေးတိုင်းဒေသကြီး' },
  naypyidaw: { nameEn: 'Naypyidaw Union Territory', nameMy: 'နေပြည်တော် ပြည်ထောင်စုနယ်မြေ' },
  sagaing: { nameEn: 'Sagaing Region', nameMy: 'စစ်ကိုင်းတိုင်းဒေသကြီး' },
  bago: { nameEn: 'Bago Region', nameMy: 'ပဲခူးတိုင်းဒေသကြီး' },
  ayeyarwady: { nameEn: 'Ayeyarwady Region', nameMy: 'ဧရာဝတီတိုင်းဒေသကြီး' },
  tanintharyi: { nameEn: 'Tanintharyi Region', nameMy: 'တနင်္သာရီတိုင်းဒေသကြီး' },
  shan: { nameEn: 'Shan State', nameMy: 'ရှမ်းပြည်နယ်' },
  rakhine: { nameEn: 'Rakhine State', nameMy: 'ရခိုင်ပြည်နယ်' },
  kayin: { nameEn: 'Kayin State', nameMy: 'ကရင်ပြည်နယ်' },
  mon: { nameEn: 'Mon State', nameMy: 'မွန်ပြည်နယ်' },
  kachin: { nameEn: 'Kachin State', nameMy: 'ကချင်ပြည်နယ်' },
} as const satisfies Record<string, { nameEn: string; nameMy: string }>;

export type Region = keyof typeof REGIONS;

/**
 * A place hotels are searched by: a city or town with its townships (districts abroad). Our own
 * destinations below are places in Myanmar; a partner's places abroad (bed-bank-catalogue.ts) are too.
 */
export interface HotelPlace extends Coordinates {
  /** Stable: hotel ids are built from it, so it is never reused or renumbered. */
  id: number;
  slug: string;
  nameEn: string;
  nameMy: string;
  kind: DestinationKind;
  /** The airport travellers fly into for this place (flight-network.ts); absent when they come by road. */
  airportCode?: string;
  /** Other names people type: old names, other spellings, the airport town, Myanmar spellings. */
  keywords: readonly string[];
  townships: readonly Township[];
  /** Streets hotels stand on, for townships without their own list. */
  streets: readonly Phrase[];
  /** What a hotel description and its distances point to nearby (within 40 km of the place's centre). */
  landmarks: readonly Landmark[];
  /**
   * The airport a hotel's distances name: the place's own or the nearest big one, within about 60 km;
   * absent when there is none that near (airportCode may still name the one travellers fly into).
   */
  airport?: Landmark;
  /** Where the long-distance buses stop. */
  busStation: Landmark;
  /** Its hotels' front-desk phone numbers. */
  dialling: Dialling;
  /** First words of its hotels' names, where the place has its own (abroad); ours take Myanmar words. */
  nameWords?: readonly Phrase[];
}

/** One of our own destinations in Myanmar. */
export interface Destination extends HotelPlace {
  region: Region;
}

/** A numbered street, as Mandalay's grid and Yangon's downtown name theirs: 26th Street, ၂၆ လမ်း. */
function numberedStreet(number: number): Phrase {
  const lastTwo = number % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][number % 10] ?? 'th');
  return { en: `${number}${suffix} Street`, my: `${toMyanmarDigits(String(number))} လမ်း` };
}

const MAIN_ROAD: Phrase = { en: 'Main Road', my: 'လမ်းမကြီး' };
const BOGYOKE_ROAD: Phrase = { en: 'Bogyoke Road', my: 'ဗိုလ်ချုပ်လမ်း' };
const STRAND_ROAD: Phrase = { en: 'Strand Road', my: 'ကမ်းနားလမ်း' };
const BEACH_ROAD: Phrase = { en: 'Beach Road', my: 'ကမ်းခြေလမ်း' };
const PAGODA_ROAD: Phrase = { en: 'Pagoda Road', my: 'ဘုရားလမ်း' };
const STATION_ROAD: Phrase = { en: 'Station Road', my: 'ဘူတာလမ်း' };
const MARKET_ROAD: Phrase = { en: 'Market Road', my: 'ဈေးလမ်း' };
const PYAY_ROAD: Phrase = { en: 'Pyay Road', my: 'ပြည်လမ်း' };
const MAHA_BANDULA_ROAD: Phrase = { en: 'Maha Bandula Road', my: 'မဟာဗန္ဓုလလမ်း' };
const BOGYOKE_AUNG_SAN_ROAD: Phrase = { en: 'Bogyoke Aung San Road', my: 'ဗိုလ်ချုပ်အောင်ဆန်းလမ်း' };
const ANAWRAHTA_ROAD: Phrase = { en: 'Anawrahta Road', my: 'အနော်ရထာလမ်း' };

export const DESTINATIONS = [
  {
    id: 1,
    slug: 'yangon',
    nameEn: 'Yangon',
    nameMy: 'ရန်ကုန်',
    region: 'yangon',
    kind: 'city',
    latitude: 16.8,
    longitude: 96.15,
    airport: { name: { en: 'Yangon International Airport', my: 'ရန်ကုန်အပြည်ပြည်ဆိုင်ရာလေဆိပ်' }, latitude: 16.9073, longitude: 96.1332 },
    busStation: { name: { en: 'Aung Mingalar Highway Bus Station', my: 'အောင်မင်္ဂလာ အဝေးပြေးကားဂိတ်' }, latitude: 16.9005, longitude: 96.1755 },
    dialling: { prefix: '+95 1', digits: 7 },
    airportCode: 'RGN',
    keywords: ['Rangoon', 'Yangoon', 'Mingaladon', 'Shwedagon', 'ရန်ကုန်မြို့'],
    townships: [
      {
        slug: 'kyauktada',
        latitude: 16.7745,
        longitude: 96.161,
        nameEn: 'Kyauktada',
        nameMy: 'ကျောက်တံတား',
        streets: [
          { en: 'Sule Pagoda Road', my: 'ဆူးလေဘုရားလမ်း' },
          MAHA_BANDULA_ROAD,
          { en: 'Merchant Street', my: 'ကုန်သည်လမ်း' },
          { en: 'Pansodan Street', my: 'ပန်းဆိုးတန်းလမ်း' },
          BOGYOKE_AUNG_SAN_ROAD,
        ],
      },
      {
        slug: 'pabedan',
        latitude: 16.779,
        longitude: 96.153,
        nameEn: 'Pabedan',
        nameMy: 'ပန်းဘဲတန်း',
        streets: [ANAWRAHTA_ROAD, BOGYOKE_AUNG_SAN_ROAD, MAHA_BANDULA_ROAD, { en: 'Shwe Bontha Street', my: 'ရွှေဘုံသာလမ်း' }, numberedStreet(32)],
      },
      {
        slug: 'botahtaung',
        latitude: 16.7725,
        longitude: 96.174,
        nameEn: 'Botahtaung',
        nameMy: 'ဗိုလ်တထောင်',
        streets: [STRAND_ROAD, { en: 'Bo Aung Kyaw Street', my: 'ဗိုလ်အောင်ကျော်လမ်း' }, MAHA_BANDULA_ROAD, ANAWRAHTA_ROAD],
      },
      {
        slug: 'dagon',
        latitude: 16.792,
        longitude: 96.146,
        nameEn: 'Dagon',
        nameMy: 'ဒဂုံ',
        streets: [
          { en: 'U Wisara Road', my: 'ဦးဝိသာရလမ်း' },
          { en: 'Alan Pya Phaya Road', my: 'အလံပြဘုရားလမ်း' },
          { en: 'Shwedagon Pagoda Road', my: 'ရွှေတိဂုံဘုရားလမ်း' },
          PYAY_ROAD,
        ],
      },
      {
        slug: 'bahan',
        latitude: 16.811,
        longitude: 96.155,
        nameEn: 'Bahan',
        nameMy: 'ဗဟန်း',
        waterfront: 'lake',
        streets: [
          { en: 'Shwegondaing Road', my: 'ရွှေဂုံတိုင်လမ်း' },
          { en: 'Natmauk Road', my: 'နတ်မောက်လမ်း' },
          { en: 'Golden Valley Road', my: 'ရွှေတောင်ကြားလမ်း' },
          { en: 'Kan Yeik Thar Road', my: 'ကန်ရိပ်သာလမ်း' },
        ],
      },
      {
        slug: 'kamayut',
        latitude: 16.825,
        longitude: 96.13,
        nameEn: 'Kamayut',
        nameMy: 'ကမာရွတ်',
        streets: [PYAY_ROAD, { en: 'Inya Road', my: 'အင်းယားလမ်း' }, { en: 'Hledan Road', my: 'လှည်းတန်းလမ်း' }, { en: 'Baho Road', my: 'ဗဟိုလမ်း' }],
      },
      {
        slug: 'mayangon',
        latitude: 16.865,
        longitude: 96.138,
        nameEn: 'Mayangon',
        nameMy: 'မရမ်းကုန်း',
        waterfront: 'lake',
        streets: [{ en: 'Kabar Aye Pagoda Road', my: 'ကမ္ဘာအေးဘုရားလမ်း' }, PYAY_ROAD, { en: 'Parami Road', my: 'ပါရမီလမ်း' }],
      },
      {
        slug: 'mingaladon',
        latitude: 16.93,
        longitude: 96.12,
        nameEn: 'Mingaladon',
        nameMy: 'မင်္ဂလာဒုံ',
        streets: [PYAY_ROAD, { en: 'Airport Road', my: 'လေဆိပ်လမ်း' }],
      },
    ],
    streets: [PYAY_ROAD, MAHA_BANDULA_ROAD],
    landmarks: [
      { name: { en: 'Shwedagon Pagoda', my: 'ရွှေတိဂုံစေတီတော်' }, latitude: 16.7983, longitude: 96.1497 },
      { name: { en: 'Sule Pagoda', my: 'ဆူးလေဘုရား' }, latitude: 16.7747, longitude: 96.1588 },
      { name: { en: 'Bogyoke Aung San Market', my: 'ဗိုလ်ချုပ်အောင်ဆန်းဈေး' }, latitude: 16.7803, longitude: 96.1529 },
      { name: { en: 'Kandawgyi Lake', my: 'ကန်တော်ကြီး' }, latitude: 16.79, longitude: 96.164 },
      { name: { en: 'Inya Lake', my: 'အင်းယားကန်' }, latitude: 16.837, longitude: 96.147 },
    ],
  },
  {
    id: 2,
    slug: 'mandalay',
    nameEn: 'Mandalay',
    nameMy: 'မန္တလေး',
    region: 'mandalay',
    kind: 'city',
    latitude: 21.975,
    longitude: 96.083,
    airport: { name: { en: 'Mandalay International Airport', my: 'မန္တလေးအပြည်ပြည်ဆိုင်ရာလေဆိပ်' }, latitude: 21.7022, longitude: 95.9779 },
    busStation: { name: { en: 'Kwe Se Kan Highway Bus Station', my: 'ကွေ့စေကန် အဝေးပြေးကားဂိတ်' }, latitude: 21.9305, longitude: 96.1125 },
    dialling: { prefix: '+95 2', digits: 6 },
    airportCode: 'MDL',
    keywords: ['Mandalar', 'Tada-U', 'Amarapura', 'မန္တလေးမြို့'],
    townships: [
      { slug: 'chanayethazan', latitude: 21.974, longitude: 96.085, nameEn: 'Chanayethazan', nameMy: 'ချမ်းအေးသာစံ', streets: [26, 27, 30, 78, 80, 81].map(numberedStreet) },
      { slug: 'mahaaungmye', latitude: 21.956, longitude: 96.085, nameEn: 'Mahaaungmye', nameMy: 'မဟာအောင်မြေ', streets: [35, 38, 62, 73, 84].map(numberedStreet) },
      { slug: 'aungmyethazan', latitude: 22.0, longitude: 96.075, nameEn: 'Aungmyethazan', nameMy: 'အောင်မြေသာစံ', streets: [10, 12, 19, 66, 73].map(numberedStreet) },
      { slug: 'chanmyathazi', latitude: 21.935, longitude: 96.095, nameEn: 'Chanmyathazi', nameMy: 'ချမ်းမြသာစည်', streets: [41, 47, 62, 78].map(numberedStreet) },
      { slug: 'pyigyidagun', latitude: 21.93, longitude: 96.065, nameEn: 'Pyigyidagun', nameMy: 'ပြည်ကြီးတံခွန်', streets: [58, 62, 64].map(numberedStreet) },
    ],
    streets: [MAIN_ROAD],
    landmarks: [
      { name: { en: 'Mandalay Hill', my: 'မန္တလေးတောင်' }, latitude: 22.013, longitude: 96.1105 },
      { name: { en: 'Mandalay Palace', my: 'မန္တလေးနန်းတော်' }, latitude: 21.9928, longitude: 96.0965 },
      { name: { en: 'Mahamuni Pagoda', my: 'မဟာမုနိဘုရား' }, latitude: 21.9522, longitude: 96.0786 },
      { name: { en: 'Zegyo Market', my: 'ဈေးချို' }, latitude: 21.982, longitude: 96.083 },
      { name: { en: 'U Bein Bridge', my: 'ဦးပိန်တံတား' }, latitude: 21.893, longitude: 96.058 },
    ],
  },
  {
    id: 3,
    slug: 'bagan',
    nameEn: 'Bagan',
    nameMy: 'ပုဂံ',
    region: 'mandalay',
    kind: 'heritage',
    latitude: 21.17,
    longitude: 94.87,
    airport: { name: { en: 'Nyaung U Airport', my: 'ညောင်ဦးလေဆိပ်' }, latitude: 21.1788, longitude: 94.9302 },
    busStation: { name: { en: 'Nyaung U Highway Bus Station', my: 'ညောင်ဦး အဝေးပြေးကားဂိတ်' }, latitude: 21.187, longitude: 94.918 },
    dialling: { prefix: '+95 61', digits: 6 },
    airportCode: 'NYU',
    keywords: ['Pagan', 'Nyaung-U', 'Nyaung U', 'Nyaung Oo', 'Old Bagan', 'New Bagan', 'ညောင်ဦး'],
    townships: [
      { slug: 'nyaung-u', latitude: 21.196, longitude: 94.91, nameEn: 'Nyaung-U', nameMy: 'ညောင်ဦး' },
      { slug: 'new-bagan', latitude: 21.13, longitude: 94.867, nameEn: 'New Bagan', nameMy: 'ပုဂံမြို့သစ်', streets: [{ en: 'Khayae Street', my: 'ခရေလမ်း' }, MAIN_ROAD] },
      { slug: 'old-bagan', latitude: 21.17, longitude: 94.86, nameEn: 'Old Bagan', nameMy: 'ပုဂံမြို့ဟောင်း', streets: [{ en: 'Bagan-Nyaung U Road', my: 'ပုဂံ-ညောင်ဦးလမ်း' }] },
      { slug: 'wetkyi-in', latitude: 21.185, longitude: 94.88, nameEn: 'Wetkyi-in', nameMy: 'ဝက်ကြီးအင်း' },
      { slug: 'myinkaba', latitude: 21.152, longitude: 94.862, nameEn: 'Myinkaba', nameMy: 'မြင်းကပါ' },
    ],
    streets: [MAIN_ROAD, ANAWRAHTA_ROAD],
    landmarks: [
      { name: { en: 'Ananda Temple', my: 'အာနန္ဒာဘုရား' }, latitude: 21.1708, longitude: 94.868 },
      { name: { en: 'Shwezigon Pagoda', my: 'ရွှေစည်းခုံဘုရား' }, latitude: 21.1947, longitude: 94.8944 },
      { name: { en: 'Dhammayangyi Temple', my: 'ဓမ္မရံကြီးဘုရား' }, latitude: 21.1637, longitude: 94.8712 },
      { name: { en: 'the Bagan Archaeological Museum', my: 'ပုဂံ ရှေးဟောင်းသုတေသန ပြတိုက်' }, latitude: 21.166, longitude: 94.859 },
    ],
  },
  {
    id: 4,
    slug: 'inle',
    nameEn: 'Inle Lake',
    nameMy: 'အင်းလေး',
    region: 'shan',
    kind: 'lake',
    latitude: 20.6,
    longitude: 96.92,
    airport: { name: { en: 'Heho Airport', my: 'ဟဲဟိုးလေဆိပ်' }, latitude: 20.747, longitude: 96.792 },
    busStation: { name: { en: 'Shwenyaung bus stop', my: 'ရွှေညောင် ကားဂိတ်' }, latitude: 20.76, longitude: 96.932 },
    dialling: { prefix: '+95 81', digits: 6 },
    airportCode: 'HEH',
    keywords: ['Inle', 'Inlay', 'Nyaung Shwe', 'Nyaungshwe', 'Yawnghwe', 'Heho', 'ညောင်ရွှေ', 'အင်းလေးကန်'],
    townships: [
      {
        slug: 'nyaung-shwe',
        latitude: 20.66,
        longitude: 96.934,
        nameEn: 'Nyaung Shwe',
        nameMy: 'ညောင်ရွှေ',
        streets: [
          { en: 'Yone Gyi Road', my: 'ယုန်ကြီးလမ်း' },
          { en: 'Phaung Daw Seik Road', my: 'ဖောင်တော်ဆိပ်လမ်း' },
          { en: 'Lanmadaw Road', my: 'လမ်းမတော်လမ်း' },
        ],
      },
      { slug: 'inle-lake', latitude: 20.56, longitude: 96.91, nameEn: 'Inle Lake', nameMy: 'အင်းလေးကန်', waterfront: 'lake' },
      { slug: 'maing-thauk', latitude: 20.63, longitude: 96.962, nameEn: 'Maing Thauk', nameMy: 'မိုင်းသောက်', waterfront: 'lake' },
      { slug: 'khaung-daing', latitude: 20.627, longitude: 96.893, nameEn: 'Khaung Daing', nameMy: 'ခေါင်တိုင်', waterfront: 'lake' },
      { slug: 'ywama', latitude: 20.546, longitude: 96.898, nameEn: 'Ywama', nameMy: 'ရွာမ', waterfront: 'lake' },
    ],
    streets: [{ en: 'Village Road', my: 'ရွာလမ်း' }, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Phaung Daw Oo Pagoda', my: 'ဖောင်တော်ဦးဘုရား' }, latitude: 20.549, longitude: 96.902 },
      { name: { en: 'the stupas of Indein', my: 'အင်းတိန် စေတီများ' }, latitude: 20.495, longitude: 96.887 },
      { name: { en: 'Nga Phe Kyaung monastery', my: 'ငဖဲချောင်း ကျောင်း' }, latitude: 20.579, longitude: 96.895 },
      { name: { en: 'the Nyaung Shwe market', my: 'ညောင်ရွှေဈေး' }, latitude: 20.659, longitude: 96.933 },
    ],
  },
  {
    id: 5,
    slug: 'nay-pyi-taw',
    nameEn: 'Nay Pyi Taw',
    nameMy: 'နေပြည်တော်',
    region: 'naypyidaw',
    kind: 'capital',
    latitude: 19.745,
    longitude: 96.13,
    airport: { name: { en: 'Nay Pyi Taw International Airport', my: 'နေပြည်တော်အပြည်ပြည်ဆိုင်ရာလေဆိပ်' }, latitude: 19.6235, longitude: 96.201 },
    busStation: { name: { en: 'Bawga Theiddhi Highway Bus Station', my: 'ဘောဂသိဒ္ဓိ အဝေးပြေးကားဂိတ်' }, latitude: 19.734, longitude: 96.146 },
    dialling: { prefix: '+95 67', digits: 6 },
    airportCode: 'NYT',
    keywords: ['Naypyidaw', 'Naypyitaw', 'Nay Pyi Daw', 'NPT', 'Pyinmana'],
    townships: [
      { slug: 'ottarathiri', latitude: 19.79, longitude: 96.14, nameEn: 'Ottarathiri', nameMy: 'ဥတ္တရသီရိ' },
      { slug: 'dekkhinathiri', latitude: 19.69, longitude: 96.12, nameEn: 'Dekkhinathiri', nameMy: 'ဒက္ခိဏသီရိ' },
      { slug: 'zabuthiri', latitude: 19.745, longitude: 96.115, nameEn: 'Zabuthiri', nameMy: 'ဇမ္ဗူသီရိ' },
      { slug: 'pobbathiri', latitude: 19.775, longitude: 96.18, nameEn: 'Pobbathiri', nameMy: 'ပုဗ္ဗသီရိ' },
      { slug: 'pyinmana', latitude: 19.737, longitude: 96.205, nameEn: 'Pyinmana', nameMy: 'ပျဉ်းမနား', streets: [BOGYOKE_ROAD, STATION_ROAD, MARKET_ROAD] },
    ],
    streets: [
      { en: 'Hotel Zone', my: 'ဟိုတယ်ဇုန်' },
      { en: 'Yaza Htarni Road', my: 'ရာဇဌာနီလမ်း' },
      { en: 'Yaza Thingaha Road', my: 'ရာဇသင်္ဂဟလမ်း' },
    ],
    landmarks: [
      { name: { en: 'Uppatasanti Pagoda', my: 'ဥပ္ပါတသန္တိစေတီတော်' }, latitude: 19.7712, longitude: 96.1825 },
      { name: { en: 'the Water Fountain Garden', my: 'ရေတံခွန်ဥယျာဉ်' }, latitude: 19.764, longitude: 96.146 },
      { name: { en: 'Myoma Market', my: 'မြို့မဈေး' }, latitude: 19.746, longitude: 96.134 },
    ],
  },
  {
    id: 6,
    slug: 'ngapali',
    nameEn: 'Ngapali',
    nameMy: 'ငပလီ',
    region: 'rakhine',
    kind: 'beach',
    latitude: 18.425,
    longitude: 94.32,
    airport: { name: { en: 'Thandwe Airport', my: 'သံတွဲလေဆိပ်' }, latitude: 18.46, longitude: 94.3 },
    busStation: { name: { en: 'Thandwe bus station', my: 'သံတွဲ ကားဂိတ်' }, latitude: 18.46, longitude: 94.365 },
    dialling: { prefix: '+95 43', digits: 6 },
    airportCode: 'SNW',
    keywords: ['Ngapali Beach', 'Thandwe', 'Sandoway', 'သံတွဲ', 'ငပလီကမ်းခြေ'],
    townships: [
      { slug: 'ngapali', latitude: 18.414, longitude: 94.301, nameEn: 'Ngapali', nameMy: 'ငပလီ', waterfront: 'beach', streets: [{ en: 'Ngapali Beach Road', my: 'ငပလီကမ်းခြေလမ်း' }] },
      { slug: 'thandwe', latitude: 18.464, longitude: 94.368, nameEn: 'Thandwe', nameMy: 'သံတွဲ', streets: [BOGYOKE_ROAD, MARKET_ROAD, MAIN_ROAD] },
    ],
    streets: [BEACH_ROAD],
    landmarks: [
      { name: { en: 'Ngapali Beach', my: 'ငပလီကမ်းခြေ' }, latitude: 18.414, longitude: 94.299 },
      { name: { en: 'the Thandwe market', my: 'သံတွဲဈေး' }, latitude: 18.466, longitude: 94.37 },
      { name: { en: 'Andaw Pagoda', my: 'အံတော်ဘုရား' }, latitude: 18.463, longitude: 94.376 },
    ],
  },
  {
    id: 7,
    slug: 'ngwe-saung',
    nameEn: 'Ngwe Saung',
    nameMy: 'ငွေဆောင်',
    region: 'ayeyarwady',
    kind: 'beach',
    latitude: 16.86,
    longitude: 94.39,
    busStation: { name: { en: 'Ngwe Saung bus station', my: 'ငွေဆောင် ကားဂိတ်' }, latitude: 16.865, longitude: 94.395 },
    dialling: { prefix: '+95 42', digits: 6 },
    keywords: ['Ngwesaung', 'Ngwe Hsaung', 'Ngwe Saung Beach', 'ငွေဆောင်ကမ်းခြေ'],
    townships: [{ slug: 'ngwe-saung', latitude: 16.86, longitude: 94.388, nameEn: 'Ngwe Saung', nameMy: 'ငွေဆောင်', waterfront: 'beach' }],
    streets: [BEACH_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Ngwe Saung Beach', my: 'ငွေဆောင်ကမ်းခြေ' }, latitude: 16.86, longitude: 94.385 },
      { name: { en: 'the Ngwe Saung elephant camp', my: 'ငွေဆောင် ဆင်စခန်း' }, latitude: 16.845, longitude: 94.435 },
    ],
  },
  {
    id: 8,
    slug: 'chaung-tha',
    nameEn: 'Chaung Tha',
    nameMy: 'ချောင်းသာ',
    region: 'ayeyarwady',
    kind: 'beach',
    latitude: 16.96,
    longitude: 94.45,
    busStation: { name: { en: 'Chaung Tha bus station', my: 'ချောင်းသာ ကားဂိတ်' }, latitude: 16.965, longitude: 94.456 },
    dialling: { prefix: '+95 42', digits: 6 },
    keywords: ['Chaungtha', 'Chaung Thar', 'Chaung Tha Beach', 'ချောင်းသာကမ်းခြေ'],
    townships: [{ slug: 'chaung-tha', latitude: 16.96, longitude: 94.448, nameEn: 'Chaung Tha', nameMy: 'ချောင်းသာ', waterfront: 'beach' }],
    streets: [BEACH_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Chaung Tha Beach', my: 'ချောင်းသာကမ်းခြေ' }, latitude: 16.962, longitude: 94.444 },
      { name: { en: 'White Sand Island', my: 'သဲဖြူကျွန်း' }, latitude: 16.945, longitude: 94.42 },
    ],
  },
  {
    id: 9,
    slug: 'kalaw',
    nameEn: 'Kalaw',
    nameMy: 'ကလော',
    region: 'shan',
    kind: 'hill',
    latitude: 20.635,
    longitude: 96.58,
    airport: { name: { en: 'Heho Airport', my: 'ဟဲဟိုးလေဆိပ်' }, latitude: 20.747, longitude: 96.792 },
    busStation: { name: { en: 'Kalaw bus station', my: 'ကလော ကားဂိတ်' }, latitude: 20.63, longitude: 96.567 },
    dialling: { prefix: '+95 81', digits: 6 },
    airportCode: 'HEH',
    keywords: ['Kalaw trek', 'Aungban', 'Aung Pan'],
    townships: [
      { slug: 'kalaw', latitude: 20.63, longitude: 96.563, nameEn: 'Kalaw', nameMy: 'ကလော' },
      { slug: 'aungban', latitude: 20.658, longitude: 96.635, nameEn: 'Aungban', nameMy: 'အောင်ပန်း' },
    ],
    streets: [MAIN_ROAD, STATION_ROAD, PAGODA_ROAD],
    landmarks: [
      { name: { en: 'the Kalaw market', my: 'ကလောဈေး' }, latitude: 20.631, longitude: 96.564 },
      { name: { en: 'Kalaw railway station', my: 'ကလောဘူတာ' }, latitude: 20.6325, longitude: 96.563 },
      { name: { en: 'Hnee Pagoda', my: 'နှီးဘုရား' }, latitude: 20.62, longitude: 96.556 },
    ],
  },
  {
    id: 10,
    slug: 'pyin-oo-lwin',
    nameEn: 'Pyin Oo Lwin',
    nameMy: 'ပြင်ဦးလွင်',
    region: 'mandalay',
    kind: 'hill',
    latitude: 22.03,
    longitude: 96.455,
    airport: { name: { en: 'Mandalay International Airport', my: 'မန္တလေးအပြည်ပြည်ဆိုင်ရာလေဆိပ်' }, latitude: 21.7022, longitude: 95.9779 },
    busStation: { name: { en: 'Pyin Oo Lwin bus station', my: 'ပြင်ဦးလွင် ကားဂိတ်' }, latitude: 22.03, longitude: 96.45 },
    dialling: { prefix: '+95 85', digits: 6 },
    airportCode: 'MDL',
    keywords: ['Maymyo', 'Pyin U Lwin', 'Pyinoolwin', 'မေမြို့'],
    townships: [
      { slug: 'pyin-oo-lwin', latitude: 22.033, longitude: 96.463, nameEn: 'Pyin Oo Lwin', nameMy: 'ပြင်ဦးလွင်' },
      { slug: 'anisakan', latitude: 21.965, longitude: 96.407, nameEn: 'Anisakan', nameMy: 'အနီးစခန်း' },
    ],
    streets: [{ en: 'Mandalay-Lashio Road', my: 'မန္တလေး-လားရှိုးလမ်း' }, STATION_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'the National Kandawgyi Gardens', my: 'အမျိုးသား ကန်တော်ကြီး ဥယျာဉ်' }, latitude: 22.0168, longitude: 96.4735 },
      { name: { en: 'Anisakan Falls', my: 'အနီးစခန်း ရေတံခွန်' }, latitude: 21.969, longitude: 96.381 },
      { name: { en: 'Purcell Tower', my: 'ပြင်ဦးလွင် နာရီစင်' }, latitude: 22.033, longitude: 96.461 },
    ],
  },
  {
    id: 11,
    slug: 'hpa-an',
    nameEn: 'Hpa-An',
    nameMy: 'ဘားအံ',
    region: 'kayin',
    kind: 'town',
    latitude: 16.89,
    longitude: 97.635,
    busStation: { name: { en: 'Hpa-An bus station', my: 'ဘားအံ ကားဂိတ်' }, latitude: 16.885, longitude: 97.637 },
    dialling: { prefix: '+95 58', digits: 6 },
    keywords: ['Pa-an', 'Hpaan', 'Pa An', 'Zwegabin'],
    townships: [{ slug: 'hpa-an', latitude: 16.89, longitude: 97.635, nameEn: 'Hpa-An', nameMy: 'ဘားအံ' }],
    streets: [BOGYOKE_ROAD, STRAND_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Mount Zwegabin', my: 'ဇွဲကပင်တောင်' }, latitude: 16.78, longitude: 97.67 },
      { name: { en: 'Kyauk Kalat Pagoda', my: 'ကျောက်ကလပ်ဘုရား' }, latitude: 16.812, longitude: 97.616 },
      { name: { en: 'Saddan Cave', my: 'ဆဒ္ဒန်ဂူ' }, latitude: 16.729, longitude: 97.716 },
    ],
  },
  {
    id: 12,
    slug: 'mawlamyine',
    nameEn: 'Mawlamyine',
    nameMy: 'မော်လမြိုင်',
    region: 'mon',
    kind: 'town',
    latitude: 16.49,
    longitude: 97.628,
    busStation: { name: { en: 'Mawlamyine Highway Bus Station', my: 'မော်လမြိုင် အဝေးပြေးကားဂိတ်' }, latitude: 16.47, longitude: 97.65 },
    dialling: { prefix: '+95 57', digits: 6 },
    keywords: ['Moulmein', 'Mawlamyaing', 'Mawlamyaine'],
    townships: [{ slug: 'mawlamyine', latitude: 16.49, longitude: 97.628, nameEn: 'Mawlamyine', nameMy: 'မော်လမြိုင်' }],
    streets: [STRAND_ROAD, MAIN_ROAD, PAGODA_ROAD],
    landmarks: [
      { name: { en: 'Kyaikthanlan Pagoda', my: 'ကျိုက်သန်လန်ဘုရား' }, latitude: 16.49, longitude: 97.63 },
      { name: { en: 'the Thanlwin riverfront', my: 'သံလွင်မြစ်ကမ်း' }, latitude: 16.489, longitude: 97.623 },
    ],
  },
  {
    id: 13,
    slug: 'dawei',
    nameEn: 'Dawei',
    nameMy: 'ထားဝယ်',
    region: 'tanintharyi',
    kind: 'town',
    latitude: 14.09,
    longitude: 98.17,
    airport: { name: { en: 'Dawei Airport', my: 'ထားဝယ်လေဆိပ်' }, latitude: 14.1039, longitude: 98.2036 },
    busStation: { name: { en: 'Dawei bus station', my: 'ထားဝယ် ကားဂိတ်' }, latitude: 14.07, longitude: 98.205 },
    dialling: { prefix: '+95 59', digits: 6 },
    airportCode: 'TVY',
    keywords: ['Tavoy', 'Maungmagan', 'Maung Ma Kan'],
    townships: [
      { slug: 'dawei', latitude: 14.083, longitude: 98.195, nameEn: 'Dawei', nameMy: 'ထားဝယ်' },
      { slug: 'maungmagan', latitude: 14.14, longitude: 98.088, nameEn: 'Maungmagan', nameMy: 'မောင်းမကန်', waterfront: 'beach', streets: [BEACH_ROAD] },
    ],
    streets: [BOGYOKE_ROAD, MAIN_ROAD, MARKET_ROAD],
    landmarks: [
      { name: { en: 'Maungmagan Beach', my: 'မောင်းမကန်ကမ်းခြေ' }, latitude: 14.142, longitude: 98.086 },
      { name: { en: 'the Dawei market', my: 'ထားဝယ်ဈေး' }, latitude: 14.084, longitude: 98.196 },
    ],
  },
  {
    id: 14,
    slug: 'myitkyina',
    nameEn: 'Myitkyina',
    nameMy: 'မြစ်ကြီးနား',
    region: 'kachin',
    kind: 'town',
    latitude: 25.383,
    longitude: 97.396,
    airport: { name: { en: 'Myitkyina Airport', my: 'မြစ်ကြီးနားလေဆိပ်' }, latitude: 25.3836, longitude: 97.3519 },
    busStation: { name: { en: 'Myitkyina bus station', my: 'မြစ်ကြီးနား ကားဂိတ်' }, latitude: 25.375, longitude: 97.4 },
    dialling: { prefix: '+95 74', digits: 6 },
    airportCode: 'MYT',
    keywords: ['Myitsone'],
    townships: [{ slug: 'myitkyina', latitude: 25.383, longitude: 97.396, nameEn: 'Myitkyina', nameMy: 'မြစ်ကြီးနား' }],
    streets: [STRAND_ROAD, BOGYOKE_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'the Manau park', my: 'မနောကွင်း' }, latitude: 25.37, longitude: 97.385 },
      { name: { en: 'the Myitsone confluence', my: 'မြစ်ဆုံ' }, latitude: 25.692, longitude: 97.519 },
    ],
  },
  {
    id: 15,
    slug: 'kyaing-tong',
    nameEn: 'Kyaing Tong',
    nameMy: 'ကျိုင်းတုံ',
    region: 'shan',
    kind: 'hill',
    latitude: 21.29,
    longitude: 99.605,
    airport: { name: { en: 'Kyaing Tong Airport', my: 'ကျိုင်းတုံလေဆိပ်' }, latitude: 21.3016, longitude: 99.636 },
    busStation: { name: { en: 'Kyaing Tong bus station', my: 'ကျိုင်းတုံ ကားဂိတ်' }, latitude: 21.278, longitude: 99.615 },
    dialling: { prefix: '+95 84', digits: 6 },
    airportCode: 'KET',
    keywords: ['Kengtung', 'Keng Tung', 'Kyaingtong'],
    townships: [{ slug: 'kyaing-tong', latitude: 21.29, longitude: 99.605, nameEn: 'Kyaing Tong', nameMy: 'ကျိုင်းတုံ' }],
    streets: [{ en: 'Lakeside Road', my: 'ကန်ဘောင်လမ်း' }, MAIN_ROAD, PAGODA_ROAD],
    landmarks: [
      { name: { en: 'Naung Tung Lake', my: 'နောင်တုံကန်' }, latitude: 21.288, longitude: 99.604 },
      { name: { en: 'the Standing Buddha', my: 'ရပ်တော်မူဘုရား' }, latitude: 21.296, longitude: 99.601 },
    ],
  },
  {
    id: 16,
    slug: 'taunggyi',
    nameEn: 'Taunggyi',
    nameMy: 'တောင်ကြီး',
    region: 'shan',
    kind: 'town',
    latitude: 20.78,
    longitude: 97.03,
    airport: { name: { en: 'Heho Airport', my: 'ဟဲဟိုးလေဆိပ်' }, latitude: 20.747, longitude: 96.792 },
    busStation: { name: { en: 'Taunggyi Highway Bus Station', my: 'တောင်ကြီး အဝေးပြေးကားဂိတ်' }, latitude: 20.77, longitude: 97.03 },
    dialling: { prefix: '+95 81', digits: 6 },
    airportCode: 'HEH',
    keywords: ['Ayethaya', 'Taunggyi balloon festival'],
    townships: [
      { slug: 'taunggyi', latitude: 20.783, longitude: 97.037, nameEn: 'Taunggyi', nameMy: 'တောင်ကြီး', streets: [BOGYOKE_AUNG_SAN_ROAD, MAIN_ROAD, MARKET_ROAD] },
      { slug: 'ayethaya', latitude: 20.77, longitude: 96.985, nameEn: 'Ayethaya', nameMy: 'အေးသာယာ' },
    ],
    streets: [MAIN_ROAD],
    landmarks: [
      { name: { en: 'Shwe Phone Pwint Pagoda', my: 'ရွှေဘုံပွင့်ဘုရား' }, latitude: 20.79, longitude: 97.045 },
      { name: { en: 'the Taunggyi market', my: 'တောင်ကြီးဈေး' }, latitude: 20.782, longitude: 97.036 },
    ],
  },
  {
    id: 17,
    slug: 'sittwe',
    nameEn: 'Sittwe',
    nameMy: 'စစ်တွေ',
    region: 'rakhine',
    kind: 'town',
    latitude: 20.145,
    longitude: 92.898,
    airport: { name: { en: 'Sittwe Airport', my: 'စစ်တွေလေဆိပ်' }, latitude: 20.1327, longitude: 92.8726 },
    busStation: { name: { en: 'Sittwe bus station', my: 'စစ်တွေ ကားဂိတ်' }, latitude: 20.15, longitude: 92.895 },
    dialling: { prefix: '+95 43', digits: 6 },
    airportCode: 'AKY',
    keywords: ['Akyab'],
    townships: [{ slug: 'sittwe', latitude: 20.145, longitude: 92.898, nameEn: 'Sittwe', nameMy: 'စစ်တွေ' }],
    streets: [MAIN_ROAD, STRAND_ROAD, BOGYOKE_ROAD],
    landmarks: [
      { name: { en: 'Lawkananda Pagoda', my: 'လောကနန္ဒာဘုရား' }, latitude: 20.158, longitude: 92.88 },
      { name: { en: 'the Sittwe market', my: 'စစ်တွေဈေး' }, latitude: 20.142, longitude: 92.9 },
    ],
  },
  {
    id: 18,
    slug: 'monywa',
    nameEn: 'Monywa',
    nameMy: 'မုံရွာ',
    region: 'sagaing',
    kind: 'town',
    latitude: 22.115,
    longitude: 95.135,
    busStation: { name: { en: 'Monywa bus station', my: 'မုံရွာ ကားဂိတ်' }, latitude: 22.105, longitude: 95.14 },
    dialling: { prefix: '+95 71', digits: 6 },
    airportCode: 'MDL',
    keywords: ['Thanboddhay', 'Bodhi Tataung'],
    townships: [{ slug: 'monywa', latitude: 22.115, longitude: 95.135, nameEn: 'Monywa', nameMy: 'မုံရွာ' }],
    streets: [BOGYOKE_ROAD, STRAND_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Thanboddhay Pagoda', my: 'သမ္ဗုဒ္ဓေဘုရား' }, latitude: 22.062, longitude: 95.208 },
      { name: { en: 'Bodhi Tataung', my: 'ဗောဓိတထောင်' }, latitude: 22.088, longitude: 95.26 },
    ],
  },
  {
    id: 19,
    slug: 'kyaiktiyo',
    nameEn: 'Kyaiktiyo (Golden Rock)',
    nameMy: 'ကျိုက်ထီးရိုး',
    region: 'mon',
    kind: 'hill',
    latitude: 17.455,
    longitude: 97.065,
    busStation: { name: { en: 'Kinpun bus station', my: 'ကင်ပွန်း ကားဂိတ်' }, latitude: 17.4355, longitude: 97.044 },
    dialling: { prefix: '+95 57', digits: 6 },
    keywords: ['Golden Rock', 'Kyaikhtiyo', 'Kinpun', 'Kyaikto', 'ကျိုက်ထီးရိုးဘုရား'],
    townships: [
      { slug: 'kinpun', latitude: 17.437, longitude: 97.047, nameEn: 'Kinpun', nameMy: 'ကင်ပွန်း' },
      { slug: 'kyaiktiyo', latitude: 17.48, longitude: 97.096, nameEn: 'Kyaiktiyo Hilltop', nameMy: 'ကျိုက်ထီးရိုး တောင်ထိပ်' },
    ],
    streets: [MAIN_ROAD, PAGODA_ROAD],
    landmarks: [
      { name: { en: 'the Golden Rock', my: 'ကျိုက်ထီးရိုးစေတီတော်' }, latitude: 17.4817, longitude: 97.0981 },
      { name: { en: 'the Kinpun truck terminal', my: 'ကင်ပွန်း ကားဂိတ်' }, latitude: 17.4365, longitude: 97.048 },
    ],
  },
  {
    id: 20,
    slug: 'bago',
    nameEn: 'Bago',
    nameMy: 'ပဲခူး',
    region: 'bago',
    kind: 'town',
    latitude: 17.335,
    longitude: 96.48,
    airport: { name: { en: 'Yangon International Airport', my: 'ရန်ကုန်အပြည်ပြည်ဆိုင်ရာလေဆိပ်' }, latitude: 16.9073, longitude: 96.1332 },
    busStation: { name: { en: 'Bago bus station', my: 'ပဲခူး ကားဂိတ်' }, latitude: 17.33, longitude: 96.47 },
    dialling: { prefix: '+95 52', digits: 6 },
    airportCode: 'RGN',
    keywords: ['Pegu', 'Hanthawaddy', 'Shwemawdaw'],
    townships: [{ slug: 'bago', latitude: 17.335, longitude: 96.48, nameEn: 'Bago', nameMy: 'ပဲခူး' }],
    streets: [{ en: 'Yangon-Mandalay Road', my: 'ရန်ကုန်-မန္တလေးလမ်း' }, { en: 'Shwemawdaw Pagoda Road', my: 'ရွှေမော်ဓောဘုရားလမ်း' }, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Shwemawdaw Pagoda', my: 'ရွှေမော်ဓောဘုရား' }, latitude: 17.3386, longitude: 96.4981 },
      { name: { en: 'the Shwethalyaung reclining Buddha', my: 'ရွှေသာလျောင်းဘုရား' }, latitude: 17.3286, longitude: 96.4616 },
    ],
  },
  {
    id: 21,
    slug: 'myeik',
    nameEn: 'Myeik',
    nameMy: 'မြိတ်',
    region: 'tanintharyi',
    kind: 'town',
    latitude: 12.44,
    longitude: 98.6,
    airport: { name: { en: 'Myeik Airport', my: 'မြိတ်လေဆိပ်' }, latitude: 12.4398, longitude: 98.6215 },
    busStation: { name: { en: 'Myeik bus station', my: 'မြိတ် ကားဂိတ်' }, latitude: 12.45, longitude: 98.61 },
    dialling: { prefix: '+95 59', digits: 6 },
    airportCode: 'MGZ',
    keywords: ['Mergui', 'Mergui Archipelago', 'Myeik Archipelago', 'မြိတ်ကျွန်းစု'],
    townships: [{ slug: 'myeik', latitude: 12.44, longitude: 98.6, nameEn: 'Myeik', nameMy: 'မြိတ်' }],
    streets: [STRAND_ROAD, BOGYOKE_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Theindawgyi Pagoda', my: 'သိမ်တော်ကြီးဘုရား' }, latitude: 12.442, longitude: 98.604 },
      { name: { en: 'the Myeik jetty', my: 'မြိတ်ဆိပ်ကမ်း' }, latitude: 12.437, longitude: 98.596 },
    ],
  },
  {
    id: 22,
    slug: 'kawthaung',
    nameEn: 'Kawthaung',
    nameMy: 'ကော့သောင်း',
    region: 'tanintharyi',
    kind: 'town',
    latitude: 9.985,
    longitude: 98.55,
    airport: { name: { en: 'Kawthaung Airport', my: 'ကော့သောင်းလေဆိပ်' }, latitude: 10.0493, longitude: 98.538 },
    busStation: { name: { en: 'Kawthaung bus station', my: 'ကော့သောင်း ကားဂိတ်' }, latitude: 9.995, longitude: 98.555 },
    dialling: { prefix: '+95 59', digits: 6 },
    airportCode: 'KAW',
    keywords: ['Victoria Point', 'Kawthoung', 'Bayinnaung Point'],
    townships: [{ slug: 'kawthaung', latitude: 9.985, longitude: 98.55, nameEn: 'Kawthaung', nameMy: 'ကော့သောင်း' }],
    streets: [STRAND_ROAD, BOGYOKE_ROAD, MAIN_ROAD],
    landmarks: [
      { name: { en: 'Bayinnaung Point', my: 'ဘုရင့်နောင်အငူ' }, latitude: 9.962, longitude: 98.545 },
      { name: { en: 'the Kawthaung jetty', my: 'ကော့သောင်းဆိပ်ကမ်း' }, latitude: 9.98, longitude: 98.548 },
    ],
  },
] as const satisfies readonly Destination[];

export type DestinationSlug = (typeof DESTINATIONS)[number]['slug'];

const BY_ID: ReadonlyMap<number, Destination> = new Map(DESTINATIONS.map((destination) => [destination.id, destination]));
const BY_SLUG: ReadonlyMap<string, Destination> = new Map(DESTINATIONS.map((destination) => [destination.slug, destination]));

export function destinationById(id: number): Destination | undefined {
  return BY_ID.get(id);
}

export function destinationBySlug(slug: string): Destination | undefined {
  return BY_SLUG.get(slug);
}

export function townshipOf(place: HotelPlace, slug: string): Township | undefined {
  return place.townships.find((township) => township.slug === slug);
}

/**
 * Text as it is compared in a search. Case, spaces, hyphens and apostrophes differ in what people
 * type: "Nyaung-U", "nyaung u", "NyaungU".
 */
export function searchable(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s\-'’.()]/g, '');
}

const SEARCH_TERMS: ReadonlyArray<{ destination: Destination; terms: readonly string[] }> = DESTINATIONS.map((destination: Destination) => ({
  destination,
  terms: [
    destination.slug,
    destination.nameEn,
    destination.nameMy,
    ...destination.keywords,
    ...destination.townships.flatMap((township) => [township.nameEn, township.nameMy]),
  ].map(searchable),
}));

/**
 * Destinations whose name, Myanmar name, township or keyword (old names such as Rangoon or Pagan)
 * contains what was typed: those that start with it first, then in the order of DESTINATIONS.
 */
export function findDestinations(text: string): Destination[] {
  const query = searchable(text);
  if (query.length === 0) return [];
  const rank = (terms: readonly string[]) => (terms.some((term) => term.startsWith(query)) ? 0 : terms.some((term) => term.includes(query)) ? 1 : 2);
  return SEARCH_TERMS.map(({ destination, terms }) => ({ destination, rank: rank(terms) }))
    .filter((match) => match.rank < 2)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.destination);
}
