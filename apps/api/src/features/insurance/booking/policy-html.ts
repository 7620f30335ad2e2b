/**
 * What the printed insurance certificates (travel and health) share beyond the shared document styles
 * of ticket-html.ts: the policy card with its band of first and last covered day, the amounts of
 * their tables, the certificate number's look, a fact of a card ("Insurer", its value), and the page
 * around a certificate's own sections (policyPageHtml).
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { BRAND_TEAL, documentClosing, documentOpening, escapeHtml, valueHtml as v } from '../../tickets/ticket-html.ts';
import { formatLocalDateTime, formatYangonInstant, statusLabel, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';

/** The policy card, the cover period band and the tables' amounts, one rule a line. */
export function policyCardStyles(): string {
  return `.policy-card .card-title { align-items: center; margin-bottom: 2px; }
.policy-title { font-size: 14pt; font-weight: 700; color: #102829; }
.policy-card dl { margin-bottom: 6px; }
.period { display: grid; grid-template-columns: 1.3fr 0.6fr 1.3fr; gap: 10px; align-items: center; padding: 6px 0 2px; border-top: 1px dashed #cfdede; }
.period .day { font-size: 13pt; font-weight: 700; color: #102829; }
:lang(my) .period .day { font-size: 11.5pt; }
.period .last { text-align: right; }
.period .middle .days { font-weight: 700; color: ${BRAND_TEAL}; }
td.amount, th.amount { text-align: right; white-space: nowrap; }
.cover td { background: none; }
.cover td.amount { font-weight: 600; color: #102829; }
.cert-no { font-weight: 700; color: ${BRAND_TEAL}; letter-spacing: 0.3px; }
`;
}

/** The first or the last covered day as the band shows it: the label small, the day big. */
export function periodEndHtml(label: string, date: string, language: TicketLanguage, side: 'first' | 'last'): string {
  return `<div class="${side}">
    <span class="k">${escapeHtml(label)}</span>
    <div class="day">${escapeHtml(formatLocalDateTime(date, language))}</div>
  </div>`;
}

/** One fact of a card or a section's list: its label, and its value escaped (a Myanmar value marked as such). */
export function factHtml(label: string, value: string, language: TicketLanguage): string {
  return `<dt>${escapeHtml(label)}</dt><dd>${v(value, language)}</dd>`;
}

/** The words of a certificate's page around its own sections: its title, its summary's labels and its closing notes. */
export interface PolicyPageLabels {
  readonly certificate: string;
  readonly bookingId: string;
  readonly policyNumber: string;
  readonly status: string;
  readonly issued: string;
  readonly claims: string;
  readonly terms: string;
  readonly generated: string;
}

/**
 * A certificate's whole page: the document's opening with the booking, the policy number (`policyNumber`,
 * already worded: "Pending" before issuance), the order's status and when it was booked; then the
 * product's own sections (`sections`, HTML); then how to claim, the insurer's terms and our support.
 */
export function policyPageHtml(page: {
  order: OrderDetail;
  policyNumber: string;
  labels: PolicyPageLabels;
  styles: string;
  sections: string;
  language: TicketLanguage;
  support: SupportDetails;
}): string {
  const { order, labels: l, language, support } = page;
  return `${documentOpening({
    language,
    brand: support.brand,
    title: l.certificate,
    orderId: order.orderId,
    styles: page.styles,
    summary: [
      { label: l.bookingId, value: order.orderId },
      { label: l.policyNumber, value: page.policyNumber },
      { label: l.status, value: statusLabel(order.status, language) },
      { label: l.issued, value: formatYangonInstant(order.createdAt, language), small: true },
    ],
  })}
${page.sections}
${documentClosing([`<strong>${escapeHtml(l.claims)}</strong>`, escapeHtml(l.terms)], language, support, l.generated)}`;
}
