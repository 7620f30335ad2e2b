import type { Transaction } from '@thwa/db/transaction';
import type { InsuranceQuote, InsuranceQuoteRequest } from '@thwa/domain/contracts/insurance';
import { yangonDate } from '@thwa/domain/dates';
import { TRAVEL_COVERAGE, coverageDays, premiumKey, travelCoverProblem } from '@thwa/domain/insurance/travel-cover';
import { AppError } from '../../plugins/errors.ts';
import type { InsurancePremiumsRepository } from './insurance-premiums.repository.ts';

/**
 * Quotes a travel cover (issue 18): the rules of travel-cover.ts first (dates, 30 days, ages under
 * 70, a guardian), then one premium per person from the insurer's premium table by area, age band and
 * days. The store quotes again inside its transaction, so an order costs what the table says then.
 * @throws AppError INSURANCE_DATES, INSURANCE_TOO_LONG, INSURANCE_AGE, MISSING_GUARDIAN, VALIDATION_FAILED
 */
export function createQuoteTravelCover({ premiums, insurerName, now }: { premiums: InsurancePremiumsRepository; insurerName: string; now: () => Date }) {
  return async function quoteTravelCover(request: InsuranceQuoteRequest, transaction?: Transaction): Promise<InsuranceQuote> {
    const problem = travelCoverProblem(request, yangonDate(now()));
    if (problem) throw new AppError(problem.code, `body.${problem.field}`);
    const days = coverageDays(request.startDate, request.endDate);
    const keys = request.ages.map((age) => premiumKey(age, days));
    const table = await premiums.premiums(request.area, keys.map((key) => key.ageFrom), keys[0]!.daysFrom, transaction);
    const each = keys.map((key) => {
      const premium = table.get(key.ageFrom);
      // The table covers every band and bucket (seed-insurance.ts); a missing row is a defect, not the customer's.
      if (premium === undefined) throw new Error(`no ${request.area} premium for ages from ${key.ageFrom} over ${days} days`);
      return premium;
    });
    return {
      area: request.area,
      startDate: request.startDate,
      endDate: request.endDate,
      coverageDays: days,
      insurerName,
      premiums: each,
      total: each.reduce((sum, premium) => sum + premium, 0),
      coverage: { hospital: TRAVEL_COVERAGE.hospital[request.area], death: TRAVEL_COVERAGE.death, liability: TRAVEL_COVERAGE.liability },
    };
  };
}

export type QuoteTravelCover = ReturnType<typeof createQuoteTravelCover>;
