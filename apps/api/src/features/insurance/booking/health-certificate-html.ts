/**
 * The health insurance certificate as a self-contained, printable A4 HTML document, printed to PDF by
 * Chromium like the travel certificate (certificate-html.ts, whose policy card it shares through
 * policy-html.ts) and the e-ticket (ticket-html.ts, whose page, header and tables it shares). One page:
 * the policy and certificate numbers, the plan and its year, the insured person and the beneficiary of
 * the death benefit, what the plan pays, the right to cancel with its last day, and the 16 exclusions.
 * No request leaves the page; every value from the order is escaped.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';
import { HEALTH_COVER } from '@thwa/domain/insurance/health-plans';
import { BRAND_TEAL, escapeHtml } from '../../tickets/ticket-html.ts';
import { money, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import { ageText, personName } from './certificate-labels.ts';
import {
  allowanceNoteText,
  birthDateText,
  cancelNoteText,
  coverYearText,
  exclusionsText,
  genderText,
  healthCoverLines,
  healthLabels,
  issuedOr,
  lastCancelDayText,
  listMarker,
  planNameText,
  relationshipText,
  yearsText,
} from './health-certificate-labels.ts';
import { factHtml, periodEndHtml, policyCardStyles, policyPageHtml } from './policy-html.ts';

/**
 * What the certificate adds to the shared document styles: the policy card (its title the plan, its
 * premium beside it), the last day to cancel, and the exclusions in two columns. Headings, the cover
 * table and the Myanmar exclusions and notes are set a little tighter than the travel certificate's,
 * so that a Myanmar certificate, the longer, still fits one A4 page.
 */
function healthCertificateStyles(): string {
  return `
.summary { grid-template-columns: 1fr 1.2fr 0.9fr 1.3fr; }
${policyCardStyles()}.period.pending { display: block; font-weight: 600; color: #102829; }
h2 { margin: 7px 0 4px; }
.premium { font-weight: 400; color: #1d2b2c; }
.premium strong { color: ${BRAND_TEAL}; font-size: 11.5pt; }
.last-day { margin-top: 3px; }
.last-day dd { font-weight: 700; color: #102829; }
.small { font-size: 8.5pt; margin-top: 4px; }
.exclusions { margin: 0; padding: 0; list-style: none; columns: 2; column-gap: 18px; font-size: 8.5pt; }
.exclusions li { display: grid; grid-template-columns: 2.2em 1fr; break-inside: avoid; }
.exclusions .n { font-weight: 600; color: ${BRAND_TEAL}; }
:lang(my) .exclusions { font-size: 7.5pt; line-height: 1.5; }
.cover td { padding-top: 2px; padding-bottom: 2px; }
:lang(my) .notes { font-size: 8.5pt; }
`;
}

function planHtml(plan: HealthOrderItem, language: TicketLanguage): string {
  const l = healthLabels(language);
  const fact = (label: string, value: string) => factHtml(label, value, language);
  const period =
    plan.coverFrom && plan.coverTo
      ? `<div class="period">
  ${periodEndHtml(l.firstDay, plan.coverFrom, language, 'first')}
  <div class="middle">
    <span class="k">${escapeHtml(l.period)}</span>
    <div class="days">${escapeHtml(yearsText(HEALTH_COVER.years, language))}</div>
    <div class="line" aria-hidden="true"></div>
  </div>
  ${periodEndHtml(l.lastDay, plan.coverTo, language, 'last')}
  </div>`
      : `<div class="period pending"><span class="k">${escapeHtml(l.period)}</span>${escapeHtml(coverYearText(plan, language))}</div>`;
  return `<section class="card policy-card" aria-label="${escapeHtml(l.plan)}">
  <h3 class="card-title"><span class="policy-title">${escapeHtml(planNameText(plan, language))}</span><span class="premium">${escapeHtml(l.premium)}: <strong>${escapeHtml(money(plan.price, language))}</strong></span></h3>
  <dl>
    ${fact(l.insurer, plan.insurerName)}
  </dl>
  ${period}
</section>`;
}

/**
 * The plan's two columns: who it insures and their right to cancel it; who receives its death
 * benefit and what the plan pays. Each column runs on under its own headings, so neither waits for the other.
 */
function detailsHtml(plan: HealthOrderItem, language: TicketLanguage): string {
  const l = healthLabels(language);
  const fact = (label: string, value: string) => factHtml(label, value, language);
  const rows = healthCoverLines(plan.cover, language)
    .map((line) => `<tr><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(line.value)}</td></tr>`)
    .join('\n');
  const certificateNumber = plan.certificateNumber
    ? `<span class="cert-no">${escapeHtml(plan.certificateNumber)}</span>`
    : `<span class="muted">${escapeHtml(l.toBeIssued)}</span>`;
  return `<div class="two">
  <section>
    <h2>${escapeHtml(l.insured)}</h2>
    <dl>
      ${fact(l.name, personName(plan.insured))}
      ${fact(l.dateOfBirth, birthDateText(plan.insured.dateOfBirth, language))}
      ${fact(l.gender, genderText(plan.insured.gender, language))}
      ${fact(l.age, ageText(plan.insured.age, language))}
      <dt>${escapeHtml(l.certificateNumber)}</dt><dd>${certificateNumber}</dd>
    </dl>
    <h2>${escapeHtml(l.cancellation)}</h2>
    <p>${escapeHtml(cancelNoteText(language))}</p>
    <dl class="last-day">${fact(l.lastCancelDay, lastCancelDayText(plan, language))}</dl>
  </section>
  <section>
    <h2>${escapeHtml(l.beneficiary)}</h2>
    <dl>
      ${fact(l.name, personName(plan.beneficiary))}
      ${fact(l.relationship, relationshipText(plan.beneficiary.relationship, language))}
    </dl>
    <h2>${escapeHtml(l.cover)}</h2>
    <table class="cover"><tbody>
${rows}
    </tbody></table>
    <p class="muted small">${escapeHtml(allowanceNoteText(plan.cover, language))}</p>
  </section>
</div>`;
}

function exclusionsHtml(language: TicketLanguage): string {
  const l = healthLabels(language);
  const items = exclusionsText(language)
    .map((exclusion, index) => `<li><span class="n">${escapeHtml(listMarker(index, language).trim())}</span><span>${escapeHtml(exclusion)}</span></li>`)
    .join('\n');
  return `<h2>${escapeHtml(l.exclusions)}</h2>
<ol class="exclusions">
${items}
</ol>`;
}

export function healthCertificateHtml(order: OrderDetail, plan: HealthOrderItem, language: TicketLanguage, support: SupportDetails): string {
  return policyPageHtml({
    order,
    policyNumber: issuedOr(plan.policyNumber, language),
    labels: healthLabels(language),
    styles: healthCertificateStyles(),
    sections: `${planHtml(plan, language)}
${detailsHtml(plan, language)}
${exclusionsHtml(language)}`,
    language,
    support,
  });
}
