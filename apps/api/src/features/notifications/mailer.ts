/**
 * Sends the product's emails as an idempotent consumer (design §6: the outbox delivers at least once).
 *
 * Every message has a key unique to what it means ("order:TW2611220001:e-ticket"), and is written to
 * mail_messages before anything leaves: a retried job finds the row, and if it was sent answers
 * 'duplicate' instead of emailing the customer twice. Without SMTP (development, tests) the row is
 * the delivery: the development mailbox (/dev/mailbox) shows it.
 */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '@thwa/db/connection';
import { createMailRepository, type MailAttachmentRef, type MailMessageRow } from './mail.repository.ts';

export type { MailAttachmentRef } from './mail.repository.ts';

export interface MailMessage {
  /** Unique per email we mean to send, at most 80 characters. */
  messageKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
}

export type LoadAttachment = (attachment: MailAttachmentRef) => Promise<Buffer>;

export type SendResult = 'sent' | 'stored' | 'duplicate';

/** What the mailer needs of a nodemailer transport; tests pass a fake. */
export interface MailTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
}

export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  db: Database;
  /** smtp:// or smtps:// URL; without one, messages are only stored for the development mailbox. */
  smtpUrl?: string;
  /** The From header, e.g. `"Thwa" <support@thwa.com.mm>`. */
  from: string;
  log: MailLog;
  /** Replaces nodemailer's SMTP transport (tests). */
  createTransport?: (smtpUrl: string) => MailTransport;
}

export interface Mailer {
  send(message: MailMessage, loadAttachment: LoadAttachment): Promise<SendResult>;
}

const MAX_KEY_LENGTH = 80;

export function createMailer(options: MailerOptions): Mailer {
  const repository = createMailRepository(options.db);
  const { log, from, smtpUrl } = options;
  let transport: MailTransport | undefined;

  function smtp(url: string): MailTransport {
    // Built on first use, so a process that never sends mail never resolves the SMTP host.
    transport ??= options.createTransport ? options.createTransport(url) : nodemailer.createTransport(url);
    return transport;
  }

  async function deliver(row: MailMessageRow, url: string, loadAttachment: LoadAttachment): Promise<void> {
    // The stored row is what gets sent, not the caller's copy: a retry sends the email as first written.
    const attachments = await Promise.all(
      row.attachments.map(async (attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: await loadAttachment(attachment),
      })),
    );
    await smtp(url).sendMail({ from, to: row.toAddress, subject: row.subject, text: row.text, html: row.html, attachments });
  }

  return {
    async send(message, loadAttachment) {
      if (!message.messageKey || message.messageKey.length > MAX_KEY_LENGTH) {
        throw new RangeError(`messageKey must be 1 to ${MAX_KEY_LENGTH} characters, got ${message.messageKey.length}`);
      }
      const row = {
        messageKey: message.messageKey,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
      };
      // Log the key, never the address: no personal data in logs (design §3).
      const details = { messageKey: message.messageKey };

      if (!smtpUrl) {
        if (await repository.insertOnce({ ...row, transport: 'mailbox' }, true)) {
          log.info({ ...details, transport: 'mailbox' }, 'mail stored for the development mailbox');
          return 'stored';
        }
        // The key exists: sent already, or left unsent by an SMTP failure before SMTP was switched off.
        const outcome = await repository.deliverOnce(message.messageKey, 'mailbox', async () => undefined);
        return outcome === 'delivered' ? 'stored' : 'duplicate';
      }

      const created = await repository.insertOnce({ ...row, transport: 'smtp' }, false);
      if (!created) {
        // Cheap check first so a retried job does not load attachments (render a PDF) for nothing.
        const existing = await repository.findByKey(message.messageKey);
        if (existing?.sentAt) return 'duplicate';
      }
      try {
        const outcome = await repository.deliverOnce(message.messageKey, 'smtp', (stored) => deliver(stored, smtpUrl, loadAttachment));
        if (outcome !== 'delivered') return 'duplicate';
        log.info({ ...details, transport: 'smtp' }, 'mail sent');
        return 'sent';
      } catch (error) {
        // The row stays unsent; the job fails and its retry sends the same message.
        log.error({ ...details, err: error }, 'mail not sent: SMTP failed, left for retry');
        throw error;
      }
    },
  };
}
