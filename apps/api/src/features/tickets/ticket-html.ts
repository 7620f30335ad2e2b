/**
 * The e-ticket as a self-contained, printable A4 HTML document: Chromium prints it to the PDF the
 * download call answers (design §3: Chromium shapes Myanmar correctly, pdfkit does not).
 * Self-contained means no request leaves the page: styles are inline, the Myanmar font is a data:
 * URL, there are no images. Every value from the order is escaped.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import { MYANMAR_FAMILY, myanmarFontFaces } from './ticket-fonts.ts';
import {
  cabinLabel,
  digits,
  directionTitle,
  durationText,
  fill,
  formatLocalDateTime,
  formatYangonInstant,
  priceLines,
  routeOf,
  statusLabel,
  ticketLabels,
  travellerName,
  travellerTypeLabel,
  type OrderLeg,
  type SupportDetails,
  type TicketLanguage,
} from './ticket-labels.ts';

export const BRAND_TEAL = '#0F5E63';
export const BRAND_GOLD = '#C9A227';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const MYANMAR_SCRIPT = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

/**
 * An escaped value; Myanmar-script values inside an English document are marked `lang="my"` so they
 * get the Myanmar font and its taller line height (stacked consonants need the room).
 */
function v(value: string, language: TicketLanguage): string {
  const escaped = escapeHtml(value);
  return language === 'en' && MYANMAR_SCRIPT.test(value) ? `<span lang="my">${escaped}</span>` : escaped;
}
export { v as valueHtml };

/** HTML's name for Myanmar is `my`; the product's setting calls it `mm` (spec §3). */
export function htmlLang(language: TicketLanguage): 'en' | 'my' {
  return language === 'mm' ? 'my' : 'en';
}

/** The page, the header, the cards and the tables every printed document of ours shares (ticket, voucher). */
export function documentStyles(): string {
  return `${myanmarFontFaces()}
@page { size: A4; margin: 10mm 11mm 10mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #1d2b2c; font-family: 'Noto Sans', 'DejaVu Sans', Arial, '${MYANMAR_FAMILY}', sans-serif; font-size: 9.5pt; line-height: 1.4; }
:lang(my) { font-family: '${MYANMAR_FAMILY}', 'Noto Sans', sans-serif; line-height: 1.75; }
h1, h2, h3, p { margin: 0; }
.header { background: ${BRAND_TEAL}; color: #fff; border-radius: 10px 10px 0 0; padding: 10px 16px; display: flex; justify-content: space-between; align-items: center; }
.brand { font-size: 18pt; font-weight: 700; letter-spacing: 0.5px; }
.doc-title { font-size: 12pt; font-weight: 600; color: ${BRAND_GOLD}; text-transform: uppercase; letter-spacing: 1.5px; }
:lang(my) .doc-title { text-transform: none; letter-spacing: 0; }
.accent { height: 4px; background: ${BRAND_GOLD}; border-radius: 0 0 4px 4px; margin-bottom: 10px; }
.summary { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin-bottom: 10px; }
.summary div { border: 1px solid #d6e3e3; border-radius: 8px; padding: 6px 10px; background: #f5f9f9; }
.k { display: block; font-size: 8pt; color: #557072; text-transform: uppercase; letter-spacing: 0.4px; }
:lang(my) .k { text-transform: none; letter-spacing: 0; font-size: 8.5pt; }
.summary strong { font-size: 11.5pt; color: ${BRAND_TEAL}; word-break: break-word; }
h2 { font-size: 11.5pt; color: ${BRAND_TEAL}; margin: 10px 0 6px; padding-bottom: 4px; border-bottom: 2px solid ${BRAND_GOLD}; }
.card { border: 1px solid #cfdede; border-left: 5px solid ${BRAND_TEAL}; border-radius: 8px; padding: 8px 14px; margin-bottom: 8px; break-inside: avoid; }
.card-title { display: flex; justify-content: space-between; gap: 8px; font-weight: 700; color: ${BRAND_TEAL}; margin-bottom: 6px; }
.leg { display: grid; grid-template-columns: 1fr 1.1fr 1fr; gap: 10px; align-items: center; padding: 5px 0; }
.leg + .leg { border-top: 1px dashed #cfdede; }
.end .time { font-size: 14pt; font-weight: 700; color: #102829; }
.end .city { font-weight: 600; }
.end .date { font-size: 8.5pt; color: #557072; }
.end.arrive { text-align: right; }
.middle { text-align: center; font-size: 8.5pt; color: #3c5557; }
.middle .line { position: relative; height: 2px; background: ${BRAND_GOLD}; margin: 5px 8px; }
.middle .line::after { content: ''; position: absolute; right: -2px; top: -4px; border-left: 8px solid ${BRAND_GOLD}; border-top: 5px solid transparent; border-bottom: 5px solid transparent; }
.flight-no { font-weight: 700; color: ${BRAND_TEAL}; font-size: 10pt; }
.chip { display: inline-block; padding: 1px 8px; border-radius: 999px; background: #fbf3d9; color: #6b5512; font-size: 8pt; font-weight: 600; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 8.5pt; color: #fff; background: ${BRAND_TEAL}; padding: 6px 8px; font-weight: 600; }
td { padding: 5px 8px; border-bottom: 1px solid #e1eaea; vertical-align: middle; }
tr { break-inside: avoid; }
tr:nth-child(even) td { background: #f7fafa; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.two section { break-inside: avoid; }
dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
dt { color: #557072; } dd { margin: 0; word-break: break-word; }
.prices td { background: none; border-bottom: 1px solid #eef3f3; padding: 4px 0; }
.prices td.amount { text-align: right; white-space: nowrap; }
.prices tr.strong td { font-weight: 700; font-size: 11pt; color: ${BRAND_TEAL}; border-top: 2px solid ${BRAND_GOLD}; border-bottom: none; padding-top: 6px; }
.notes { margin-top: 12px; padding: 10px 14px; background: #f5f9f9; border-radius: 8px; font-size: 9pt; break-inside: avoid; }
.notes p + p { margin-top: 4px; }
.support { font-weight: 600; color: ${BRAND_TEAL}; }
.muted { color: #557072; }
`;
}

function legHtml(leg: OrderLeg, language: TicketLanguage): string {
  const l = ticketLabels(language);
  const [departDate, departTime] = splitDateTime(leg.departureLocal, language);
  const [arriveDate, arriveTime] = splitDateTime(leg.arrivalLocal, language);
  return `<div class="leg">
  <div class="end depart">
    <span class="k">${escapeHtml(l.departs)}</span>
    <div class="time">${escapeHtml(departTime)}</div>
    <div class="city">${v(leg.originCity, language)} (${escapeHtml(leg.origin)})</div>
    <div class="date">${escapeHtml(departDate)}</div>
  </div>
  <div class="middle">
    <div class="flight-no">${escapeHtml(leg.flightNumber)}</div>
    <div>${v(leg.airlineName, language)}</div>
    <div class="line" aria-hidden="true"></div>
    <div>${escapeHtml(l.duration)}: ${escapeHtml(durationText(leg.durationMinutes, language))}</div>
    <div><span class="chip">${escapeHtml(cabinLabel(leg.cabinClass, language))}</span></div>
  </div>
  <div class="end arrive">
    <span class="k">${escapeHtml(l.arrives)}</span>
    <div class="time">${escapeHtml(arriveTime)}</div>
    <div class="city">${v(leg.destinationCity, language)} (${escapeHtml(leg.destination)})</div>
    <div class="date">${escapeHtml(arriveDate)}</div>
  </div>
</div>`;
}

/** The big clock time and the date line under it; the date keeps its weekday. */
function splitDateTime(local: string, language: TicketLanguage): [string, string] {
  const date = formatLocalDateTime(local.slice(0, 10), language);
  const time = /T(\d{2}:\d{2})/.exec(local)?.[1];
  return [date, time ? digits(time, language) : ''];
}

/**
 * The opening every document shares (the e-ticket, a stay's voucher, an insurance certificate): the
 * page's head with the shared styles and the document's own, the brand bar with its title, and the
 * summary strip of `summary` rows (label, value; `small` for a long value such as a date and time).
 */
export function documentOpening(page: {
  language: TicketLanguage;
  brand: string;
  title: string;
  orderId: string;
  styles?: string;
  summary: readonly { label: string; value: string; small?: boolean }[];
}): string {
  const rows = page.summary
    .map((row) => `  <div><span class="k">${escapeHtml(row.label)}</span><strong${row.small ? ' style="font-size:9pt"' : ''}>${escapeHtml(row.value)}</strong></div>`)
    .join('\n');
  return `<!doctype html>
<html lang="${htmlLang(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${page.brand} ${page.title} ${page.orderId}`)}</title>
<style>${documentStyles()}${page.styles ?? ''}</style>
</head>
<body>
<header class="header">
  <div class="brand">${escapeHtml(page.brand)}</div>
  <div class="doc-title">${escapeHtml(page.title)}</div>
</header>
<div class="accent"></div>
<main>
<div class="summary">
${rows}
</div>`;
}

/** The support sentence every document ends with, its phone and e-mail marked up. */
export function supportLineHtml(template: string, support: Pick<SupportDetails, 'phone' | 'email'>): string {
  return fill(escapeHtml(template), {
    phone: `<span class="support">${escapeHtml(support.phone)}</span>`,
    email: `<span class="support">${escapeHtml(support.email)}</span>`,
  });
}

/**
 * The end of every document: its own notes (each a paragraph's HTML, escaped by the caller), the
 * support sentence and who issued it (`generated`, with {brand}); then the page closes.
 */
export function documentClosing(notes: readonly string[], language: TicketLanguage, support: SupportDetails, generated: string): string {
  const paragraphs = [...notes, supportLineHtml(ticketLabels(language).support, support)].map((note) => `  <p>${note}</p>`);
  return `<div class="notes">
${paragraphs.join('\n')}
  <p class="muted">${escapeHtml(fill(generated, { brand: support.brand }))}</p>
</div>
</main>
</body>
</html>
`;
}

export function ticketHtml(order: OrderDetail, language: TicketLanguage, support: SupportDetails): string {
  const l = ticketLabels(language);
  const flight = flightItemOf(order);
  const directions = (flight?.directions ?? [])
    .map(
      (direction) => `<section class="card" aria-label="${escapeHtml(directionTitle(direction.direction, language))}">
  <h3 class="card-title"><span>${escapeHtml(directionTitle(direction.direction, language))}</span><span>${v(routeOf(direction.legs), language)}</span></h3>
  ${direction.legs.map((leg) => legHtml(leg, language)).join('\n')}
</section>`,
    )
    .join('\n');

  const travellers = (flight?.travellers ?? [])
    .map(
      (traveller, index) => `<tr>
  <td>${escapeHtml(digits(String(index + 1), language))}</td>
  <td>${v(travellerName(traveller), language)}</td>
  <td>${escapeHtml(travellerTypeLabel(traveller.type, language))}</td>
  <td>${traveller.ticketNumber ? escapeHtml(traveller.ticketNumber) : `<span class="muted">${escapeHtml(l.ticketPending)}</span>`}</td>
</tr>`,
    )
    .join('\n');

  const prices = priceLines(order.breakdown, language)
    .map(
      (line) =>
        `<tr${line.emphasis ? ' class="strong"' : ''}><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(line.amount)}</td></tr>`,
    )
    .join('\n');


  return `${documentOpening({
    language,
    brand: support.brand,
    title: l.eTicket,
    orderId: order.orderId,
    summary: [
      { label: l.bookingId, value: order.orderId },
      { label: l.pnr, value: order.pnr ?? l.pnrPending },
      { label: l.status, value: statusLabel(order.status, language) },
      { label: l.issued, value: formatYangonInstant(order.createdAt, language), small: true },
    ],
  })}
${directions}
<p class="muted" style="font-size:8.5pt">${escapeHtml(l.times)}</p>
<h2>${escapeHtml(l.travellers)}</h2>
<table>
<thead><tr><th scope="col">#</th><th scope="col">${escapeHtml(l.name)}</th><th scope="col">${escapeHtml(l.type)}</th><th scope="col">${escapeHtml(l.ticketNumber)}</th></tr></thead>
<tbody>
${travellers}
</tbody>
</table>
<div class="two">
  <section>
    <h2>${escapeHtml(l.contact)}</h2>
    <dl>
      <dt>${escapeHtml(l.name)}</dt><dd>${v(order.contact.name, language)}</dd>
      <dt>${escapeHtml(l.email)}</dt><dd>${escapeHtml(order.contact.email)}</dd>
      <dt>${escapeHtml(l.phone)}</dt><dd>${escapeHtml(order.contact.phone)}</dd>
    </dl>
  </section>
  <section>
    <h2>${escapeHtml(l.price)}</h2>
    <table class="prices"><tbody>
${prices}
    </tbody></table>
    ${order.promoCode ? `<p class="muted" style="margin-top:4px">${escapeHtml(l.promoCode)}: ${escapeHtml(order.promoCode)}</p>` : ''}
  </section>
</div>
${documentClosing([escapeHtml(l.checkInNote)], language, support, l.generated)}`;
}
