/**
 * Our intercity express coach network (issue 21, spec §3 product type 9): the cities, their highway
 * bus stations and pick-up points, the operators, their coaches and the services they run every day.
 *
 * Why code, not tables: like the hotel destinations, it is reference data the seed, the api and the
 * web all read, it changes with a release, and the web's autocomplete needs the cities without a call.
 * What changes by the day (the dated departures, their fares and seats) is in the database
 * (`bus_departures`, `bus_seats`), generated from this for the next BUS_BOOKING_HORIZON_DAYS days.
 * Only plain data and small functions here; the cities and classes are in bus-cities.ts, which the web's
 * pages import alone.
 */
import { roundUpTo } from './bus-fares.ts';
import type { BusClass } from './bus-cities.ts';

// The cities and classes are their own module, which the web's pages import without the rest.
export { BUS_CITIES, BUS_CITY_CODES, BUS_CLASSES, busCity, matchBusCities, type BusCity, type BusClass } from './bus-cities.ts';

/**
 * A place a coach takes passengers on or lets them off: a highway bus station or an operator's
 * pick-up point. `offsetMinutes` is when the coach is there, after (or, negative, before) the
 * service's departure from the city's first station.
 */
export interface BusPoint {
  readonly id: string;
  readonly city: string;
  readonly nameEn: string;
  readonly nameMy: string;
  readonly addressEn: string;
  readonly addressMy: string;
  readonly offsetMinutes: number;
}

/** How much of the fare each cancellation gives back, by hours left before departure (issue 21 item 4). */
export interface CancellationTier {
  /** The tier applies when strictly more than this many hours are left before departure. */
  readonly moreThanHours: number;
  readonly refundPercent: number;
}

export interface BusOperator {
  readonly code: string;
  readonly nameEn: string;
  readonly nameMy: string;
  /** The operator's booking office, printed on the ticket for the driver and the passenger. */
  readonly phone: string;
  /** Ordered from the most hours before departure; after the last, nothing comes back. */
  readonly cancellation: readonly CancellationTier[];
  /** What its fares cost beside the route's standard fare (a premium brand charges more). */
  readonly fareFactor: number;
  /** The class of its night coaches. */
  readonly nightClass: BusClass;
  /** Minutes after 18:00 its night coaches leave. */
  readonly nightDepartureMinutes: number;
}

/**
 * A coach's seat plan: rows of seat letters, with '' for the aisle. Seats side by side without the
 * aisle between them are neighbours (the seat rule for women, seat-rule.ts).
 */
export interface CoachType {
  readonly id: string;
  readonly busClass: BusClass;
  readonly nameEn: string;
  readonly nameMy: string;
  readonly rows: number;
  readonly columns: readonly string[];
  readonly amenitiesEn: readonly string[];
  readonly amenitiesMy: readonly string[];
}

export const COACH_TYPES: readonly CoachType[] = [
  {
    id: 'vip-2-1',
    busClass: 'vip',
    nameEn: 'VIP 2+1',
    nameMy: 'VIP ၂+၁',
    rows: 9,
    columns: ['A', 'B', '', 'C'],
    amenitiesEn: ['Dinner and breakfast', 'Reclining seats with leg rests', 'Blanket', 'USB charging', 'Toilet on board'],
    amenitiesMy: ['ညစာနှင့် နံနက်စာ', 'ခြေတင်ပါသော နောက်မှီ ထိုင်ခုံ', 'စောင်', 'USB အားသွင်းပေါက်', 'ကားပေါ်တွင် အိမ်သာ'],
  },
  {
    id: 'standard-2-2',
    busClass: 'standard',
    nameEn: 'Standard 2+2',
    nameMy: 'ပုံမှန် ၂+၂',
    rows: 10,
    columns: ['A', 'B', '', 'C', 'D'],
    amenitiesEn: ['Snack and water', 'Air conditioning', 'Rest stop on the way'],
    amenitiesMy: ['မုန့်နှင့် ရေ', 'လေအေးပေးစက်', 'လမ်းခုလတ် နားနေချိန်'],
  },
];

/** Each city's stations and pick-up points; the first is where its coaches leave from and arrive. */
export const BUS_POINTS: readonly BusPoint[] = [
  { id: 'YGN-AML', city: 'YGN', nameEn: 'Aung Mingalar Highway Bus Station', nameMy: 'အောင်မင်္ဂလာ အဝေးပြေးကားဂိတ်', addressEn: 'Aung Mingalar Road, Mingaladon Township, Yangon', addressMy: 'အောင်မင်္ဂလာလမ်း၊ မင်္ဂလာဒုံမြို့နယ်၊ ရန်ကုန်', offsetMinutes: 0 },
  { id: 'YGN-DAY', city: 'YGN', nameEn: 'Dagon Ayeyar Highway Bus Station', nameMy: 'ဒဂုံဧရာ အဝေးပြေးကားဂိတ်', addressEn: 'Yangon–Pathein Road, Hlaing Tharyar Township, Yangon', addressMy: 'ရန်ကုန်–ပုသိမ်လမ်း၊ လှိုင်သာယာမြို့နယ်၊ ရန်ကုန်', offsetMinutes: -40 },
  { id: 'YGN-SUL', city: 'YGN', nameEn: 'Downtown pick-up, Sule Pagoda Road', nameMy: 'မြို့လယ် ကားကြိုနေရာ၊ ဆူးလေဘုရားလမ်း', addressEn: 'Sule Pagoda Road near Maha Bandoola Park, Kyauktada Township, Yangon', addressMy: 'မဟာဗန္ဓုလပန်းခြံအနီး ဆူးလေဘုရားလမ်း၊ ကျောက်တံတားမြို့နယ်၊ ရန်ကုန်', offsetMinutes: -75 },
  { id: 'MDY-KSK', city: 'MDY', nameEn: 'Kywe Se Kan Highway Bus Station', nameMy: 'ကွေ့စည်ကန် အဝေးပြေးကားဂိတ်', addressEn: 'Kywe Se Kan, Pyigyitagon Township, Mandalay', addressMy: 'ကွေ့စည်ကန်၊ ပြည်ကြီးတံခွန်မြို့နယ်၊ မန္တလေး', offsetMinutes: 0 },
  { id: 'MDY-PGM', city: 'MDY', nameEn: 'Pyi Gyi Mat Shin Highway Bus Station', nameMy: 'ပြည်ကြီးမျက်ရှင် အဝေးပြေးကားဂိတ်', addressEn: '58th Street, Chanmyathazi Township, Mandalay', addressMy: '၅၈ လမ်း၊ ချမ်းမြသာစည်မြို့နယ်၊ မန္တလေး', offsetMinutes: -30 },
  { id: 'NPT-MYO', city: 'NPT', nameEn: 'Myoma Highway Bus Station', nameMy: 'မြို့မ အဝေးပြေးကားဂိတ်', addressEn: 'Bawga Theiddhi, Zabuthiri Township, Nay Pyi Taw', addressMy: 'ဘောဂသိဒ္ဓိ၊ ဇမ္ဗူသီရိမြို့နယ်၊ နေပြည်တော်', offsetMinutes: 0 },
  { id: 'BGN-NYU', city: 'BGN', nameEn: 'Nyaung-U Highway Bus Station', nameMy: 'ညောင်ဦး အဝေးပြေးကားဂိတ်', addressEn: 'Bagan–Nyaung-U Road, Nyaung-U', addressMy: 'ပုဂံ–ညောင်ဦးလမ်း၊ ညောင်ဦး', offsetMinutes: 0 },
  { id: 'NYS-TWN', city: 'NYS', nameEn: 'Nyaung Shwe town bus stop', nameMy: 'ညောင်ရွှေ မြို့တွင်း ကားဂိတ်', addressEn: 'Yone Gyi Road, Nyaung Shwe', addressMy: 'ယုန်ကြီးလမ်း၊ ညောင်ရွှေ', offsetMinutes: 0 },
  { id: 'NYS-SWY', city: 'NYS', nameEn: 'Shwenyaung junction', nameMy: 'ရွှေညောင် လမ်းဆုံ', addressEn: 'Union Highway at the Nyaung Shwe turn-off, Shwenyaung', addressMy: 'ညောင်ရွှေလမ်းခွဲ ပြည်ထောင်စုလမ်းမကြီး၊ ရွှေညောင်', offsetMinutes: 25 },
  { id: 'TGI-AYT', city: 'TGI', nameEn: 'Aye Thar Yar Highway Bus Station', nameMy: 'အေးသာယာ အဝေးပြေးကားဂိတ်', addressEn: 'Aye Thar Yar, Taunggyi', addressMy: 'အေးသာယာ၊ တောင်ကြီး', offsetMinutes: 0 },
  { id: 'KLW-MKT', city: 'KLW', nameEn: 'Kalaw market bus stop', nameMy: 'ကလော ဈေးရှေ့ ကားဂိတ်', addressEn: 'Union Highway beside the market, Kalaw', addressMy: 'ဈေးဘေး ပြည်ထောင်စုလမ်းမကြီး၊ ကလော', offsetMinutes: 0 },
  { id: 'MLM-HBS', city: 'MLM', nameEn: 'Mawlamyine Highway Bus Station', nameMy: 'မော်လမြိုင် အဝေးပြေးကားဂိတ်', addressEn: 'Upper Main Road, Mawlamyine', addressMy: 'အထက်လမ်းမ၊ မော်လမြိုင်', offsetMinutes: 0 },
  { id: 'HPA-HBS', city: 'HPA', nameEn: 'Hpa-An Highway Bus Station', nameMy: 'ဘားအံ အဝေးပြေးကားဂိတ်', addressEn: 'Zwekabin Road, Hpa-An', addressMy: 'ဇွဲကပင်လမ်း၊ ဘားအံ', offsetMinutes: 0 },
  { id: 'PYA-HBS', city: 'PYA', nameEn: 'Pyay Highway Bus Station', nameMy: 'ပြည် အဝေးပြေးကားဂိတ်', addressEn: 'Bogyoke Road, Pyay', addressMy: 'ဗိုလ်ချုပ်လမ်း၊ ပြည်', offsetMinutes: 0 },
  { id: 'MGW-HBS', city: 'MGW', nameEn: 'Magway Highway Bus Station', nameMy: 'မကွေး အဝေးပြေးကားဂိတ်', addressEn: 'Pyay–Magway Road, Magway', addressMy: 'ပြည်–မကွေးလမ်း၊ မကွေး', offsetMinutes: 0 },
  { id: 'MYW-HBS', city: 'MYW', nameEn: 'Monywa Highway Bus Station', nameMy: 'မုံရွာ အဝေးပြေးကားဂိတ်', addressEn: 'Bogyoke Road, Monywa', addressMy: 'ဗိုလ်ချုပ်လမ်း၊ မုံရွာ', offsetMinutes: 0 },
  { id: 'LSO-HBS', city: 'LSO', nameEn: 'Lashio Highway Bus Station', nameMy: 'လားရှိုး အဝေးပြေးကားဂိတ်', addressEn: 'Lashio–Mandalay Road, Lashio', addressMy: 'လားရှိုး–မန္တလေးလမ်း၊ လားရှိုး', offsetMinutes: 0 },
  { id: 'DWI-HBS', city: 'DWI', nameEn: 'Dawei Highway Bus Station', nameMy: 'ထားဝယ် အဝေးပြေးကားဂိတ်', addressEn: 'Yangon–Dawei Road, Dawei', addressMy: 'ရန်ကုန်–ထားဝယ်လမ်း၊ ထားဝယ်', offsetMinutes: 0 },
];

/** Tiers as the operators publish them: fares come back in part until 12 or 24 hours before departure. */
const FLEXIBLE: readonly CancellationTier[] = [
  { moreThanHours: 48, refundPercent: 90 },
  { moreThanHours: 12, refundPercent: 50 },
];
const STANDARD: readonly CancellationTier[] = [
  { moreThanHours: 72, refundPercent: 80 },
  { moreThanHours: 24, refundPercent: 50 },
];
const STRICT: readonly CancellationTier[] = [{ moreThanHours: 48, refundPercent: 50 }];

export const BUS_OPERATORS: readonly BusOperator[] = [
  { code: 'JJX', nameEn: 'JJ Express', nameMy: 'ဂျေဂျေ အိပ်စ်ပရက်စ်', phone: '+95 1 860 0111', cancellation: FLEXIBLE, fareFactor: 1.1, nightClass: 'vip', nightDepartureMinutes: 150 },
  { code: 'ELT', nameEn: 'Elite Express', nameMy: 'အီလိုက် အိပ်စ်ပရက်စ်', phone: '+95 1 860 0222', cancellation: FLEXIBLE, fareFactor: 1.05, nightClass: 'vip', nightDepartureMinutes: 180 },
  { code: 'MDM', nameEn: 'Mandalar Minn', nameMy: 'မန္တလာမင်း', phone: '+95 2 860 0333', cancellation: STANDARD, fareFactor: 1, nightClass: 'standard', nightDepartureMinutes: 90 },
  { code: 'FMT', nameEn: 'Famous Traveller', nameMy: 'ဖေးမတ်စ် ထရာဗယ်လာ', phone: '+95 1 860 0444', cancellation: STANDARD, fareFactor: 0.95, nightClass: 'vip', nightDepartureMinutes: 60 },
  { code: 'SMD', nameEn: 'Shwe Mandalar', nameMy: 'ရွှေမန္တလာ', phone: '+95 2 860 0555', cancellation: STRICT, fareFactor: 0.9, nightClass: 'standard', nightDepartureMinutes: 120 },
  { code: 'LMB', nameEn: 'Lumbini', nameMy: 'လုမ္ဗိနီ', phone: '+95 1 860 0666', cancellation: STANDARD, fareFactor: 1, nightClass: 'vip', nightDepartureMinutes: 30 },
  { code: 'ZKB', nameEn: 'Zwekabin Express', nameMy: 'ဇွဲကပင် အိပ်စ်ပရက်စ်', phone: '+95 58 860 077', cancellation: STRICT, fareFactor: 0.9, nightClass: 'standard', nightDepartureMinutes: 90 },
];

/**
 * The routes, one way (every route runs both ways): hours on the road, the standard coach's local
 * fare in MMK, and who runs it. Fares are of 2026, the year's fuel price in them.
 */
const ROUTES: readonly { from: string; to: string; minutes: number; fare: number; operators: readonly string[] }[] = [
  { from: 'YGN', to: 'MDY', minutes: 540, fare: 28_000, operators: ['JJX', 'ELT', 'MDM', 'SMD', 'LMB'] },
  { from: 'YGN', to: 'NPT', minutes: 330, fare: 18_000, operators: ['JJX', 'ELT', 'MDM'] },
  { from: 'YGN', to: 'BGN', minutes: 600, fare: 30_000, operators: ['JJX', 'FMT', 'LMB'] },
  { from: 'YGN', to: 'NYS', minutes: 660, fare: 32_000, operators: ['JJX', 'FMT', 'LMB'] },
  { from: 'YGN', to: 'TGI', minutes: 720, fare: 33_000, operators: ['JJX', 'LMB', 'MDM'] },
  { from: 'YGN', to: 'KLW', minutes: 600, fare: 31_000, operators: ['JJX', 'FMT'] },
  { from: 'YGN', to: 'MLM', minutes: 360, fare: 16_000, operators: ['ELT', 'ZKB', 'JJX'] },
  { from: 'YGN', to: 'HPA', minutes: 360, fare: 15_000, operators: ['ELT', 'ZKB'] },
  { from: 'YGN', to: 'PYA', minutes: 360, fare: 14_000, operators: ['ELT', 'SMD'] },
  { from: 'YGN', to: 'MGW', minutes: 540, fare: 22_000, operators: ['ELT', 'SMD'] },
  { from: 'YGN', to: 'DWI', minutes: 840, fare: 35_000, operators: ['LMB', 'ZKB'] },
  { from: 'MDY', to: 'BGN', minutes: 300, fare: 15_000, operators: ['JJX', 'FMT'] },
  { from: 'MDY', to: 'NYS', minutes: 480, fare: 22_000, operators: ['MDM', 'FMT'] },
  { from: 'MDY', to: 'TGI', minutes: 480, fare: 22_000, operators: ['MDM', 'SMD'] },
  { from: 'MDY', to: 'KLW', minutes: 420, fare: 20_000, operators: ['MDM'] },
  { from: 'MDY', to: 'LSO', minutes: 480, fare: 20_000, operators: ['MDM', 'ELT'] },
  { from: 'MDY', to: 'MYW', minutes: 180, fare: 8_000, operators: ['MDM', 'SMD'] },
  { from: 'MDY', to: 'NPT', minutes: 270, fare: 14_000, operators: ['MDM', 'SMD'] },
  { from: 'BGN', to: 'NYS', minutes: 540, fare: 25_000, operators: ['FMT', 'JJX'] },
  { from: 'MLM', to: 'HPA', minutes: 120, fare: 5_000, operators: ['ZKB'] },
];

/** A coach an operator runs between two cities every day at the same time. */
export interface BusService {
  /** Operator, cities and departure, such as 'JJX-YGN-MDY-2030'. */
  readonly code: string;
  readonly operator: string;
  readonly from: string;
  readonly to: string;
  /** Local time it leaves the first station of `from`, 'HH:mm'. */
  readonly departureTime: string;
  readonly durationMinutes: number;
  readonly coachType: string;
  /** The local fare of a seat on an ordinary day, MMK (bus-fares.ts adds the season). */
  readonly localFare: number;
}

/** Night coaches longer than this also have a morning day coach; shorter routes run by day too. */
const DAY_COACH_MAX_MINUTES = 360;

function clock(minutes: number): string {
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
}

function coachOf(busClass: BusClass): CoachType {
  return COACH_TYPES.find((coach) => coach.busClass === busClass)!;
}

/**
 * Every service: each operator of a route runs a night coach of its class each way (leaving between
 * 18:30 and 21:00, arriving in the morning); a route of six hours or less also has a standard day
 * coach at 08:00 (the operator's place in the route's list staggers it by 45 minutes).
 */
function makeServices(): BusService[] {
  const services: BusService[] = [];
  for (const route of ROUTES) {
    for (const [from, to] of [
      [route.from, route.to],
      [route.to, route.from],
    ] as const) {
      route.operators.forEach((code, place) => {
        const operator = BUS_OPERATORS.find((one) => one.code === code)!;
        const night = coachOf(operator.nightClass);
        const nightFare = roundUpTo(route.fare * operator.fareFactor * (night.busClass === 'vip' ? 1.6 : 1), 500);
        const nightTime = clock(18 * 60 + operator.nightDepartureMinutes);
        services.push({ code: `${code}-${from}-${to}-${nightTime.replace(':', '')}`, operator: code, from, to, departureTime: nightTime, durationMinutes: route.minutes, coachType: night.id, localFare: nightFare });
        if (route.minutes <= DAY_COACH_MAX_MINUTES) {
          const dayTime = clock(8 * 60 + place * 45);
          services.push({ code: `${code}-${from}-${to}-${dayTime.replace(':', '')}`, operator: code, from, to, departureTime: dayTime, durationMinutes: route.minutes, coachType: coachOf('standard').id, localFare: roundUpTo(route.fare * operator.fareFactor, 500) });
        }
      });
    }
  }
  return services;
}

export const BUS_SERVICES: readonly BusService[] = makeServices();

const operatorsByCode = new Map(BUS_OPERATORS.map((operator) => [operator.code, operator]));
const coachesById = new Map(COACH_TYPES.map((coach) => [coach.id, coach]));
const servicesByCode = new Map(BUS_SERVICES.map((service) => [service.code, service]));
const pointsById = new Map(BUS_POINTS.map((point) => [point.id, point]));

export const busOperator = (code: string): BusOperator | undefined => operatorsByCode.get(code);
export const coachType = (id: string): CoachType | undefined => coachesById.get(id);
export const busService = (code: string): BusService | undefined => servicesByCode.get(code);
export const busPoint = (id: string): BusPoint | undefined => pointsById.get(id);

/** A city's stations and pick-up points, its first station first. */
export function pointsOf(city: string): BusPoint[] {
  return BUS_POINTS.filter((point) => point.city === city);
}
