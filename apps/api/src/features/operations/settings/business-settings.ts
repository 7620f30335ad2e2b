import type { Database } from '@thwa/db/connection';
import type { ExchangeRateEntry, OpsAlert, OpsPromotion } from '@thwa/domain/contracts/operations-settings';
import { alertIsActive, promotionState, type RatePair } from '@thwa/domain/operations/business-settings';
import { AppError } from '../../../plugins/errors.ts';
import type { ContactDetails } from '../../content/render-markdown.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { BusinessSettingsRepository, ExchangeRateRow, PromotionRow, SiteAlertRow } from './business-settings.repository.ts';

/** What the business settings' use cases share (issue 20 item 4). */
export interface BusinessSettingsDeps {
  db: Database;
  repository: BusinessSettingsRepository;
  audit: AuditLogRepository;
  contact: ContactDetails;
  now: () => Date;
}

/** The employee acting and where from, as the console's guard found them. */
export interface Employee {
  userId: string;
  address: string;
}

/** A use case's refusal of a value a rule forbids: 400 naming the field, nothing written. */
export function invalid(field: string): never {
  throw new AppError('VALIDATION_FAILED', `body.${field}`);
}

/** The column's numeric text without its trailing zeros ("4500.0000000000" is "4500"). */
export function rateText(stored: string): string {
  return stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;
}

export function pairOf(row: Pick<ExchangeRateRow, 'originCurrency'>): RatePair {
  return row.originCurrency === 'USD' ? 'USD_MMK' : 'MMK_USD';
}

export function rateEntry(row: ExchangeRateRow, now: Date, currentIds: ReadonlySet<number>): ExchangeRateEntry {
  return {
    id: row.id,
    pair: pairOf(row),
    rate: rateText(row.rate),
    effectiveAt: row.effectiveAt.toISOString(),
    source: row.source,
    state: currentIds.has(row.id) ? 'current' : row.effectiveAt.getTime() > now.getTime() ? 'scheduled' : 'past',
  };
}

export function promotionView(row: PromotionRow, now: Date): OpsPromotion {
  return {
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    value: row.value,
    minAmount: row.minAmount,
    maxDiscount: row.maxDiscount,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    productTypes: row.productTypes ?? [],
    descriptionEn: row.descriptionEn,
    descriptionMy: row.descriptionMy,
    used: row.used,
    active: row.active,
    state: promotionState(row, now),
  };
}

export function alertView(row: SiteAlertRow, now: Date): OpsAlert {
  return {
    id: row.id,
    type: row.type,
    scope: row.scope,
    titleEn: row.titleEn,
    titleMy: row.titleMy,
    infoEn: row.infoEn,
    infoMy: row.infoMy,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    state: alertIsActive(row, now) ? 'showing' : row.startsAt.getTime() > now.getTime() ? 'scheduled' : 'over',
  };
}
