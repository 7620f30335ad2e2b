import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { Database } from './connection.ts';
import { campaigns, promotions } from './schema.ts';

const DAY_MS = 86_400_000;

/** The seed's deals campaign (decision 042): its slug, and the promotion it gives. */
export const SEED_CAMPAIGN_SLUG = 'golden-land-fares';
export const SEED_CAMPAIGN_PROMO = 'GOLDENLAND';

/**
 * A deals campaign on the main domestic routes with its own promo code, dated from the first seeding
 * (it shows for 90 days, for departures from two days on for two months; the promotion lasts as long
 * as the campaign shows). Seeded once: a re-seed never moves its dates or undoes an operator's edit.
 */
export async function seedCampaigns(db: Database, now: Date = new Date()): Promise<void> {
  const today = yangonDate(now);
  const until = new Date(now.getTime() + 90 * DAY_MS);
  await db
    .insert(promotions)
    .values({
      code: SEED_CAMPAIGN_PROMO,
      kind: 'percent',
      value: 8,
      minAmount: 0,
      maxDiscount: 40_000,
      validFrom: new Date(now.getTime() - DAY_MS),
      validTo: until,
      usageLimit: 5_000,
      perCustomerLimit: 2,
      productTypes: [PRODUCT_TYPE_IDS.flight],
      descriptionEn: 'Golden Land fares: 8% off domestic flights (up to 40,000 MMK)',
      descriptionMy: 'ရွှေပြည်တော် လေယာဉ်ခ: ပြည်တွင်းလေယာဉ်လက်မှတ် ၈% လျှော့ (အများဆုံး ၄၀,၀၀၀ ကျပ်)',
    })
    .onConflictDoNothing();
  await db
    .insert(campaigns)
    .values({
      slug: SEED_CAMPAIGN_SLUG,
      titleEn: 'Golden Land fares',
      titleMy: 'ရွှေပြည်တော် လေယာဉ်ခများ',
      leadEn: 'Bagan, Inle, Mandalay and the beach at Ngapali: our lowest fares on each route, and 8% more off with the code below.',
      leadMy: 'ပုဂံ၊ အင်းလေး၊ မန္တလေးနှင့် ငပလီကမ်းခြေ- လမ်းကြောင်းတိုင်း၏ အနိမ့်ဆုံး လေယာဉ်ခနှင့် အောက်ပါကုဒ်ဖြင့် ၈% ထပ်လျှော့။',
      promoCode: SEED_CAMPAIGN_PROMO,
      showsFrom: new Date(now.getTime() - DAY_MS),
      showsUntil: until,
      travelFrom: addDays(today, 2),
      travelUntil: addDays(today, 62),
      routes: ['RGN-NYU', 'RGN-HEH', 'RGN-MDL', 'RGN-SNW', 'MDL-NYU', 'NYU-RGN', 'HEH-RGN', 'MDL-RGN'],
    })
    .onConflictDoNothing();
}
