import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { mailMessages } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { createMailer, type MailAttachmentRef, type MailMessage, type MailTransport } from '../src/features/notifications/mailer.ts';
import { mailboxRoutes } from '../src/features/notifications/mailbox.routes.ts';
import { bookingConfirmationEmail, documentAttachment } from '../src/features/notifications/mail-templates.ts';
import { flightMail } from '../src/features/flights/booking/flight-mail.ts';
import { flightTicket } from '../src/features/flights/booking/flight-module.ts';
import { sampleOrder } from '../src/features/tickets/sample-order.ts';
import type Mail from 'nodemailer/lib/mailer';
import { testDatabaseUrl } from './test-database.ts';

let connection: DatabaseConnection;
let app: FastifyInstance;
const quiet = { info: () => {}, error: () => {} };
const FAKE_PDF = Buffer.from('%PDF-1.7\n% fake ticket\n%%EOF\n');
const loaded: MailAttachmentRef[] = [];
async function loadAttachment(attachment: MailAttachmentRef): Promise<Buffer> {
  loaded.push(attachment);
  return FAKE_PDF;
}

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 4 });
  app = Fastify({ logger: false });
  await app.register(mailboxRoutes, { db: connection.db, loadAttachment });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await connection?.close();
});

/** A message with a key no other test (or run) uses, so tests do not see each other's rows. */
function message(overrides: Partial<MailMessage> = {}): MailMessage {
  const order = sampleOrder();
  const content = bookingConfirmationEmail(
    order,
    'en',
    { trackUrl: 'https://thwa.test/track-booking' },
    { phone: '+95 1 860 0600', email: 'support@thwa.test', brand: 'Thwa' },
    flightMail,
  );
  return {
    messageKey: `test:${randomUUID()}`,
    to: 'aung.koko@example.com',
    ...content,
    attachments: [documentAttachment(order.orderId, 1, flightTicket)],
    ...overrides,
  };
}

async function rows(messageKey: string) {
  return connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, messageKey));
}

/** A fake SMTP transport: records what it was asked to send, and fails while `failing` is set. */
function fakeTransport() {
  const sent: Mail.Options[] = [];
  const transport: MailTransport & { failing: boolean; sent: Mail.Options[] } = {
    failing: false,
    sent,
    async sendMail(mail: Mail.Options) {
      if (transport.failing) throw new Error('421 service not available');
      sent.push(mail);
      return { messageId: `<${sent.length}@fake>` };
    },
  };
  return transport;
}

describe('mailer without SMTP (development mailbox)', () => {
  const mailer = () => createMailer({ db: connection.db, from: '"Thwa" <support@thwa.test>', log: quiet });

  it('stores a message once, marked sent by the mailbox', async () => {
    const mail = message();
    await expect(mailer().send(mail, loadAttachment)).resolves.toBe('stored');
    const [row, ...rest] = await rows(mail.messageKey);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, transport: 'mailbox' });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attachments).toEqual([{ filename: 'TW2611220001.pdf', contentType: 'application/pdf', orderId: 'TW2611220001', itemNo: 1 }]);
  });

  it('answers duplicate for the same key, even from two workers at once, and keeps one row', async () => {
    const mail = message();
    const results = await Promise.all([mailer().send(mail, loadAttachment), mailer().send(mail, loadAttachment)]);
    expect(results.sort()).toEqual(['duplicate', 'stored']);
    await expect(mailer().send({ ...mail, subject: 'changed' }, loadAttachment)).resolves.toBe('duplicate');
    const stored = await rows(mail.messageKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.subject).toBe(mail.subject);
  });

  it('rejects a key longer than the column', async () => {
    await expect(mailer().send(message({ messageKey: 'k'.repeat(81) }), loadAttachment)).rejects.toThrow(RangeError);
  });
});

describe('mailer with SMTP', () => {
  it('sends through the transport with the attachment loaded, then answers duplicate', async () => {
    const transport = fakeTransport();
    const mailer = createMailer({
      db: connection.db,
      smtpUrl: 'smtp://mail.test:25',
      from: '"Thwa" <support@thwa.test>',
      log: quiet,
      createTransport: () => transport,
    });
    const mail = message();
    loaded.length = 0;

    await expect(mailer.send(mail, loadAttachment)).resolves.toBe('sent');
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      from: '"Thwa" <support@thwa.test>',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    expect(transport.sent[0]?.attachments).toEqual([{ filename: 'TW2611220001.pdf', contentType: 'application/pdf', content: FAKE_PDF }]);
    expect(loaded).toEqual([documentAttachment(sampleOrder().orderId, 1, flightTicket)]);
    const [row] = await rows(mail.messageKey);
    expect(row).toMatchObject({ transport: 'smtp' });
    expect(row?.sentAt).toBeInstanceOf(Date);

    await expect(mailer.send(mail, loadAttachment)).resolves.toBe('duplicate');
    expect(transport.sent).toHaveLength(1);
  });

  it('leaves the message unsent when SMTP fails, and the retry sends it once', async () => {
    const transport = fakeTransport();
    const mailer = createMailer({
      db: connection.db,
      smtpUrl: 'smtp://mail.test:25',
      from: 'support@thwa.test',
      log: quiet,
      createTransport: () => transport,
    });
    const mail = message();

    transport.failing = true;
    await expect(mailer.send(mail, loadAttachment)).rejects.toThrow('421 service not available');
    let [row] = await rows(mail.messageKey);
    expect(row).toBeDefined();
    expect(row?.sentAt).toBeNull();

    transport.failing = false;
    await expect(mailer.send(mail, loadAttachment)).resolves.toBe('sent');
    await expect(mailer.send(mail, loadAttachment)).resolves.toBe('duplicate');
    expect(transport.sent).toHaveLength(1);
    [row] = await rows(mail.messageKey);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await rows(mail.messageKey)).toHaveLength(1);
  });

  it('sends once when two workers retry the same message at the same time', async () => {
    const transport = fakeTransport();
    const mailer = createMailer({
      db: connection.db,
      smtpUrl: 'smtp://mail.test:25',
      from: 'support@thwa.test',
      log: quiet,
      createTransport: () => transport,
    });
    const mail = message();
    const results = await Promise.all([
      mailer.send(mail, loadAttachment),
      mailer.send(mail, loadAttachment),
      mailer.send(mail, loadAttachment),
    ]);
    expect(results.sort()).toEqual(['duplicate', 'duplicate', 'sent']);
    expect(transport.sent).toHaveLength(1);
  });
});

describe('the development mailbox', () => {
  const mailer = () => createMailer({ db: connection.db, from: 'support@thwa.test', log: quiet });

  it('lists the newest messages in an accessible page with a strict CSP', async () => {
    const mail = message({ subject: `Mailbox <list> ${randomUUID()}` });
    await mailer().send(mail, loadAttachment);
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["default-src 'none'", "style-src 'unsafe-inline'", "frame-src 'self'", 'img-src data:'])
      expect(csp).toContain(directive);
    expect(response.body).toMatch(/<html lang="en">/);
    expect(response.body).toContain('<main>');
    expect(response.body).toContain('<table>');
    expect(response.body).toContain(mail.subject.replace('<list>', '&lt;list&gt;'));
    expect(response.body).toContain('aung.koko@example.com');
  });

  it('shows one message: its HTML in a sandboxed frame, its text, and its attachment', async () => {
    const mail = message({ html: '<p>Hello <b>Ko</b></p><script>alert(1)</script>', text: 'Hello Ko, <plain>' });
    await mailer().send(mail, loadAttachment);
    const [row] = await rows(mail.messageKey);
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${row?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<iframe title="HTML version of the email" sandbox="" srcdoc="&lt;p&gt;Hello &lt;b&gt;Ko&lt;/b&gt;&lt;/p&gt;&lt;script&gt;',
    );
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('<pre>Hello Ko, &lt;plain&gt;</pre>');
    expect(response.body).toContain(`<a href="/dev/mailbox/${row?.id}/attachments/0">TW2611220001.pdf</a>`);

    loaded.length = 0;
    const attachment = await app.inject({ method: 'GET', url: `/dev/mailbox/${row?.id}/attachments/0` });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toContain('filename="TW2611220001.pdf"');
    expect(attachment.rawPayload.equals(FAKE_PDF)).toBe(true);
    expect(loaded).toEqual([documentAttachment(sampleOrder().orderId, 1, flightTicket)]);
  });

  it('answers 404 for unknown or malformed ids and attachment indexes', async () => {
    const mail = message();
    await mailer().send(mail, loadAttachment);
    const [row] = await rows(mail.messageKey);
    for (const url of [
      '/dev/mailbox/999999999',
      '/dev/mailbox/abc',
      '/dev/mailbox/0',
      `/dev/mailbox/${row?.id}/attachments/1`,
      `/dev/mailbox/${row?.id}/attachments/x`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
