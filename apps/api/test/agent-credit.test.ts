import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { agentAccountLines, orders, payments, refunds } from '@thwa/db/schema';
import { asc, eq, sql } from '@thwa/db/sql';
import { withTransaction } from '@thwa/db/transaction';
import { AgentStatementResponse } from '@thwa/domain/contracts/agent-account';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { allCheckoutAs, payByCard, placeHeldOrder, runRefundJobs, type PlacedOrder } from './booking-fixtures.ts';
import { consoleEmployee, refusal, type ConsoleEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Agents book on credit and settle later (issue 20 item 5, decision 034): credit is a payment method of
 * our own for an agent and their sub-agents, charged under the office's lock so racing bookings never
 * pass the limit; every paid agent booking earns its commission on the account; a refund gives back to
 * the credit and takes back its share of the commission, once; finance records settlements; the lines
 * can never be changed.
 */
// Its own database: the refund and issue jobs these orders queue must not meet another file's worker.
const api = useTestApiOnOwnDatabase('thwa_agent_credit', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const CREDIT = { categoryId: 6, subCategoryId: 20 };
const FLIGHT = 2;
const PERCENT = 5;

let finance: ConsoleEmployee;
async function financeEmployee(): Promise<ConsoleEmployee> {
  finance ??= await consoleEmployee(api, ['finance']);
  return finance;
}

/** An agent whose terms an employee set: 5 % on flights and `creditLimit`. */
async function agentWithCredit(creditLimit: number): Promise<TestAccount> {
  const agent = await createAccount(api, { userCode: 'AGT' });
  const terms = await api.app.inject({
    method: 'POST',
    url: `/api/ops/agents/${agent.userId}/terms`,
    headers: (await financeEmployee()).consoleHeaders,
    payload: { commissions: [{ productType: FLIGHT, percent: PERCENT }], creditLimit },
  });
  expect(terms.statusCode, terms.body).toBe(200);
  return agent;
}

const allCheckout = (order: PlacedOrder, account: Pick<TestAccount, 'headers'> | null) => allCheckoutAs(api.app, order, account?.headers);

/** An order placed and opened at the payment page by `account`, which then holds it; its price and the commission it earns. */
async function bookedBy(account: TestAccount) {
  const order = await placeHeldOrder(api.app);
  const checkout = await allCheckout(order, account);
  const commission = Math.floor((checkout.breakdown.total * PERCENT * 100) / 10_000);
  return { order, price: checkout.amount, commission };
}

function payOnCredit(order: PlacedOrder, account: Pick<TestAccount, 'headers'> | null, key: string = randomUUID()) {
  return post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, ...CREDIT }, { 'idempotency-key': key, ...(account?.headers ?? {}) });
}

async function statementOf(account: Pick<TestAccount, 'headers'>) {
  const answer = await post(api.app, '/api/myaccount/agent-statement', {}, account.headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return AgentStatementResponse.parse(answer.json()).data;
}

/** Records a settlement as the console does: once per Idempotency-Key. */
function settle(agentId: string, headers: Record<string, string>, payload: Record<string, unknown>, key: string = randomUUID()) {
  return api.app.inject({ method: 'POST', url: `/api/ops/agents/${agentId}/settlements`, headers: { ...headers, 'idempotency-key': key }, payload });
}

async function linesOf(agentId: string) {
  const rows = await api.connection.db.select().from(agentAccountLines).where(eq(agentAccountLines.agentId, agentId)).orderBy(asc(agentAccountLines.id));
  return rows.map((row) => ({ kind: row.kind, orderId: row.orderId, amount: row.amount, commission: row.commission, owedChange: row.owedChange }));
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

describe("an agent's credit at checkout", () => {
  it('is offered with what is left of it to an agent and their sub-agents with a limit, never to anyone else', async () => {
    const agent = await agentWithCredit(2_000_000);
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const { order } = await bookedBy(agent);
    for (const booker of [agent, subAgent]) {
      const [credit] = (await allCheckout(order, booker)).methods;
      expect(credit).toMatchObject({ id: 6, provider: 'agent_credit', credit: { limit: 2_000_000, owed: 0, available: 2_000_000 }, subCategories: [{ id: 20 }] });
    }
    const agentWithoutCredit = await agentWithCredit(0);
    const member = await createAccount(api);
    for (const caller of [null, member, agentWithoutCredit]) {
      expect((await allCheckout(await placeHeldOrder(api.app), caller)).methods.map((method) => method.provider)).not.toContain('agent_credit');
    }
    // Paying on credit without a session, or as someone without credit, changes nothing.
    expect((await payOnCredit(order, null)).json()).toMatchObject({ code: 401, errorCode: 'SESSION_EXPIRED' });
    expect((await payOnCredit(order, member)).json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_REQUIRED' });
    expect(await api.connection.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toEqual([]);
  }, 90_000);

  it('pays a booking at once: the charge at its price and its commission on the account, on the statement of the agent and their sub-agent', async () => {
    const agent = await agentWithCredit(2_000_000);
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const { order, price, commission } = await bookedBy(subAgent);
    const paid = await payOnCredit(order, subAgent);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ data: { amount: price, action: { type: 'redirect', url: `/checkout/thank-you?orderId=${order.orderId}` } } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentMethod: 'agent_credit' });
    expect((await api.connection.db.select().from(payments).where(eq(payments.orderId, order.orderId))).map((row) => [row.provider, row.status, row.amount])).toEqual([['agent_credit', 'paid', price]]);
    expect(await linesOf(agent.userId)).toEqual([
      { kind: 'charge', orderId: order.orderId, amount: price, commission: 0, owedChange: price },
      { kind: 'commission', orderId: order.orderId, amount: commission, commission: 0, owedChange: -commission },
    ]);

    for (const reader of [agent, subAgent]) {
      const statement = await statementOf(reader);
      expect(statement).toMatchObject({ agentId: agent.userId, creditLimit: 2_000_000, owed: price - commission, available: 2_000_000 - (price - commission), more: false });
      expect(statement.lines.map((line) => [line.kind, line.balance])).toEqual([
        ['commission', price - commission],
        ['charge', price],
      ]);
    }
    const member = await createAccount(api);
    expect((await post(api.app, '/api/myaccount/agent-statement', {}, member.headers)).statusCode).toBe(403);
    expect((await post(api.app, '/api/myaccount/agent-statement', {})).statusCode).toBe(401);
  }, 90_000);

  it('refuses a booking whose price less its commission is more than is left, with NOT_ENOUGH_CREDIT, and changes nothing', async () => {
    const probe = await bookedBy(await agentWithCredit(1));
    const agent = await agentWithCredit(probe.price - probe.commission - 1);
    const { order, price, commission } = await bookedBy(agent);
    expect(price - commission).toBe(probe.price - probe.commission);
    const refused = await payOnCredit(order, agent);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ errorCode: 'NOT_ENOUGH_CREDIT' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'held', paymentStatus: 'none' });
    expect(await api.connection.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toEqual([]);
    expect(await linesOf(agent.userId)).toEqual([]);
    // The same booking paid by card is the agent's too: it earns its commission, with nothing on credit.
    await payByCard(api.app, order, 'KYAW ZIN');
    expect(await linesOf(agent.userId)).toEqual([{ kind: 'commission', orderId: order.orderId, amount: commission, commission: 0, owedChange: -commission }]);
    expect((await statementOf(agent)).overpaid).toBe(commission);
  }, 90_000);

  it('never lets racing bookings of one office take more than its limit', async () => {
    const probe = await bookedBy(await agentWithCredit(1));
    const owedEach = probe.price - probe.commission;
    const agent = await agentWithCredit(owedEach * 3);
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const bookings = [];
    for (let index = 0; index < 8; index += 1) bookings.push(await bookedBy(index % 2 === 0 ? agent : subAgent));
    const answers = await Promise.all(bookings.map((booking, index) => payOnCredit(booking.order, index % 2 === 0 ? agent : subAgent)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 402)).toHaveLength(5);
    const statement = await statementOf(agent);
    expect(statement.owed).toBe(owedEach * 3);
    expect(statement.available).toBe(0);
    expect((await linesOf(agent.userId)).filter((line) => line.kind === 'charge')).toHaveLength(3);
  }, 120_000);
});

describe('refunds of an agent’s booking', () => {
  it('go back to the credit with the commission taken back, once however often the job runs', async () => {
    const agent = await agentWithCredit(2_000_000);
    const { order, price, commission } = await bookedBy(agent);
    expect((await payOnCredit(order, agent)).statusCode).toBe(200);
    // Asked for the wallet (a member's cancellation would be): a booking on credit goes back to the credit.
    await withTransaction(api.connection.db, (transaction) => api.app.services.orders.queueRefund(transaction, order.orderId, 'cancelled', { toWallet: true }));
    await runRefundJobs(api, order.orderId, 2);
    const [refund] = await api.connection.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({ destination: 'provider', status: 'refunded', amount: price });
    expect((await api.connection.db.select().from(payments).where(eq(payments.orderId, order.orderId)))[0]!.status).toBe('refunded');
    expect((await linesOf(agent.userId)).at(-1)).toEqual({ kind: 'refund', orderId: order.orderId, amount: price, commission, owedChange: commission - price });
    expect(await statementOf(agent)).toMatchObject({ owed: 0, overpaid: 0, available: 2_000_000 });
  }, 90_000);

  it('of a booking paid by card take back the commission in proportion, the money going back to the card', async () => {
    const agent = await agentWithCredit(0);
    const { order, price, commission } = await bookedBy(agent);
    await payByCard(api.app, order, 'KYAW ZIN');
    const half = Math.floor(price / 2);
    await withTransaction(api.connection.db, (transaction) => api.app.services.orders.queueRefund(transaction, order.orderId, 'cancelled', { amount: half }));
    await runRefundJobs(api, order.orderId, 2);
    const takenBack = Math.ceil((commission * half) / price);
    expect(await linesOf(agent.userId)).toEqual([
      { kind: 'commission', orderId: order.orderId, amount: commission, commission: 0, owedChange: -commission },
      { kind: 'refund', orderId: order.orderId, amount: 0, commission: takenBack, owedChange: takenBack },
    ]);
    expect((await statementOf(agent)).overpaid).toBe(commission - takenBack);
  }, 90_000);
});

describe('settlements', () => {
  it('are recorded by finance with their reference and audited, and lower what the agent owes', async () => {
    const agent = await agentWithCredit(2_000_000);
    const { order, price, commission } = await bookedBy(agent);
    expect((await payOnCredit(order, agent)).statusCode).toBe(200);
    const employee = await financeEmployee();
    const key = randomUUID();
    const settled = await settle(agent.userId, employee.consoleHeaders, { amount: 10_000, reference: ' KBZ-TT-001 ' }, key);
    expect(settled.statusCode, settled.body).toBe(200);
    const statement = AgentStatementResponse.parse(settled.json()).data;
    expect(statement).toMatchObject({ owed: price - commission - 10_000 });
    expect(statement.lines[0]).toMatchObject({ kind: 'settlement', amount: 10_000, reference: 'KBZ-TT-001', balance: price - commission - 10_000 });
    const read = await api.app.inject({ method: 'GET', url: `/api/ops/agents/${agent.userId}/statement`, headers: employee.consoleHeaders });
    expect(AgentStatementResponse.parse(read.json()).data).toEqual(statement);
    // The same form posted again (a double click, a reload) records the money once; its key with another amount is refused.
    const again = await Promise.all([1, 2, 3].map(() => settle(agent.userId, employee.consoleHeaders, { amount: 10_000, reference: ' KBZ-TT-001 ' }, key)));
    for (const answer of again) expect(AgentStatementResponse.parse(answer.json()).data.owed).toBe(statement.owed);
    expect((await settle(agent.userId, employee.consoleHeaders, { amount: 20_000, reference: 'KBZ-TT-001' }, key)).json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await linesOf(agent.userId)).filter((line) => line.kind === 'settlement')).toHaveLength(1);
    const audit = await api.connection.db.execute<{ action: string; actor_id: string }>(sql`select action, actor_id from audit_log where target_id = ${agent.userId} and action = 'agent.settlement_recorded'`);
    expect(audit.rows).toEqual([{ action: 'agent.settlement_recorded', actor_id: employee.userId }]);
  }, 90_000);

  it('refuse bad input, employees outside agents.manage, and anyone who is no agent, changing nothing', async () => {
    const agent = await agentWithCredit(1_000_000);
    const employee = await financeEmployee();
    const url = `/api/ops/agents/${agent.userId}/settlements`;
    for (const payload of [{ amount: 0, reference: 'R1' }, { amount: 1.5, reference: 'R1' }, { amount: 1_000_000_001, reference: 'R1' }, { amount: 100, reference: '  ' }, { amount: 100 }]) {
      const answer = await settle(agent.userId, employee.consoleHeaders, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const withoutKey = await api.app.inject({ method: 'POST', url, headers: employee.consoleHeaders, payload: { amount: 100, reference: 'R1' } });
    expect(withoutKey.json()).toMatchObject({ code: 400, errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    const member = await createAccount(api);
    expect((await settle(member.userId, employee.consoleHeaders, { amount: 100, reference: 'R1' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `/api/ops/agents/${member.userId}/statement`, headers: employee.consoleHeaders })).statusCode).toBe(404);
    const support = await consoleEmployee(api, ['support']);
    expect((await settle(agent.userId, support.consoleHeaders, { amount: 100, reference: 'R1' })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: `/api/ops/agents/${agent.userId}/statement`, headers: support.consoleHeaders })).statusCode).toBe(403);
    expect((await settle(agent.userId, agent.headers, { amount: 100, reference: 'R1' })).statusCode).toBe(403);
    expect(await linesOf(agent.userId)).toEqual([]);
  }, 90_000);

  it('are never changed or deleted, even with SQL from the application', async () => {
    const agent = await agentWithCredit(1_000_000);
    const answer = await settle(agent.userId, (await financeEmployee()).consoleHeaders, { amount: 500, reference: 'R-2' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await refusal(api.connection.db.execute(sql`update agent_account_lines set amount = 1 where agent_id = ${agent.userId}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(api.connection.db.execute(sql`delete from agent_account_lines where agent_id = ${agent.userId}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(api.connection.db.execute(sql`truncate agent_account_lines`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await linesOf(agent.userId)).toEqual([{ kind: 'settlement', orderId: null, amount: 500, commission: 0, owedChange: -500 }]);
  }, 60_000);
});
