import { Link } from 'react-router';
import { formatYangonDate } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';
import type { PurchaseHistoryData } from './trips-data.ts';

const METHODS = ['card', 'wallet', 'mobile_wallet', 'pay_at_shop', 'cash_on_delivery', 'agent_credit', 'partner_wallet'] as const;
type Method = (typeof METHODS)[number];

/** `/account/purchased-history`: what the signed-in user paid, newest first, ten at a time. */
export function PurchaseHistoryPage({ data }: { data: PurchaseHistoryData }) {
  const t = useT();
  const { lang } = useRootData().settings;
  const methodName = (method: string) => ((METHODS as readonly string[]).includes(method) ? t(`purchases.method.${method as Method}`) : method);
  return (
    <div className="mx-auto grid max-w-2xl gap-4 pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      {data.failure ? (
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-2 font-medium text-rose-800">
          {data.failure}
        </p>
      ) : data.purchases.length === 0 ? (
        <p className="card text-center text-slate-700">{t('purchases.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={data.title}>
          {data.purchases.map((purchase) => (
            <li key={`${purchase.orderId}-${purchase.paidAt}`} className="card flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{purchase.productName}</p>
                <p className="text-sm text-slate-700">{t('trips.bookingId', { id: purchase.orderId })}</p>
                <p className="text-sm text-slate-700">
                  {t('purchases.paidOn', { date: formatYangonDate(purchase.paidAt, lang) })} · {t('purchases.method', { method: methodName(purchase.method) })}
                </p>
              </div>
              <p className="font-semibold">
                <Price mmk={purchase.amount} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.hasMore ? (
        <Link to={`/account/purchased-history?page=${data.page + 1}`} className="button-secondary justify-center">
          {t('purchases.more')}
        </Link>
      ) : null}
    </div>
  );
}
