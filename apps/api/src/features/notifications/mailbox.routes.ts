/**
 * The development mailbox: every email the product "sent" without SMTP, readable in a browser at
 * /dev/mailbox. Plain HTML pages, no React and no api contract: it is a developer's tool, registered
 * only outside production. Email HTML is untrusted markup (it holds customer input), so it is shown
 * in a sandboxed iframe without scripts, and the pages carry a CSP that allows nothing else to load.
 *
 * Params are read by hand rather than with a schema: the app's validator compiler is zod's, and this
 * plugin should work the same registered there or on a bare Fastify instance.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '@thwa/db/connection';
import { escapeHtml } from '../tickets/ticket-html.ts';
import { createMailRepository, type MailAttachmentRef } from './mail.repository.ts';

export interface MailboxRoutesOptions {
  db: Database;
  loadAttachment: (attachment: MailAttachmentRef) => Promise<Buffer>;
}

const LIST_LIMIT = 100;
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const STYLE = `
body { font-family: system-ui, 'Noto Sans', 'Noto Sans Myanmar', sans-serif; margin: 0; color: #1d2b2c; background: #f5f9f9; }
header { background: #0F5E63; color: #fff; padding: 12px 20px; border-bottom: 4px solid #C9A227; }
header a { color: #fff; }
main { padding: 16px 20px; max-width: 1100px; }
h1 { font-size: 1.3rem; margin: 0 0 12px; }
h2 { font-size: 1.05rem; margin: 20px 0 8px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #dde7e7; vertical-align: top; }
th { background: #e8f0f0; }
a { color: #0F5E63; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; padding: 12px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; word-break: break-word; }
iframe { width: 100%; height: 70vh; border: 1px solid #cfdede; background: #fff; }
pre { white-space: pre-wrap; background: #fff; padding: 12px; border: 1px solid #cfdede; font-family: 'Noto Sans Mono', monospace, 'Noto Sans Myanmar'; }
.muted { color: #557072; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header><a href="/dev/mailbox">Development mailbox</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(page(title, body));
}

function notFound(reply: FastifyReply) {
  return sendPage(reply, 404, 'Not found', '<h1>Not found</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>');
}

/** A positive integer id from the path, or null: `/dev/mailbox/abc` is a 404, not a 500. */
function readId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function time(value: Date | null): string {
  return value
    ? `<time datetime="${value.toISOString()}">${escapeHtml(value.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`
    : '<span class="muted">not sent</span>';
}

/** A header-safe file name: quotes and line breaks in a stored name must not break the header. */
function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const mailboxRoutes: FastifyPluginAsync<MailboxRoutesOptions> = async (app, { db, loadAttachment }) => {
  const repository = createMailRepository(db);

  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = await repository.listRecent(LIST_LIMIT);
    const rows = messages
      .map(
        (message) => `<tr>
  <td>${time(message.createdAt)}</td>
  <td>${escapeHtml(message.toAddress)}</td>
  <td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td>
  <td>${escapeHtml(message.transport)}${message.sentAt ? '' : ' <strong>(unsent)</strong>'}</td>
</tr>`,
      )
      .join('\n');
    const table = messages.length
      ? `<table>
<caption class="muted">The newest ${LIST_LIMIT} messages, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Transport</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
      : '<p>No messages yet.</p>';
    return sendPage(reply, 200, 'Development mailbox', `<h1>Development mailbox</h1>\n${table}`);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = readId(request.params.id);
    const message = id === null ? undefined : await repository.findById(id);
    if (!message) return notFound(reply);
    const attachments = message.attachments.length
      ? `<ul>${message.attachments
          .map(
            (attachment, index) =>
              `<li><a href="/dev/mailbox/${message.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a> <span class="muted">(${escapeHtml(attachment.contentType)})</span></li>`,
          )
          .join('')}</ul>`
      : '<p class="muted">None.</p>';
    const body = `<h1>${escapeHtml(message.subject)}</h1>
<dl>
  <dt>To</dt><dd>${escapeHtml(message.toAddress)}</dd>
  <dt>Key</dt><dd>${escapeHtml(message.messageKey)}</dd>
  <dt>Transport</dt><dd>${escapeHtml(message.transport)}</dd>
  <dt>Created</dt><dd>${time(message.createdAt)}</dd>
  <dt>Sent</dt><dd>${time(message.sentAt)}</dd>
</dl>
<h2>Attachments</h2>
${attachments}
<h2>HTML</h2>
<iframe title="HTML version of the email" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(message.text)}</pre>`;
    return sendPage(reply, 200, message.subject, body);
  });

  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    const id = readId(request.params.id);
    const index = /^\d{1,3}$/.test(request.params.index) ? Number(request.params.index) : -1;
    const message = id === null ? undefined : await repository.findById(id);
    const attachment = message?.attachments[index];
    if (!attachment) return notFound(reply);
    const content = await loadAttachment(attachment);
    const pdf = attachment.contentType === 'application/pdf';
    reply
      .header('content-type', attachment.contentType)
      // A PDF opens in the browser's viewer (which a sandbox CSP would block); anything else downloads.
      .header('content-disposition', disposition(pdf ? 'inline' : 'attachment', attachment.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store');
    if (!pdf) reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(content);
  });
};
