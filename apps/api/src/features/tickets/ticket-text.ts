/**
 * The e-ticket as plain text: what the view-ticket call answers (spec §2 "shows the ticket as
 * formatted text", §7 Tickets) and the text part of the e-ticket email.
 *
 * English lines align their values in a column with padEnd. Myanmar is written "label: value":
 * Myanmar syllables are several code points with combining marks, so counting characters cannot
 * line columns up, and a ragged column reads worse than none.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import {
  cabinLabel,
  digits,
  directionTitle,
  durationText,
  fill,
  formatLocalDateTime,
  formatYangonInstant,
  place,
  priceLines,
  routeOf,
  statusLabel,
  ticketLabels,
  travellerName,
  travellerTypeLabel,
  type SupportDetails,
  type TicketLanguage,
} from './ticket-labels.ts';

const WIDTH = 48;
const LABEL_WIDTH = 26;

export function ticketText(order: OrderDetail, language: TicketLanguage, support: SupportDetails): string {
  const l = ticketLabels(language);
  const lines: string[] = [];
  const rule = (char: string) => lines.push(char.repeat(WIDTH));
  const row = (label: string, value: string) =>
    lines.push(language === 'mm' ? `${label}: ${value}` : `${label.padEnd(LABEL_WIDTH - 1)} ${value}`);
  const heading = (title: string, detail = '') => {
    lines.push('', `${language === 'mm' ? title : title.toUpperCase()}${detail ? `: ${detail}` : ''}`);
    rule('-');
  };

  lines.push(support.brand, l.eTicket);
  rule('=');
  row(l.bookingId, order.orderId);
  row(l.pnr, order.pnr ?? l.pnrPending);
  row(l.status, statusLabel(order.status, language));
  row(l.issued, formatYangonInstant(order.createdAt, language));

  const flight = flightItemOf(order);
  const directions = flight?.directions ?? [];
  for (const direction of directions) {
    heading(directionTitle(direction.direction, language), routeOf(direction.legs));
    direction.legs.forEach((leg, index) => {
      if (index > 0) lines.push('');
      row(l.flight, `${leg.flightNumber} · ${leg.airlineName}`);
      row(l.from, place(leg.originCity, leg.origin));
      row(l.departs, formatLocalDateTime(leg.departureLocal, language));
      row(l.to, place(leg.destinationCity, leg.destination));
      row(l.arrives, formatLocalDateTime(leg.arrivalLocal, language));
      row(l.duration, durationText(leg.durationMinutes, language));
      row(l.cabin, cabinLabel(leg.cabinClass, language));
    });
  }
  if (directions.length > 0) lines.push('', l.times);

  heading(l.travellers);
  (flight?.travellers ?? []).forEach((traveller, index) => {
    if (index > 0) lines.push('');
    lines.push(digits(`${index + 1}. `, language) + `${travellerName(traveller)} (${travellerTypeLabel(traveller.type, language)})`);
    row(`   ${l.ticketNumber}`, traveller.ticketNumber ?? l.ticketPending);
  });

  heading(l.contact);
  row(l.name, order.contact.name);
  row(l.email, order.contact.email);
  row(l.phone, order.contact.phone);

  heading(l.price);
  for (const line of priceLines(order.breakdown, language)) row(line.label, line.amount);
  if (order.promoCode) row(l.promoCode, order.promoCode);

  lines.push('');
  rule('=');
  lines.push(
    l.checkInNote,
    '',
    fill(l.support, { phone: support.phone, email: support.email }),
    fill(l.generated, { brand: support.brand }),
  );
  return `${lines.join('\n')}\n`;
}
