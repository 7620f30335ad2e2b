import { describe, it, expect } from 'vitest';
import { ALERT_TYPES, isAlertType } from './alerts.ts';

describe('alert types (spec §4: success, warning, error, updated, deleted)', () => {
  it('lists exactly the five alert types', () => {
    expect(ALERT_TYPES).toEqual(['success', 'warning', 'error', 'updated', 'deleted']);
  });

  it('accepts only those types', () => {
    for (const type of ALERT_TYPES) expect(isAlertType(type)).toBe(true);
    for (const other of ['info', 'Success', '', null, 3, {}]) expect(isAlertType(other)).toBe(false);
  });
});
