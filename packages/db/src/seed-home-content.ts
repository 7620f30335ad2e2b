import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';
import { imageIdOf, svgSize } from './image-source.ts';
import { homeBanners, homeRecommended, images } from './schema.ts';

const folder = fileURLToPath(new URL('../seed/home/', import.meta.url));

/** How long the seed's items show: a year from the first seeding (an employee ends or edits them in the console). */
const SEED_WINDOW_DAYS = 365;

/** The seed's banners, with pictures drawn for them and shipped in the repository (packages/db/seed/home). */
export const SEED_BANNERS = [
  {
    seedKey: 'seed:thingyan-fares',
    file: 'thingyan-fares.svg',
    landing: 'flight',
    titleEn: 'Fly home for Thingyan',
    titleMy: 'သင်္ကြန်ကို အိမ်ပြန် ပျံသန်းပါ',
    textEn: 'Every domestic route and its days, at our fares.',
    textMy: 'ပြည်တွင်းလမ်းကြောင်းတိုင်းနှင့် ပျံသန်းသည့်နေ့များ။',
    link: '/campaign/flights-information-and-schedule',
  },
  {
    seedKey: 'seed:wallet-mmk',
    file: 'wallet-mmk.svg',
    landing: 'all',
    titleEn: 'Pay in kyats with your Thwa wallet',
    titleMy: 'Thwa ပိုက်ဆံအိတ်ဖြင့် ကျပ်ငွေ ပေးချေပါ',
    textEn: 'Top up once, then pay for flights and hotels in one tap.',
    textMy: 'တစ်ကြိမ် ငွေဖြည့်ပြီး လေယာဉ်နှင့် ဟိုတယ်ကို တစ်ချက်တည်းဖြင့် ပေးချေပါ။',
    link: '/account/my-wallet',
  },
  {
    seedKey: 'seed:bagan-hotels',
    file: 'bagan-hotels.svg',
    landing: 'hotel',
    titleEn: 'Hotels in Bagan',
    titleMy: 'ပုဂံရှိ ဟိုတယ်များ',
    textEn: 'Sunrise over the temples, a short ride from your room.',
    textMy: 'စေတီပုထိုးများပေါ်မှ နေထွက်ချိန်ကို အနီးမှ ကြည့်ပါ။',
    link: '/hotel/listing?term=bagan&listingSearchTerm=Bagan&itemId=3&name=Bagan&scope=city&city=bagan&country=Myanmar&region=local',
  },
] as const;

/** The seed's recommended hotels, chosen from the seeded inventory: their pictures are the hotels' own first photos. */
export const SEED_RECOMMENDED = [
  { seedKey: 'seed:recommended-H3007', hotelId: 'H3007', blurbEn: 'Sunset views over the plain of temples.', blurbMy: 'စေတီပုထိုးကွင်းပြင်ပေါ်မှ နေဝင်ချိန် ရှုခင်း။' },
  { seedKey: 'seed:recommended-H4001', hotelId: 'H4001', blurbEn: 'On the lake, a boat ride from the floating markets.', blurbMy: 'ရေပေါ်ဈေးများနှင့် လှေဖြင့် နီးကပ်သော ကန်ပေါ်ရှိ ဟိုတယ်။' },
  { seedKey: 'seed:recommended-H6003', hotelId: 'H6003', blurbEn: 'White sand and quiet mornings on Ngapali beach.', blurbMy: 'ငပလီကမ်းခြေ၏ သဲဖြူနှင့် အေးချမ်းသော နံနက်ခင်းများ။' },
  { seedKey: 'seed:recommended-H2005', hotelId: 'H2005', blurbEn: 'Near the palace moat, for a first day in Mandalay.', blurbMy: 'နန်းတော်ကျုံးအနီး၊ မန္တလေးတွင် ပထမဆုံးနေ့အတွက်။' },
] as const;

/**
 * The home page's curated items on a fresh clone (decision 040): banners with their own pictures,
 * stored as the image pipeline stores an upload (by the hash of their bytes, with their size, once,
 * the same pure path as the hotels' seeded pictures), and recommended hotels of the seeded inventory.
 * Each row carries its seed key, so seeding again writes nothing twice and never brings back an item
 * an employee ended or changed.
 */
export async function seedHomeContent(db: Database, now: Date = new Date()): Promise<void> {
  const startsAt = now;
  const endsAt = new Date(now.getTime() + SEED_WINDOW_DAYS * 86_400_000);
  for (const [index, banner] of SEED_BANNERS.entries()) {
    const source = await readFile(`${folder}${banner.file}`);
    const size = svgSize(source.toString('utf8'));
    if (!size) throw new Error(`${banner.file} has no size`);
    const imageId = imageIdOf(source);
    await db.insert(images).values({ imageId, mediaType: 'image/svg+xml', width: size.width, height: size.height, source }).onConflictDoNothing();
    const { file: _file, ...values } = banner;
    await db
      .insert(homeBanners)
      .values({ ...values, imageId, position: index + 1, startsAt, endsAt })
      .onConflictDoNothing({ target: homeBanners.seedKey });
  }
  for (const [index, item] of SEED_RECOMMENDED.entries()) {
    await db
      .insert(homeRecommended)
      .values({ ...item, position: index + 1, startsAt, endsAt })
      .onConflictDoNothing({ target: homeRecommended.seedKey });
  }
}
