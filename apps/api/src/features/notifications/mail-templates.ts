/**
 * The booking emails, in English and Myanmar: confirmation (worded per thank-you outcome, spec §4),
 * the order's document (a flight's e-ticket, a hotel stay's voucher), payment reminder (pay at shop,
 * cash on delivery) and cancellation. What speaks of what the order sells (seats or rooms, the airline
 * or the hotel, the e-ticket or the voucher, the itinerary) is its product's part of the mail
 * (product-mail.ts), which each e-mail is given from the order's product module; the layout, the words
 * every product shares and the rendering are here.
 *
 * Each email is written once as a list of blocks and rendered twice, to text and to HTML, so the two
 * versions cannot drift. The HTML is what mail clients accept: tables and inline styles, no external
 * images or fonts (many clients block them), every value escaped, only http(s) links.
 */
import type { OrderDetail, ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { documentFileName, type ProductDocument } from '../tickets/order-document.ts';
import { escapeHtml, BRAND_GOLD, BRAND_TEAL, htmlLang } from '../tickets/ticket-html.ts';
import {
  digits,
  fill,
  formatYangonInstant,
  money,
  statusLabel,
  ticketLabels,
  type SupportDetails,
  type TicketLanguage,
} from '../tickets/ticket-labels.ts';
import type { Confirmation, MailBlock, PaymentOutcome, ProductMail } from './product-mail.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLinks {
  trackUrl: string;
  /** While the order awaits payment: its payment page, opened by its payment key on any device. */
  payUrl?: string;
  viewTicketUrl?: string;
  downloadUrl?: string;
}

// ---------------------------------------------------------------- words

/**
 * The words every product's e-mails share; the rest are the product's (`ProductMail.words`). A guest's
 * own cancellation is a stay's only (decision 022) and an offline request a flight's (spec §1), so
 * those two e-mails' words stay here until a second product sends them.
 */
const WORDS_EN = {
  hello: 'Dear {name},',
  bookingId: 'Booking ID',
  amount: 'Amount',
  total: 'Total paid',
  totalDue: 'Amount to pay',
  status: 'Status',
  trackBooking: 'Track your booking',
  payNow: 'Pay now',
  support: 'Questions? Call {phone} or email {email}. Please have your booking ID {orderId} ready.',
  signoff: 'Thank you for travelling with {brand}.',
  automated: 'This email was sent by {brand} about booking {orderId}.',
  confirmation: {
    unpaid_processing: [
      'Payment being checked: {orderId}',
      'We are checking your payment with the payment provider. We will email you as soon as it is confirmed; please do not pay again.',
    ],
    paid_cancelled: [
      'Booking cancelled and refunded: {orderId}',
      'We are sorry: a technical problem stopped us from completing your booking. The amount you paid is being refunded.',
    ],
  } satisfies Confirmation<PaymentOutcome>,
  reminderSubject: 'Payment reminder: {orderId}',
  paymentCode: 'Payment code',
  paymentCodePending: 'Sent by SMS',
  deadline: 'Pay before',
  cancelledSubject: 'Booking cancelled: {orderId}',
  cancelledBody: 'Your booking {orderId} has been cancelled.',
  refundPaid:
    'A refund of {amount} is being processed to your original payment method. Refunds usually arrive within 7 to 14 working days, depending on your bank or wallet.',
  refundDone: 'A refund of {amount} has been made to your original payment method.',
  refundNone: 'No payment was taken for this booking, so nothing is due.',
  guestCancelledBody: 'You cancelled your booking {orderId}. The hotel has been told and the room is released.',
  refund: 'Refund',
  refundStatus: 'Refund status',
  refundOnItsWay: 'On its way',
  refundRefunded: 'Refunded',
  refundToWallet: '{amount} is refunded to your {brand} wallet. You can use it for your next booking at once.',
  refundToPayment:
    'A refund of {amount} is being made to the way you paid. Refunds usually arrive within 7 to 14 working days, depending on your bank or wallet.',
  refundNotRefundable: 'This rate could not be refunded, so the amount paid is not returned.',
  offlineSubject: 'We received your flight request: {orderId}',
  offlineBody:
    'Thank you for your request. Our flight team will book these flights by hand and contact you within {hours} hours to confirm the seats and the price. Nothing has been charged.',
  offlineNote: 'Your note',
};

/** The same keys as English, enforced by the type. */
const WORDS_MM: typeof WORDS_EN = {
  hello: 'မင်္ဂလာပါ {name}၊',
  bookingId: 'ဘိုကင်နံပါတ်',
  amount: 'ငွေပမာဏ',
  total: 'ပေးချေပြီးငွေ',
  totalDue: 'ပေးချေရမည့်ငွေ',
  status: 'အခြေအနေ',
  trackBooking: 'ဘိုကင်အခြေအနေ ကြည့်ရန်',
  payNow: 'ယခု ငွေပေးချေရန်',
  support: 'မေးမြန်းလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ် ပို့ပါ။ ဘိုကင်နံပါတ် {orderId} ကို အဆင်သင့် ထားပေးပါ။',
  signoff: '{brand} နှင့်အတူ ခရီးသွားသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
  automated: 'ဤအီးမေးလ်ကို ဘိုကင် {orderId} အတွက် {brand} မှ ပို့ပါသည်။',
  confirmation: {
    unpaid_processing: [
      'ငွေပေးချေမှုကို စစ်ဆေးနေပါသည် - {orderId}',
      'သင့်ငွေပေးချေမှုကို ငွေပေးချေရေး ဝန်ဆောင်မှုပေးသူနှင့် စစ်ဆေးနေပါသည်။ အတည်ပြုပြီးသည်နှင့် အီးမေးလ် ပို့ပေးပါမည်။ ထပ်မံ ပေးချေရန် မလိုပါ။',
    ],
    paid_cancelled: [
      'ဘိုကင် ပယ်ဖျက်ပြီး ငွေပြန်အမ်းပါမည် - {orderId}',
      'နည်းပညာဆိုင်ရာ ပြဿနာကြောင့် သင့်ဘိုကင်ကို မပြီးစီးနိုင်သည့်အတွက် တောင်းပန်ပါသည်။ သင်ပေးချေထားသော ငွေကို ပြန်အမ်းပေးနေပါသည်။',
    ],
  },
  reminderSubject: 'ငွေပေးချေရန် သတိပေးချက် - {orderId}',
  paymentCode: 'ငွေပေးချေမှုကုဒ်',
  paymentCodePending: 'SMS ဖြင့် ပို့ပေးပါမည်',
  deadline: 'ပေးချေရမည့် နောက်ဆုံးအချိန်',
  cancelledSubject: 'ဘိုကင် ပယ်ဖျက်ပြီးပါပြီ - {orderId}',
  cancelledBody: 'သင့်ဘိုကင် {orderId} ကို ပယ်ဖျက်ပြီးပါပြီ။',
  refundPaid: '{amount} ကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းရန် ဆောင်ရွက်နေပါသည်။ သင့်ဘဏ် သို့မဟုတ် ဝေါလက်ပေါ် မူတည်၍ ရုံးဖွင့်ရက် ၇ ရက်မှ ၁၄ ရက်အတွင်း ရောက်ရှိလေ့ရှိပါသည်။',
  refundDone: '{amount} ကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းပြီးပါပြီ။',
  refundNone: 'ဤဘိုကင်အတွက် ငွေပေးချေထားခြင်း မရှိသဖြင့် ပေးရန်ကျန်ငွေ မရှိပါ။',
  guestCancelledBody: 'သင့်ဘိုကင် {orderId} ကို သင်ကိုယ်တိုင် ပယ်ဖျက်ခဲ့ပါသည်။ ဟိုတယ်သို့ အကြောင်းကြားပြီး အခန်းကို ပြန်လွှတ်ပြီးပါပြီ။',
  refund: 'ပြန်အမ်းငွေ',
  refundStatus: 'ပြန်အမ်းမှု အခြေအနေ',
  refundOnItsWay: 'ပြန်အမ်းနေဆဲ',
  refundRefunded: 'ပြန်အမ်းပြီး',
  refundToWallet: '{amount} ကို သင်၏ {brand} ဝေါလက်သို့ ပြန်အမ်းပြီးပါပြီ။ နောက်ဘိုကင်အတွက် ချက်ချင်း အသုံးပြုနိုင်ပါသည်။',
  refundToPayment: '{amount} ကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းရန် ဆောင်ရွက်နေပါသည်။ သင့်ဘဏ် သို့မဟုတ် ဝေါလက်ပေါ် မူတည်၍ ရုံးဖွင့်ရက် ၇ ရက်မှ ၁၄ ရက်အတွင်း ရောက်ရှိလေ့ရှိပါသည်။',
  refundNotRefundable: 'ဤဈေးနှုန်းသည် ငွေပြန်အမ်း၍ မရသောကြောင့် ပေးချေထားသော ငွေကို ပြန်မအမ်းပါ။',
  offlineSubject: 'သင့်လေယာဉ်လက်မှတ် တောင်းဆိုချက်ကို လက်ခံရရှိပါပြီ - {orderId}',
  offlineBody:
    'တောင်းဆိုသည့်အတွက် ကျေးဇူးတင်ပါသည်။ ကျွန်ုပ်တို့၏ လေကြောင်းအဖွဲ့က ဤခရီးစဉ်ကို ကိုယ်တိုင် ဘိုကင်တင်ပေးပြီး ထိုင်ခုံနှင့် ဈေးနှုန်းကို အတည်ပြုရန် {hours} နာရီအတွင်း ဆက်သွယ်ပါမည်။ ငွေ မဖြတ်ရသေးပါ။',
  offlineNote: 'သင့်မှတ်ချက်',
};

const WORDS: Record<TicketLanguage, typeof WORDS_EN> = { en: WORDS_EN, mm: WORDS_MM };

// ---------------------------------------------------------------- shared blocks

/** What the shared blocks of an e-mail need of its order: its id and whom to greet. */
type MailOrder = Pick<OrderDetail, 'orderId' | 'contact'>;

function vars(order: MailOrder, support: SupportDetails): Record<string, string> {
  return { orderId: order.orderId, brand: support.brand, phone: support.phone, email: support.email, name: order.contact.name };
}

/** Only absolute http(s) links go into an email; anything else (a relative path, javascript:) is dropped. */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function linkBlock(mail: ProductMail, links: MailLinks, language: TicketLanguage, which: { document: boolean }): MailBlock {
  const list: [string, string | null][] = [];
  if (links.payUrl) list.push([WORDS[language].payNow, safeUrl(links.payUrl)]);
  if (which.document) {
    const words = mail.words(language);
    list.push([words.viewDocument, safeUrl(links.viewTicketUrl)], [words.downloadDocument, safeUrl(links.downloadUrl)]);
  }
  list.push([WORDS[language].trackBooking, safeUrl(links.trackUrl)]);
  return { kind: 'links', links: list.filter((entry): entry is [string, string] => entry[1] !== null) };
}

function closingBlocks(order: MailOrder, language: TicketLanguage, support: SupportDetails): MailBlock[] {
  const words = WORDS[language];
  return [
    { kind: 'p', text: fill(words.support, vars(order, support)) },
    { kind: 'p', text: fill(words.signoff, vars(order, support)) },
  ];
}

// ---------------------------------------------------------------- rendering

const TONES = { info: ['#eef6f6', BRAND_TEAL], warning: ['#fbf3d9', '#6b5512'], danger: ['#fbe9e9', '#8a1f1f'] } as const;

function renderText(title: string, blocks: MailBlock[], footer: string): string {
  const out: string[] = [title, '='.repeat(Math.min(60, Math.max(title.length, 10))), ''];
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        out.push(block.text, '-'.repeat(Math.min(60, Math.max(block.text.length, 10))));
        break;
      case 'p':
        out.push(block.text, '');
        break;
      // A paragraph like any other: a marker before it would read as a stray '!' after the greeting.
      case 'note':
        out.push(block.text, '');
        break;
      case 'rows':
        for (const [label, value] of block.rows) out.push(`${label}: ${value}`);
        out.push('');
        break;
      case 'links':
        for (const [label, url] of block.links) out.push(`${label}: ${url}`);
        out.push('');
        break;
    }
  }
  out.push('--', footer);
  return `${out.join('\n')}\n`;
}

function renderHtml(language: TicketLanguage, brand: string, title: string, blocks: MailBlock[], footer: string): string {
  const font =
    language === 'mm'
      ? "font-family:'Noto Sans Myanmar','Myanmar Text',Padauk,'Pyidaungsu',sans-serif;line-height:1.8;"
      : 'font-family:Arial,Helvetica,sans-serif;line-height:1.5;';
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h2 style="margin:20px 0 8px;font-size:16px;color:${BRAND_TEAL};border-bottom:2px solid ${BRAND_GOLD};padding-bottom:4px;">${escapeHtml(block.text)}</h2>`;
        case 'p':
          return `<p style="margin:0 0 12px;">${escapeHtml(block.text)}</p>`;
        case 'note': {
          const [background, colour] = TONES[block.tone];
          return `<p style="margin:0 0 12px;padding:10px 12px;border-radius:6px;background:${background};color:${colour};font-weight:bold;">${escapeHtml(block.text)}</p>`;
        }
        case 'rows':
          return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 12px;">${block.rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding:4px 12px 4px 0;color:#557072;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top;">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'links':
          return `<p style="margin:8px 0 16px;">${block.links
            .map(
              ([label, url]) =>
                `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:${BRAND_TEAL};color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>`,
            )
            .join('')}</p>`;
      }
    })
    .join('\n');
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f0f4f4;">
<table role="presentation" style="width:100%;border-collapse:collapse;background:#f0f4f4;"><tr><td style="padding:16px 8px;">
<table role="presentation" style="max-width:600px;width:100%;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:8px;${font}color:#1d2b2c;font-size:15px;">
<tr><td style="background:${BRAND_TEAL};color:#ffffff;padding:16px 20px;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(brand)}</td></tr>
<tr><td style="height:4px;background:${BRAND_GOLD};font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:20px;">
<h1 style="margin:0 0 16px;font-size:20px;color:${BRAND_TEAL};">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:12px 20px;font-size:12px;color:#557072;border-top:1px solid #e1eaea;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

function compose(order: MailOrder, language: TicketLanguage, support: SupportDetails, subject: string, blocks: MailBlock[]): MailContent {
  const footer = fill(WORDS[language].automated, vars(order, support));
  const all: MailBlock[] = [
    { kind: 'p', text: fill(WORDS[language].hello, vars(order, support)) },
    ...blocks,
    ...closingBlocks(order, language, support),
  ];
  return { subject, text: renderText(subject, all, footer), html: renderHtml(language, support.brand, subject, all, footer) };
}

// ---------------------------------------------------------------- the emails
// Each e-mail is given `mail`, the part of the order's product module (`products.of(order.productType).mail`).

/** Sent when the order is placed or its outcome changes; the wording follows the spec §4 thank-you outcome. */
export function bookingConfirmationEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
  mail: ProductMail,
): MailContent {
  const words = WORDS[language];
  const productWords = mail.words(language);
  const confirmation: Confirmation<ThankYouOutcome> = { ...words.confirmation, ...productWords.confirmation };
  const [subjectTemplate, message] = confirmation[order.outcome];
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'late';
  const tone =
    order.outcome === 'completed' || order.outcome === 'paid_processing'
      ? 'info'
      : order.outcome === 'paid_cancelled'
        ? 'danger'
        : 'warning';
  const blocks: MailBlock[] = [
    { kind: 'note', text: message, tone },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.status, statusLabel(order.status, language)],
        ...(order.pnr ? [[productWords.reference, order.pnr] as [string, string]] : []),
        [paid ? words.total : words.totalDue, money(order.amount, language)],
        ...(order.outcome === 'unpaid' && order.payment
          ? [[words.deadline, formatYangonInstant(order.payment.expiresAt, language)] as [string, string]]
          : []),
      ],
    },
    ...mail.itinerary(order, language),
    linkBlock(mail, links, language, { document: order.outcome === 'completed' }),
  ];
  return compose(order, language, support, fill(subjectTemplate, vars(order, support)), blocks);
}

/**
 * The order's document with its PDF attached by the caller ({@link eTicketAttachment}): a flight's
 * e-ticket, or a hotel stay's voucher, worded by its product (a voucher's body says to show it at
 * check-in; an e-ticket's e-mail ends its itinerary with the airport check-in note).
 */
/**
 * The rest of an order of several items (decision 024): the products of its other confirmed items,
 * whose itineraries follow the first's, and the items their suppliers could not issue, each with the
 * share of the payment refunded for it.
 */
export interface OtherItems {
  mails: readonly ProductMail[];
  notIssued: readonly { mail: ProductMail; amount: number }[];
}

export function eTicketEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
  mail: ProductMail,
  others: OtherItems = { mails: [], notIssued: [] },
  /** What follows the order's links: the offers after a booked flight (features/cross-sell), none by default. */
  more: readonly MailBlock[] = [],
): MailContent {
  const words = WORDS[language];
  const productWords = mail.words(language);
  const blocks: MailBlock[] = [
    { kind: 'p', text: productWords.documentBody },
    ...others.notIssued.map(({ mail: refused, amount }): MailBlock => ({ kind: 'note', tone: 'warning', text: fill(refused.words(language).notIssued, { amount: money(amount, language) }) })),
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [productWords.reference, order.pnr ?? ticketLabels(language).pnrPending],
      ],
    },
    ...mail.itinerary(order, language),
    ...others.mails.flatMap((other) => other.itinerary(order, language)),
    ...(productWords.documentNote ? [{ kind: 'p', text: productWords.documentNote } as const] : []),
    linkBlock(mail, links, language, { document: true }),
    ...more,
  ];
  return compose(order, language, support, fill(productWords.documentSubject, vars(order, support)), blocks);
}

/** One item's PDF attached to that email, named by its product's module as its download is (spec §2). */
export function documentAttachment(
  orderId: string,
  itemNo: number,
  document: Pick<ProductDocument, 'fileName'>,
): { filename: string; contentType: string; orderId: string; itemNo: number } {
  return { filename: documentFileName(document, orderId, itemNo), contentType: 'application/pdf', orderId, itemNo };
}

/** Pay at shop / cash on delivery: the payment code, the amount and the deadline of the 24-hour hold. */
export function paymentReminderEmail(order: OrderDetail, language: TicketLanguage, links: MailLinks, support: SupportDetails, mail: ProductMail): MailContent {
  const words = WORDS[language];
  const productWords = mail.words(language);
  const payment = order.payment;
  const deadline = payment?.expiresAt ?? order.holdExpiresAt;
  const blocks: MailBlock[] = [
    { kind: 'p', text: productWords.reminderBody },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.paymentCode, payment?.paymentCode ?? words.paymentCodePending],
        [words.totalDue, money(payment?.amount ?? order.amount, language)],
        ...(deadline ? [[words.deadline, formatYangonInstant(deadline, language)] as [string, string]] : []),
      ],
    },
    { kind: 'note', text: productWords.reminderWarning, tone: 'warning' },
    ...mail.itinerary(order, language),
    linkBlock(mail, links, language, { document: false }),
  ];
  return compose(order, language, support, fill(words.reminderSubject, vars(order, support)), blocks);
}

/**
 * An offline request (spec §1 offline flow) was received: what happens next and when, the route asked
 * for, and the customer's note. Sent once, in the language the request was made in.
 */
export function offlineRequestEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
  mail: ProductMail,
  request: { contactHours: number; note: string | null },
): MailContent {
  const words = WORDS[language];
  const blocks: MailBlock[] = [
    { kind: 'note', text: fill(words.offlineBody, { hours: digits(String(request.contactHours), language) }), tone: 'info' },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.status, statusLabel(order.status, language)],
        ...(request.note ? [[words.offlineNote, request.note] as [string, string]] : []),
      ],
    },
    ...mail.itinerary(order, language),
    linkBlock(mail, links, language, { document: false }),
  ];
  return compose(order, language, support, fill(words.offlineSubject, vars(order, support)), blocks);
}

/** The guest cancelled the booking themselves: what their policy gives back, and where to. */
export function guestCancelledEmail(order: OrderDetail, language: TicketLanguage, links: MailLinks, support: SupportDetails, mail: ProductMail): MailContent {
  const words = WORDS[language];
  const cancellation = order.guestCancellation;
  const refund = cancellation && cancellation.refund > 0 ? cancellation : null;
  const refundText = !refund ? words.refundNotRefundable : refund.refundTo === 'wallet' ? words.refundToWallet : words.refundToPayment;
  const blocks: MailBlock[] = [
    { kind: 'note', text: fill(words.guestCancelledBody, vars(order, support)), tone: 'danger' },
    { kind: 'p', text: fill(refundText, { amount: money(refund?.refund ?? 0, language), brand: support.brand }) },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        // The refund as a line and where it stands: a wallet's is there at once, a card's is on its way.
        ...(refund
          ? ([
              [words.refund, money(refund.refund, language)],
              [words.refundStatus, order.paymentStatus === 'refunded' ? words.refundRefunded : words.refundOnItsWay],
            ] as [string, string][])
          : []),
      ],
    },
    ...mail.itinerary(order, language),
    linkBlock(mail, links, language, { document: false }),
  ];
  return compose(order, language, support, fill(words.cancelledSubject, vars(order, support)), blocks);
}

/** The booking is cancelled: what happens to the money, and whom to call. */
export function bookingCancelledEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
  mail: ProductMail,
): MailContent {
  const words = WORDS[language];
  const paidAmount = order.payment?.amount ?? order.amount;
  const refund =
    order.paymentStatus === 'refunded'
      ? words.refundDone
      : order.paymentStatus === 'paid' || order.paymentStatus === 'late'
        ? words.refundPaid
        : words.refundNone;
  const blocks: MailBlock[] = [
    { kind: 'note', text: fill(words.cancelledBody, vars(order, support)), tone: 'danger' },
    { kind: 'p', text: fill(refund, { amount: money(paidAmount, language) }) },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.amount, money(paidAmount, language)],
      ],
    },
    ...mail.itinerary(order, language),
    linkBlock(mail, links, language, { document: false }),
  ];
  return compose(order, language, support, fill(words.cancelledSubject, vars(order, support)), blocks);
}

/** Words of the review invitation (decision 031), sent once after a stay ended. */
const REVIEW_INVITE = {
  en: {
    subject: 'How was your stay at {hotel}?',
    body: 'Thank you for staying at {hotel} from {checkIn} to {checkOut}. Tell other travellers how it was: give it a score out of 10 and a few words. It takes a minute, and only guests who stayed can review.',
    link: 'Rate and review your stay',
  },
  mm: {
    subject: '{hotel} တွင် တည်းခိုရသည်မှာ မည်သို့ရှိပါသနည်း။',
    body: '{checkIn} မှ {checkOut} အထိ {hotel} တွင် တည်းခိုသည့်အတွက် ကျေးဇူးတင်ပါသည်။ ၁၀ မှတ်ပြည့် အမှတ်ပေးပြီး စကားအနည်းငယ်ဖြင့် အခြားခရီးသွားများကို ပြောပြပေးပါ။ တစ်မိနစ်သာ ကြာပြီး တည်းခိုခဲ့သော ဧည့်သည်များသာ သုံးသပ်ချက် ရေးနိုင်ပါသည်။',
    link: 'သင့်တည်းခိုမှုကို အမှတ်ပေး၍ သုံးသပ်ရန်',
  },
} as const;

/** 'How was your stay at {hotel}?': the invitation to review a stay, with its review form's link. */
export function reviewInvitationEmail(
  order: MailOrder,
  language: TicketLanguage,
  stay: { hotel: string; checkIn: string; checkOut: string },
  reviewUrl: string,
  support: SupportDetails,
): MailContent {
  const words = REVIEW_INVITE[language];
  const url = safeUrl(reviewUrl);
  const blocks: MailBlock[] = [
    { kind: 'p', text: fill(words.body, stay) },
    ...(url ? [{ kind: 'links', links: [[words.link, url]] } satisfies MailBlock] : []),
  ];
  return compose(order, language, support, fill(words.subject, stay), blocks);
}
