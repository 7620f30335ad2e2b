import { randomBytes, randomInt } from 'node:crypto';
import { passwordProblem } from '@thwa/domain/accounts/password-policy';
import { AppError } from '../../plugins/errors.ts';
import { assertName, assertPasswordAllowed, contactFields, hashPassword } from './identity.service.ts';
import { IdentifierTaken, type UserRow, type UsersRepository } from './users.repository.ts';

/**
 * The accounts an operator creates from the command line (`npm run create-account`): the first
 * employee or agent of an installation, who cannot sign up through the site (sign-up makes members),
 * and a member for completeness. Sub-agents are made by their agent on the site.
 */
export const CREATED_ACCOUNT_TYPES = {
  employee: { userCode: 'EMP', realm: 'user', lastName: 'Employee' },
  agent: { userCode: 'AGT', realm: 'agent', lastName: 'Agent' },
  member: { userCode: 'CUS', realm: 'user', lastName: 'Member' },
} as const;

export type CreatedAccountType = keyof typeof CREATED_ACCOUNT_TYPES;

export function isCreatedAccountType(value: unknown): value is CreatedAccountType {
  return typeof value === 'string' && Object.hasOwn(CREATED_ACCOUNT_TYPES, value);
}

export interface CreateAccountInput {
  type: CreatedAccountType;
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Unambiguous lower-case letters and digits (no 0/o, 1/l/i): easy to read out and type. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A strong password to hand over once: 4 groups of 5 characters from 31 (about 99 bits), such as
 * `k7fqm-2xw9p-hd4ts-ve3nb`, which the shared password rules always accept.
 */
export function generatePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(''));
    const password = groups.join('-');
    if (!passwordProblem(password)) return password;
  }
}

/**
 * Creates an active account with a password, checked by the rules sign-up uses (email, names,
 * password policy). The email is taken as verified: the operator vouches for it. Throws AppError
 * VALIDATION_FAILED / PASSWORD_TOO_SHORT / PASSWORD_TOO_COMMON naming the field, or ACCOUNT_EXISTS
 * when the email already has an account.
 */
export async function createAccountWithPassword(users: UsersRepository, input: CreateAccountInput, now: Date = new Date()): Promise<UserRow> {
  const kind = CREATED_ACCOUNT_TYPES[input.type];
  const contact = contactFields({ email: input.email }, true);
  const firstName = assertName(input.firstName ?? 'Thwa', 'firstName');
  const lastName = assertName(input.lastName ?? kind.lastName, 'lastName');
  assertPasswordAllowed(input.password, 'password', [contact.email, firstName, lastName]);
  if (contact.email && (await users.findByIdentifier({ kind: 'email', email: contact.email }))) throw new AppError('ACCOUNT_EXISTS', 'email');
  try {
    return await users.insert({
      userId: `U${randomBytes(6).toString('hex').toUpperCase()}`,
      userCode: kind.userCode,
      realm: kind.realm,
      ...contact,
      firstName,
      lastName,
      passwordHash: await hashPassword(input.password),
      status: 'active',
      language: 'en',
      mainAgentId: null,
      notificationChannel: 'email',
      emailVerifiedAt: now,
    });
  } catch (error) {
    if (error instanceof IdentifierTaken) throw new AppError('ACCOUNT_EXISTS', 'email');
    throw error;
  }
}
