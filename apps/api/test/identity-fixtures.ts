import { randomBytes, randomInt } from 'node:crypto';
import { mailMessages } from '@thwa/db/schema';
import { desc, eq } from '@thwa/db/sql';
import type { TestApi } from './harness.ts';

/** A client address of its own per test, so the per-address rate limits of one test do not spend another's. */
export function clientAddress(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export function uniqueEmail(): string {
  return `t${randomBytes(5).toString('hex')}@example.com`;
}

/** A Myanmar mobile number (ATOM block 97[4-9]…), as its national significant number. */
export function uniquePhone(): string {
  return `97${randomInt(4, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export async function post(
  api: TestApi,
  url: string,
  payload?: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? clientAddress(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/**
 * The newest message sent to an address (an email, or `sms:+95…`) in the outbox the development
 * mailbox reads, and the 6-digit code in it: the api never answers codes.
 */
export async function latestCode(api: TestApi, to: string): Promise<string> {
  const [row] = await api.connection.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, to))
    .orderBy(desc(mailMessages.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export async function messagesTo(api: TestApi, to: string) {
  return api.connection.db.select().from(mailMessages).where(eq(mailMessages.toAddress, to)).orderBy(desc(mailMessages.id));
}

/** A code that is not `code` (for wrong tries). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Registers and activates a member through the api; answers its credentials and tokens. */
export async function registerMember(api: TestApi, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = 'Inle-lake-boat-7';
  const registered = await post(api, '/v4/user/register', { firstName: 'Aye', lastName: 'Chan', email, password, ...overrides });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const activated = await post(api, '/v4/user/activate', { email, otp: await latestCode(api, email) });
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}: ${JSON.stringify(activated.body)}`);
  return {
    userId: registered.body.userId as string,
    email,
    password,
    accessToken: activated.body.access_token as string,
    refreshToken: activated.body.refresh_token as string,
    headers: { 'access-token': `Bearer ${activated.body.access_token}` },
  };
}
