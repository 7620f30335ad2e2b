import type { FastifyInstance } from 'fastify';
import type { Database } from '@thwa/db/connection';
import type { Config } from '../../config.ts';
import { createMailer } from '../notifications/mailer.ts';
import { createAccountMail } from './account-mail.ts';
import { createAccountRateLimits, type AccountRateLimits } from './account-rate-limits.ts';
import { agentsRoutes } from './agents.routes.ts';
import { createAgentsService } from './agents.service.ts';
import type { AuthGuards } from './auth-guards.ts';
import type { AuthTokens } from './auth-tokens.ts';
import { identityRoutes } from './identity.routes.ts';
import { createIdentityService } from './identity.service.ts';
import { createOneTimeCodesRepository } from './one-time-codes.repository.ts';
import { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.ts';
import { createUsersRepository, type ForgetTrip } from './users.repository.ts';

/**
 * Registers the identity and agent calls in the /api scope (after the rate-limit plugin, whose
 * counters they use), wired to the app's tokens and guards. `now` is the clock of one-time codes;
 * `forgetTrip` what a deleted account's order items keep (each product's ProductModule.forget).
 * Answers the one-time codes and rate limits, which track booking's cancellation uses too.
 */
export async function registerAccountRoutes(
  api: FastifyInstance,
  { db, config, tokens, guards, now, forgetTrip }: { db: Database; config: Config; tokens: AuthTokens; guards: AuthGuards; now?: () => Date; forgetTrip?: ForgetTrip },
): Promise<{ codes: OneTimeCodes; limits: AccountRateLimits }> {
  const from = `"${config.BRAND_NAME}" <${config.SUPPORT_EMAIL}>`;
  const mail = createAccountMail({
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from, log: api.log }),
    // No SMS provider yet: texts are only stored in the outbox (no smtpUrl), which the development mailbox shows.
    smsOutbox: createMailer({ db, from, log: api.log }),
    brand: config.BRAND_NAME,
  });
  const users = createUsersRepository(db);
  const codes = createOneTimeCodesRepository(db);
  const identity = createIdentityService({
    users,
    codes,
    tokens,
    mail,
    codeSecret: config.LINK_SIGNING_SECRET,
    ...(now ? { now } : {}),
    ...(forgetTrip ? { forgetTrip } : {}),
  });
  const limits = createAccountRateLimits(api);
  await api.register(identityRoutes, { identity, guards, limits });
  await api.register(agentsRoutes, { agents: createAgentsService({ users, tokens, ...(now ? { now } : {}) }), guards });
  return { codes: createOneTimeCodes({ codes, mail, codeSecret: config.LINK_SIGNING_SECRET, now: now ?? (() => new Date()) }), limits };
}
