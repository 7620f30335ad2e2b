import { createHmac, randomInt } from 'node:crypto';
import { isOtpFormat, normalizeOtp, OTP_LENGTH, otpExpiresAt, type OtpPurposeName } from '@thwa/domain/accounts/one-time-codes';
import { AppError } from '../../plugins/errors.ts';
import type { AccountMail, CodeMessage } from './account-mail.ts';
import type { OneTimeCodesRepository } from './one-time-codes.repository.ts';

export interface OneTimeCodesOptions {
  codes: OneTimeCodesRepository;
  mail: AccountMail;
  /** Keys the code hashes, so a copy of the table alone cannot be searched for codes. */
  codeSecret: string;
  now: () => Date;
}

/** What a code is stored under: its purpose, and what it proves (an address, or track booking's order id). */
export interface CodeFor {
  purpose: OtpPurposeName;
  target: string;
  /** The account it was sent for, when there is one; a code for a booking's contact has none. */
  userId: string | null;
}

/**
 * One-time codes of every purpose (design §7): made, stored hashed, sent, and tried, the same way for
 * an account's activation as for track booking's cancellation. The repository counts the tries.
 */
export function createOneTimeCodes({ codes, mail, codeSecret, now }: OneTimeCodesOptions) {
  // The purpose and target are in the hash: a code sent for one booking or address proves nothing of another.
  const codeHash = (purpose: OtpPurposeName, target: string, code: string) => createHmac('sha256', codeSecret).update(`${purpose}\n${target}\n${code}`).digest('hex');

  return {
    /** A new 6-digit code from crypto randomness, replacing older ones for the same purpose and target, sent as `message` says. */
    async send(code: CodeFor, message: Omit<CodeMessage, 'purpose' | 'code'>): Promise<void> {
      const value = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await codes.replace({ userId: code.userId, purpose: code.purpose, target: code.target, codeHash: codeHash(code.purpose, code.target, value), expiresAt: otpExpiresAt(now()) });
      await mail.sendCode({ ...message, purpose: code.purpose, code: value });
    },

    /**
     * Tries a typed code; a wrong, spent or expired one is OTP_INVALID (whose words say to ask for a new
     * one), a try after 5 wrong ones OTP_TOO_MANY_TRIES. `consume` uses it up. Answers the user it was sent for.
     */
    async use(purpose: OtpPurposeName, target: string, typed: string, consume: boolean): Promise<string | null> {
      const code = normalizeOtp(typed);
      if (!isOtpFormat(code)) throw new AppError('VALIDATION_FAILED', 'otp');
      const result = await codes.attempt(purpose, target, codeHash(purpose, target, code), now(), consume);
      if (result.outcome === 'ok') return result.userId;
      if (result.outcome === 'exhausted') throw new AppError('OTP_TOO_MANY_TRIES', 'otp');
      throw new AppError('OTP_INVALID', 'otp');
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
