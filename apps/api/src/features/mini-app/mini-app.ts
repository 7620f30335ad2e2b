import { randomBytes } from 'node:crypto';
import type { MiniAppIdentity, OpenMiniAppRequest } from '@thwa/domain/contracts/mini-app';
import { MINI_APP_SESSION_HOURS } from '@thwa/domain/mini-app/deep-link';
import type { MiniAppPartner } from '../../partners/wallet-app/partner-wallet-provider.ts';
import { AppError } from '../../plugins/errors.ts';
import type { MiniAppRepository, MiniAppSessionRow } from './mini-app.repository.ts';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function identityOf(row: MiniAppSessionRow): MiniAppIdentity {
  return {
    client: row.client,
    platform: row.platform === 'ios' ? 'ios' : 'other',
    customerName: row.customerName,
    phoneNumber: row.phoneNumber,
    referralCode: row.referralCode,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The partner-wallet mini-app session (issue 22 item 5, decision 041). It is opened only by the
 * partner's answer to a token exchange: the identity is the partner's, never the deep link's
 * phoneNumber/customerName/UserID. A forged, expired or used token opens nothing.
 */
export function createMiniApp({ partner, repository, now }: { partner: MiniAppPartner; repository: MiniAppRepository; now: () => Date }) {
  return {
    async open(request: OpenMiniAppRequest): Promise<MiniAppIdentity & { sessionId: string }> {
      const exchanged = await partner.exchangeToken(request.token);
      if (!exchanged.ok) throw new AppError('MINI_APP_TOKEN_REFUSED');
      const sessionId = randomBytes(32).toString('base64url');
      const row = {
        client: request.client,
        platform: request.platform,
        partnerUserId: exchanged.identity.partnerUserId,
        customerName: exchanged.identity.customerName,
        phoneNumber: exchanged.identity.phoneNumber,
        referralCode: request.referralCode,
        expiresAt: new Date(now().getTime() + MINI_APP_SESSION_HOURS * 3_600_000),
      };
      await repository.open(sessionId, row);
      return { sessionId, ...identityOf({ ...row, idHash: '', createdAt: now() }) };
    },

    /** A live session's identity; undefined for an unknown, malformed or ended one. */
    async find(sessionId: string): Promise<MiniAppIdentity | undefined> {
      if (!SESSION_ID.test(sessionId)) return undefined;
      const row = await repository.find(sessionId, now());
      return row ? identityOf(row) : undefined;
    },
  };
}

export type MiniApp = ReturnType<typeof createMiniApp>;
