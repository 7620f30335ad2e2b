import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailMessages, orderItems, orders, tickets } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';
import { post } from './flights-fixtures.ts';
import { CONTACT, adultTraveller, confirmedCheckout, encrypted, searchAndPick } from './booking-fixtures.ts';
import { createAccount, type TestAccount } from './account-fixtures.ts';

const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

/** An S1 order placed by `caller` for a customer, confirmed and its e-ticket stored, as the worker leaves it. */
async function confirmedOrderOf(caller: TestAccount | null, email = `customer.${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  const { cacheKey, offer } = await searchAndPick(api.app);
  const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller()]);
  const stored = await post(
    api.app,
    '/api/order/v6/flight/store',
    await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: { ...CONTACT, email } }),
    { 'idempotency-key': randomUUID(), ...(caller?.headers ?? {}) },
  );
  expect(stored.statusCode, stored.body).toBe(200);
  const orderId: string = stored.json().data.orderId;
  await api.connection.db.update(orders).set({ status: 'completed', paymentStatus: 'paid' }).where(eq(orders.orderId, orderId));
  await api.connection.db.update(orderItems).set({ status: 'completed' }).where(eq(orderItems.orderId, orderId));
  await api.connection.db.insert(tickets).values({ orderId, itemNo: 1, text: 'E-TICKET TEXT', pdf: Buffer.from('%PDF-1.4 test') });
  return orderId;
}

async function documentMails(orderId: string) {
  const mails = await api.connection.db.select().from(mailMessages).where(sql`${mailMessages.messageKey} like ${`order:${orderId}:e-ticket%`}`);
  return mails.sort((a, b) => a.messageKey.localeCompare(b.messageKey));
}

describe('an agent gets a copy of the documents of the orders it places', () => {
  it("sends an agent's order's e-ticket to the customer and to the agent, once each", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const orderId = await confirmedOrderOf(agent, 'daw.khin@example.com');
    await api.app.services.notifications.sendMail(orderId, 'e-ticket');
    // A retried job sends nothing twice.
    await api.app.services.notifications.sendMail(orderId, 'e-ticket');

    const mails = await documentMails(orderId);
    expect(mails.map((mail) => [mail.messageKey, mail.toAddress])).toEqual([
      [`order:${orderId}:e-ticket`, 'daw.khin@example.com'],
      [`order:${orderId}:e-ticket:copy:${agent.userId}`, agent.email],
    ]);
    // The same e-mail, with the same e-ticket attached.
    expect(mails[1]!.subject).toBe(mails[0]!.subject);
    expect(mails[1]!.attachments).toEqual(mails[0]!.attachments);
    expect(mails[1]!.attachments).toHaveLength(1);
  });

  it("sends a sub-agent's order's documents to the sub-agent and to its agent", async () => {
    const agent = await createAccount(api, { userCode: 'AGT' });
    const subAgent = await createAccount(api, { userCode: 'SGT', mainAgentId: agent.userId });
    const orderId = await confirmedOrderOf(subAgent);
    await api.app.services.notifications.sendMail(orderId, 'e-ticket');
    const to = (await documentMails(orderId)).map((mail) => mail.toAddress);
    expect(to).toHaveLength(3);
    expect(to).toEqual(expect.arrayContaining([subAgent.email, agent.email]));
  });

  it("sends no copy of a member's or a guest's order, nor a second one to an agent who is the contact", async () => {
    const member = await createAccount(api);
    const memberOrder = await confirmedOrderOf(member);
    const guestOrder = await confirmedOrderOf(null);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const ownTrip = await confirmedOrderOf(agent, agent.email);
    for (const orderId of [memberOrder, guestOrder, ownTrip]) {
      await api.app.services.notifications.sendMail(orderId, 'e-ticket');
      expect((await documentMails(orderId)).map((mail) => mail.messageKey), orderId).toEqual([`order:${orderId}:e-ticket`]);
    }
  });
});
