import { randomBytes } from 'node:crypto';
import type { FlightSourceAlias } from '@thwa/domain/contracts/flights';
import { AppError } from '../../plugins/errors.ts';
import { recordLocator, type FlightBookingPartner, type IssueResult } from './flight-booking.ts';
import type { SandboxBookingRepository } from './sandbox-booking.repository.ts';
import { unitFor } from '../seeded.ts';

/**
 * How a sandbox partner answers bookings. Shares are drawn from the order id, so a given order meets
 * the same partner behaviour on every retry. Like payment sandboxes' test cards, a traveller's last
 * name can ask for an outcome outright, so every outcome can be reached on purpose:
 * SANDBOXSLOW (confirms on the third try), SANDBOXWAITLIST (waitlisted), SANDBOXFAIL (issue fails),
 * SANDBOXNOSEAT (the hold is refused).
 */
export interface SandboxBookingProfile {
  alias: FlightSourceAlias;
  holdRefusedShare: number;
  slowShare: number;
  waitlistShare: number;
  failShare: number;
}

export const SANDBOX_BOOKING_PROFILES: Record<'S2' | 'S3', SandboxBookingProfile> = {
  S2: { alias: 'S2', holdRefusedShare: 0.02, slowShare: 0.1, waitlistShare: 0.03, failShare: 0.03 },
  S3: { alias: 'S3', holdRefusedShare: 0.03, slowShare: 0.05, waitlistShare: 0.02, failShare: 0.04 },
};

/** Tries before a slow partner confirms. */
const SLOW_CONFIRMS_ON_ATTEMPT = 3;

export function createSandboxBooking(profile: SandboxBookingProfile, repository: SandboxBookingRepository): FlightBookingPartner {
  const { alias } = profile;

  function behaviour(orderId: string, lastNames: readonly string[]): 'slow' | 'waitlist' | 'fail' | 'ok' {
    const names = lastNames.map((name) => name.toUpperCase());
    if (names.includes('SANDBOXWAITLIST')) return 'waitlist';
    if (names.includes('SANDBOXFAIL')) return 'fail';
    if (names.includes('SANDBOXSLOW')) return 'slow';
    const unit = unitFor(alias, orderId, 'issue');
    if (unit < profile.waitlistShare) return 'waitlist';
    if (unit < profile.waitlistShare + profile.failShare) return 'fail';
    if (unit < profile.waitlistShare + profile.failShare + profile.slowShare) return 'slow';
    return 'ok';
  }

  return {
    alias,

    async hold(transaction, { orderId, offerId, seats, offer }) {
      if (offer.seatsLeft < seats && offer.status === 'HK') throw new AppError('SEAT_NOT_AVAILABLE');
      if (unitFor(alias, offerId, orderId, 'hold') < profile.holdRefusedShare) throw new AppError('SEAT_NOT_AVAILABLE');
      await repository.insert(transaction, { partnerRef: randomBytes(9).toString('base64url'), source: alias, orderId, offerId, seats, status: 'held' });
    },

    async issue({ orderId, lastNames, attempt }): Promise<IssueResult> {
      const booking = await repository.find(alias, orderId);
      if (!booking) return { status: 'failed', reason: 'no such booking at the partner' };
      if (booking.status === 'ticketed' && booking.pnr) return { status: 'ticketed', pnr: booking.pnr };
      if (booking.status === 'waitlisted' && booking.pnr) return { status: 'waitlisted', pnr: booking.pnr };
      if (booking.status === 'released' || booking.status === 'failed') return { status: 'failed', reason: `booking ${booking.status}` };
      const outcome = behaviour(orderId, lastNames);
      if (outcome === 'slow' && attempt < SLOW_CONFIRMS_ON_ATTEMPT) {
        await repository.setStatus(alias, orderId, ['held'], 'pending', null);
        return { status: 'pending' };
      }
      if (outcome === 'fail') {
        await repository.setStatus(alias, orderId, ['held', 'pending'], 'failed', null);
        return { status: 'failed', reason: 'the airline refused the booking' };
      }
      const status = outcome === 'waitlist' ? 'waitlisted' : 'ticketed';
      await repository.setStatus(alias, orderId, ['held', 'pending'], status, recordLocator());
      const filed = await repository.find(alias, orderId);
      return { status, pnr: filed?.pnr ?? recordLocator() };
    },

    async release(transaction, orderId) {
      await repository.release(transaction, alias, orderId);
    },
  };
}
