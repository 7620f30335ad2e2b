import { describe, it, expect } from 'vitest';
import {
  canManageSubAgents,
  CLIENT_TYPES,
  isAgent,
  isClientType,
  isUserCode,
  roleFromUserCode,
  roleLabel,
  signInTypeFor,
} from './roles.ts';

describe('roleFromUserCode (spec §6: CUS member 4, MER 3, AGT agent 7, SGT sub agent 8, EMP employee 15, otherwise guest)', () => {
  it('derives role and role id from each user code', () => {
    expect(roleFromUserCode('CUS')).toEqual({ role: 'member', roleId: 4 });
    expect(roleFromUserCode('MER')).toEqual({ role: 'merchant', roleId: 3 });
    expect(roleFromUserCode('AGT')).toEqual({ role: 'agent', roleId: 7 });
    expect(roleFromUserCode('SGT')).toEqual({ role: 'subAgent', roleId: 8 });
    expect(roleFromUserCode('EMP')).toEqual({ role: 'employee', roleId: 15 });
  });

  it('is a guest without a role id for a missing or unknown code', () => {
    for (const code of [null, undefined, '', 'XYZ', 'agt', 'toString', 'constructor']) {
      expect(roleFromUserCode(code)).toEqual({ role: 'guest', roleId: null });
    }
    expect(isUserCode('hasOwnProperty')).toBe(false);
  });

  it('returns a copy that cannot change the shared table', () => {
    const derived = roleFromUserCode('CUS');
    derived.roleId = 99;
    expect(roleFromUserCode('CUS').roleId).toBe(4);
  });
});

describe('sign-in type (spec §6: agents and sub-agents sign in with type agent, others with type user)', () => {
  it('signs AGT and SGT in as agent', () => {
    expect(signInTypeFor('AGT')).toBe('agent');
    expect(signInTypeFor('SGT')).toBe('agent');
    expect(isAgent('AGT')).toBe(true);
    expect(isAgent('SGT')).toBe(true);
  });

  it('signs everyone else in as user', () => {
    for (const code of ['CUS', 'MER', 'EMP', null, undefined, 'XYZ']) {
      expect(signInTypeFor(code)).toBe('user');
      expect(isAgent(code)).toBe(false);
    }
  });
});

describe('canManageSubAgents (spec §6: sub-agent pages only for user code AGT)', () => {
  it('allows AGT and refuses SGT and everyone else', () => {
    expect(canManageSubAgents('AGT')).toBe(true);
    expect(canManageSubAgents('SGT')).toBe(false);
    expect(canManageSubAgents('CUS')).toBe(false);
    expect(canManageSubAgents(null)).toBe(false);
  });
});

describe('roleLabel', () => {
  it('labels sub-agents "Sub Agent"', () => {
    expect(roleLabel('subAgent')).toBe('Sub Agent');
    expect(roleLabel('member')).toBe('Member');
    expect(roleLabel('guest')).toBe('Guest');
  });
});

describe('client types (spec §6: user, phuser, agent, phagent, fbuser)', () => {
  it('lists exactly the five client types', () => {
    expect(CLIENT_TYPES).toEqual(['user', 'phuser', 'agent', 'phagent', 'fbuser']);
    expect(isClientType('phagent')).toBe(true);
    expect(isClientType('admin')).toBe(false);
    expect(isClientType(undefined)).toBe(false);
  });
});
