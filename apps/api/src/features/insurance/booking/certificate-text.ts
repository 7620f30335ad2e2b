/**
 * The travel insurance certificate as plain text: what the view call answers for a policy and the
 * text part of its certificate e-mail. The traveller shows it to a hospital or quotes it on a claim,
 * so it leads with the policy number, then the cover, what it pays and each insured person with their
 * certificate number.
 *
 * Laid out on the tickets' text page (tickets/text-page.ts), as the health insurance certificate is.
 */
import { GUARDIAN_MIN_AGE } from '@thwa/domain/insurance/travel-cover';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import { digits, fill, formatLocalDateTime, formatYangonInstant, money, statusLabel, ticketLabels, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import {
  ageText,
  areaText,
  certificateLabels,
  coverageLines,
  daysText,
  guardianText,
  personName,
} from './certificate-labels.ts';
import { INDENT, textPage } from '../../tickets/text-page.ts';

export function certificateText(order: OrderDetail, policy: InsuranceOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = certificateLabels(language);
  const { lines, rule, paragraph, row, heading, text } = textPage(language);

  lines.push(support.brand, l.certificate);
  rule('=');
  row(l.bookingId, order.orderId);
  row(l.policyNumber, policy.policyNumber ?? l.pending);
  row(l.status, statusLabel(order.status, language));
  row(l.issued, formatYangonInstant(order.createdAt, language));

  heading(l.policy);
  row(l.insurer, policy.insurerName);
  row(l.policyHolder, personName(policy.policyHolder));
  // The first and the last day on rows of their own: a date cut over two lines is misread.
  row(l.firstDay, formatLocalDateTime(policy.startDate, language));
  row(l.lastDay, formatLocalDateTime(policy.endDate, language));
  row(l.days, daysText(policy.coverageDays, language));
  row(l.area, areaText(policy.area, language));

  heading(l.coverage);
  for (const line of coverageLines(policy.coverage, language)) row(line.label, line.amount);

  heading(l.insured);
  policy.beneficiaries.forEach((person, index) => {
    if (index > 0) lines.push('');
    paragraph(`${fill(l.personNumber, { number: digits(String(index + 1), language) })}: ${personName(person)}`);
    row(`${INDENT}${l.age}`, ageText(person.age, language));
    row(`${INDENT}${l.guardian}`, guardianText(person.guardian, language));
    row(`${INDENT}${l.premium}`, money(person.premium, language));
    row(`${INDENT}${l.certificateNumber}`, person.certificateNumber ?? l.pending);
  });
  lines.push('');
  row(l.totalPremium, money(policy.premium, language));
  paragraph(fill(l.guardianNote, { age: digits(String(GUARDIAN_MIN_AGE), language) }));

  heading(l.contact);
  row(l.name, order.contact.name);
  row(l.email, order.contact.email);
  row(l.phone, order.contact.phone);

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
