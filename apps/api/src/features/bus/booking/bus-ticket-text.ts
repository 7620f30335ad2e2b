/**
 * The bus e-ticket as plain text: what the view call answers for a bus ticket and the text part of
 * its e-mail, read on a phone at the bus station. It leads with what the driver and the counter look
 * up (booking id, operator and its phone, the trip, where to board and by when), then each passenger
 * with seat and ticket number, and the cancellation tiers.
 *
 * Laid out on the tickets' text page (tickets/text-page.ts), as the voucher and the certificates are.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import { INDENT, textPage } from '../../tickets/text-page.ts';
import { digits, fill, formatYangonInstant, money, statusLabel, ticketLabels, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import {
  busClassText,
  busTicketLabels,
  cancellationLines,
  departureText,
  localText,
  passengerName,
  reportByText,
  reportNoteText,
  routeText,
  totalFare,
} from './bus-ticket-labels.ts';

export function busTicketText(order: OrderDetail, bus: BusOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = busTicketLabels(language);
  const { lines, rule, paragraph, row, heading, item, text } = textPage(language);

  lines.push(support.brand, l.ticket);
  rule('=');
  row(l.bookingId, order.orderId);
  row(l.reference, bus.reference ?? l.pending);
  row(l.status, statusLabel(order.status, language));
  row(l.issued, formatYangonInstant(order.createdAt, language));

  heading(l.trip);
  row(l.route, routeText(bus));
  row(l.operator, bus.operatorName);
  row(l.operatorPhone, bus.operatorPhone);
  row(l.busClass, busClassText(bus.busClass, language));
  row(l.coach, bus.coachName);
  row(l.departs, departureText(bus, language));
  row(l.arrives, localText(bus.arrival, language));

  heading(l.boarding);
  paragraph(bus.boarding.name);
  if (bus.boarding.address) paragraph(bus.boarding.address);
  row(l.coachThere, localText(bus.boarding.at, language));
  row(l.reportBy, reportByText(bus.boarding, language));
  paragraph(reportNoteText(language));

  heading(l.dropping);
  paragraph(bus.dropping.name);
  if (bus.dropping.address) paragraph(bus.dropping.address);
  row(l.coachThere, localText(bus.dropping.at, language));

  heading(l.passengers);
  bus.passengers.forEach((passenger, index) => {
    if (index > 0) lines.push('');
    paragraph(`${fill(l.passengerNumber, { number: digits(String(index + 1), language) })}: ${passengerName(passenger)}`);
    row(`${INDENT}${l.seat}`, passenger.seatNo);
    row(`${INDENT}${l.ticketNumber}`, bus.ticketNumbers[index] ?? l.pending);
    row(`${INDENT}${l.fare}`, money(passenger.fare, language));
  });
  lines.push('');
  row(l.totalFare, money(totalFare(bus), language));

  heading(l.cancellation);
  for (const line of cancellationLines(bus.cancellation, language)) item('- ', line);
  paragraph(fill(l.howToCancel, { brand: support.brand }));

  heading(l.contact);
  row(l.name, order.contact.name);
  row(l.email, order.contact.email);
  row(l.phone, order.contact.phone);

  lines.push('');
  rule('=');
  paragraph(l.driverNote);
  paragraph(l.times);
  lines.push('');
  paragraph(fill(ticketLabels(language).support, { phone: support.phone, email: support.email }));
  paragraph(fill(l.generated, { brand: support.brand }));
  return text();
}
