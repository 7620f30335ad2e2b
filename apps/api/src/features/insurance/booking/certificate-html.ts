/**
 * The travel insurance certificate as a self-contained, printable A4 HTML document, printed to PDF by
 * Chromium like the e-ticket and the voucher (ticket-html.ts, whose page, header, cards and tables it
 * shares). One page: what a hospital or a claim asks for first (the policy number, the insurer, the
 * cover period and area), then what the policy pays, each insured person with their certificate
 * number, and the premium. No request leaves the page; every value from the order is escaped.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import { GUARDIAN_MIN_AGE } from '@thwa/domain/insurance/travel-cover';
import { BRAND_GOLD, BRAND_TEAL, escapeHtml, valueHtml as v } from '../../tickets/ticket-html.ts';
import { digits, fill, money, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import { ageText, areaText, certificateLabels, coverageLines, daysText, guardianText, personName } from './certificate-labels.ts';
import { factHtml, periodEndHtml, policyCardStyles, policyPageHtml } from './policy-html.ts';

/** What the certificate adds to the shared document styles: the policy card, the cover period band and the tables' amounts. */
function certificateStyles(): string {
  return `
.summary { grid-template-columns: 1fr 1.2fr 0.9fr 1.3fr; }
${policyCardStyles()}.insured tfoot td { font-weight: 700; font-size: 11pt; color: ${BRAND_TEAL}; background: none; border-top: 2px solid ${BRAND_GOLD}; border-bottom: none; }
.small { font-size: 8.5pt; margin-top: 4px; }
`;
}

function policyHtml(policy: InsuranceOrderItem, language: TicketLanguage): string {
  const l = certificateLabels(language);
  const fact = (label: string, value: string) => factHtml(label, value, language);
  return `<section class="card policy-card" aria-label="${escapeHtml(l.policy)}">
  <h3 class="card-title"><span class="policy-title">${escapeHtml(l.policy)}</span></h3>
  <dl>
    ${fact(l.insurer, policy.insurerName)}
    ${fact(l.policyHolder, personName(policy.policyHolder))}
    ${fact(l.area, areaText(policy.area, language))}
  </dl>
  <div class="period">
  ${periodEndHtml(l.firstDay, policy.startDate, language, 'first')}
  <div class="middle">
    <span class="k">${escapeHtml(l.period)}</span>
    <div class="days">${escapeHtml(daysText(policy.coverageDays, language))}</div>
    <div class="line" aria-hidden="true"></div>
  </div>
  ${periodEndHtml(l.lastDay, policy.endDate, language, 'last')}
  </div>
</section>`;
}

function coverageHtml(policy: InsuranceOrderItem, language: TicketLanguage): string {
  const l = certificateLabels(language);
  const rows = coverageLines(policy.coverage, language)
    .map((line) => `<tr><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(line.amount)}</td></tr>`)
    .join('\n');
  return `<h2>${escapeHtml(l.coverage)}</h2>
    <table class="cover"><tbody>
${rows}
    </tbody></table>`;
}

function insuredHtml(policy: InsuranceOrderItem, language: TicketLanguage): string {
  const l = certificateLabels(language);
  const rows = policy.beneficiaries
    .map(
      (person, index) => `<tr>
  <td>${escapeHtml(digits(String(index + 1), language))}</td>
  <td>${v(personName(person), language)}</td>
  <td>${escapeHtml(ageText(person.age, language))}</td>
  <td>${escapeHtml(guardianText(person.guardian, language))}</td>
  <td class="amount">${escapeHtml(money(person.premium, language))}</td>
  <td>${person.certificateNumber ? `<span class="cert-no">${escapeHtml(person.certificateNumber)}</span>` : `<span class="muted">${escapeHtml(l.pending)}</span>`}</td>
</tr>`,
    )
    .join('\n');
  return `<h2>${escapeHtml(l.insured)}</h2>
<table class="insured">
<thead><tr><th scope="col">#</th><th scope="col">${escapeHtml(l.name)}</th><th scope="col">${escapeHtml(l.age)}</th><th scope="col">${escapeHtml(l.guardian)}</th><th scope="col" class="amount">${escapeHtml(l.premium)}</th><th scope="col">${escapeHtml(l.certificateNumber)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="4">${escapeHtml(l.totalPremium)}</td><td class="amount">${escapeHtml(money(policy.premium, language))}</td><td></td></tr></tfoot>
</table>
<p class="muted small">${escapeHtml(fill(l.guardianNote, { age: digits(String(GUARDIAN_MIN_AGE), language) }))}</p>`;
}

/** Who booked: the insurer's and our way back to them. */
function contactHtml(contact: OrderDetail['contact'], language: TicketLanguage): string {
  const l = certificateLabels(language);
  const fact = (label: string, value: string) => factHtml(label, value, language);
  return `<h2>${escapeHtml(l.contact)}</h2>
    <dl>
      ${fact(l.name, contact.name)}
      ${fact(l.email, contact.email)}
      ${fact(l.phone, contact.phone)}
    </dl>`;
}

export function certificateHtml(order: OrderDetail, policy: InsuranceOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = certificateLabels(language);
  return policyPageHtml({
    order,
    policyNumber: policy.policyNumber ?? l.pending,
    labels: l,
    styles: certificateStyles(),
    sections: `${policyHtml(policy, language)}
<div class="two">
  <section>
    ${coverageHtml(policy, language)}
  </section>
  <section>
    ${contactHtml(order.contact, language)}
  </section>
</div>
${insuredHtml(policy, language)}`,
    language,
    support,
  });
}
