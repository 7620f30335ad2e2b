/**
 * The health insurance certificate as plain text: what the view call answers for a health plan and the
 * text part of its certificate e-mail. A hospital or a claim asks first for the policy and certificate
 * numbers, so it leads with them, then the plan and its year, who is insured and who receives the
 * death benefit, what the plan pays, the right to cancel, and all that it does not cover.
 *
 * Laid out on the tickets' text page (tickets/text-page.ts), as the travel insurance certificate is.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';
import { HEALTH_COVER } from '@thwa/domain/insurance/health-plans';
import { fill, formatLocalDateTime, formatYangonInstant, money, statusLabel, ticketLabels, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';
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
import { textPage } from '../../tickets/text-page.ts';

export function healthCertificateText(order: OrderDetail, plan: HealthOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = healthLabels(language);
  const { lines, rule, paragraph, row, heading, item, text } = textPage(language);

  lines.push(support.brand, l.certificate);
  rule('=');
  row(l.bookingId, order.orderId);
  row(l.policyNumber, issuedOr(plan.policyNumber, language));
  row(l.status, statusLabel(order.status, language));
  row(l.issued, formatYangonInstant(order.createdAt, language));

  heading(l.plan);
  row(l.insurer, plan.insurerName);
  row(l.planName, planNameText(plan, language));
  row(l.premium, money(plan.price, language));
  // The first and the last day on rows of their own: a date cut over two lines is misread.
  if (plan.coverFrom && plan.coverTo) {
    row(l.firstDay, formatLocalDateTime(plan.coverFrom, language));
    row(l.lastDay, formatLocalDateTime(plan.coverTo, language));
    row(l.period, yearsText(HEALTH_COVER.years, language));
  } else {
    row(l.period, coverYearText(plan, language));
  }

  heading(l.insured);
  row(l.name, personName(plan.insured));
  row(l.dateOfBirth, birthDateText(plan.insured.dateOfBirth, language));
  row(l.gender, genderText(plan.insured.gender, language));
  row(l.age, ageText(plan.insured.age, language));
  row(l.certificateNumber, issuedOr(plan.certificateNumber, language));

  heading(l.beneficiary);
  row(l.name, personName(plan.beneficiary));
  row(l.relationship, relationshipText(plan.beneficiary.relationship, language));

  heading(l.cover);
  for (const line of healthCoverLines(plan.cover, language)) row(line.label, line.value);
  paragraph(allowanceNoteText(plan.cover, language));

  heading(l.cancellation);
  paragraph(cancelNoteText(language));
  row(l.lastCancelDay, lastCancelDayText(plan, language));

  heading(l.exclusions);
  exclusionsText(language).forEach((exclusion, index) => item(listMarker(index, language), exclusion));

  lines.push('');
  rule('=');
  paragraph(l.claims);
  lines.push('');
  paragraph(l.terms);
  lines.push('');
  paragraph(fill(ticketLabels(language).support, { phone: support.phone, email: support.email }));
  paragraph(fill(l.generated, { brand: support.brand }));
  return text();
}
