import { z } from 'zod';
import { AGENT_LINE_KINDS, SETTLEMENT_MAX } from '../operations/agent-account.ts';

/**
 * An agent's account (issue 20 item 5, decision 034): the statement an agent and their sub-agents read
 * (`POST /myaccount/agent-statement`) and an employee reads on the agent's console page, where finance
 * records the settlements the agent pays (`agents.manage`).
 */

const Instant = z.iso.datetime({ offset: true });
const Money = z.number().int().describe('MMK, whole kyats');

export const AgentStatementLine = z
  .object({
    id: z.number().int(),
    kind: z.enum(AGENT_LINE_KINDS),
    orderId: z.string().nullable(),
    amount: Money.describe("a charge's price, a commission earned, what a refund gave back to the credit, a settlement"),
    commission: Money.describe('the commission a refund takes back; 0 on the other kinds'),
    owedChange: Money.describe('how the line moved what is owed: positive owes more'),
    balance: Money.describe('what was owed after the line'),
    reference: z.string().nullable().describe("a settlement's bank or receipt reference"),
    at: Instant,
  })
  .meta({ id: 'AgentStatementLine' });
export type AgentStatementLine = z.infer<typeof AgentStatementLine>;

export const AgentStatement = z
  .object({
    agentId: z.string(),
    creditLimit: Money,
    owed: Money,
    overpaid: Money,
    available: Money,
    /** The newest lines first, at most STATEMENT_LINES; the totals count every line. */
    lines: z.array(AgentStatementLine),
    /** Older lines are not shown. */
    more: z.boolean(),
  })
  .meta({ id: 'AgentStatement' });
export type AgentStatement = z.infer<typeof AgentStatement>;

export const AgentStatementResponse = z.object({ code: z.literal(200), data: AgentStatement }).meta({ id: 'AgentStatementResponse' });
export type AgentStatementResponse = z.infer<typeof AgentStatementResponse>;

/** Money an agent paid us, as finance records it: its amount and the bank or receipt reference it came with. */
export const SettlementRequest = z
  .object({
    amount: z.number().int().min(1).max(SETTLEMENT_MAX),
    reference: z.string().trim().min(1).max(60),
  })
  .meta({ id: 'SettlementRequest' });
export type SettlementRequest = z.infer<typeof SettlementRequest>;
