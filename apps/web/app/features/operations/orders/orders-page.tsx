import { Form, Link } from 'react-router';
import { LIFE_CYCLE_STATUSES } from '@thwa/domain/orders/life-cycle';
import { ORDER_QUERY_KINDS } from '@thwa/domain/operations/order-search';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { PageHead } from '../console-ui.tsx';
import { OrderStatusBadge, useCodeWords, useProductNames } from './order-badges.tsx';
import type { OrderRowView, OrdersPageData } from './orders.server.ts';

const INPUT = 'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2';

/**
 * `/ops/orders`: one box for what the customer tells support, and the filters beside it, as a plain GET
 * form (the search is in the address: it works without JavaScript, and a link to it can be shared).
 * The results: a table on a wide screen, cards on a phone and a tablet; newest first, a page at a time.
 */
export function ConsoleOrdersPage({ data }: { data: OrdersPageData }) {
  const t = useT();
  const word = useCodeWords();
  const products = useProductNames();
  const { filters } = data;
  return (
    <div className="grid gap-4">
      <PageHead title={data.title} lead={t('ops.orders.lead')} />

      <Form method="get" action="/ops/orders" className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="ops-orders-search">
        <h2 id="ops-orders-search" className="font-semibold sm:col-span-2 lg:col-span-4">
          {t('ops.orders.search')}
        </h2>
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="orders-q" className="font-medium">
            {t('ops.orders.q')}
          </label>
          <input id="orders-q" name="q" type="search" defaultValue={filters.q} maxLength={100} spellCheck={false} aria-describedby="orders-q-hint" className={INPUT} />
          <p id="orders-q-hint" className="mt-1 text-sm text-slate-700">
            {t('ops.orders.qHint')}
          </p>
        </div>
        <div>
          <label htmlFor="orders-kind" className="font-medium">
            {t('ops.orders.kind')}
          </label>
          <select id="orders-kind" name="kind" defaultValue={filters.kind} className={INPUT}>
            <option value="">{t('ops.orders.kind.any')}</option>
            {ORDER_QUERY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`ops.orders.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-status" className="font-medium">
            {t('ops.orders.status')}
          </label>
          <select id="orders-status" name="status" defaultValue={filters.status} className={INPUT}>
            <option value="">{t('ops.orders.any')}</option>
            {LIFE_CYCLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {word('ops.status.', status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-product" className="font-medium">
            {t('ops.orders.product')}
          </label>
          <select id="orders-product" name="product" defaultValue={filters.product} className={INPUT}>
            <option value="">{t('ops.orders.any')}</option>
            {products.types.map((product) => (
              <option key={product.type} value={String(product.type)}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className="font-medium">
            {t('ops.orders.from')}
          </label>
          <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={INPUT} />
        </div>
        <div>
          <label htmlFor="orders-to" className="font-medium">
            {t('ops.orders.to')}
          </label>
          <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={INPUT} />
        </div>
        <div>
          <label htmlFor="orders-agent" className="font-medium">
            {t('ops.orders.agent')}
          </label>
          <input id="orders-agent" name="agent" defaultValue={filters.agent} maxLength={20} spellCheck={false} aria-describedby="orders-agent-hint" className={INPUT} />
          <p id="orders-agent-hint" className="mt-1 text-sm text-slate-700">
            {t('ops.orders.agentHint')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="button-primary">
            {t('ops.orders.submit')}
          </button>
          {data.filtered ? (
            <Link to="/ops/orders" className="text-brand-700 underline">
              {t('ops.orders.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
      {!data.error && data.recognisedAs ? (
        <p className="text-slate-700" role="status">
          {t('ops.orders.readAs', { kind: t(`ops.orders.kind.${data.recognisedAs as (typeof ORDER_QUERY_KINDS)[number]}`) })}
        </p>
      ) : null}
      {!data.error && data.rows.length === 0 ? (
        <section className="card p-6 text-center" aria-labelledby="ops-orders-empty">
          <h2 id="ops-orders-empty" className="text-lg font-semibold">
            {t('ops.orders.empty')}
          </h2>
          <p className="mt-1 text-slate-700">{data.filtered ? t('ops.orders.emptyFiltered') : t('ops.orders.emptyAll')}</p>
        </section>
      ) : null}

      {data.rows.length > 0 ? (
        <>
          <h2 className="sr-only" id="ops-orders-results">
            {t('ops.orders.results')}
          </h2>
          {/* A wide screen reads a table; a tablet and a phone, a card per order (the same rows). */}
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 xl:block" role="region" aria-labelledby="ops-orders-caption" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <caption id="ops-orders-caption" className="sr-only">
                {t('ops.orders.results')}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  {(['order', 'placedAt', 'status', 'payment', 'products', 'contact', 'amount', 'travellers'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {t(`ops.orders.col.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.orderId} className="border-t border-slate-200 align-top" data-order-id={row.orderId}>
                    <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                      <Link to={`/ops/orders/${row.orderId}`} className="text-brand-700 underline">
                        {row.orderId}
                      </Link>
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={row.placedAt}>{row.placedAtText}</time>
                    </td>
                    <td className="px-3 py-2">
                      <OrderStatusBadge status={row.status} />
                    </td>
                    <td className="px-3 py-2">{word('ops.paymentStatus.', row.paymentStatus)}</td>
                    <td className="px-3 py-2">{row.productTypes.map(products.nameOf).join(', ')}</td>
                    <td className="px-3 py-2 break-words">
                      <ContactLines row={row} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{row.amountText}</td>
                    <td className="px-3 py-2">
                      <Travellers row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-labelledby="ops-orders-results">
            {data.rows.map((row) => (
              <OrderCard key={row.orderId} row={row} productNames={row.productTypes.map(products.nameOf).join(', ')} />
            ))}
          </ul>
        </>
      ) : null}

      {data.firstHref || data.nextHref ? (
        <nav aria-label={t('ops.orders.paging')} className="flex flex-wrap gap-3">
          {data.firstHref ? (
            <Link to={data.firstHref} className="button-secondary">
              {t('ops.orders.first')}
            </Link>
          ) : null}
          {data.nextHref ? (
            <Link to={data.nextHref} className="button-secondary">
              {t('ops.orders.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function ContactLines({ row }: { row: OrderRowView }) {
  return (
    <>
      <span className="block">{row.contact.name}</span>
      <span className="block">{row.contact.email}</span>
      <span className="block">{row.contact.phone}</span>
    </>
  );
}

function Travellers({ row }: { row: OrderRowView }) {
  return (
    <>
      {row.travellers.map((name, index) => (
        <span key={index} className="block">
          {name}
        </span>
      ))}
      {row.moreTravellers ? <span className="block text-slate-700">{row.moreTravellers}</span> : null}
    </>
  );
}

function OrderCard({ row, productNames }: { row: OrderRowView; productNames: string }) {
  const t = useT();
  const word = useCodeWords();
  return (
    <li className="card grid gap-2 p-4" data-order-id={row.orderId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          <Link to={`/ops/orders/${row.orderId}`} className="text-brand-700 underline">
            {row.orderId}
          </Link>
        </h3>
        <OrderStatusBadge status={row.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('ops.orders.col.placedAt')}</dt>
        <dd>
          <time dateTime={row.placedAt}>{row.placedAtText}</time>
        </dd>
        <dt className="text-slate-700">{t('ops.orders.col.payment')}</dt>
        <dd>{word('ops.paymentStatus.', row.paymentStatus)}</dd>
        <dt className="text-slate-700">{t('ops.orders.col.products')}</dt>
        <dd>{productNames}</dd>
        <dt className="text-slate-700">{t('ops.orders.col.contact')}</dt>
        <dd className="min-w-0 break-words">
          <ContactLines row={row} />
        </dd>
        <dt className="text-slate-700">{t('ops.orders.col.amount')}</dt>
        <dd>{row.amountText}</dd>
        <dt className="text-slate-700">{t('ops.orders.col.travellers')}</dt>
        <dd>
          <Travellers row={row} />
        </dd>
      </dl>
    </li>
  );
}
