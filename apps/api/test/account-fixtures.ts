import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { users } from '@thwa/db/schema';
import type { TestApi } from './harness.ts';

export interface TestAccount {
  userId: string;
  userCode: string;
  email: string;
  password: string;
  /** The `access-token` header of a fresh session, as the web sends it. */
  headers: { 'access-token': string };
  accessToken: string;
  refreshToken: string;
}

let hashed: Promise<string> | undefined;
const PASSWORD = 'Mingalaba-2026';

/**
 * An active account straight in the database, signed in through the real token service: for tests of
 * the calls that need a member, agent or sub-agent, without going through sign-up each time.
 * `userCode` AGT or SGT signs in on the agent realm; SGT needs `mainAgentId`.
 */
export async function createAccount(
  api: TestApi,
  options: { userCode?: 'CUS' | 'AGT' | 'SGT' | 'EMP'; email?: string; mainAgentId?: string; firstName?: string; lastName?: string } = {},
): Promise<TestAccount> {
  const userCode = options.userCode ?? 'CUS';
  const realm = userCode === 'AGT' || userCode === 'SGT' ? 'agent' : 'user';
  const userId = `U${randomBytes(6).toString('hex').toUpperCase()}`;
  const email = options.email ?? `${userId.toLowerCase()}@example.com`;
  hashed ??= hash(PASSWORD);
  await api.connection.db.insert(users).values({
    userId,
    userCode,
    realm,
    email,
    phoneCode: '95',
    phoneNumber: `9${randomBytes(4).readUInt32BE() % 1_000_000_000}`.padEnd(10, '0'),
    firstName: options.firstName ?? 'Aung',
    lastName: options.lastName ?? 'Kyaw',
    passwordHash: await hashed,
    status: 'active',
    emailVerifiedAt: new Date(),
    mainAgentId: options.mainAgentId ?? null,
  });
  const tokens = await api.app.services.auth.tokens.startSession(userId, realm);
  return {
    userId,
    userCode,
    email,
    password: PASSWORD,
    headers: { 'access-token': `Bearer ${tokens.access_token}` },
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}
