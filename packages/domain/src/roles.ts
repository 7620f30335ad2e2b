/**
 * Roles derived from the user code (spec §6). The user code is the only role signal the client gets
 * from the back office, so role, role id, sign-in type and label all come from it here, in one place.
 *
 * Codes are matched exactly (upper case, as issued): a code the back office did not issue is a
 * guest, never a guessed role. The api still authorises every call; these rules only shape the UI.
 */

export const USER_CODES = ['CUS', 'MER', 'AGT', 'SGT', 'EMP'] as const;
export type UserCode = (typeof USER_CODES)[number];

export type Role = 'member' | 'merchant' | 'agent' | 'subAgent' | 'employee' | 'guest';

/** Spec §6: user code → role and the back office's role id. */
export const ROLE_BY_USER_CODE: Readonly<Record<UserCode, { readonly role: Role; readonly roleId: number }>> = {
  CUS: { role: 'member', roleId: 4 },
  MER: { role: 'merchant', roleId: 3 },
  AGT: { role: 'agent', roleId: 7 },
  SGT: { role: 'subAgent', roleId: 8 },
  EMP: { role: 'employee', roleId: 15 },
};

/** Spec §6 client types sent to the identity service (`ph*` are the partner-wallet apps, `fb` Facebook). */
export const CLIENT_TYPES = ['user', 'phuser', 'agent', 'phagent', 'fbuser'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export function isClientType(value: unknown): value is ClientType {
  return typeof value === 'string' && (CLIENT_TYPES as readonly string[]).includes(value);
}

export function isUserCode(value: unknown): value is UserCode {
  return typeof value === 'string' && Object.hasOwn(ROLE_BY_USER_CODE, value);
}

/** Spec §6: "otherwise guest" — no code, or an unknown one, is an anonymous visitor without a role id. */
export function roleFromUserCode(code: string | null | undefined): { role: Role; roleId: number | null } {
  if (!isUserCode(code)) return { role: 'guest', roleId: null };
  return { ...ROLE_BY_USER_CODE[code] };
}

/** Agents and sub-agents (AGT, SGT): both sign in on the agent realm and book for their customers. */
export function isAgent(code: string | null | undefined): boolean {
  return code === 'AGT' || code === 'SGT';
}

/** Spec §6: "Agents and sub-agents sign in with type agent, others with type user". */
export function signInTypeFor(code: string | null | undefined): 'agent' | 'user' {
  return isAgent(code) ? 'agent' : 'user';
}

/**
 * Spec §6: the sub-agent info page and the new sub-agent form are only for AGT; a sub-agent (SGT)
 * cannot manage other sub-agents and gets the 403 page.
 */
export function canManageSubAgents(code: string | null | undefined): boolean {
  return code === 'AGT';
}

/**
 * English display label of a role; spec §6 names sub-agents "Sub Agent". The web's Myanmar catalogue
 * translates by role, so this is the English text and the stable fallback.
 */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'member':
      return 'Member';
    case 'merchant':
      return 'Merchant';
    case 'agent':
      return 'Agent';
    case 'subAgent':
      return 'Sub Agent';
    case 'employee':
      return 'Employee';
    case 'guest':
      return 'Guest';
  }
}
