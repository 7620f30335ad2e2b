import { describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { allCheckoutAs, placeHeldOrder, type PlacedOrder } from './booking-fixtures.ts';
import { consoleEmployee } from './console-fixtures.ts';
import { useTestApi } from './harness.ts';

/**
 * An agent's commission at checkout (issue 20 item 5): all-checkout tells an agent, and a sub-agent of
 * theirs, what the agent earns on the booking at the terms an employee set; a member, a guest and an
 * agent without terms are told nothing, so a customer never sees it.
 */
const api = useTestApi();
const FLIGHT = 2;

const allCheckout = (order: PlacedOrder, account: Pick<TestAccount, 'headers'> | null) => allCheckoutAs(api.app, order, account?.headers);

describe("an agent's commission at checkout", () => {
  it('is the percent of their terms for the product, for the agent and their sub-agents alike; nobody else is told', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const terms = await api.app.inject({ method: 'POST', url: `/api/ops/agents/${agent.userId}/terms`, headers: finance.consoleHeaders, payload: { commissions: [{ productType: FLIGHT, percent: 4.5 }, { productType: 1, percent: 8 }], creditLimit: 0 } });
    expect(terms.statusCode, terms.body).toBe(200);

    const order = await placeHeldOrder(api.app);
    const asAgent = await allCheckout(order, agent);
    const price = asAgent.breakdown.total;
    const commission = Math.floor((price * 450) / 10_000);
    expect(asAgent.agentCommission).toEqual({ amount: commission, items: [{ itemNo: 1, productType: FLIGHT, base: price, percent: 4.5, amount: commission }] });
    // The price is the customer's: the commission comes off nothing they pay.
    expect(asAgent.amount).toBe(asAgent.breakdown.grandTotal);
    expect(asAgent.breakdown.grandTotal).toBeGreaterThanOrEqual(price);

    // A sub-agent books under their agent's terms.
    const asSubAgent = await allCheckout(await placeHeldOrder(api.app), subAgent);
    const subAgentPrice = asSubAgent.breakdown.total;
    const subAgentCommission = Math.floor((subAgentPrice * 450) / 10_000);
    expect(asSubAgent.agentCommission).toEqual({ amount: subAgentCommission, items: [{ itemNo: 1, productType: FLIGHT, base: subAgentPrice, percent: 4.5, amount: subAgentCommission }] });

    const member = await createAccount(api);
    const agentWithoutTerms = await createAccount(api, { userCode: 'AGT' });
    for (const caller of [null, member, agentWithoutTerms]) {
      expect((await allCheckout(await placeHeldOrder(api.app), caller)).agentCommission).toBeNull();
    }
  });
});
