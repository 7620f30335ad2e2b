import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../notifications/mailer.ts';
import { createAccountMail } from './account-mail.ts';

function recorder() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return 'stored';
    },
  };
  return { sent, mailer };
}

function setup() {
  const email = recorder();
  const sms = recorder();
  return { email: email.sent, sms: sms.sent, mail: createAccountMail({ mailer: email.mailer, smsOutbox: sms.mailer, brand: 'Thwa' }) };
}

describe('account mail: one-time codes reach the user in their language', () => {
  it('emails the code in English, with a unique key that names neither the code nor the address', async () => {
    const { email, sms, mail } = setup();
    await mail.sendCode({ purpose: 'activation', target: 'aye@example.com', channel: 'email', code: '042917', language: 'en' });
    await mail.sendCode({ purpose: 'activation', target: 'aye@example.com', channel: 'email', code: '042917', language: 'en' });
    expect(sms).toHaveLength(0);
    expect(email).toHaveLength(2);
    expect(email[0]).toMatchObject({ to: 'aye@example.com', subject: expect.stringContaining('042917') });
    expect(email[0]!.text).toContain('activate your account');
    expect(email[0]!.text).toContain('10 minutes');
    expect(email[0]!.html).toContain('<html lang="en">');
    expect(email[0]!.messageKey).not.toBe(email[1]!.messageKey);
    for (const message of email) {
      expect(message.messageKey.length).toBeLessThanOrEqual(80);
      expect(message.messageKey).not.toMatch(/042917|aye/);
    }
  });

  it('writes in Myanmar for a Myanmar-language account', async () => {
    const { email, mail } = setup();
    await mail.sendCode({ purpose: 'reset_password', target: 'aye@example.com', channel: 'email', code: '381204', language: 'mm' });
    expect(email[0]!.text).toContain('စကားဝှက်အသစ်');
    expect(email[0]!.text).toContain('381204');
    expect(email[0]!.html).toContain('<html lang="my">');
  });

  it('greets the account by name as the booking e-mails do, in both languages', async () => {
    const { email, mail } = setup();
    await mail.sendCode({ purpose: 'activation', target: 'aye@example.com', channel: 'email', code: '042917', language: 'en', name: 'Aye Chan' });
    await mail.sendCode({ purpose: 'activation', target: 'aye@example.com', channel: 'email', code: '042917', language: 'mm', name: 'Aye Chan' });
    await mail.sendCode({ purpose: 'activation', target: 'aye@example.com', channel: 'email', code: '042917', language: 'en' });
    expect(email.map((message) => message.text.split('\n')[0])).toEqual(['Dear Aye Chan,', 'မင်္ဂလာပါ Aye Chan၊', 'Hello,']);
    expect(email[0]!.html).toContain('<p>Dear Aye Chan,</p>');
    for (const message of email) expect(message.text).not.toContain('!');
  });

  it('puts a text for a phone into the SMS outbox addressed sms:+95…, never through the mailer', async () => {
    const { email, sms, mail } = setup();
    await mail.sendCode({ purpose: 'change_phone', target: '+959784123456', channel: 'sms', code: '550013', language: 'en' });
    expect(email).toHaveLength(0);
    expect(sms[0]).toMatchObject({ to: 'sms:+959784123456', html: '' });
    expect(sms[0]!.text).toContain('550013');
    expect(sms[0]!.text).toContain('confirm your new phone number');
  });

  it("names the booking a cancellation code cancels, in the booking's language", async () => {
    const { email, mail } = setup();
    await mail.sendCode({ purpose: 'cancel_booking', target: 'aye@example.com', channel: 'email', code: '204817', language: 'en', name: 'Aye Chan', reference: 'TW2611220001' });
    await mail.sendCode({ purpose: 'cancel_booking', target: 'aye@example.com', channel: 'email', code: '204817', language: 'mm', reference: 'TW2611220001' });
    expect(email[0]!.text).toContain('Enter this code to cancel booking TW2611220001: 204817');
    expect(email[1]!.text).toContain('ဘိုကင် TW2611220001 ကို ပယ်ဖျက်ရန် ဤကုဒ်ကို ထည့်ပါ- 204817');
    expect(email[1]!.html).toContain('<html lang="my">');
    for (const message of email) expect(message.messageKey).not.toContain('TW2611220001');
  });

  it('escapes what goes into the HTML', async () => {
    const { email, mail } = setup();
    await mail.sendCode({ purpose: 'activation', target: 'a@example.com', channel: 'email', code: '<b>1', language: 'en' });
    expect(email[0]!.html).not.toContain('<b>1');
    expect(email[0]!.html).toContain('&lt;b&gt;1');
  });
});
