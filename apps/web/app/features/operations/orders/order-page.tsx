import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { ItemViews } from '../../../products/item-views.tsx';
import { OrderActionsPanel } from '../order-actions/order-actions-panel.tsx';
import { OrderRefundsPanel } from '../order-refunds/order-refunds-panel.tsx';
import { OrderNotesPanel } from '../order-notes/order-notes-panel.tsx';
import { Section } from '../console-ui.tsx';
import { OrderStatusBadge, useCodeWords } from './order-badges.tsx';
import type { OrderPageData, TimelineEntryView } from './orders.server.ts';

/** One titled part of the order page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs, two columns on any screen. */
function Facts({ facts }: { facts: readonly (readonly [string, ReactNode] | null)[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map((fact) =>
        fact ? (
          <div key={fact[0]} className="contents">
            <dt className="text-slate-700">{fact[0]}</dt>
            <dd className="min-w-0 break-words">{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/**
 * `/ops/orders/:orderId`: the order as an employee needs it. Its summary; each item as its own product
 * shows it (products/index.ts, the same views as the thank-you page: the console names no product);
 * then what happened and who caused it, oldest first; payments, refunds, documents and the e-mails sent.
 */
export function ConsoleOrderPage({ data }: { data: OrderPageData }) {
  const t = useT();
  const word = useCodeWords();
  const { order, placedBy } = data;
  const none = <span className="text-slate-700">{t('ops.order.none')}</span>;
  return (
    <div className="grid gap-4">
      <div>
        <Link to="/ops/orders" className="text-brand-700 underline">
          {t('ops.order.back')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{data.title}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>

      <Part id="order-summary" title={t('ops.order.summary')}>
        <Facts
          facts={[
            [t('ops.order.orderId'), <span className="font-mono">{order.orderId}</span>],
            [t('ops.order.status'), word('ops.status.', order.status)],
            [t('ops.order.paymentStatus'), word('ops.paymentStatus.', order.paymentStatus)],
            [t('ops.order.flow'), t(`ops.order.flow.${order.flow}`)],
            order.pnr ? [t('ops.order.pnr'), <span className="font-mono">{order.pnr}</span>] : null,
            [t('ops.order.placedAt'), order.placedAtText],
            [t('ops.order.holdEnds'), order.holdEndsText ?? none],
            [t('ops.order.amount'), order.amountText],
            order.promoCode ? [t('ops.order.promoCode'), <span className="font-mono">{order.promoCode}</span>] : null,
            order.referralCode ? [t('ops.order.referralCode'), <span className="font-mono">{order.referralCode}</span>] : null,
            [t('ops.order.contact'), [order.contact.name, order.contact.email, order.contact.phone].filter(Boolean).join(' · ')],
            [
              t('ops.order.placedBy'),
              placedBy ? (
                <Link to={`/ops/orders?agent=${encodeURIComponent(placedBy.userId)}`} className="text-brand-700 underline">
                  {[placedBy.name, placedBy.userId, placedBy.userCode].filter(Boolean).join(' · ')}
                </Link>
              ) : (
                t('ops.order.guest')
              ),
            ],
          ]}
        />
      </Part>

      <OrderActionsPanel order={order} lastEventId={data.timeline.at(-1)?.id ?? 0} />
      {data.refundPanel ? <OrderRefundsPanel orderId={order.orderId} panel={data.refundPanel} /> : null}
      <OrderNotesPanel orderId={order.orderId} lastEventId={data.timeline.at(-1)?.id ?? 0} messages={data.messages} />

      <Section id="order-items" title={t('ops.order.items')} className="grid gap-0">
        <ItemViews items={order.items} view="Details" />
      </Section>

      <Part id="order-timeline" title={t('ops.order.timeline')}>
        {data.timeline.length === 0 ? (
          <p className="text-slate-700">{t('ops.order.timelineEmpty')}</p>
        ) : (
          <ol className="grid gap-3">
            {data.timeline.map((event) => (
              <TimelineEntry key={event.id} event={event} />
            ))}
          </ol>
        )}
      </Part>

      <Part id="order-payments" title={t('ops.order.payments')}>
        {data.payments.length === 0 ? (
          <p className="text-slate-700">{t('ops.order.paymentsEmpty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.payments.map((payment) => (
              <li key={payment.paymentId} className="rounded-lg border border-slate-200 p-3" data-payment-id={payment.paymentId}>
                <Facts
                  facts={[
                    [t('ops.order.payment.id'), <span className="font-mono">{payment.paymentId}</span>],
                    [t('ops.order.payment.provider'), word('ops.provider.', payment.provider)],
                    [t('ops.order.payment.amount'), payment.amountText],
                    [t('ops.order.payment.status'), word('ops.paymentStatus.', payment.status)],
                    payment.paymentCode ? [t('ops.order.payment.code'), <span className="font-mono">{payment.paymentCode}</span>] : null,
                    [t('ops.order.payment.created'), payment.createdText],
                    [t('ops.order.payment.expires'), payment.expiresText],
                    [t('ops.order.payment.paid'), payment.paidText ?? none],
                    payment.refundedText ? [t('ops.order.payment.refunded'), payment.refundedText] : null,
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="order-refunds" title={t('ops.order.refunds')}>
        {data.refunds.length === 0 ? (
          <p className="text-slate-700">{t('ops.order.refundsEmpty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border border-slate-200 p-3">
                <Facts
                  facts={[
                    [t('ops.order.refund.amount'), refund.amountText],
                    [t('ops.order.refund.item'), refund.itemNo ?? t('ops.order.refund.wholeOrder')],
                    [t('ops.order.refund.reason'), refund.reason],
                    [t('ops.order.refund.destination'), word('ops.refundTo.', refund.destination)],
                    [t('ops.order.refund.status'), word('ops.refundStatus.', refund.status)],
                    [t('ops.order.refund.payment'), <span className="font-mono">{refund.paymentId}</span>],
                    [t('ops.order.refund.created'), refund.createdText],
                    [t('ops.order.refund.refunded'), refund.refundedText ?? none],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="order-documents" title={t('ops.order.documents')}>
        {data.documents.length === 0 ? (
          <p className="text-slate-700">{t('ops.order.documentsEmpty')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.documents.map((document) => (
              <li key={document.itemNo} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <span className="font-medium">{t('ops.order.document.item', { item: document.itemNo })}</span>
                <span className="text-sm text-slate-700">{document.createdText}</span>
                {document.viewUrl ? (
                  <a href={document.viewUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                    {t('ops.order.document.view', { item: document.itemNo })}
                  </a>
                ) : null}
                {document.downloadUrl && document.hasPdf ? (
                  <a href={document.downloadUrl} className="text-brand-700 underline">
                    {t('ops.order.document.download', { item: document.itemNo })}
                  </a>
                ) : null}
                {!document.viewUrl ? <span className="text-sm text-slate-700">{t('ops.order.document.noLink')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="order-messages" title={t('ops.order.messages')}>
        {data.messages.length === 0 ? (
          <p className="text-slate-700">{t('ops.order.messagesEmpty')}</p>
        ) : (
          <ul className="grid gap-3">
            {data.messages.map((message) => (
              <li key={message.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium break-words">{message.subject}</p>
                <Facts
                  facts={[
                    [t('ops.order.message.kind'), word('ops.message.', message.kind)],
                    [t('ops.order.message.to'), message.to],
                    [t('ops.order.message.transport'), message.transport],
                    [t('ops.order.message.created'), message.createdText],
                    [t('ops.order.message.sent'), message.sentText ?? t('ops.order.message.notSent')],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </Part>
    </div>
  );
}

function TimelineEntry({ event }: { event: TimelineEntryView }) {
  const t = useT();
  const word = useCodeWords();
  // An employee by name; anyone else by what they are, and their id when the event kept one (a signed-in customer, a partner).
  const who = event.actor === 'employee' && event.actorName ? t('ops.actor.employeeNamed', { name: event.actorName }) : t(`ops.actor.${event.actor}`);
  const actor = event.actorId && !(event.actor === 'employee' && event.actorName) ? t('ops.actor.withId', { actor: who, id: event.actorId }) : who;
  return (
    <li className="grid gap-1 border-l-4 border-brand-200 pl-3" data-event={event.type} data-actor={event.actor}>
      <p className="font-medium">
        {word('ops.event.', event.type)} <code className="text-xs font-normal text-slate-600">{event.type}</code>
      </p>
      <p className="text-sm text-slate-700">
        <time dateTime={event.at}>{event.atText}</time>
        {' · '}
        <span>{actor}</span>
        {event.fromStatus || event.toStatus ? (
          <>
            {' · '}
            <span>{t('ops.order.statusChange', { from: event.fromStatus ? word('ops.status.', event.fromStatus) : '—', to: event.toStatus ? word('ops.status.', event.toStatus) : '—' })}</span>
          </>
        ) : null}
      </p>
      {event.data ? (
        <details>
          <summary className="cursor-pointer text-sm text-brand-700">{t('ops.order.eventData')}</summary>
          <pre className="mt-1 max-w-full overflow-x-auto text-xs whitespace-pre-wrap">{event.data}</pre>
        </details>
      ) : null}
    </li>
  );
}
