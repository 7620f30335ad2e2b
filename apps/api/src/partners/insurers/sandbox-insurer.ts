import { setTimeout as sleep } from 'node:timers/promises';
import { between, hash32, unitFor } from '../seeded.ts';
import { InsurerUnavailable, type Insurer, type IssueResult, type PolicyRequest } from './insurer.ts';

interface Range {
  min: number;
  max: number;
}

/**
 * How the sandbox insurer behaves. What varies is drawn from a hash of the request's reference, so a
 * retried request meets the same insurer on every node. Like the other sandboxes, the policy holder's
 * last name can ask for an outcome outright: SANDBOXSLOW (issued on the third try), SANDBOXFAIL (the
 * insurer refuses the policy).
 */
export interface InsurerProfile {
  latencyMs: Range;
  /** Share of calls, per reference and attempt, the insurer answers with an outage. */
  errorShare: number;
  /** Share of policies issued only on the third try, and share refused by its underwriting. */
  slowShare: number;
  refuseShare: number;
}

/** The partner insurer as it behaves: a few hundred milliseconds away, now and then down or slow. */
export const SANDBOX_INSURER: InsurerProfile = { latencyMs: { min: 120, max: 450 }, errorShare: 0.03, slowShare: 0.08, refuseShare: 0.01 };

/** The same insurer without surprises, for browser tests that meet a refusal only on purpose. */
export const STEADY_INSURER: InsurerProfile = { ...SANDBOX_INSURER, latencyMs: { min: 20, max: 60 }, errorShare: 0, slowShare: 0, refuseShare: 0 };

const SLOW_ISSUES_ON_ATTEMPT = 3;

/** The insurer numbers travel policies "MIP-…" and health policies "MHP-…". */
const POLICY_PREFIX: Record<PolicyRequest['cover']['kind'], string> = { travel: 'MIP', health: 'MHP' };

/** A number of `digits` digits fixed by the key: the same request always gets the same policy number. */
function numberOf(key: string, digits: number): string {
  return String(hash32(key) % 10 ** digits).padStart(digits, '0');
}

/**
 * A sandbox partner insurer: real code with its own latency, outages, slow and refused underwriting,
 * issuing policy numbers ("MIP-" or "MHP-" and 10 digits) and one certificate number per insured person. Issuing
 * is idempotent by the request's reference; cancelling is remembered for the process's life.
 */
export function createSandboxInsurer(profile: InsurerProfile = SANDBOX_INSURER): Insurer {
  const cancelled = new Set<string>();
  return {
    name: 'Thwa Partner Insurance (sandbox)',

    async issue(request: PolicyRequest, attempt: number): Promise<IssueResult> {
      await sleep(Math.round(between(profile.latencyMs.min, profile.latencyMs.max, unitFor('insurer-latency', request.reference, attempt))));
      if (unitFor('insurer-error', request.reference, attempt) < profile.errorShare) throw new InsurerUnavailable('the sandbox insurer is down for a moment');
      const holder = request.policyHolder.lastName.toUpperCase();
      if (holder === 'SANDBOXFAIL' || unitFor('insurer-refuse', request.reference) < profile.refuseShare) return { status: 'refused', reason: 'the insurer declined to underwrite this policy' };
      const slow = holder === 'SANDBOXSLOW' || unitFor('insurer-slow', request.reference) < profile.slowShare;
      if (slow && attempt < SLOW_ISSUES_ON_ATTEMPT) return { status: 'pending' };
      const policyNumber = `${POLICY_PREFIX[request.cover.kind]}-${numberOf(`policy|${request.reference}`, 10)}`;
      return { status: 'issued', policyNumber, certificateNumbers: request.insured.map((_, index) => `${policyNumber}-${String(index + 1).padStart(2, '0')}`) };
    },

    async cancel(policyNumber: string): Promise<boolean> {
      cancelled.add(policyNumber);
      return true;
    },
  };
}
