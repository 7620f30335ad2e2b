/**
 * What the printed insurance certificates (travel and health) share beyond the shared document styles
 * of ticket-html.ts: the policy card with its band of first and last covered day, the amounts of
 * their tables, the certificate number's look, and a fact of a card ("Insurer", its value).
 */
import { BRAND_TEAL, escapeHtml, valueHtml as v } from '../../tickets/ticket-html.ts';
import { formatLocalDateTime, type TicketLanguage } from '../../tickets/ticket-labels.ts';

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
