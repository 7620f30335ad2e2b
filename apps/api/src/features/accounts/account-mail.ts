/**
 * The messages that carry one-time codes, in the account's language (English or Myanmar).
 *
 * Email goes through the product's mailer (SMTP, or stored for the development mailbox). There is no
 * SMS provider configured yet, so a text for a phone-only account is written to the same outbox
 * (mail_messages) addressed `sms:+95…`, never sent by SMTP: the development mailbox (/dev/mailbox) shows
 * it, and an SMS gateway can later deliver those rows. The code itself is never logged.
 */
import { randomBytes } from 'node:crypto';
import { OTP_TTL_MINUTES, type OtpPurposeName } from '@thwa/domain/accounts/one-time-codes';
import { escapeHtml } from '../tickets/ticket-html.ts';
import type { Mailer } from '../notifications/mailer.ts';

export type MessageLanguage = 'en' | 'mm';

export interface CodeMessage {
  purpose: OtpPurposeName;
  /** An email address, or a phone in E.164 ('+959…'). */
  target: string;
  channel: 'email' | 'sms';
  code: string;
  language: MessageLanguage;
  /** The account's name, which the e-mail greets as the booking e-mails do; a plain hello without one. */
  name?: string | null;
  /** The booking a 'cancel_booking' code cancels, named in the message so the guest knows which one. */
  reference?: string;
}

/** The booking e-mails' greeting (notifications/mail-templates.ts), so every e-mail opens alike. */
function greeting(message: CodeMessage): string {
  const name = message.name?.trim();
  if (message.language === 'mm') return name ? `မင်္ဂလာပါ ${name}၊` : 'မင်္ဂလာပါ၊';
  return name ? `Dear ${name},` : 'Hello,';
}

const WHAT_FOR: Record<OtpPurposeName, Record<MessageLanguage, string>> = {
  activation: { en: 'activate your account', mm: 'သင့်အကောင့်ကို အသက်သွင်းရန်' },
  reset_password: { en: 'set a new password', mm: 'စကားဝှက်အသစ် သတ်မှတ်ရန်' },
  change_email: { en: 'confirm your new email address', mm: 'အီးမေးလ်လိပ်စာအသစ်ကို အတည်ပြုရန်' },
  change_phone: { en: 'confirm your new phone number', mm: 'ဖုန်းနံပါတ်အသစ်ကို အတည်ပြုရန်' },
  cancel_booking: { en: 'cancel booking {reference}', mm: 'ဘိုကင် {reference} ကို ပယ်ဖျက်ရန်' },
  console_sign_in: { en: 'open the operations console', mm: 'လုပ်ငန်းစီမံခန့်ခွဲမှုစနစ်ကို ဖွင့်ရန်' },
};

function wording(message: CodeMessage, brand: string): { subject: string; lines: string[] } {
  const purpose = WHAT_FOR[message.purpose][message.language].replace('{reference}', message.reference ?? '');
  if (message.language === 'mm') {
    return {
      subject: `${brand} အတည်ပြုကုဒ် ${message.code}`,
      lines: [
        `${purpose} ဤကုဒ်ကို ထည့်ပါ- ${message.code}`,
        `ကုဒ်သည် ${OTP_TTL_MINUTES} မိနစ်အတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။`,
        'သင် မတောင်းဆိုခဲ့ပါက ဤစာကို လျစ်လျူရှုပါ။',
      ],
    };
  }
  return {
    subject: `${brand} code ${message.code}`,
    lines: [
      `Enter this code to ${purpose}: ${message.code}`,
      `It works once, within ${OTP_TTL_MINUTES} minutes. Never share it with anyone, not even our staff.`,
      'If you did not ask for it, ignore this message.',
    ],
  };
}

export function createAccountMail(options: { mailer: Mailer; smsOutbox: Mailer; brand: string }) {
  const noAttachments = async () => Buffer.alloc(0);
  return {
    async sendCode(message: CodeMessage): Promise<void> {
      const { subject, lines } = wording(message, options.brand);
      // Unique per code sent; a random part rather than the target, so no address sits in the key.
      const messageKey = `otp:${message.purpose}:${randomBytes(12).toString('hex')}`;
      if (message.channel === 'sms') {
        await options.smsOutbox.send({ messageKey, to: `sms:${message.target}`, subject, text: lines.join(' '), html: '' }, noAttachments);
        return;
      }
      const lang = message.language === 'mm' ? 'my' : 'en';
      // A text keeps to the point; an e-mail opens with a greeting, as every other e-mail of ours does.
      const paragraphs = [greeting(message), ...lines];
      const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">${paragraphs
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}</body></html>`;
      await options.mailer.send({ messageKey, to: message.target, subject, text: paragraphs.join('\n\n'), html }, noAttachments);
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
