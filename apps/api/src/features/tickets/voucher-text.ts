/**
 * The hotel voucher as plain text: what the view-ticket call answers for a hotel order and the text
 * part of its voucher email. The guest shows it at the front desk, so it leads with what the desk
 * looks up (booking id, the hotel's confirmation number, the guest and voucher number of each room).
 *
 * Laid out as ticket-text.ts lays out the e-ticket: English values in one column, Myanmar written
 * "label: value" (Myanmar syllables are several code points, so padding cannot line them up).
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { hotelItemOf } from '@thwa/domain/orders/order-items';
import { digits, fill, formatYangonInstant, statusLabel, ticketLabels, type SupportDetails, type TicketLanguage } from './ticket-labels.ts';
import {
  arrivalText,
  cancellationText,
  checkInText,
  checkOutText,
  guestName,
  nightsText,
  occupancyText,
  roomText,
  servicesText,
  starsText,
  voucherLabels,
  voucherPriceLines,
} from './voucher-labels.ts';

const WIDTH = 48;
const LABEL_WIDTH = 26;

export function voucherText(order: OrderDetail, language: TicketLanguage, support: SupportDetails): string {
  const l = voucherLabels(language);
  const lines: string[] = [];
  const rule = (char: string) => lines.push(char.repeat(WIDTH));
  const row = (label: string, value: string) =>
    lines.push(language === 'mm' ? `${label}: ${value}` : `${label.padEnd(LABEL_WIDTH - 1)} ${value}`);
  const heading = (title: string) => {
    lines.push('', language === 'mm' ? title : title.toUpperCase());
    rule('-');
  };

  lines.push(support.brand, l.voucher);
  rule('=');
  row(l.bookingId, order.orderId);
  row(l.confirmation, order.pnr ?? l.confirmationPending);
  row(l.status, statusLabel(order.status, language));
  row(l.issued, formatYangonInstant(order.createdAt, language));

  const stay = hotelItemOf(order);
  if (stay) {
    heading(l.hotel);
    lines.push(stay.hotelName);
    if (stay.stars > 0) row(l.stars, starsText(stay.stars, language));
    if (stay.address) row(l.address, stay.address);
    if (stay.city) row(l.town, stay.city);
    if (stay.phone) row(l.hotelPhone, stay.phone);

    heading(l.stay);
    row(l.checkIn, checkInText(stay, language));
    row(l.checkOut, checkOutText(stay, language));
    row(l.nights, nightsText(stay.nights, language));
    row(l.room, roomText(stay, language));
    row(l.rate, stay.rateName);
    row(l.services, servicesText(stay.services, language));
    row(l.occupancy, occupancyText(stay, language));
    row(l.arrival, arrivalText(stay.estimatedCheckInTime, language));
    lines.push('', l.times);

    heading(l.guests);
    stay.guests.forEach((guest, index) => {
      if (index > 0) lines.push('');
      lines.push(`${fill(l.roomNumber, { number: digits(String(index + 1), language) })}: ${guestName(guest)}`);
      row(`   ${l.voucherNumber}`, stay.voucherNumbers[index] ?? l.voucherPending);
    });

    if (stay.specialRequest) {
      heading(l.specialRequest);
      lines.push(stay.specialRequest, l.requestNote);
    }

    heading(l.cancellation);
    lines.push(cancellationText(stay, language), fill(l.howToCancel, { brand: support.brand }));
  }

  heading(l.contact);
  row(l.name, order.contact.name);
  row(l.email, order.contact.email);
  row(l.phone, order.contact.phone);

  heading(l.payment);
  for (const line of voucherPriceLines(order.breakdown, language)) row(line.label, line.amount);
  if (order.promoCode) row(l.promoCode, order.promoCode);
  lines.push(l.taxesIncluded);

  lines.push('');
  rule('=');
  lines.push(
    l.frontDesk,
    '',
    fill(ticketLabels(language).support, { phone: support.phone, email: support.email }),
    fill(l.generated, { brand: support.brand }),
  );
  return `${lines.join('\n')}\n`;
}
