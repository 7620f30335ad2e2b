/**
 * The hotel voucher as a self-contained, printable A4 HTML document, printed to PDF by Chromium like
 * the e-ticket (ticket-html.ts, whose page, header, cards and tables it shares). One page: what the
 * front desk looks up first (booking id, the hotel's confirmation number, each room's guest and
 * voucher number), then the stay, the policy and the payment. No request leaves the page; every
 * value from the order is escaped.
 */
import type { HotelOrderItem, OrderDetail } from '@thwa/domain/contracts/booking';
import { hotelItemOf } from '@thwa/domain/orders/order-items';
import { BRAND_TEAL, documentClosing, documentOpening, escapeHtml, valueHtml as v } from './ticket-html.ts';
import { digits, fill, formatLocalDateTime, formatYangonInstant, statusLabel, type SupportDetails, type TicketLanguage } from './ticket-labels.ts';
import {
  arrivalText,
  cancellationText,
  guestName,
  nightsText,
  occupancyText,
  roomText,
  servicesText,
  starsText,
  voucherLabels,
  voucherPriceLines,
} from './voucher-labels.ts';

/** What the voucher adds to the shared document styles: the hotel card and the check-in/check-out band. */
function voucherStyles(): string {
  return `
.hotel-name { font-size: 14pt; font-weight: 700; color: #102829; }
.summary { grid-template-columns: 1fr 1.1fr 0.9fr 1.3fr; }
.hotel-card .card-title { align-items: center; margin-bottom: 2px; }
.stay { display: grid; grid-template-columns: 1.3fr 0.6fr 1.3fr; gap: 10px; align-items: center; padding: 2px 0 6px; border-bottom: 1px dashed #cfdede; margin-bottom: 8px; }
.stay .day { font-size: 13pt; font-weight: 700; color: #102829; }
:lang(my) .stay .day { font-size: 11.5pt; }
.stay .clock { font-size: 9pt; color: #3c5557; }
.stay .out { text-align: right; }
.stay .middle .nights { font-weight: 700; color: ${BRAND_TEAL}; }
.facts { grid-template-columns: auto 1fr auto 1fr; }
.voucher-no { font-weight: 700; color: ${BRAND_TEAL}; letter-spacing: 0.3px; }
.booked-by { margin-top: 6px; font-size: 9pt; }
.small { font-size: 8.5pt; margin-top: 4px; }
.request { overflow-wrap: anywhere; white-space: pre-line; }
`;
}

/** A check-in or check-out date as the band shows it: the day big, the hotel's time under it. */
function stayEnd(label: string, date: string, timeLine: string, language: TicketLanguage, side: 'in' | 'out'): string {
  return `<div class="${side}">
    <span class="k">${escapeHtml(label)}</span>
    <div class="day">${escapeHtml(formatLocalDateTime(date, language))}</div>
    <div class="clock">${escapeHtml(timeLine)}</div>
  </div>`;
}

function stayHtml(stay: HotelOrderItem, language: TicketLanguage): string {
  const l = voucherLabels(language);
  const time = (template: string, clock: string) => (clock ? fill(template, { time: digits(clock, language) }) : '');
  const fact = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${v(value, language)}</dd>`;
  return `<section class="card hotel-card" aria-label="${escapeHtml(l.hotel)}">
  <h3 class="card-title"><span class="hotel-name">${v(stay.hotelName, language)}</span>${stay.stars > 0 ? `<span class="chip">${escapeHtml(starsText(stay.stars, language))}</span>` : ''}</h3>
  <p>${[
    stay.address ? v(stay.address, language) : '',
    stay.city ? `<span class="muted">${escapeHtml(l.town)}: ${v(stay.city, language)}</span>` : '',
    // On the address's line: the voucher stays one sheet for the front desk.
    stay.phone ? `<span class="muted">${escapeHtml(l.hotelPhone)}:</span> <span class="phone">${escapeHtml(stay.phone)}</span>` : '',
  ]
    .filter(Boolean)
    .join(' · ')}</p>
</section>
<section class="card" aria-label="${escapeHtml(l.stay)}">
  <div class="stay">
  ${stayEnd(l.checkIn, stay.checkIn, time(l.from, stay.checkInTime), language, 'in')}
  <div class="middle">
    <div class="nights">${escapeHtml(nightsText(stay.nights, language))}</div>
    <div class="line" aria-hidden="true"></div>
  </div>
  ${stayEnd(l.checkOut, stay.checkOut, time(l.by, stay.checkOutTime), language, 'out')}
  </div>
  <dl class="facts">
    ${fact(l.room, roomText(stay, language))}
    ${fact(l.rate, stay.rateName)}
    ${fact(l.services, servicesText(stay.services, language))}
    ${fact(l.occupancy, occupancyText(stay, language))}
    ${fact(l.arrival, arrivalText(stay.estimatedCheckInTime, language))}
  </dl>
</section>
<p class="muted" style="font-size:8.5pt">${escapeHtml(l.times)}</p>`;
}

function guestsHtml(stay: HotelOrderItem, language: TicketLanguage): string {
  const l = voucherLabels(language);
  const rows = stay.guests
    .map((guest, index) => {
      const voucher = stay.voucherNumbers[index];
      return `<tr>
  <td>${escapeHtml(fill(l.roomNumber, { number: digits(String(index + 1), language) }))}</td>
  <td>${v(guestName(guest), language)}</td>
  <td>${voucher ? `<span class="voucher-no">${escapeHtml(voucher)}</span>` : `<span class="muted">${escapeHtml(l.voucherPending)}</span>`}</td>
</tr>`;
    })
    .join('\n');
  return `<h2>${escapeHtml(l.guests)}</h2>
<table>
<thead><tr><th scope="col">${escapeHtml(l.room)}</th><th scope="col">${escapeHtml(l.leadGuest)}</th><th scope="col">${escapeHtml(l.voucherNumber)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** The rate's cancellation policy and the guest's special request: the left column under the guests. */
function policyHtml(stay: HotelOrderItem, language: TicketLanguage, support: SupportDetails): string {
  const l = voucherLabels(language);
  const request = stay.specialRequest
    ? `<h2>${escapeHtml(l.specialRequest)}</h2>
    <p class="request">${v(stay.specialRequest, language)}</p>
    <p class="muted small">${escapeHtml(l.requestNote)}</p>`
    : '';
  return `<h2>${escapeHtml(l.cancellation)}</h2>
    <p><strong>${escapeHtml(cancellationText(stay, language))}</strong></p>
    <p class="muted small">${escapeHtml(fill(l.howToCancel, { brand: support.brand }))}</p>
    ${request}`;
}

/** Who booked, on one line under the guests: the hotel's way back to them. */
function bookedByHtml(contact: OrderDetail['contact'], language: TicketLanguage): string {
  const l = voucherLabels(language);
  return `<p class="booked-by"><span class="muted">${escapeHtml(l.contact)}:</span> ${v(contact.name, language)} · ${escapeHtml(contact.email)} · ${escapeHtml(contact.phone)}</p>`;
}

export function voucherHtml(order: OrderDetail, language: TicketLanguage, support: SupportDetails): string {
  const l = voucherLabels(language);
  const stay = hotelItemOf(order);

  const prices = voucherPriceLines(order.breakdown, language)
    .map(
      (line) =>
        `<tr${line.emphasis ? ' class="strong"' : ''}><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(line.amount)}</td></tr>`,
    )
    .join('\n');

  return `${documentOpening({
    language,
    brand: support.brand,
    title: l.voucher,
    orderId: order.orderId,
    styles: voucherStyles(),
    summary: [
      { label: l.bookingId, value: order.orderId },
      { label: l.confirmation, value: order.pnr ?? l.confirmationPending },
      { label: l.status, value: statusLabel(order.status, language) },
      { label: l.issued, value: formatYangonInstant(order.createdAt, language), small: true },
    ],
  })}
${stay ? `${stayHtml(stay, language)}\n${guestsHtml(stay, language)}` : ''}
${bookedByHtml(order.contact, language)}
<div class="two">
  <section>
    ${stay ? policyHtml(stay, language, support) : ''}
  </section>
  <section>
    <h2>${escapeHtml(l.payment)}</h2>
    <table class="prices"><tbody>
${prices}
    </tbody></table>
    ${order.promoCode ? `<p class="muted" style="margin-top:4px">${escapeHtml(l.promoCode)}: ${escapeHtml(order.promoCode)}</p>` : ''}
    <p class="muted small">${escapeHtml(l.taxesIncluded)}</p>
  </section>
</div>
${documentClosing([`<strong>${escapeHtml(l.frontDesk)}</strong>`], language, support, l.generated)}`;
}
