import { data, type RouterContextProvider } from 'react-router';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { OpsOrderPage, OpsOrderSearchResponse } from '@thwa/domain/contracts/ops-orders';
import { formatYangonDateTime, localDigits } from '@thwa/domain/date-format';
import { groupDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import type { StatusPageContent } from '../../../ui/status-page.tsx';
import { requireConsoleActor, type T } from '../console-session.server.ts';
import { refundPanelOf, type RefundPanelData } from '../order-refunds/order-refunds.server.ts';
import { isFiltered, ORDER_PAGE_SIZE, orderFiltersFrom, orderSearchHref, orderSearchQuery, type OrderSearchFilters } from './order-search-filters.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NO_STORE = { 'cache-control': 'no-store' };

/** One order of the results, its times and amounts already written in the page's language (so the browser renders the same text). */
export interface OrderRowView {
  orderId: string;
  placedAt: string;
  placedAtText: string;
  status: string;
  paymentStatus: string;
  productTypes: number[];
  contact: { name: string; email: string; phone: string };
  amountText: string;
  /** Who placed it: a user id and code, or null for a guest. */
  placedBy: { userId: string; userCode: string | null } | null;
  travellers: string[];
  /** '+2' when more people travel than the row names, else null. */
  moreTravellers: string | null;
}

export interface OrdersPageData {
  title: string;
  filters: OrderSearchFilters;
  filtered: boolean;
  rows: OrderRowView[];
  /** What the box was read as (an e-mail, a booking id …), when there was a box. */
  recognisedAs: string | null;
  nextHref: string | null;
  firstHref: string | null;
  error: string | null;
}

/** An amount as the page's language writes it; a whole number grouped by thousands (any other, as stored, still in the page's digits). */
const digitsOf = (amount: number, lang: Language) => (Number.isSafeInteger(amount) && amount >= 0 ? groupDigits(amount, lang) : localDigits(amount, lang));
const amountText = (amount: number, lang: Language, t: T) => t('ops.orders.amount', { amount: digitsOf(amount, lang) });

/** `/ops/orders` (permission orders.view): the search form's filters from the address, a page of orders newest first, and the next page's link. */
export async function loadOpsOrders(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'orders.view');
  const filters = orderFiltersFrom(new URL(args.request.url).searchParams);
  const base = { title: t('ops.orders.title'), filters, filtered: isFiltered(filters), firstHref: filters.cursor ? orderSearchHref({ ...filters, cursor: '' }) : null };
  const answer = await api.get<OpsOrderSearchResponse['data']>(`/ops/orders?${orderSearchQuery(filters, ORDER_PAGE_SIZE)}`);
  if (!answer.ok) {
    // A box the api cannot read as any kind (a name of two letters, an id of the wrong shape): say so in the console's words.
    const error = answer.field === 'querystring.q' ? t('ops.orders.qInvalid') : answer.field === 'querystring.cursor' ? t('ops.orders.cursorInvalid') : (answer.message ?? t('ops.orders.failed'));
    return data<OrdersPageData>({ ...base, rows: [], recognisedAs: null, nextHref: null, error }, { status: answer.status, headers: NO_STORE });
  }
  const rows = answer.data.orders.map(
    (order): OrderRowView => ({
      orderId: order.orderId,
      placedAt: order.placedAt,
      placedAtText: formatYangonDateTime(order.placedAt, lang),
      status: order.status,
      paymentStatus: order.paymentStatus,
      productTypes: order.productTypes,
      contact: order.contact,
      amountText: amountText(order.amount, lang, t),
      placedBy: order.placedBy,
      travellers: order.travellers,
      moreTravellers: order.travellerCount > order.travellers.length ? `+${localDigits(order.travellerCount - order.travellers.length, lang)}` : null,
    }),
  );
  return data<OrdersPageData>(
    {
      ...base,
      rows,
      recognisedAs: answer.data.recognisedAs,
      nextHref: answer.data.nextCursor ? orderSearchHref({ ...filters, cursor: answer.data.nextCursor }) : null,
      error: null,
    },
    { headers: NO_STORE },
  );
}

export interface TimelineEntryView {
  id: number;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  actor: OpsOrderPage['timeline'][number]['actor'];
  actorId: string | null;
  actorName: string | null;
  at: string;
  atText: string;
  /** The event's data, laid out for reading, or null when it has none. */
  data: string | null;
}

export interface OrderPageData {
  title: string;
  order: {
    orderId: string;
    flow: 'online' | 'offline';
    status: string;
    paymentStatus: string;
    pnr: string | null;
    promoCode: string | null;
    /** The partner wallet's referral code (decision 041). */
    referralCode: string | null;
    placedAtText: string;
    holdEndsText: string | null;
    contact: { name: string; email: string; phone: string };
    amountText: string;
    items: OrderItem[];
  };
  placedBy: OpsOrderPage['placedBy'];
  timeline: TimelineEntryView[];
  payments: { paymentId: string; provider: string; amountText: string; status: string; paymentCode: string | null; createdText: string; expiresText: string; paidText: string | null; refundedText: string | null }[];
  refunds: { id: number; paymentId: string; itemNo: string | null; amountText: string; reason: string; destination: string; status: string; createdText: string; refundedText: string | null }[];
  documents: { itemNo: string; hasPdf: boolean; createdText: string; viewUrl: string | null; downloadUrl: string | null }[];
  messages: { id: number; kind: string; to: string; subject: string; transport: string; createdText: string; sentText: string | null }[];
  /** The refund panel (refunds.request), or null for an employee who may not ask for refunds. */
  refundPanel: RefundPanelData | { failed: true } | null;
}

/** `/ops/orders/:orderId` (permission orders.view): the order's page, its times in Yangon time; an unknown order is the 404 page. */
export async function loadOpsOrder(args: Args & { params: { orderId?: string } }) {
  const { api, lang, t } = await requireConsoleActor(args, 'orders.view');
  const orderId = (args.params.orderId ?? '').toUpperCase();
  const notFound = () => data<StatusPageContent>({ title: t('ops.order.notFound.title'), body: t('ops.order.notFound.body', { orderId }), action: { href: '/ops/orders', label: t('ops.order.back') } }, { status: 404, headers: NO_STORE });
  // Not the shape of a booking id: nothing to ask the api.
  if (!/^TW\d{10}$/.test(orderId)) throw notFound();
  const [answer, refundPanel] = await Promise.all([api.get<OpsOrderPage>(`/ops/orders/${encodeURIComponent(orderId)}`), refundPanelOf(args, orderId)]);
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) throw notFound();
    throw data<StatusPageContent>({ title: t('error.title'), body: answer.message ?? t('ops.order.failed'), action: { href: '/ops/orders', label: t('ops.order.back') } }, { status: answer.status >= 500 ? answer.status : 502, headers: NO_STORE });
  }
  const page = answer.data;
  const when = (instant: string) => formatYangonDateTime(instant, lang);
  const whenOrNull = (instant: string | null) => (instant ? when(instant) : null);
  const money = (amount: number) => amountText(amount, lang, t);
  const { order } = page;
  return data<OrderPageData>(
    {
      title: t('ops.order.title', { orderId: order.orderId }),
      order: {
        orderId: order.orderId,
        flow: order.flow,
        status: order.status,
        paymentStatus: order.paymentStatus,
        pnr: order.pnr,
        promoCode: order.promoCode,
        referralCode: order.referralCode ?? null,
        placedAtText: when(order.createdAt),
        holdEndsText: whenOrNull(order.holdExpiresAt),
        contact: order.contact,
        amountText: money(order.amount),
        items: order.items,
      },
      placedBy: page.placedBy,
      timeline: page.timeline.map((event) => ({
        id: event.id,
        type: event.type,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: event.actor,
        actorId: event.actorId,
        actorName: event.actorName,
        at: event.at,
        atText: when(event.at),
        data: event.data === null || event.data === undefined ? null : JSON.stringify(event.data, null, 2),
      })),
      payments: page.payments.map((payment) => ({
        paymentId: payment.paymentId,
        provider: payment.provider,
        amountText: payment.currency === 'MMK' ? money(payment.amount) : `${digitsOf(payment.amount, lang)} ${payment.currency}`,
        status: payment.status,
        paymentCode: payment.paymentCode,
        createdText: when(payment.createdAt),
        expiresText: when(payment.expiresAt),
        paidText: whenOrNull(payment.paidAt),
        refundedText: whenOrNull(payment.refundedAt),
      })),
      refunds: page.refunds.map((refund) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        itemNo: refund.itemNo === null ? null : localDigits(refund.itemNo, lang),
        amountText: money(refund.amount),
        reason: refund.reason,
        destination: refund.destination,
        status: refund.status,
        createdText: when(refund.createdAt),
        refundedText: whenOrNull(refund.refundedAt),
      })),
      documents: page.documents.map((document) => ({
        itemNo: localDigits(document.itemNo, lang),
        hasPdf: document.hasPdf,
        createdText: when(document.createdAt),
        viewUrl: document.viewUrl,
        downloadUrl: document.downloadUrl,
      })),
      messages: page.messages.map((message) => ({
        id: message.id,
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        transport: message.transport,
        createdText: when(message.createdAt),
        sentText: whenOrNull(message.sentAt),
      })),
      refundPanel,
    },
    { headers: NO_STORE },
  );
}
