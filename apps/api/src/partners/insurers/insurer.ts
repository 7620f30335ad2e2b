import type { InsuranceArea } from '@thwa/domain/insurance/travel-cover';

/** One person a policy insures, as the insurer is asked to cover them. */
export interface InsuredPerson {
  firstName: string;
  lastName: string;
  age: number;
}

/**
 * What a policy insures: a travel cover in an area between two dates (product type 11), or a health
 * plan by its id for a year from its first day (product type 13).
 */
export type PolicyCover = { kind: 'travel'; area: InsuranceArea; startDate: string; endDate: string } | { kind: 'health'; planId: string; startDate: string };

/** What the insurer is asked to issue: one policy for the people of one order item. */
export interface PolicyRequest {
  /** Ours, so a retried request issues the same policy (the insurer deduplicates by it). */
  reference: string;
  cover: PolicyCover;
  policyHolder: { firstName: string; lastName: string };
  insured: readonly InsuredPerson[];
}

export type IssueResult =
  /** Issued: the policy number and one certificate number per insured person, in their order. */
  | { status: 'issued'; policyNumber: string; certificateNumbers: string[] }
  /** Not decided yet: ask again later with the same reference. */
  | { status: 'pending' }
  | { status: 'refused'; reason: string };

/**
 * A partner insurer (issue 18): it publishes its premiums (kept in our insurance_premiums table,
 * which quotes read), issues a policy with its certificates, and cancels one. The sandbox insurer
 * stands where an adapter to a real insurer's api will stand, behind this same interface.
 */
export interface Insurer {
  readonly name: string;
  issue(request: PolicyRequest, attempt: number): Promise<IssueResult>;
  /** Cancels an issued policy; true once it is cancelled (again: still true). */
  cancel(policyNumber: string): Promise<boolean>;
}

/** The insurer did not answer (a timeout, an outage): the caller asks again later. */
export class InsurerUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InsurerUnavailable';
  }
}
