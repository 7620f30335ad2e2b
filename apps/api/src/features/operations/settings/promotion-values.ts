import type { EditPromotionRequest } from '@thwa/domain/contracts/operations-settings';
import { promoCodeOf, promotionProblems } from '@thwa/domain/operations/business-settings';
import type { PromotionValues } from './business-settings.repository.ts';
import { invalid } from './business-settings.ts';

/**
 * A promotion as typed, checked by the pure rules (the first problem is the 400's field) and made into
 * the row's values. `used` is the uses already taken: the total limit never drops below it.
 */
export function promotionValues(code: string, request: EditPromotionRequest, used: number): PromotionValues {
  const draft = {
    ...request,
    code,
    validFrom: new Date(request.validFrom),
    validTo: new Date(request.validTo),
    productTypes: [...new Set(request.productTypes)].sort((a, b) => a - b),
  };
  const [problem] = promotionProblems(draft, used);
  if (problem) invalid(problem.field);
  return { ...draft, code: promoCodeOf(code), productTypes: draft.productTypes.length > 0 ? draft.productTypes : null };
}

/** What the audit log keeps of a promotion: everything an employee sets, and its uses. */
export function promotionAudit(row: PromotionValues & { used?: number; active?: boolean }) {
  return {
    kind: row.kind,
    value: row.value,
    minAmount: row.minAmount,
    maxDiscount: row.maxDiscount ?? null,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    usageLimit: row.usageLimit ?? null,
    perCustomerLimit: row.perCustomerLimit ?? null,
    productTypes: row.productTypes ?? null,
    descriptionEn: row.descriptionEn,
    descriptionMy: row.descriptionMy,
    used: row.used ?? 0,
    active: row.active ?? true,
  };
}
