import { toMyanmarDigits } from '@thwa/domain/money';

/**
 * The places in Myanmar where we sell hotels: real towns, their townships (or, where a place has no
 * townships of its own, the quarters and villages people book by), streets and landmarks. This is data,
 * kept as code so that it is typed and reviewed like code.
 *
 * Who reads it:
 * - the hotel catalogue (hotel-catalogue.ts) puts each generated hotel on a street of a township here
 *   and writes its description around the landmarks;
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

export interface Township {
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
export interface HotelPlace {
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
  /** What a hotel description can point to nearby. */
  landmarks: readonly Phrase[];
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
    airportCode: 'RGN',
    keywords: ['Rangoon', 'Yangoon', 'Mingaladon', 'Shwedagon', 'ရန်ကုန်မြို့'],
    townships: [
      {
        slug: 'kyauktada',
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
        nameEn: 'Pabedan',
        nameMy: 'ပန်းဘဲတန်း',
        streets: [ANAWRAHTA_ROAD, BOGYOKE_AUNG_SAN_ROAD, MAHA_BANDULA_ROAD, { en: 'Shwe Bontha Street', my: 'ရွှေဘုံသာလမ်း' }, numberedStreet(32)],
      },
      {
        slug: 'botahtaung',
        nameEn: 'Botahtaung',
        nameMy: 'ဗိုလ်တထောင်',
        streets: [STRAND_ROAD, { en: 'Bo Aung Kyaw Street', my: 'ဗိုလ်အောင်ကျော်လမ်း' }, MAHA_BANDULA_ROAD, ANAWRAHTA_ROAD],
      },
      {
        slug: 'dagon',
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
        nameEn: 'Kamayut',
        nameMy: 'ကမာရွတ်',
        streets: [PYAY_ROAD, { en: 'Inya Road', my: 'အင်းယားလမ်း' }, { en: 'Hledan Road', my: 'လှည်းတန်းလမ်း' }, { en: 'Baho Road', my: 'ဗဟိုလမ်း' }],
      },
      {
        slug: 'mayangon',
        nameEn: 'Mayangon',
        nameMy: 'မရမ်းကုန်း',
        waterfront: 'lake',
        streets: [{ en: 'Kabar Aye Pagoda Road', my: 'ကမ္ဘာအေးဘုရားလမ်း' }, PYAY_ROAD, { en: 'Parami Road', my: 'ပါရမီလမ်း' }],
      },
      {
        slug: 'mingaladon',
        nameEn: 'Mingaladon',
        nameMy: 'မင်္ဂလာဒုံ',
        streets: [PYAY_ROAD, { en: 'Airport Road', my: 'လေဆိပ်လမ်း' }],
      },
    ],
    streets: [PYAY_ROAD, MAHA_BANDULA_ROAD],
    landmarks: [
      { en: 'Shwedagon Pagoda', my: 'ရွှေတိဂုံစေတီတော်' },
      { en: 'Sule Pagoda', my: 'ဆူးလေဘုရား' },
      { en: 'Bogyoke Aung San Market', my: 'ဗိုလ်ချုပ်အောင်ဆန်းဈေး' },
      { en: 'Kandawgyi Lake', my: 'ကန်တော်ကြီး' },
      { en: 'Inya Lake', my: 'အင်းယားကန်' },
    ],
  },
  {
    id: 2,
    slug: 'mandalay',
    nameEn: 'Mandalay',
    nameMy: 'မန္တလေး',
    region: 'mandalay',
    kind: 'city',
    airportCode: 'MDL',
    keywords: ['Mandalar', 'Tada-U', 'Amarapura', 'မန္တလေးမြို့'],
    townships: [
      { slug: 'chanayethazan', nameEn: 'Chanayethazan', nameMy: 'ချမ်းအေးသာစံ', streets: [26, 27, 30, 78, 80, 81].map(numberedStreet) },
      { slug: 'mahaaungmye', nameEn: 'Mahaaungmye', nameMy: 'မဟာအောင်မြေ', streets: [35, 38, 62, 73, 84].map(numberedStreet) },
      { slug: 'aungmyethazan', nameEn: 'Aungmyethazan', nameMy: 'အောင်မြေသာစံ', streets: [10, 12, 19, 66, 73].map(numberedStreet) },
      { slug: 'chanmyathazi', nameEn: 'Chanmyathazi', nameMy: 'ချမ်းမြသာစည်', streets: [41, 47, 62, 78].map(numberedStreet) },
      { slug: 'pyigyidagun', nameEn: 'Pyigyidagun', nameMy: 'ပြည်ကြီးတံခွန်', streets: [58, 62, 64].map(numberedStreet) },
    ],
    streets: [MAIN_ROAD],
    landmarks: [
      { en: 'Mandalay Hill', my: 'မန္တလေးတောင်' },
      { en: 'Mandalay Palace', my: 'မန္တလေးနန်းတော်' },
      { en: 'Mahamuni Pagoda', my: 'မဟာမုနိဘုရား' },
      { en: 'Zegyo Market', my: 'ဈေးချို' },
      { en: 'U Bein Bridge', my: 'ဦးပိန်တံတား' },
    ],
  },
  {
    id: 3,
    slug: 'bagan',
    nameEn: 'Bagan',
    nameMy: 'ပုဂံ',
    region: 'mandalay',
    kind: 'heritage',
    airportCode: 'NYU',
    keywords: ['Pagan', 'Nyaung-U', 'Nyaung U', 'Nyaung Oo', 'Old Bagan', 'New Bagan', 'ညောင်ဦး'],
    townships: [
      { slug: 'nyaung-u', nameEn: 'Nyaung-U', nameMy: 'ညောင်ဦး' },
      { slug: 'new-bagan', nameEn: 'New Bagan', nameMy: 'ပုဂံမြို့သစ်', streets: [{ en: 'Khayae Street', my: 'ခရေလမ်း' }, MAIN_ROAD] },
      { slug: 'old-bagan', nameEn: 'Old Bagan', nameMy: 'ပုဂံမြို့ဟောင်း', streets: [{ en: 'Bagan-Nyaung U Road', my: 'ပုဂံ-ညောင်ဦးလမ်း' }] },
      { slug: 'wetkyi-in', nameEn: 'Wetkyi-in', nameMy: 'ဝက်ကြီးအင်း' },
      { slug: 'myinkaba', nameEn: 'Myinkaba', nameMy: 'မြင်းကပါ' },
    ],
    streets: [MAIN_ROAD, ANAWRAHTA_ROAD],
    landmarks: [
      { en: 'Ananda Temple', my: 'အာနန္ဒာဘုရား' },
      { en: 'Shwezigon Pagoda', my: 'ရွှေစည်းခုံဘုရား' },
      { en: 'Dhammayangyi Temple', my: 'ဓမ္မရံကြီးဘုရား' },
      { en: 'the Bagan Archaeological Museum', my: 'ပုဂံ ရှေးဟောင်းသုတေသန ပြတိုက်' },
    ],
  },
  {
    id: 4,
    slug: 'inle',
    nameEn: 'Inle Lake',
    nameMy: 'အင်းလေး',
    region: 'shan',
    kind: 'lake',
    airportCode: 'HEH',
    keywords: ['Inle', 'Inlay', 'Nyaung Shwe', 'Nyaungshwe', 'Yawnghwe', 'Heho', 'ညောင်ရွှေ', 'အင်းလေးကန်'],
    townships: [
      {
        slug: 'nyaung-shwe',
        nameEn: 'Nyaung Shwe',
        nameMy: 'ညောင်ရွှေ',
        streets: [
          { en: 'Yone Gyi Road', my: 'ယုန်ကြီးလမ်း' },
          { en: 'Phaung Daw Seik Road', my: 'ဖောင်တော်ဆိပ်လမ်း' },
          { en: 'Lanmadaw Road', my: 'လမ်းမတော်လမ်း' },
        ],
      },
      { slug: 'inle-lake', nameEn: 'Inle Lake', nameMy: 'အင်းလေးကန်', waterfront: 'lake' },
      { slug: 'maing-thauk', nameEn: 'Maing Thauk', nameMy: 'မိုင်းသောက်', waterfront: 'lake' },
      { slug: 'khaung-daing', nameEn: 'Khaung Daing', nameMy: 'ခေါင်တိုင်', waterfront: 'lake' },
      { slug: 'ywama', nameEn: 'Ywama', nameMy: 'ရွာမ', waterfront: 'lake' },
    ],
    streets: [{ en: 'Village Road', my: 'ရွာလမ်း' }, MAIN_ROAD],
    landmarks: [
      { en: 'Phaung Daw Oo Pagoda', my: 'ဖောင်တော်ဦးဘုရား' },
      { en: 'the stupas of Indein', my: 'အင်းတိန် စေတီများ' },
      { en: 'Nga Phe Kyaung monastery', my: 'ငဖဲချောင်း ကျောင်း' },
      { en: 'the Nyaung Shwe market', my: 'ညောင်ရွှေဈေး' },
    ],
  },
  {
    id: 5,
    slug: 'nay-pyi-taw',
    nameEn: 'Nay Pyi Taw',
    nameMy: 'နေပြည်တော်',
    region: 'naypyidaw',
    kind: 'capital',
    airportCode: 'NYT',
    keywords: ['Naypyidaw', 'Naypyitaw', 'Nay Pyi Daw', 'NPT', 'Pyinmana'],
    townships: [
      { slug: 'ottarathiri', nameEn: 'Ottarathiri', nameMy: 'ဥတ္တရသီရိ' },
      { slug: 'dekkhinathiri', nameEn: 'Dekkhinathiri', nameMy: 'ဒက္ခိဏသီရိ' },
      { slug: 'zabuthiri', nameEn: 'Zabuthiri', nameMy: 'ဇမ္ဗူသီရိ' },
      { slug: 'pobbathiri', nameEn: 'Pobbathiri', nameMy: 'ပုဗ္ဗသီရိ' },
      { slug: 'pyinmana', nameEn: 'Pyinmana', nameMy: 'ပျဉ်းမနား', streets: [BOGYOKE_ROAD, STATION_ROAD, MARKET_ROAD] },
    ],
    streets: [
      { en: 'Hotel Zone', my: 'ဟိုတယ်ဇုန်' },
      { en: 'Yaza Htarni Road', my: 'ရာဇဌာနီလမ်း' },
      { en: 'Yaza Thingaha Road', my: 'ရာဇသင်္ဂဟလမ်း' },
    ],
    landmarks: [
      { en: 'Uppatasanti Pagoda', my: 'ဥပ္ပါတသန္တိစေတီတော်' },
      { en: 'the Water Fountain Garden', my: 'ရေတံခွန်ဥယျာဉ်' },
      { en: 'Myoma Market', my: 'မြို့မဈေး' },
    ],
  },
  {
    id: 6,
    slug: 'ngapali',
    nameEn: 'Ngapali',
    nameMy: 'ငပလီ',
    region: 'rakhine',
    kind: 'beach',
    airportCode: 'SNW',
    keywords: ['Ngapali Beach', 'Thandwe', 'Sandoway', 'သံတွဲ', 'ငပလီကမ်းခြေ'],
    townships: [
      { slug: 'ngapali', nameEn: 'Ngapali', nameMy: 'ငပလီ', waterfront: 'beach', streets: [{ en: 'Ngapali Beach Road', my: 'ငပလီကမ်းခြေလမ်း' }] },
      { slug: 'thandwe', nameEn: 'Thandwe', nameMy: 'သံတွဲ', streets: [BOGYOKE_ROAD, MARKET_ROAD, MAIN_ROAD] },
    ],
    streets: [BEACH_ROAD],
    landmarks: [
      { en: 'Ngapali Beach', my: 'ငပလီကမ်းခြေ' },
      { en: 'the Thandwe market', my: 'သံတွဲဈေး' },
      { en: 'Andaw Pagoda', my: 'အံတော်ဘုရား' },
    ],
  },
  {
    id: 7,
    slug: 'ngwe-saung',
    nameEn: 'Ngwe Saung',
    nameMy: 'ငွေဆောင်',
    region: 'ayeyarwady',
    kind: 'beach',
    keywords: ['Ngwesaung', 'Ngwe Hsaung', 'Ngwe Saung Beach', 'ငွေဆောင်ကမ်းခြေ'],
    townships: [{ slug: 'ngwe-saung', nameEn: 'Ngwe Saung', nameMy: 'ငွေဆောင်', waterfront: 'beach' }],
    streets: [BEACH_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'Ngwe Saung Beach', my: 'ငွေဆောင်ကမ်းခြေ' },
      { en: 'the Ngwe Saung elephant camp', my: 'ငွေဆောင် ဆင်စခန်း' },
    ],
  },
  {
    id: 8,
    slug: 'chaung-tha',
    nameEn: 'Chaung Tha',
    nameMy: 'ချောင်းသာ',
    region: 'ayeyarwady',
    kind: 'beach',
    keywords: ['Chaungtha', 'Chaung Thar', 'Chaung Tha Beach', 'ချောင်းသာကမ်းခြေ'],
    townships: [{ slug: 'chaung-tha', nameEn: 'Chaung Tha', nameMy: 'ချောင်းသာ', waterfront: 'beach' }],
    streets: [BEACH_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'Chaung Tha Beach', my: 'ချောင်းသာကမ်းခြေ' },
      { en: 'White Sand Island', my: 'သဲဖြူကျွန်း' },
    ],
  },
  {
    id: 9,
    slug: 'kalaw',
    nameEn: 'Kalaw',
    nameMy: 'ကလော',
    region: 'shan',
    kind: 'hill',
    airportCode: 'HEH',
    keywords: ['Kalaw trek', 'Aungban', 'Aung Pan'],
    townships: [
      { slug: 'kalaw', nameEn: 'Kalaw', nameMy: 'ကလော' },
      { slug: 'aungban', nameEn: 'Aungban', nameMy: 'အောင်ပန်း' },
    ],
    streets: [MAIN_ROAD, STATION_ROAD, PAGODA_ROAD],
    landmarks: [
      { en: 'the Kalaw market', my: 'ကလောဈေး' },
      { en: 'Kalaw railway station', my: 'ကလောဘူတာ' },
      { en: 'Hnee Pagoda', my: 'နှီးဘုရား' },
    ],
  },
  {
    id: 10,
    slug: 'pyin-oo-lwin',
    nameEn: 'Pyin Oo Lwin',
    nameMy: 'ပြင်ဦးလွင်',
    region: 'mandalay',
    kind: 'hill',
    airportCode: 'MDL',
    keywords: ['Maymyo', 'Pyin U Lwin', 'Pyinoolwin', 'မေမြို့'],
    townships: [
      { slug: 'pyin-oo-lwin', nameEn: 'Pyin Oo Lwin', nameMy: 'ပြင်ဦးလွင်' },
      { slug: 'anisakan', nameEn: 'Anisakan', nameMy: 'အနီးစခန်း' },
    ],
    streets: [{ en: 'Mandalay-Lashio Road', my: 'မန္တလေး-လားရှိုးလမ်း' }, STATION_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'the National Kandawgyi Gardens', my: 'အမျိုးသား ကန်တော်ကြီး ဥယျာဉ်' },
      { en: 'Anisakan Falls', my: 'အနီးစခန်း ရေတံခွန်' },
      { en: 'Purcell Tower', my: 'ပြင်ဦးလွင် နာရီစင်' },
    ],
  },
  {
    id: 11,
    slug: 'hpa-an',
    nameEn: 'Hpa-An',
    nameMy: 'ဘားအံ',
    region: 'kayin',
    kind: 'town',
    keywords: ['Pa-an', 'Hpaan', 'Pa An', 'Zwegabin'],
    townships: [{ slug: 'hpa-an', nameEn: 'Hpa-An', nameMy: 'ဘားအံ' }],
    streets: [BOGYOKE_ROAD, STRAND_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'Mount Zwegabin', my: 'ဇွဲကပင်တောင်' },
      { en: 'Kyauk Kalat Pagoda', my: 'ကျောက်ကလပ်ဘုရား' },
      { en: 'Saddan Cave', my: 'ဆဒ္ဒန်ဂူ' },
    ],
  },
  {
    id: 12,
    slug: 'mawlamyine',
    nameEn: 'Mawlamyine',
    nameMy: 'မော်လမြိုင်',
    region: 'mon',
    kind: 'town',
    keywords: ['Moulmein', 'Mawlamyaing', 'Mawlamyaine'],
    townships: [{ slug: 'mawlamyine', nameEn: 'Mawlamyine', nameMy: 'မော်လမြိုင်' }],
    streets: [STRAND_ROAD, MAIN_ROAD, PAGODA_ROAD],
    landmarks: [
      { en: 'Kyaikthanlan Pagoda', my: 'ကျိုက်သန်လန်ဘုရား' },
      { en: 'the Thanlwin riverfront', my: 'သံလွင်မြစ်ကမ်း' },
    ],
  },
  {
    id: 13,
    slug: 'dawei',
    nameEn: 'Dawei',
    nameMy: 'ထားဝယ်',
    region: 'tanintharyi',
    kind: 'town',
    airportCode: 'TVY',
    keywords: ['Tavoy', 'Maungmagan', 'Maung Ma Kan'],
    townships: [
      { slug: 'dawei', nameEn: 'Dawei', nameMy: 'ထားဝယ်' },
      { slug: 'maungmagan', nameEn: 'Maungmagan', nameMy: 'မောင်းမကန်', waterfront: 'beach', streets: [BEACH_ROAD] },
    ],
    streets: [BOGYOKE_ROAD, MAIN_ROAD, MARKET_ROAD],
    landmarks: [
      { en: 'Maungmagan Beach', my: 'မောင်းမကန်ကမ်းခြေ' },
      { en: 'the Dawei market', my: 'ထားဝယ်ဈေး' },
    ],
  },
  {
    id: 14,
    slug: 'myitkyina',
    nameEn: 'Myitkyina',
    nameMy: 'မြစ်ကြီးနား',
    region: 'kachin',
    kind: 'town',
    airportCode: 'MYT',
    keywords: ['Myitsone'],
    townships: [{ slug: 'myitkyina', nameEn: 'Myitkyina', nameMy: 'မြစ်ကြီးနား' }],
    streets: [STRAND_ROAD, BOGYOKE_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'the Manau park', my: 'မနောကွင်း' },
      { en: 'the Myitsone confluence', my: 'မြစ်ဆုံ' },
    ],
  },
  {
    id: 15,
    slug: 'kyaing-tong',
    nameEn: 'Kyaing Tong',
    nameMy: 'ကျိုင်းတုံ',
    region: 'shan',
    kind: 'hill',
    airportCode: 'KET',
    keywords: ['Kengtung', 'Keng Tung', 'Kyaingtong'],
    townships: [{ slug: 'kyaing-tong', nameEn: 'Kyaing Tong', nameMy: 'ကျိုင်းတုံ' }],
    streets: [{ en: 'Lakeside Road', my: 'ကန်ဘောင်လမ်း' }, MAIN_ROAD, PAGODA_ROAD],
    landmarks: [
      { en: 'Naung Tung Lake', my: 'နောင်တုံကန်' },
      { en: 'the Standing Buddha', my: 'ရပ်တော်မူဘုရား' },
    ],
  },
  {
    id: 16,
    slug: 'taunggyi',
    nameEn: 'Taunggyi',
    nameMy: 'တောင်ကြီး',
    region: 'shan',
    kind: 'town',
    airportCode: 'HEH',
    keywords: ['Ayethaya', 'Taunggyi balloon festival'],
    townships: [
      { slug: 'taunggyi', nameEn: 'Taunggyi', nameMy: 'တောင်ကြီး', streets: [BOGYOKE_AUNG_SAN_ROAD, MAIN_ROAD, MARKET_ROAD] },
      { slug: 'ayethaya', nameEn: 'Ayethaya', nameMy: 'အေးသာယာ' },
    ],
    streets: [MAIN_ROAD],
    landmarks: [
      { en: 'Shwe Phone Pwint Pagoda', my: 'ရွှေဘုံပွင့်ဘုရား' },
      { en: 'the Taunggyi market', my: 'တောင်ကြီးဈေး' },
    ],
  },
  {
    id: 17,
    slug: 'sittwe',
    nameEn: 'Sittwe',
    nameMy: 'စစ်တွေ',
    region: 'rakhine',
    kind: 'town',
    airportCode: 'AKY',
    keywords: ['Akyab'],
    townships: [{ slug: 'sittwe', nameEn: 'Sittwe', nameMy: 'စစ်တွေ' }],
    streets: [MAIN_ROAD, STRAND_ROAD, BOGYOKE_ROAD],
    landmarks: [
      { en: 'Lawkananda Pagoda', my: 'လောကနန္ဒာဘုရား' },
      { en: 'the Sittwe market', my: 'စစ်တွေဈေး' },
    ],
  },
  {
    id: 18,
    slug: 'monywa',
    nameEn: 'Monywa',
    nameMy: 'မုံရွာ',
    region: 'sagaing',
    kind: 'town',
    airportCode: 'MDL',
    keywords: ['Thanboddhay', 'Bodhi Tataung'],
    townships: [{ slug: 'monywa', nameEn: 'Monywa', nameMy: 'မုံရွာ' }],
    streets: [BOGYOKE_ROAD, STRAND_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'Thanboddhay Pagoda', my: 'သမ္ဗုဒ္ဓေဘုရား' },
      { en: 'Bodhi Tataung', my: 'ဗောဓိတထောင်' },
    ],
  },
  {
    id: 19,
    slug: 'kyaiktiyo',
    nameEn: 'Kyaiktiyo (Golden Rock)',
    nameMy: 'ကျိုက်ထီးရိုး',
    region: 'mon',
    kind: 'hill',
    keywords: ['Golden Rock', 'Kyaikhtiyo', 'Kinpun', 'Kyaikto', 'ကျိုက်ထီးရိုးဘုရား'],
    townships: [
      { slug: 'kinpun', nameEn: 'Kinpun', nameMy: 'ကင်ပွန်း' },
      { slug: 'kyaiktiyo', nameEn: 'Kyaiktiyo Hilltop', nameMy: 'ကျိုက်ထီးရိုး တောင်ထိပ်' },
    ],
    streets: [MAIN_ROAD, PAGODA_ROAD],
    landmarks: [
      { en: 'the Golden Rock', my: 'ကျိုက်ထီးရိုးစေတီတော်' },
      { en: 'the Kinpun truck terminal', my: 'ကင်ပွန်း ကားဂိတ်' },
    ],
  },
  {
    id: 20,
    slug: 'bago',
    nameEn: 'Bago',
    nameMy: 'ပဲခူး',
    region: 'bago',
    kind: 'town',
    airportCode: 'RGN',
    keywords: ['Pegu', 'Hanthawaddy', 'Shwemawdaw'],
    townships: [{ slug: 'bago', nameEn: 'Bago', nameMy: 'ပဲခူး' }],
    streets: [{ en: 'Yangon-Mandalay Road', my: 'ရန်ကုန်-မန္တလေးလမ်း' }, { en: 'Shwemawdaw Pagoda Road', my: 'ရွှေမော်ဓောဘုရားလမ်း' }, MAIN_ROAD],
    landmarks: [
      { en: 'Shwemawdaw Pagoda', my: 'ရွှေမော်ဓောဘုရား' },
      { en: 'the Shwethalyaung reclining Buddha', my: 'ရွှေသာလျောင်းဘုရား' },
    ],
  },
  {
    id: 21,
    slug: 'myeik',
    nameEn: 'Myeik',
    nameMy: 'မြိတ်',
    region: 'tanintharyi',
    kind: 'town',
    airportCode: 'MGZ',
    keywords: ['Mergui', 'Mergui Archipelago', 'Myeik Archipelago', 'မြိတ်ကျွန်းစု'],
    townships: [{ slug: 'myeik', nameEn: 'Myeik', nameMy: 'မြိတ်' }],
    streets: [STRAND_ROAD, BOGYOKE_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'Theindawgyi Pagoda', my: 'သိမ်တော်ကြီးဘုရား' },
      { en: 'the Myeik jetty', my: 'မြိတ်ဆိပ်ကမ်း' },
    ],
  },
  {
    id: 22,
    slug: 'kawthaung',
    nameEn: 'Kawthaung',
    nameMy: 'ကော့သောင်း',
    region: 'tanintharyi',
    kind: 'town',
    airportCode: 'KAW',
    keywords: ['Victoria Point', 'Kawthoung', 'Bayinnaung Point'],
    townships: [{ slug: 'kawthaung', nameEn: 'Kawthaung', nameMy: 'ကော့သောင်း' }],
    streets: [STRAND_ROAD, BOGYOKE_ROAD, MAIN_ROAD],
    landmarks: [
      { en: 'Bayinnaung Point', my: 'ဘုရင့်နောင်အငူ' },
      { en: 'the Kawthaung jetty', my: 'ကော့သောင်းဆိပ်ကမ်း' },
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
