/**
 * The airlines' published timetable the product sells: airports, airlines, aircraft and weekly
 * schedules. This is data, kept as code so that it is typed and reviewed like code.
 *
 * Who reads it:
 * - the seed (`seed-flights.ts`) loads the schedules sold through our own inventory (channel S1) into
 *   PostgreSQL, and the flight calendar generates dated flights from them for the next 365 days;
 * - the sandbox flight sources (apps/api/src/partners/flight-sources) distribute the schedules of
 *   their channels (S2, S3), as a GDS or an aggregator distributes the same airlines' timetable.
 *
 * Airport coordinates and time zones come from airport-data-js at seed time; here each airport only
 * gets what that dataset lacks: its city, its Myanmar names, search keywords and, for a few, a rank in
 * the fallback list of trending destinations. Departure times are local to the first airport of a
 * schedule; later legs follow from flight durations (flight-timetable.ts), never typed by hand.
 */

/** A source alias that distributes a schedule (spec §3 flight source aliases). */
export type Channel = 'S1' | 'S2' | 'S3';

export interface NetworkAirport {
  code: string;
  cityEn: string;
  cityMy: string;
  /** The airport's name in Myanmar; foreign airports keep their English name in both languages. */
  nameMy?: string;
  /** Other names people type: old names, spellings, the beach or lake the airport serves. */
  keywords?: readonly string[];
  /** Position in the fallback list of trending destinations (1 first); absent when not featured. */
  featuredRank?: number;
}

export const NETWORK_AIRPORTS: readonly NetworkAirport[] = [
  // Myanmar
  { code: 'RGN', cityEn: 'Yangon', cityMy: 'ရန်ကုန်', nameMy: 'ရန်ကုန် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်', keywords: ['Rangoon', 'Mingaladon', 'မင်္ဂလာဒုံ'], featuredRank: 12 },
  { code: 'MDL', cityEn: 'Mandalay', cityMy: 'မန္တလေး', nameMy: 'မန္တလေး အပြည်ပြည်ဆိုင်ရာ လေဆိပ်', keywords: ['Tada-U', 'တံတားဦး'], featuredRank: 1 },
  { code: 'NYT', cityEn: 'Nay Pyi Taw', cityMy: 'နေပြည်တော်', nameMy: 'နေပြည်တော် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်', keywords: ['Naypyidaw', 'Naypyitaw'] },
  { code: 'NYU', cityEn: 'Nyaung U (Bagan)', cityMy: 'ညောင်ဦး (ပုဂံ)', nameMy: 'ညောင်ဦး လေဆိပ်', keywords: ['Pagan'], featuredRank: 3 },
  { code: 'HEH', cityEn: 'Heho', cityMy: 'ဟဲဟိုး', nameMy: 'ဟဲဟိုး လေဆိပ်', keywords: ['Inle Lake', 'Taunggyi', 'အင်းလေး', 'တောင်ကြီး'], featuredRank: 4 },
  { code: 'SNW', cityEn: 'Thandwe', cityMy: 'သံတွဲ', nameMy: 'သံတွဲ လေဆိပ်', keywords: ['Ngapali', 'Sandoway', 'ငပလီ'], featuredRank: 6 },
  { code: 'TVY', cityEn: 'Dawei', cityMy: 'ထားဝယ်', nameMy: 'ထားဝယ် လေဆိပ်', keywords: ['Tavoy'], featuredRank: 11 },
  { code: 'KAW', cityEn: 'Kawthaung', cityMy: 'ကော့သောင်း', nameMy: 'ကော့သောင်း လေဆိပ်', keywords: ['Victoria Point'], featuredRank: 10 },
  { code: 'MGZ', cityEn: 'Myeik', cityMy: 'မြိတ်', nameMy: 'မြိတ် လေဆိပ်', keywords: ['Mergui'] },
  { code: 'MYT', cityEn: 'Myitkyina', cityMy: 'မြစ်ကြီးနား', nameMy: 'မြစ်ကြီးနား လေဆိပ်', featuredRank: 9 },
  { code: 'AKY', cityEn: 'Sittwe', cityMy: 'စစ်တွေ', nameMy: 'စစ်တွေ လေဆိပ်', keywords: ['Akyab'] },
  { code: 'KYP', cityEn: 'Kyaukpyu', cityMy: 'ကျောက်ဖြူ', nameMy: 'ကျောက်ဖြူ လေဆိပ်' },
  { code: 'LSH', cityEn: 'Lashio', cityMy: 'လားရှိုး', nameMy: 'လားရှိုး လေဆိပ်' },
  { code: 'KET', cityEn: 'Kengtung', cityMy: 'ကျိုင်းတုံ', nameMy: 'ကျိုင်းတုံ လေဆိပ်', keywords: ['Keng Tung'] },
  { code: 'THL', cityEn: 'Tachileik', cityMy: 'တာချီလိတ်', nameMy: 'တာချီလိတ် လေဆိပ်', keywords: ['Tachilek'] },
  { code: 'PBU', cityEn: 'Putao', cityMy: 'ပူတာအို', nameMy: 'ပူတာအို လေဆိပ်' },
  { code: 'BMO', cityEn: 'Bhamo', cityMy: 'ဗန်းမော်', nameMy: 'ဗန်းမော် လေဆိပ်', keywords: ['Banmaw'] },
  { code: 'KHM', cityEn: 'Khamti', cityMy: 'ခန္တီး', nameMy: 'ခန္တီး လေဆိပ်', keywords: ['Hkamti'] },
  { code: 'LIW', cityEn: 'Loikaw', cityMy: 'လွိုင်ကော်', nameMy: 'လွိုင်ကော် လေဆိပ်' },
  { code: 'KMV', cityEn: 'Kalay', cityMy: 'ကလေး', nameMy: 'ကလေး လေဆိပ်', keywords: ['Kalemyo'] },
  { code: 'MWQ', cityEn: 'Magway', cityMy: 'မကွေး', nameMy: 'မကွေး လေဆိပ်', keywords: ['Magwe'] },
  // Abroad
  { code: 'BKK', cityEn: 'Bangkok', cityMy: 'ဘန်ကောက်', keywords: ['Suvarnabhumi'], featuredRank: 2 },
  { code: 'DMK', cityEn: 'Bangkok', cityMy: 'ဘန်ကောက်', keywords: ['Don Mueang', 'Don Muang'] },
  { code: 'SIN', cityEn: 'Singapore', cityMy: 'စင်ကာပူ', keywords: ['Changi'], featuredRank: 5 },
  { code: 'KUL', cityEn: 'Kuala Lumpur', cityMy: 'ကွာလာလမ်ပူ', keywords: ['KLIA'], featuredRank: 7 },
  { code: 'HKG', cityEn: 'Hong Kong', cityMy: 'ဟောင်ကောင်', keywords: ['Chek Lap Kok'] },
  { code: 'CAN', cityEn: 'Guangzhou', cityMy: 'ကွမ်ကျိုး', keywords: ['Canton', 'Baiyun'] },
  { code: 'KMG', cityEn: 'Kunming', cityMy: 'ကူမင်း', keywords: ['Changshui'] },
  { code: 'ICN', cityEn: 'Seoul (Incheon)', cityMy: 'ဆိုးလ် (အင်ချွန်)', featuredRank: 8 },
  { code: 'NRT', cityEn: 'Tokyo (Narita)', cityMy: 'တိုကျို (နာရိတ)', featuredRank: 13 },
  { code: 'TPE', cityEn: 'Taipei', cityMy: 'ထိုင်ပေ', keywords: ['Taoyuan'] },
  { code: 'DEL', cityEn: 'Delhi', cityMy: 'ဒေလီ', keywords: ['New Delhi', 'Indira Gandhi'] },
  { code: 'GAY', cityEn: 'Gaya (Bodh Gaya)', cityMy: 'ဂယာ (ဗုဒ္ဓဂယာ)' },
  { code: 'SGN', cityEn: 'Ho Chi Minh City', cityMy: 'ဟိုချီမင်းစီးတီး', keywords: ['Saigon', 'Tan Son Nhat'] },
  { code: 'HAN', cityEn: 'Hanoi', cityMy: 'ဟနွိုင်း', keywords: ['Noi Bai'] },
  { code: 'DXB', cityEn: 'Dubai', cityMy: 'ဒူဘိုင်း' },
];

export interface NetworkAirline {
  code: string;
  nameEn: string;
  nameMy: string;
  countryCode: string;
  /** Brand colours of the airline mark we draw ourselves (no image is fetched from outside). */
  color: string;
  textColor: string;
  /**
   * How the airline prices against the distance formula (flight-pricing.ts): full-service carriers
   * above 1, low-cost carriers below.
   */
  fareFactor: number;
  /** Who distributes its schedules, unless a schedule says otherwise. */
  channels: readonly Channel[];
}

export const NETWORK_AIRLINES: readonly NetworkAirline[] = [
  { code: 'UB', nameEn: 'Myanmar National Airlines', nameMy: 'မြန်မာအမျိုးသား လေကြောင်းလိုင်း', countryCode: 'MM', color: '#1B3F8B', textColor: '#FFFFFF', fareFactor: 1, channels: ['S1'] },
  { code: 'K7', nameEn: 'Air KBZ', nameMy: 'အဲကေဘီဇက်', countryCode: 'MM', color: '#0057A8', textColor: '#FFFFFF', fareFactor: 1.05, channels: ['S1'] },
  { code: '8M', nameEn: 'Myanmar Airways International', nameMy: 'မြန်မာ့ အပြည်ပြည်ဆိုင်ရာ လေကြောင်းလိုင်း', countryCode: 'MM', color: '#2E3192', textColor: '#FFFFFF', fareFactor: 1.1, channels: ['S1', 'S2'] },
  { code: 'Y5', nameEn: 'Golden Myanmar Airlines', nameMy: 'ရွှေမြန်မာ လေကြောင်းလိုင်း', countryCode: 'MM', color: '#C9A227', textColor: '#1A1A1A', fareFactor: 0.9, channels: ['S1', 'S3'] },
  { code: '7Y', nameEn: 'Mann Yadanarpon Airlines', nameMy: 'မန်းရတနာပုံ လေကြောင်းလိုင်း', countryCode: 'MM', color: '#7A1F2B', textColor: '#FFFFFF', fareFactor: 1, channels: ['S1'] },
  { code: 'ST', nameEn: 'Air Thanlwin', nameMy: 'အဲသံလွင်', countryCode: 'MM', color: '#00796B', textColor: '#FFFFFF', fareFactor: 0.95, channels: ['S1'] },
  { code: 'TG', nameEn: 'Thai Airways', nameMy: 'ထိုင်း အဲယားဝေးစ်', countryCode: 'TH', color: '#5C2D91', textColor: '#FFFFFF', fareFactor: 1.2, channels: ['S1', 'S2'] },
  { code: 'PG', nameEn: 'Bangkok Airways', nameMy: 'ဘန်ကောက် အဲယားဝေးစ်', countryCode: 'TH', color: '#00529B', textColor: '#FFFFFF', fareFactor: 1.1, channels: ['S1', 'S2'] },
  { code: 'SQ', nameEn: 'Singapore Airlines', nameMy: 'စင်ကာပူ လေကြောင်းလိုင်း', countryCode: 'SG', color: '#1D3C6E', textColor: '#F4B223', fareFactor: 1.3, channels: ['S1', 'S2'] },
  { code: 'FD', nameEn: 'Thai AirAsia', nameMy: 'ထိုင်း အဲအေးရှား', countryCode: 'TH', color: '#E1001A', textColor: '#FFFFFF', fareFactor: 0.7, channels: ['S1', 'S3'] },
  { code: 'AK', nameEn: 'AirAsia', nameMy: 'အဲအေးရှား', countryCode: 'MY', color: '#E1001A', textColor: '#FFFFFF', fareFactor: 0.7, channels: ['S1', 'S3'] },
  { code: 'MH', nameEn: 'Malaysia Airlines', nameMy: 'မလေးရှား လေကြောင်းလိုင်း', countryCode: 'MY', color: '#00244D', textColor: '#FFFFFF', fareFactor: 1.1, channels: ['S1', 'S2'] },
  { code: 'MU', nameEn: 'China Eastern Airlines', nameMy: 'ချိုင်းနား အီစတန်း လေကြောင်းလိုင်း', countryCode: 'CN', color: '#00306E', textColor: '#FFFFFF', fareFactor: 1, channels: ['S1', 'S2'] },
  { code: 'CZ', nameEn: 'China Southern Airlines', nameMy: 'ချိုင်းနား ဆောက်သန် လေကြောင်းလိုင်း', countryCode: 'CN', color: '#0066B3', textColor: '#FFFFFF', fareFactor: 1, channels: ['S1', 'S2'] },
  { code: 'KE', nameEn: 'Korean Air', nameMy: 'ကိုရီးယန်း အဲ', countryCode: 'KR', color: '#00256C', textColor: '#8ECAF0', fareFactor: 1.25, channels: ['S1', 'S2'] },
  { code: 'NH', nameEn: 'All Nippon Airways', nameMy: 'အော်လ် နစ်ပွန် အဲယားဝေးစ်', countryCode: 'JP', color: '#13448F', textColor: '#FFFFFF', fareFactor: 1.3, channels: ['S1', 'S2'] },
  { code: 'BR', nameEn: 'EVA Air', nameMy: 'အီဗာ အဲ', countryCode: 'TW', color: '#00693E', textColor: '#F7A600', fareFactor: 1.2, channels: ['S1', 'S2'] },
  { code: 'AI', nameEn: 'Air India', nameMy: 'အဲ အိန္ဒိယ', countryCode: 'IN', color: '#B5121B', textColor: '#FFFFFF', fareFactor: 0.95, channels: ['S1', 'S2'] },
  { code: 'EK', nameEn: 'Emirates', nameMy: 'အီမိရိတ်', countryCode: 'AE', color: '#C8102E', textColor: '#FFFFFF', fareFactor: 1.25, channels: ['S1', 'S2'] },
  // Sold only through partners: their flights reach customers through the sandbox sources, never our inventory.
  { code: 'VN', nameEn: 'Vietnam Airlines', nameMy: 'ဗီယက်နမ် လေကြောင်းလိုင်း', countryCode: 'VN', color: '#006885', textColor: '#D4AF37', fareFactor: 1.05, channels: ['S2'] },
  { code: 'SL', nameEn: 'Thai Lion Air', nameMy: 'ထိုင်း လိုင်ယွန် အဲ', countryCode: 'TH', color: '#D71920', textColor: '#FFFFFF', fareFactor: 0.65, channels: ['S3'] },
  { code: 'VJ', nameEn: 'VietJet Air', nameMy: 'ဗီယက်ဂျက် အဲ', countryCode: 'VN', color: '#E31E24', textColor: '#FFD500', fareFactor: 0.65, channels: ['S3'] },
];

export type AircraftType = 'ATR72' | 'E190' | 'A319' | 'A320' | 'A321' | 'B737' | 'A330' | 'B787' | 'A350' | 'B777';

export interface Aircraft {
  kind: 'turboprop' | 'jet';
  economySeats: number;
  businessSeats: number;
}

/** Typical cabins; a business cabin of 0 means the flight sells economy only. */
export const AIRCRAFT: Readonly<Record<AircraftType, Aircraft>> = {
  ATR72: { kind: 'turboprop', economySeats: 70, businessSeats: 0 },
  E190: { kind: 'jet', economySeats: 94, businessSeats: 12 },
  A319: { kind: 'jet', economySeats: 120, businessSeats: 8 },
  A320: { kind: 'jet', economySeats: 150, businessSeats: 12 },
  A321: { kind: 'jet', economySeats: 170, businessSeats: 12 },
  B737: { kind: 'jet', economySeats: 150, businessSeats: 12 },
  A330: { kind: 'jet', economySeats: 250, businessSeats: 30 },
  B787: { kind: 'jet', economySeats: 220, businessSeats: 28 },
  A350: { kind: 'jet', economySeats: 253, businessSeats: 40 },
  B777: { kind: 'jet', economySeats: 300, businessSeats: 40 },
};

export interface NetworkSchedule {
  /** Airline code and number, without a space: 'UB103'. The airline is its first two characters. */
  flightNumber: string;
  aircraft: AircraftType;
  /** ISO weekdays (1 Monday ... 7 Sunday) of the first departure, or every day. */
  days: 'daily' | readonly number[];
  /** Local time at the first airport, 'HH:mm'. */
  departs: string;
  /** Every airport in flying order: a circuit such as RGN-NYU-MDL-HEH-RGN is one service of 4 legs. */
  route: readonly string[];
  /** Sold only through our team (the spec's offline flow), as remote routes often are. */
  offline?: boolean;
  channels?: readonly Channel[];
}

const MWF = [1, 3, 5];
const TTS = [2, 4, 6];
const MWFS = [1, 3, 5, 7];

export const NETWORK_SCHEDULES: readonly NetworkSchedule[] = [
  // ------------------------------------------------ Myanmar National Airlines (UB)
  { flightNumber: 'UB101', aircraft: 'B737', days: 'daily', departs: '07:00', route: ['RGN', 'MDL'] },
  { flightNumber: 'UB102', aircraft: 'B737', days: 'daily', departs: '09:30', route: ['MDL', 'RGN'] },
  { flightNumber: 'UB103', aircraft: 'ATR72', days: 'daily', departs: '06:45', route: ['RGN', 'NYU', 'MDL', 'HEH', 'RGN'] },
  { flightNumber: 'UB104', aircraft: 'ATR72', days: 'daily', departs: '07:15', route: ['RGN', 'HEH', 'MDL', 'NYU', 'RGN'] },
  { flightNumber: 'UB105', aircraft: 'E190', days: 'daily', departs: '08:00', route: ['RGN', 'NYT'] },
  { flightNumber: 'UB106', aircraft: 'E190', days: 'daily', departs: '10:00', route: ['NYT', 'RGN'] },
  { flightNumber: 'UB107', aircraft: 'ATR72', days: MWFS, departs: '11:00', route: ['RGN', 'SNW'] },
  { flightNumber: 'UB108', aircraft: 'ATR72', days: MWFS, departs: '12:50', route: ['SNW', 'RGN'] },
  { flightNumber: 'UB109', aircraft: 'ATR72', days: 'daily', departs: '07:30', route: ['RGN', 'TVY', 'MGZ', 'KAW'] },
  { flightNumber: 'UB110', aircraft: 'ATR72', days: 'daily', departs: '11:40', route: ['KAW', 'MGZ', 'TVY', 'RGN'] },
  { flightNumber: 'UB111', aircraft: 'ATR72', days: TTS, departs: '10:00', route: ['RGN', 'KYP', 'AKY'] },
  { flightNumber: 'UB112', aircraft: 'ATR72', days: TTS, departs: '13:00', route: ['AKY', 'KYP', 'RGN'] },
  { flightNumber: 'UB113', aircraft: 'B737', days: 'daily', departs: '12:30', route: ['RGN', 'MDL', 'MYT'] },
  { flightNumber: 'UB114', aircraft: 'B737', days: 'daily', departs: '15:40', route: ['MYT', 'MDL', 'RGN'] },
  { flightNumber: 'UB115', aircraft: 'ATR72', days: [2, 5], departs: '07:00', route: ['MDL', 'PBU'], offline: true },
  { flightNumber: 'UB116', aircraft: 'ATR72', days: [2, 5], departs: '09:20', route: ['PBU', 'MDL'], offline: true },
  { flightNumber: 'UB117', aircraft: 'ATR72', days: [1, 3, 6], departs: '08:30', route: ['MDL', 'LSH', 'KET'] },
  { flightNumber: 'UB118', aircraft: 'ATR72', days: [1, 3, 6], departs: '11:20', route: ['KET', 'LSH', 'MDL'] },
  { flightNumber: 'UB119', aircraft: 'ATR72', days: [2, 4, 7], departs: '09:00', route: ['RGN', 'HEH', 'THL'] },
  { flightNumber: 'UB120', aircraft: 'ATR72', days: [2, 4, 7], departs: '12:10', route: ['THL', 'HEH', 'RGN'] },
  { flightNumber: 'UB121', aircraft: 'ATR72', days: [1, 4], departs: '10:30', route: ['MDL', 'KHM'], offline: true },
  { flightNumber: 'UB122', aircraft: 'ATR72', days: [1, 4], departs: '12:30', route: ['KHM', 'MDL'], offline: true },
  { flightNumber: 'UB123', aircraft: 'E190', days: 'daily', departs: '17:00', route: ['RGN', 'MDL'] },
  { flightNumber: 'UB124', aircraft: 'E190', days: 'daily', departs: '19:15', route: ['MDL', 'RGN'] },
  { flightNumber: 'UB125', aircraft: 'ATR72', days: [3, 6], departs: '10:00', route: ['MDL', 'KMV'] },
  { flightNumber: 'UB126', aircraft: 'ATR72', days: [3, 6], departs: '11:50', route: ['KMV', 'MDL'] },
  { flightNumber: 'UB127', aircraft: 'ATR72', days: [1, 5], departs: '08:00', route: ['RGN', 'LIW'] },
  { flightNumber: 'UB128', aircraft: 'ATR72', days: [1, 5], departs: '09:55', route: ['LIW', 'RGN'] },
  { flightNumber: 'UB129', aircraft: 'ATR72', days: [2, 6], departs: '13:00', route: ['RGN', 'MWQ'] },
  { flightNumber: 'UB130', aircraft: 'ATR72', days: [2, 6], departs: '14:45', route: ['MWQ', 'RGN'] },
  { flightNumber: 'UB131', aircraft: 'ATR72', days: MWF, departs: '07:00', route: ['MDL', 'BMO', 'MYT'] },
  { flightNumber: 'UB132', aircraft: 'ATR72', days: MWF, departs: '09:40', route: ['MYT', 'BMO', 'MDL'] },
  { flightNumber: 'UB133', aircraft: 'ATR72', days: TTS, departs: '11:00', route: ['NYT', 'MDL'] },
  { flightNumber: 'UB134', aircraft: 'ATR72', days: TTS, departs: '13:00', route: ['MDL', 'NYT'] },
  { flightNumber: 'UB017', aircraft: 'B737', days: 'daily', departs: '12:40', route: ['RGN', 'BKK'] },
  { flightNumber: 'UB018', aircraft: 'B737', days: 'daily', departs: '15:40', route: ['BKK', 'RGN'] },
  { flightNumber: 'UB007', aircraft: 'B737', days: MWF, departs: '11:00', route: ['RGN', 'SIN'] },
  { flightNumber: 'UB008', aircraft: 'B737', days: MWF, departs: '16:30', route: ['SIN', 'RGN'] },

  // ------------------------------------------------ Air KBZ (K7)
  { flightNumber: 'K7222', aircraft: 'ATR72', days: 'daily', departs: '06:30', route: ['RGN', 'MDL'] },
  { flightNumber: 'K7223', aircraft: 'ATR72', days: 'daily', departs: '08:50', route: ['MDL', 'RGN'] },
  { flightNumber: 'K7224', aircraft: 'ATR72', days: 'daily', departs: '15:30', route: ['RGN', 'MDL'] },
  { flightNumber: 'K7225', aircraft: 'ATR72', days: 'daily', departs: '17:50', route: ['MDL', 'RGN'] },
  { flightNumber: 'K7242', aircraft: 'ATR72', days: 'daily', departs: '07:00', route: ['RGN', 'NYU', 'HEH', 'RGN'] },
  { flightNumber: 'K7243', aircraft: 'ATR72', days: 'daily', departs: '07:30', route: ['RGN', 'HEH', 'NYU', 'RGN'] },
  { flightNumber: 'K7311', aircraft: 'ATR72', days: 'daily', departs: '08:00', route: ['RGN', 'TVY', 'MGZ', 'KAW'] },
  { flightNumber: 'K7312', aircraft: 'ATR72', days: 'daily', departs: '12:15', route: ['KAW', 'MGZ', 'TVY', 'RGN'] },
  { flightNumber: 'K7422', aircraft: 'ATR72', days: MWFS, departs: '11:30', route: ['RGN', 'SNW'] },
  { flightNumber: 'K7423', aircraft: 'ATR72', days: MWFS, departs: '13:20', route: ['SNW', 'RGN'] },
  { flightNumber: 'K7622', aircraft: 'ATR72', days: TTS, departs: '10:30', route: ['RGN', 'HEH', 'KET'] },
  { flightNumber: 'K7623', aircraft: 'ATR72', days: TTS, departs: '13:40', route: ['KET', 'HEH', 'RGN'] },
  { flightNumber: 'K7742', aircraft: 'ATR72', days: MWF, departs: '09:00', route: ['RGN', 'MDL', 'MYT'] },
  { flightNumber: 'K7743', aircraft: 'ATR72', days: MWF, departs: '13:00', route: ['MYT', 'MDL', 'RGN'] },
  { flightNumber: 'K7826', aircraft: 'ATR72', days: TTS, departs: '08:00', route: ['RGN', 'NYT'] },
  { flightNumber: 'K7827', aircraft: 'ATR72', days: TTS, departs: '09:40', route: ['NYT', 'RGN'] },
  { flightNumber: 'K7552', aircraft: 'ATR72', days: [1, 4, 7], departs: '08:30', route: ['RGN', 'AKY'] },
  { flightNumber: 'K7553', aircraft: 'ATR72', days: [1, 4, 7], departs: '10:40', route: ['AKY', 'RGN'] },

  // ------------------------------------------------ Myanmar Airways International (8M)
  { flightNumber: '8M701', aircraft: 'A320', days: 'daily', departs: '08:00', route: ['RGN', 'MDL'] },
  { flightNumber: '8M702', aircraft: 'A320', days: 'daily', departs: '10:30', route: ['MDL', 'RGN'] },
  { flightNumber: '8M703', aircraft: 'A320', days: 'daily', departs: '18:00', route: ['RGN', 'MDL'] },
  { flightNumber: '8M704', aircraft: 'A320', days: 'daily', departs: '06:30', route: ['MDL', 'RGN'] },
  { flightNumber: '8M711', aircraft: 'A319', days: MWFS, departs: '11:00', route: ['RGN', 'NYT'] },
  { flightNumber: '8M712', aircraft: 'A319', days: MWFS, departs: '13:00', route: ['NYT', 'RGN'] },
  { flightNumber: '8M335', aircraft: 'A320', days: 'daily', departs: '10:15', route: ['RGN', 'BKK'] },
  { flightNumber: '8M336', aircraft: 'A320', days: 'daily', departs: '13:30', route: ['BKK', 'RGN'] },
  { flightNumber: '8M331', aircraft: 'A320', days: 'daily', departs: '17:30', route: ['RGN', 'BKK'] },
  { flightNumber: '8M332', aircraft: 'A320', days: 'daily', departs: '20:45', route: ['BKK', 'RGN'] },
  { flightNumber: '8M231', aircraft: 'A321', days: 'daily', departs: '08:45', route: ['RGN', 'SIN'] },
  { flightNumber: '8M232', aircraft: 'A321', days: 'daily', departs: '14:15', route: ['SIN', 'RGN'] },
  { flightNumber: '8M501', aircraft: 'A320', days: MWFS, departs: '11:00', route: ['RGN', 'KUL'] },
  { flightNumber: '8M502', aircraft: 'A320', days: MWFS, departs: '16:10', route: ['KUL', 'RGN'] },
  { flightNumber: '8M601', aircraft: 'A320', days: [2, 6], departs: '09:00', route: ['RGN', 'GAY'] },
  { flightNumber: '8M602', aircraft: 'A320', days: [2, 6], departs: '13:00', route: ['GAY', 'RGN'] },
  { flightNumber: '8M801', aircraft: 'A320', days: [2, 5, 7], departs: '09:30', route: ['MDL', 'BKK'] },
  { flightNumber: '8M802', aircraft: 'A320', days: [2, 5, 7], departs: '13:10', route: ['BKK', 'MDL'] },
  { flightNumber: '8M901', aircraft: 'A321', days: [2, 5], departs: '23:30', route: ['RGN', 'ICN'] },
  { flightNumber: '8M902', aircraft: 'A321', days: [3, 6], departs: '10:00', route: ['ICN', 'RGN'] },

  // ------------------------------------------------ Golden Myanmar Airlines (Y5)
  { flightNumber: 'Y5731', aircraft: 'A320', days: 'daily', departs: '07:10', route: ['RGN', 'MDL'] },
  { flightNumber: 'Y5732', aircraft: 'A320', days: 'daily', departs: '09:40', route: ['MDL', 'RGN'] },
  { flightNumber: 'Y5751', aircraft: 'ATR72', days: 'daily', departs: '06:40', route: ['RGN', 'HEH'] },
  { flightNumber: 'Y5752', aircraft: 'ATR72', days: 'daily', departs: '08:50', route: ['HEH', 'RGN'] },
  { flightNumber: 'Y5761', aircraft: 'ATR72', days: [2, 4, 6, 7], departs: '07:30', route: ['RGN', 'TVY', 'KAW'] },
  { flightNumber: 'Y5762', aircraft: 'ATR72', days: [2, 4, 6, 7], departs: '11:10', route: ['KAW', 'TVY', 'RGN'] },
  { flightNumber: 'Y5771', aircraft: 'A320', days: MWF, departs: '10:00', route: ['RGN', 'MYT'] },
  { flightNumber: 'Y5772', aircraft: 'A320', days: MWF, departs: '13:00', route: ['MYT', 'RGN'] },

  // ------------------------------------------------ Mann Yadanarpon Airlines (7Y), based in Mandalay
  { flightNumber: '7Y141', aircraft: 'ATR72', days: 'daily', departs: '06:20', route: ['RGN', 'NYU', 'MDL', 'HEH', 'RGN'] },
  { flightNumber: '7Y142', aircraft: 'ATR72', days: 'daily', departs: '07:05', route: ['RGN', 'HEH', 'MDL', 'NYU', 'RGN'] },
  { flightNumber: '7Y231', aircraft: 'ATR72', days: MWFS, departs: '07:30', route: ['MDL', 'MYT', 'PBU'], offline: true },
  { flightNumber: '7Y232', aircraft: 'ATR72', days: MWFS, departs: '10:40', route: ['PBU', 'MYT', 'MDL'], offline: true },
  { flightNumber: '7Y331', aircraft: 'ATR72', days: TTS, departs: '09:00', route: ['MDL', 'KET', 'THL'] },
  { flightNumber: '7Y332', aircraft: 'ATR72', days: TTS, departs: '12:10', route: ['THL', 'KET', 'MDL'] },
  { flightNumber: '7Y431', aircraft: 'ATR72', days: 'daily', departs: '13:30', route: ['RGN', 'MDL'] },
  { flightNumber: '7Y432', aircraft: 'ATR72', days: 'daily', departs: '16:10', route: ['MDL', 'RGN'] },
  { flightNumber: '7Y531', aircraft: 'ATR72', days: [1, 4], departs: '08:00', route: ['MDL', 'LSH'] },
  { flightNumber: '7Y532', aircraft: 'ATR72', days: [1, 4], departs: '09:45', route: ['LSH', 'MDL'] },

  // ------------------------------------------------ Air Thanlwin (ST): sold through its own offices only
  { flightNumber: 'ST101', aircraft: 'ATR72', days: MWFS, departs: '06:50', route: ['RGN', 'HEH', 'NYU', 'RGN'], offline: true },
  { flightNumber: 'ST102', aircraft: 'ATR72', days: TTS, departs: '06:50', route: ['RGN', 'NYU', 'HEH', 'RGN'], offline: true },
  { flightNumber: 'ST201', aircraft: 'ATR72', days: [1, 4], departs: '08:15', route: ['RGN', 'KYP', 'AKY'], offline: true },
  { flightNumber: 'ST202', aircraft: 'ATR72', days: [1, 4], departs: '11:20', route: ['AKY', 'KYP', 'RGN'], offline: true },
  { flightNumber: 'ST301', aircraft: 'ATR72', days: [2, 6], departs: '09:00', route: ['RGN', 'LIW'], offline: true },
  { flightNumber: 'ST302', aircraft: 'ATR72', days: [2, 6], departs: '10:55', route: ['LIW', 'RGN'], offline: true },
  { flightNumber: 'ST401', aircraft: 'ATR72', days: [3, 7], departs: '08:00', route: ['RGN', 'SNW'], offline: true },
  { flightNumber: 'ST402', aircraft: 'ATR72', days: [3, 7], departs: '09:50', route: ['SNW', 'RGN'], offline: true },

  // ------------------------------------------------ Foreign carriers to and from Myanmar
  { flightNumber: 'TG303', aircraft: 'A330', days: 'daily', departs: '07:50', route: ['BKK', 'RGN'] },
  { flightNumber: 'TG304', aircraft: 'A330', days: 'daily', departs: '10:15', route: ['RGN', 'BKK'] },
  { flightNumber: 'TG305', aircraft: 'A320', days: 'daily', departs: '17:45', route: ['BKK', 'RGN'] },
  { flightNumber: 'TG306', aircraft: 'A320', days: 'daily', departs: '19:55', route: ['RGN', 'BKK'] },
  { flightNumber: 'TG711', aircraft: 'A320', days: MWFS, departs: '12:20', route: ['BKK', 'MDL'] },
  { flightNumber: 'TG712', aircraft: 'A320', days: MWFS, departs: '15:20', route: ['MDL', 'BKK'] },
  { flightNumber: 'PG701', aircraft: 'A319', days: 'daily', departs: '08:45', route: ['BKK', 'RGN'] },
  { flightNumber: 'PG702', aircraft: 'A319', days: 'daily', departs: '10:45', route: ['RGN', 'BKK'] },
  { flightNumber: 'PG705', aircraft: 'A320', days: 'daily', departs: '16:35', route: ['BKK', 'RGN'] },
  { flightNumber: 'PG706', aircraft: 'A320', days: 'daily', departs: '18:40', route: ['RGN', 'BKK'] },
  { flightNumber: 'PG709', aircraft: 'A319', days: [2, 4, 6, 7], departs: '09:40', route: ['BKK', 'MDL'] },
  { flightNumber: 'PG710', aircraft: 'A319', days: [2, 4, 6, 7], departs: '12:40', route: ['MDL', 'BKK'] },
  { flightNumber: 'FD251', aircraft: 'A320', days: 'daily', departs: '07:00', route: ['DMK', 'RGN'] },
  { flightNumber: 'FD252', aircraft: 'A320', days: 'daily', departs: '08:55', route: ['RGN', 'DMK'] },
  { flightNumber: 'FD253', aircraft: 'A320', days: 'daily', departs: '12:35', route: ['DMK', 'RGN'] },
  { flightNumber: 'FD254', aircraft: 'A320', days: 'daily', departs: '14:40', route: ['RGN', 'DMK'] },
  { flightNumber: 'FD257', aircraft: 'A320', days: 'daily', departs: '19:10', route: ['DMK', 'RGN'] },
  { flightNumber: 'FD258', aircraft: 'A320', days: 'daily', departs: '21:10', route: ['RGN', 'DMK'] },
  { flightNumber: 'FD243', aircraft: 'A320', days: 'daily', departs: '13:00', route: ['DMK', 'MDL'] },
  { flightNumber: 'FD244', aircraft: 'A320', days: 'daily', departs: '15:35', route: ['MDL', 'DMK'] },
  { flightNumber: 'AK1502', aircraft: 'A320', days: 'daily', departs: '07:05', route: ['KUL', 'RGN'] },
  { flightNumber: 'AK1503', aircraft: 'A320', days: 'daily', departs: '09:30', route: ['RGN', 'KUL'] },
  { flightNumber: 'MH740', aircraft: 'B737', days: 'daily', departs: '09:40', route: ['KUL', 'RGN'] },
  { flightNumber: 'MH741', aircraft: 'B737', days: 'daily', departs: '11:45', route: ['RGN', 'KUL'] },
  { flightNumber: 'SQ998', aircraft: 'A350', days: 'daily', departs: '07:50', route: ['SIN', 'RGN'] },
  { flightNumber: 'SQ997', aircraft: 'A350', days: 'daily', departs: '10:25', route: ['RGN', 'SIN'] },
  { flightNumber: 'SQ994', aircraft: 'B787', days: 'daily', departs: '15:20', route: ['SIN', 'RGN'] },
  { flightNumber: 'SQ995', aircraft: 'B787', days: 'daily', departs: '17:45', route: ['RGN', 'SIN'] },
  { flightNumber: 'MU2031', aircraft: 'A320', days: 'daily', departs: '13:30', route: ['KMG', 'RGN'] },
  { flightNumber: 'MU2032', aircraft: 'A320', days: 'daily', departs: '15:50', route: ['RGN', 'KMG'] },
  { flightNumber: 'MU2029', aircraft: 'A320', days: MWFS, departs: '10:00', route: ['KMG', 'MDL'] },
  { flightNumber: 'MU2030', aircraft: 'A320', days: MWFS, departs: '12:10', route: ['MDL', 'KMG'] },
  { flightNumber: 'CZ3055', aircraft: 'A321', days: 'daily', departs: '12:10', route: ['CAN', 'RGN'] },
  { flightNumber: 'CZ3056', aircraft: 'A321', days: 'daily', departs: '15:10', route: ['RGN', 'CAN'] },
  { flightNumber: 'KE471', aircraft: 'B777', days: 'daily', departs: '18:40', route: ['ICN', 'RGN'] },
  { flightNumber: 'KE472', aircraft: 'B777', days: 'daily', departs: '23:55', route: ['RGN', 'ICN'] },
  { flightNumber: 'NH814', aircraft: 'B787', days: 'daily', departs: '11:00', route: ['NRT', 'RGN'] },
  { flightNumber: 'NH813', aircraft: 'B787', days: 'daily', departs: '21:30', route: ['RGN', 'NRT'] },
  { flightNumber: 'BR287', aircraft: 'A321', days: MWFS, departs: '08:50', route: ['TPE', 'RGN'] },
  { flightNumber: 'BR288', aircraft: 'A321', days: MWFS, departs: '13:20', route: ['RGN', 'TPE'] },
  { flightNumber: 'AI233', aircraft: 'A320', days: TTS, departs: '10:30', route: ['DEL', 'GAY', 'RGN'] },
  { flightNumber: 'AI234', aircraft: 'A320', days: TTS, departs: '17:00', route: ['RGN', 'GAY', 'DEL'] },

  // ------------------------------------------------ Foreign carriers between hubs: the second flight of a connection
  { flightNumber: 'TG658', aircraft: 'B777', days: 'daily', departs: '13:50', route: ['BKK', 'ICN'] },
  { flightNumber: 'TG659', aircraft: 'B777', days: 'daily', departs: '10:20', route: ['ICN', 'BKK'] },
  { flightNumber: 'KE652', aircraft: 'B777', days: 'daily', departs: '23:50', route: ['BKK', 'ICN'] },
  { flightNumber: 'KE651', aircraft: 'B777', days: 'daily', departs: '18:00', route: ['ICN', 'BKK'] },
  { flightNumber: 'TG642', aircraft: 'B787', days: 'daily', departs: '23:10', route: ['BKK', 'NRT'] },
  { flightNumber: 'TG643', aircraft: 'B787', days: 'daily', departs: '10:30', route: ['NRT', 'BKK'] },
  { flightNumber: 'TG600', aircraft: 'A330', days: 'daily', departs: '14:30', route: ['BKK', 'HKG'] },
  { flightNumber: 'TG601', aircraft: 'A330', days: 'daily', departs: '18:00', route: ['HKG', 'BKK'] },
  { flightNumber: 'TG560', aircraft: 'A320', days: 'daily', departs: '15:00', route: ['BKK', 'HAN'] },
  { flightNumber: 'TG561', aircraft: 'A320', days: 'daily', departs: '18:30', route: ['HAN', 'BKK'] },
  { flightNumber: 'TG323', aircraft: 'A330', days: 'daily', departs: '15:30', route: ['BKK', 'DEL'] },
  { flightNumber: 'TG324', aircraft: 'A330', days: 'daily', departs: '08:30', route: ['DEL', 'BKK'] },
  { flightNumber: 'EK385', aircraft: 'B777', days: 'daily', departs: '00:35', route: ['BKK', 'DXB'] },
  { flightNumber: 'EK384', aircraft: 'B777', days: 'daily', departs: '09:40', route: ['DXB', 'BKK'] },
  { flightNumber: 'EK355', aircraft: 'B777', days: 'daily', departs: '19:40', route: ['SIN', 'DXB'] },
  { flightNumber: 'EK354', aircraft: 'B777', days: 'daily', departs: '03:15', route: ['DXB', 'SIN'] },
  { flightNumber: 'SQ856', aircraft: 'A350', days: 'daily', departs: '15:45', route: ['SIN', 'HKG'] },
  { flightNumber: 'SQ857', aircraft: 'A350', days: 'daily', departs: '19:45', route: ['HKG', 'SIN'] },
  { flightNumber: 'MH78', aircraft: 'A330', days: 'daily', departs: '14:40', route: ['KUL', 'HKG'] },
  { flightNumber: 'MH79', aircraft: 'A330', days: 'daily', departs: '18:50', route: ['HKG', 'KUL'] },

  // ------------------------------------------------ Sold only through partners (sandbox sources)
  { flightNumber: 'VN957', aircraft: 'A321', days: MWFS, departs: '19:30', route: ['RGN', 'HAN'] },
  { flightNumber: 'VN956', aircraft: 'A321', days: MWFS, departs: '16:40', route: ['HAN', 'RGN'] },
  { flightNumber: 'VN943', aircraft: 'A321', days: TTS, departs: '14:00', route: ['RGN', 'SGN'] },
  { flightNumber: 'VN942', aircraft: 'A321', days: TTS, departs: '11:10', route: ['SGN', 'RGN'] },
  { flightNumber: 'SL209', aircraft: 'B737', days: 'daily', departs: '12:30', route: ['RGN', 'DMK'] },
  { flightNumber: 'SL208', aircraft: 'B737', days: 'daily', departs: '10:15', route: ['DMK', 'RGN'] },
  { flightNumber: 'VJ902', aircraft: 'A321', days: MWFS, departs: '15:30', route: ['RGN', 'SGN'] },
  { flightNumber: 'VJ901', aircraft: 'A321', days: MWFS, departs: '12:15', route: ['SGN', 'RGN'] },
  // S3 also resells Golden Myanmar's evening Mandalay rotation, which our inventory does not carry.
  { flightNumber: 'Y5735', aircraft: 'A320', days: 'daily', departs: '16:20', route: ['RGN', 'MDL'], channels: ['S3'] },
  { flightNumber: 'Y5736', aircraft: 'A320', days: 'daily', departs: '18:40', route: ['MDL', 'RGN'], channels: ['S3'] },
];

/** The airline of a schedule: its flight number's first two characters ('8M701' is 8M). */
export function airlineOf(flightNumber: string): string {
  return flightNumber.slice(0, 2);
}

export function channelsOf(schedule: NetworkSchedule): readonly Channel[] {
  if (schedule.channels) return schedule.channels;
  const airline = NETWORK_AIRLINES.find((candidate) => candidate.code === airlineOf(schedule.flightNumber));
  if (!airline) throw new Error(`schedule ${schedule.flightNumber}: unknown airline`);
  return airline.channels;
}
