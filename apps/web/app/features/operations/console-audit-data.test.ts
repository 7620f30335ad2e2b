import { describe, expect, it } from 'vitest';
import { auditFiltersFrom, auditHref, auditQuery } from './console-audit-data.ts';

describe('the audit log page address', () => {
  it('reads the filters, bounded as the api takes them, and leaves out a malformed page id', () => {
    const filters = auditFiltersFrom(new URLSearchParams({ targetType: ' order ', targetId: 'TW2611220001', actorId: 'x'.repeat(40), beforeId: '-3' }));
    expect(filters).toEqual({ targetType: 'order', targetId: 'TW2611220001', actorId: 'x'.repeat(20), beforeId: null });
    expect(auditFiltersFrom(new URLSearchParams({ beforeId: '120' })).beforeId).toBe(120);
    expect(auditFiltersFrom(new URLSearchParams({ beforeId: '1.5' })).beforeId).toBeNull();
  });

  it('writes only the filters that are set', () => {
    expect(auditQuery({ targetType: 'user', targetId: '', actorId: 'E1', beforeId: 40 }, 50)).toBe('targetType=user&actorId=E1&beforeId=40&limit=50');
    expect(auditHref({})).toBe('/ops/audit');
    expect(auditHref({ actorId: 'E 1' })).toBe('/ops/audit?actorId=E+1');
  });
});
