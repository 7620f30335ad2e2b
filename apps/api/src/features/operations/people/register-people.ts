import type { FastifyInstance } from 'fastify';
import type { Database } from '@thwa/db/connection';
import type { Config } from '../../../config.ts';
import type { AccountRateLimits } from '../../accounts/account-rate-limits.ts';
import type { AgentAccountRepository } from '../../agent-account/agent-account.repository.ts';
import type { ReadStatement } from '../../agent-account/read-statement.ts';
import { createMailer } from '../../notifications/mailer.ts';
import type { AuditLogRepository } from '../audit-log.repository.ts';
import type { ConsoleGuards } from '../console-guards.ts';
import { createInvitationAcceptance } from './accept-invitation.ts';
import { createApplyAsAgent } from './apply-as-agent.ts';
import { createPeopleMail } from './people-mail.ts';
import { peoplePublicRoutes } from './people-public.routes.ts';
import { createPeopleRepository } from './people.repository.ts';
import { peopleRoutes } from './people.routes.ts';

/** Wires the console's people (issue 20 item 5) and their public calls into the /api scope. */
export async function registerPeopleRoutes(
  api: FastifyInstance,
  options: { db: Database; config: Config; console: ConsoleGuards; audit: AuditLogRepository; limits: AccountRateLimits; accounts: AgentAccountRepository; statement: ReadStatement; now: () => Date },
): Promise<void> {
  const { db, config, audit, now } = options;
  const people = createPeopleRepository(db);
  const mail = createPeopleMail({
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from: `"${config.BRAND_NAME}" <${config.SUPPORT_EMAIL}>`, log: api.log }),
    brand: config.BRAND_NAME,
    publicUrl: config.PUBLIC_URL,
  });
  await api.register(peopleRoutes, { console: options.console, db, people, audit, mail, accounts: options.accounts, statement: options.statement, now });
  await api.register(peoplePublicRoutes, { apply: createApplyAsAgent({ people }), invitations: createInvitationAcceptance({ db, people, audit, now }), limits: options.limits });
}
