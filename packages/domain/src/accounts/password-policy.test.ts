import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy.ts';

describe('passwordProblem (design §7: at least 8 characters, common passwords refused)', () => {
  it('refuses fewer than 8 characters, counting letters rather than UTF-16 units', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem('Ab3$xyz')).toBe('too_short');
    expect(passwordProblem('')).toBe('too_short');
    expect(passwordProblem('Tr1p-to-Bagan')).toBeUndefined();
  });

  it('refuses a password on the common list whatever its case', () => {
    expect(COMMON_PASSWORDS.has('password')).toBe(true);
    expect(passwordProblem('password')).toBe('too_common');
    expect(passwordProblem('PASSWORD')).toBe('too_common');
    expect(passwordProblem('12345678')).toBe('too_common');
  });

  it('refuses a common word with digits or punctuation tacked on the end', () => {
    expect(passwordProblem('Password123!')).toBe('too_common');
    expect(passwordProblem('Mingalaba2026')).toBe('too_common');
  });

  it('refuses one repeated character and straight runs', () => {
    expect(passwordProblem('zzzzzzzzzz')).toBe('too_common');
    expect(passwordProblem('abcdefghij')).toBe('too_common');
    expect(passwordProblem('98765432')).toBe('too_common');
  });

  it("refuses the account's own email, email name or name as the password", () => {
    expect(passwordProblem('aungkyaw@example.com', ['aungkyaw@example.com'])).toBe('too_common');
    expect(passwordProblem('aungkyaw99', ['aungkyaw@example.com'])).toBe('too_common');
    expect(passwordProblem('Aung Kyaw Oo', ['Aung Kyaw Oo', null])).toBe('too_common');
    expect(passwordProblem('Shwedagon-at-dusk', ['aungkyaw@example.com', 'Aung'])).toBeUndefined();
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('x1'.repeat(65))).toBe('too_long');
  });
});
