import { z } from 'zod';
import { ALERT_TYPES } from '../alerts.ts';
import {
  ALERT_INFO_MAX,
  ALERT_SCOPES,
  ALERT_TITLE_MAX,
  PROMOTION_MAX_AMOUNT,
  PROMOTION_MAX_USES,
  PROMOTION_PRODUCT_TYPES,
  RATE_PAIRS,
} from '../operations/business-settings.ts';
import { CONTENT_SLUGS } from './content.ts';
import { Language } from './common.ts';

/**
 * The console's business settings (issue 20 item 4): exchange rates (`rates.edit`), promotions
 * (`promotions.edit`), content pages and site alerts (`content.edit`). Every call needs the access token
 * and the console-session header (contracts/operations.ts); every change writes its audit entry (before,
 * after) in its own transaction. The rules a value must follow are operations/business-settings.ts; a
 * value that breaks one is VALIDATION_FAILED (400) naming the field, and nothing is written.
 */

const Instant = z.iso.datetime({ offset: true });

// ------------------------------------------------------------------------------------ exchange rates

export const RatePairName = z.enum(RATE_PAIRS);

export const ExchangeRateEntry = z
  .object({
    id: z.number().int(),
    pair: RatePairName,
    /** As stored, a decimal with up to 10 places: units of the second currency for one of the first. */
    rate: z.string(),
    effectiveAt: Instant,
    /** 'seed', 'employee:<user id>' … who published it. */
    source: z.string(),
    state: z.enum(['scheduled', 'current', 'past']),
  })
  .meta({ id: 'ExchangeRateEntry' });
export type ExchangeRateEntry = z.infer<typeof ExchangeRateEntry>;

export const OpsRatesResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      now: Instant,
      current: z.object({ USD_MMK: ExchangeRateEntry.nullable(), MMK_USD: ExchangeRateEntry.nullable() }),
      /** Newest effective time first, both pairs, at most RATE_HISTORY_LIMIT rows (scheduled ones included). */
      history: z.array(ExchangeRateEntry),
    }),
  })
  .meta({ id: 'OpsRatesResponse' });
export type OpsRatesResponse = z.infer<typeof OpsRatesResponse>;

export const RATE_HISTORY_LIMIT = 60;

export const SetRateRequest = z
  .object({
    pair: RatePairName,
    rate: z.string().trim().min(1).max(24).describe('a decimal as typed, e.g. "4500" or "0.0002222222"'),
    effectiveAt: Instant.nullish().describe('when it starts; absent or null for now. Never before now: history is kept, not edited'),
  })
  .meta({ id: 'SetRateRequest' });
export type SetRateRequest = z.infer<typeof SetRateRequest>;

export const SetRateResponse = z.object({ code: z.literal(200), data: ExchangeRateEntry }).meta({ id: 'SetRateResponse' });

// ---------------------------------------------------------------------------------------- promotions

export const PromotionCodeParams = z.object({ code: z.string().trim().min(1).max(32) });

const Amount = z.number().int().min(0).max(PROMOTION_MAX_AMOUNT);
const Uses = z.number().int().min(1).max(PROMOTION_MAX_USES);

export const PromotionFields = z.object({
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().min(0).max(PROMOTION_MAX_AMOUNT).describe('percent 1..100, or fixed MMK'),
  minAmount: Amount,
  maxDiscount: Amount.nullable().describe('largest discount of a percent promotion, MMK; null for none'),
  validFrom: Instant,
  validTo: Instant.describe('exclusive; after validFrom'),
  usageLimit: Uses.nullable().describe('orders in total; null for no limit; never below the uses already taken'),
  perCustomerLimit: Uses.nullable(),
  productTypes: z
    .array(z.number().int().refine((type) => PROMOTION_PRODUCT_TYPES.includes(type), 'a spec §3 product type id'))
    .max(PROMOTION_PRODUCT_TYPES.length)
    .describe('spec §3 product type ids it comes off; empty for every product'),
  descriptionEn: z.string().trim().min(1).max(300),
  descriptionMy: z.string().trim().min(1).max(300),
});

export const CreatePromotionRequest = PromotionFields.extend({ code: z.string().trim().min(1).max(32) }).meta({ id: 'CreatePromotionRequest' });
export type CreatePromotionRequest = z.infer<typeof CreatePromotionRequest>;
export const EditPromotionRequest = PromotionFields.meta({ id: 'EditPromotionRequest' });
export type EditPromotionRequest = z.infer<typeof EditPromotionRequest>;

export const OpsPromotion = PromotionFields.extend({
  code: z.string(),
  used: z.number().int(),
  active: z.boolean(),
  state: z.enum(['scheduled', 'running', 'used_up', 'expired', 'ended']),
}).meta({ id: 'OpsPromotion' });
export type OpsPromotion = z.infer<typeof OpsPromotion>;

export const PROMOTIONS_LIST_LIMIT = 200;

export const OpsPromotionsResponse = z
  .object({ code: z.literal(200), data: z.object({ now: Instant, promotions: z.array(OpsPromotion).describe('newest end first, at most PROMOTIONS_LIST_LIMIT') }) })
  .meta({ id: 'OpsPromotionsResponse' });
export type OpsPromotionsResponse = z.infer<typeof OpsPromotionsResponse>;

export const OpsPromotionResponse = z.object({ code: z.literal(200), data: OpsPromotion }).meta({ id: 'OpsPromotionResponse' });

// ------------------------------------------------------------------------------------- content pages

export const CONTENT_BODY_MAX = 50_000;

export const ContentSlugParams = z.object({ slug: z.enum(CONTENT_SLUGS) });

export const ContentPageText = z.object({
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(400),
  bodyMarkdown: z.string().max(CONTENT_BODY_MAX),
});
export type ContentPageText = z.infer<typeof ContentPageText>;

export const ContentPageVersion = ContentPageText.extend({ updatedAt: Instant });
export type ContentPageVersion = z.infer<typeof ContentPageVersion>;

export const OpsContentPagesResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ pages: z.array(z.object({ slug: z.enum(CONTENT_SLUGS), titleEn: z.string().nullable(), updatedAt: Instant.nullable() })) }),
  })
  .meta({ id: 'OpsContentPagesResponse' });
export type OpsContentPagesResponse = z.infer<typeof OpsContentPagesResponse>;

export const OpsContentPage = z
  .object({ slug: z.enum(CONTENT_SLUGS), en: ContentPageVersion.nullable(), mm: ContentPageVersion.nullable() })
  .meta({ id: 'OpsContentPage' });
export type OpsContentPage = z.infer<typeof OpsContentPage>;

export const OpsContentPageResponse = z.object({ code: z.literal(200), data: OpsContentPage }).meta({ id: 'OpsContentPageResponse' });

export const SaveContentPageRequest = z
  .object({
    en: ContentPageText,
    mm: ContentPageText,
    basedOn: z
      .object({ en: Instant.nullable(), mm: Instant.nullable() })
      .describe('the updatedAt of each language as the editor loaded it: a page saved by someone else since is CONTENT_CHANGED (409), unless this save changes nothing'),
  })
  .meta({ id: 'SaveContentPageRequest' });
export type SaveContentPageRequest = z.infer<typeof SaveContentPageRequest>;

export const ContentPreviewRequest = z.object({ markdown: z.string().max(CONTENT_BODY_MAX) }).meta({ id: 'ContentPreviewRequest' });
export const ContentPreviewResponse = z
  .object({ code: z.literal(200), data: z.object({ html: z.string().describe('as /content/:slug renders it: raw HTML dropped, only safe links') }) })
  .meta({ id: 'ContentPreviewResponse' });

// -------------------------------------------------------------------------------------------- alerts

export const AlertIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const AlertFields = z.object({
  type: z.enum(ALERT_TYPES),
  scope: z.enum(ALERT_SCOPES).describe("the landing pages that show it: 'all', 'flight' or 'hotel'"),
  titleEn: z.string().trim().min(1).max(ALERT_TITLE_MAX),
  titleMy: z.string().trim().min(1).max(ALERT_TITLE_MAX),
  infoEn: z.string().trim().min(1).max(ALERT_INFO_MAX),
  infoMy: z.string().trim().min(1).max(ALERT_INFO_MAX),
  startsAt: Instant,
  endsAt: Instant.describe('exclusive; after startsAt'),
});
export const AlertRequest = AlertFields.meta({ id: 'AlertRequest' });
export type AlertRequest = z.infer<typeof AlertRequest>;

export const OpsAlert = AlertFields.extend({ id: z.number().int(), state: z.enum(['scheduled', 'showing', 'over']), updatedAt: Instant }).meta({ id: 'OpsAlert' });
export type OpsAlert = z.infer<typeof OpsAlert>;

export const ALERTS_LIST_LIMIT = 100;

export const OpsAlertsResponse = z
  .object({ code: z.literal(200), data: z.object({ now: Instant, alerts: z.array(OpsAlert).describe('latest end first, at most ALERTS_LIST_LIMIT') }) })
  .meta({ id: 'OpsAlertsResponse' });
export type OpsAlertsResponse = z.infer<typeof OpsAlertsResponse>;

export const OpsAlertResponse = z.object({ code: z.literal(200), data: OpsAlert }).meta({ id: 'OpsAlertResponse' });

/** GET /general-alerts (spec §7): the alerts showing now on a product's pages, in one language (spec §3 Alert: type, title, info). */
export const GeneralAlertsQuery = z.object({ product: z.enum(['flight', 'hotel']).default('flight'), language: Language.default('en') });
export const GENERAL_ALERTS_LIMIT = 5;
export const GeneralAlertsResponse = z
  .object({ code: z.literal(200), data: z.array(z.object({ id: z.number().int(), type: z.enum(ALERT_TYPES), title: z.string(), info: z.string() })) })
  .meta({ id: 'GeneralAlertsResponse' });
export type GeneralAlertsResponse = z.infer<typeof GeneralAlertsResponse>;
