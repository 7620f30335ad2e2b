/**
 * The bus e-ticket as a self-contained, printable A4 HTML document, printed to PDF by Chromium like
 * the flight's e-ticket and the hotel's voucher (ticket-html.ts, whose page, header, cards and tables
 * it shares). One page: what the driver and the counter look for first (the booking id and the QR
 * code of it and the ticket numbers, the operator and its phone, the coach and its times), where to
 * board and by when, each passenger's seat, ticket number and fare, and the cancellation tiers. No
 * request leaves the page (the QR code is an inline SVG); every value from the order is escaped.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import { BRAND_GOLD, BRAND_TEAL, documentClosing, documentOpening, escapeHtml, valueHtml as v } from '../../tickets/ticket-html.ts';
import { digits, fill, formatLocalDateTime, formatYangonInstant, money, statusLabel, type SupportDetails, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import {
  busClassText,
  busQrPayload,
  busTicketLabels,
  cancellationLines,
  clockText,
  localText,
  passengerName,
  reportByText,
  reportNoteText,
  routeText,
  totalFare,
  type BusTicketPoint,
} from './bus-ticket-labels.ts';
import { qrSvg } from './bus-ticket-qr.ts';

/** The QR code's side on the page, in CSS pixels (about 34 mm: a phone scans it from arm's length). */
const QR_SIZE = 128;

/** What the ticket adds to the shared document styles: the trip card beside its QR code, the points and the tables' amounts. */
function busTicketStyles(): string {
  return `
.summary { grid-template-columns: 1fr 1.2fr 0.9fr 1.3fr; }
.trip { display: grid; grid-template-columns: 1fr auto; gap: 14px; align-items: center; }
.operator { font-size: 14pt; font-weight: 700; color: #102829; }
.operator-phone { font-weight: 600; color: ${BRAND_TEAL}; }
.qr-box { text-align: center; font-size: 8pt; color: #3c5557; }
.qr { display: block; margin: 0 auto 2px; }
.points { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.point .name { font-weight: 700; color: #102829; }
.point .address { font-size: 8.5pt; color: #3c5557; margin-bottom: 4px; }
.report { font-weight: 700; color: ${BRAND_TEAL}; }
.seat { display: inline-block; min-width: 2.4em; text-align: center; padding: 1px 6px; border-radius: 6px; background: ${BRAND_TEAL}; color: #fff; font-weight: 700; }
.ticket-no { font-weight: 700; color: ${BRAND_TEAL}; letter-spacing: 0.3px; }
td.amount, th.amount { text-align: right; white-space: nowrap; }
.passengers tfoot td { font-weight: 700; font-size: 11pt; color: ${BRAND_TEAL}; background: none; border-top: 2px solid ${BRAND_GOLD}; border-bottom: none; }
.tiers { margin: 0; padding-left: 18px; }
.small { font-size: 8.5pt; margin-top: 4px; }
`;
}

/** One end of the coach trip: the clock time big, the city and the date under it. */
function endHtml(label: string, local: string, city: string, language: TicketLanguage, side: 'depart' | 'arrive'): string {
  return `<div class="end ${side}">
    <span class="k">${escapeHtml(label)}</span>
    <div class="time">${escapeHtml(clockText(local, language))}</div>
    <div class="city">${v(city, language)}</div>
    <div class="date">${escapeHtml(formatLocalDateTime(local.slice(0, 10), language))}</div>
  </div>`;
}

function tripHtml(order: OrderDetail, bus: BusOrderItem, language: TicketLanguage): string {
  const l = busTicketLabels(language);
  const departure = `${bus.departureDate}T${bus.departureTime}`;
  return `<section class="card" aria-label="${escapeHtml(l.trip)}">
  <div class="trip">
  <div>
  <h3 class="card-title"><span class="operator">${v(bus.operatorName, language)}</span><span>${v(routeText(bus), language)}</span></h3>
  <p><span class="muted">${escapeHtml(l.operatorPhone)}:</span> <span class="operator-phone">${escapeHtml(bus.operatorPhone)}</span></p>
  <div class="leg">
  ${endHtml(l.departs, departure, bus.from.name, language, 'depart')}
  <div class="middle">
    <div><span class="chip">${escapeHtml(busClassText(bus.busClass, language))}</span></div>
    <div>${v(bus.coachName, language)}</div>
    <div class="line" aria-hidden="true"></div>
  </div>
  ${endHtml(l.arrives, bus.arrival, bus.to.name, language, 'arrive')}
  </div>
  </div>
  <div class="qr-box">
    ${qrSvg(busQrPayload(order.orderId, bus), QR_SIZE, l.scan)}
    <div>${escapeHtml(l.scan)}</div>
  </div>
  </div>
</section>`;
}

function pointHtml(title: string, point: BusTicketPoint, language: TicketLanguage, reportBy: boolean): string {
  const l = busTicketLabels(language);
  return `<section class="card point" aria-label="${escapeHtml(title)}">
  <h3 class="card-title"><span>${escapeHtml(title)}</span></h3>
  <div class="name">${v(point.name, language)}</div>
  ${point.address ? `<div class="address">${v(point.address, language)}</div>` : ''}
  <dl>
    <dt>${escapeHtml(l.coachThere)}</dt><dd>${escapeHtml(localText(point.at, language))}</dd>
    ${reportBy ? `<dt>${escapeHtml(l.reportBy)}</dt><dd class="report">${escapeHtml(reportByText(point, language))}</dd>` : ''}
  </dl>
</section>`;
}

function passengersHtml(bus: BusOrderItem, language: TicketLanguage): string {
  const l = busTicketLabels(language);
  const rows = bus.passengers
    .map((passenger, index) => {
      const ticket = bus.ticketNumbers[index];
      return `<tr>
  <td>${escapeHtml(digits(String(index + 1), language))}</td>
  <td>${v(passengerName(passenger), language)}</td>
  <td><span class="seat">${escapeHtml(passenger.seatNo)}</span></td>
  <td>${ticket ? `<span class="ticket-no">${escapeHtml(ticket)}</span>` : `<span class="muted">${escapeHtml(l.pending)}</span>`}</td>
  <td class="amount">${escapeHtml(money(passenger.fare, language))}</td>
</tr>`;
    })
    .join('\n');
  return `<h2>${escapeHtml(l.passengers)}</h2>
<table class="passengers">
<thead><tr><th scope="col">#</th><th scope="col">${escapeHtml(l.name)}</th><th scope="col">${escapeHtml(l.seat)}</th><th scope="col">${escapeHtml(l.ticketNumber)}</th><th scope="col" class="amount">${escapeHtml(l.fare)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="4">${escapeHtml(l.totalFare)}</td><td class="amount">${escapeHtml(money(totalFare(bus), language))}</td></tr></tfoot>
</table>`;
}

function cancellationHtml(bus: BusOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = busTicketLabels(language);
  const items = cancellationLines(bus.cancellation, language)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('\n      ');
  return `<h2>${escapeHtml(l.cancellation)}</h2>
    <ul class="tiers">
      ${items}
    </ul>
    <p class="muted small">${escapeHtml(fill(l.howToCancel, { brand: support.brand }))}</p>`;
}

function contactHtml(contact: OrderDetail['contact'], language: TicketLanguage): string {
  const l = busTicketLabels(language);
  return `<h2>${escapeHtml(l.contact)}</h2>
    <dl>
      <dt>${escapeHtml(l.name)}</dt><dd>${v(contact.name, language)}</dd>
      <dt>${escapeHtml(l.email)}</dt><dd>${escapeHtml(contact.email)}</dd>
      <dt>${escapeHtml(l.phone)}</dt><dd>${escapeHtml(contact.phone)}</dd>
    </dl>`;
}

export function busTicketHtml(order: OrderDetail, bus: BusOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = busTicketLabels(language);
  return `${documentOpening({
    language,
    brand: support.brand,
    title: l.ticket,
    orderId: order.orderId,
    styles: busTicketStyles(),
    summary: [
      { label: l.bookingId, value: order.orderId },
      { label: l.reference, value: bus.reference ?? l.pending },
      { label: l.status, value: statusLabel(order.status, language) },
      { label: l.issued, value: formatYangonInstant(order.createdAt, language), small: true },
    ],
  })}
${tripHtml(order, bus, language)}
<div class="points">
${pointHtml(l.boarding, bus.boarding, language, true)}
${pointHtml(l.dropping, bus.dropping, language, false)}
</div>
<p class="muted" style="font-size:8.5pt">${escapeHtml(reportNoteText(language))} ${escapeHtml(l.times)}</p>
${passengersHtml(bus, language)}
<div class="two">
  <section>
    ${cancellationHtml(bus, language, support)}
  </section>
  <section>
    ${contactHtml(order.contact, language)}
  </section>
</div>
${documentClosing([`<strong>${escapeHtml(l.driverNote)}</strong>`], language, support, l.generated)}`;
}
