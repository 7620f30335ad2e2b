import { setTimeout as sleep } from 'node:timers/promises';
import type { Gender } from '@thwa/domain/booking/travellers';
import { between, hash32, unitFor } from '../seeded.ts';
import { BusOperatorError, type BusConfirmation, type BusOperatorLink, type LinkedDeparture } from './bus-operator.ts';

interface Range {
  min: number;
  max: number;
}

/**
 * How the sandbox operator's reservation system behaves. What varies is drawn from a hash of the call
 * (and the minute it is made in), the departure and the seat, so every node sees the same system. As
 * with the other sandboxes, a passenger's last name asks for a confirmation outcome outright:
 * SANDBOXSLOW (confirmed on the third try), SANDBOXFAIL (the operator refuses the booking).
 */
export interface SandboxOperatorProfile {
  /** Every call waits this long: the operator's system is across the internet. */
  latencyMs: Range;
  /** Share of calls, per call and minute, answered with an error. */
  errorShare: number;
  /** How long the adapter keeps a route's search answer: its calls are slow, and a search is asked often. */
  searchCacheSeconds: number;
  /** Share of the seats still free when a day went on sale that the operator's own counters sell later. */
  walkInShare: number;
  /** Those sales happen in the last this many hours before the coach leaves, more of them nearer departure. */
  walkInHours: number;
  /** The counters' sales reach the system in batches this often: a seat free on the map may be gone at the hold. */
  walkInBatchMinutes: number;
  /** Share of bookings confirmed only on the third try, and share refused. */
  slowShare: number;
  failShare: number;
}

/** Zwekabin's system as it behaves: slower than ours, failing now and then, its counters selling seats beside us. */
export const SANDBOX_OPERATOR: SandboxOperatorProfile = {
  latencyMs: { min: 120, max: 450 },
  errorShare: 0.04,
  searchCacheSeconds: 60,
  walkInShare: 0.25,
  walkInHours: 72,
  walkInBatchMinutes: 20,
  slowShare: 0.1,
  failShare: 0.02,
};

/**
 * The same system without surprises: no failures, no counter sales, nothing slow or refused unless a
 * test name asks; the api tests start from it and switch on what they test. (No browser journey rides
 * Zwekabin, so the site has no setting for it, unlike the bed bank and the insurer.)
 */
export const STEADY_SANDBOX_OPERATOR: SandboxOperatorProfile = { ...SANDBOX_OPERATOR, errorShare: 0, walkInShare: 0, slowShare: 0, failShare: 0 };

/** Tries before a slow booking is confirmed. */
const SLOW_CONFIRMS_ON_ATTEMPT = 3;
/** Search answers kept at most, whatever the traffic: the oldest go first. */
const SEARCH_CACHE_ENTRIES = 2_000;
/** How long a failed search is kept before the system is asked again. */
const FAILURE_KEPT_MS = 5_000;

/**
 * A sandbox operator's reservation system (issue 21): real code with its own latency, failures, the
 * seats its counters sell beside us, and slow or refused confirmations. It stands where an adapter
 * to a real operator's api will stand, behind the same BusOperatorLink as our own inventory.
 *
 * The counters' later sales ("walk-ins") are a function of the departure, the seat and the time: a
 * quarter of the free seats get an instant in the last three days before departure (more of them
 * nearer to it), and the system learns of each at the end of its 20-minute batch. So they only grow,
 * the same on every node, and the booking code meets them under the departure's lock like any other
 * taken seat.
 */
export function createSandboxOperator({ name, referencePrefix }: { name: string; referencePrefix: string }, profile: SandboxOperatorProfile, now: () => Date): BusOperatorLink {
  /** Searches asked, by call: the answer (or failure) and until when it is kept; null while on its way. */
  const searches = new Map<string, { answer: Promise<void>; until: number | null }>();
  function remember(what: string, entry: { answer: Promise<void>; until: number | null }) {
    searches.delete(what);
    if (searches.size >= SEARCH_CACHE_ENTRIES) searches.delete(searches.keys().next().value!);
    searches.set(what, entry);
  }

  async function call(what: string): Promise<void> {
    const minute = Math.floor(now().getTime() / 60_000);
    await sleep(Math.round(between(profile.latencyMs.min, profile.latencyMs.max, unitFor(name, 'latency', what, minute))));
    if (unitFor(name, 'error', what, minute) < profile.errorShare) throw new BusOperatorError(name, 'the operator’s system answered with an error');
  }

  function outcome(orderId: string, lastNames: readonly string[]): 'slow' | 'fail' | 'ok' {
    const names = lastNames.map((one) => one.toUpperCase());
    if (names.includes('SANDBOXFAIL')) return 'fail';
    if (names.includes('SANDBOXSLOW')) return 'slow';
    const unit = unitFor(name, 'confirm', orderId);
    if (unit < profile.failShare) return 'fail';
    if (unit < profile.failShare + profile.slowShare) return 'slow';
    return 'ok';
  }

  return {
    name,

    async ask(what) {
      // A search is kept, as an adapter to a slow system keeps it: an answer for a minute, a failure
      // for a few seconds (every search must not wait for a system that is down), and searches asked
      // while one is on its way wait for that one. A seat map or a hold is always asked.
      if (!what.startsWith('search|')) return call(what);
      const kept = searches.get(what);
      if (kept && (kept.until === null || kept.until > now().getTime())) return kept.answer;
      const answer = call(what);
      remember(what, { answer, until: null });
      answer.then(
        () => remember(what, { answer, until: now().getTime() + profile.searchCacheSeconds * 1000 }),
        () => remember(what, { answer, until: now().getTime() + FAILURE_KEPT_MS }),
      );
      return answer;
    },

    counterSalesSince(departure: LinkedDeparture, at: Date) {
      const sold = new Map<string, Gender>();
      if (profile.walkInShare <= 0) return sold;
      const batch = profile.walkInBatchMinutes * 60_000;
      for (const seatNo of departure.seatNos) {
        const unit = unitFor(name, 'walk-in', departure.id, seatNo);
        if (unit >= profile.walkInShare) continue;
        // unit / share is in [0, 1): its square puts more sales nearer departure.
        const soldAt = departure.departsAt.getTime() - (unit / profile.walkInShare) ** 2 * profile.walkInHours * 3_600_000;
        if (at.getTime() >= Math.ceil(soldAt / batch) * batch) sold.set(seatNo, unitFor(name, 'walk-in-gender', departure.id, seatNo) < 0.45 ? 'female' : 'male');
      }
      return sold;
    },

    async confirm({ orderId, lastNames, attempt }): Promise<BusConfirmation> {
      try {
        await call(`confirm|${orderId}|${attempt}`);
      } catch {
        // No answer is a booking not confirmed yet: the orders feature asks again.
        return { status: 'pending' };
      }
      const result = outcome(orderId, lastNames);
      if (result === 'fail') return { status: 'failed', reason: 'the operator refused the booking' };
      if (result === 'slow' && attempt < SLOW_CONFIRMS_ON_ATTEMPT) return { status: 'pending' };
      // The operator's booking number is its own, the same on every ask for the same booking.
      return { status: 'confirmed', reference: `${referencePrefix}${String(hash32(`${name}|booking|${orderId}`) % 100_000_000).padStart(8, '0')}` };
    },
  };
}
