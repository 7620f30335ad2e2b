import { describe, expect, it } from 'vitest';
import { can, EMPLOYEE_GROUPS, GROUP_PERMISSIONS, OPS_PERMISSIONS, permissionsOf } from './permissions.ts';
import { consoleSessionState } from './console-session.ts';

describe('console permission groups', () => {
  it('add up: two groups may do what either grants, and nothing more', () => {
    expect(can(['support'], 'orders.act')).toBe(true);
    expect(can(['support'], 'refunds.approve')).toBe(false);
    expect(can(['support', 'finance'], 'refunds.approve')).toBe(true);
    expect(permissionsOf(['support', 'finance'])).toEqual(OPS_PERMISSIONS.filter((permission) => GROUP_PERMISSIONS.support.includes(permission) || GROUP_PERMISSIONS.finance.includes(permission)));
    expect(can([], 'orders.view')).toBe(false);
    expect(permissionsOf([])).toEqual([]);
  });

  it('keep the people and the audit log for admins, who may do everything', () => {
    for (const group of EMPLOYEE_GROUPS.filter((one) => one !== 'admin')) {
      expect(can([group], 'employees.manage')).toBe(false);
      expect(can([group], 'audit.view')).toBe(false);
    }
    expect(permissionsOf(['admin'])).toEqual([...OPS_PERMISSIONS]);
  });

  it('give every permission to at least one group besides admin, but employees and the audit log', () => {
    const granted = new Set(EMPLOYEE_GROUPS.filter((group) => group !== 'admin').flatMap((group) => GROUP_PERMISSIONS[group]));
    expect(OPS_PERMISSIONS.filter((permission) => !granted.has(permission))).toEqual(['employees.manage', 'audit.view']);
  });
});

describe('console session', () => {
  const at = new Date('2026-11-28T10:00:00Z');
  const minutesAgo = (minutes: number) => new Date(at.getTime() - minutes * 60_000);

  it('stays open 30 minutes after the last call, not one moment more, and ends when left', () => {
    expect(consoleSessionState({ lastSeenAt: minutesAgo(29.99), endedAt: null }, at)).toBe('open');
    expect(consoleSessionState({ lastSeenAt: minutesAgo(30), endedAt: null }, at)).toBe('idle');
    expect(consoleSessionState({ lastSeenAt: minutesAgo(1), endedAt: minutesAgo(0.5) }, at)).toBe('ended');
  });
});
