import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import type { WalletMovement } from '@thwa/domain/contracts/wallet';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { convertMmk, formatMoney, mmkPerUsd } from '@thwa/domain/money';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MethodMark } from '../payment/method-marks.tsx';
import type { TopupActionData, TopupPageData, TopupThankyouData, WalletPageData } from './wallet-data.ts';
import { topupThankyouHref } from './wallet-data.ts';

/** A balance in MMK, which is what the wallet holds, and about how much that is in USD at today's rate. */
function Balance({ mmk }: { mmk: number }) {
  const t = useT();
  const { settings } = useRootData();
  const cents = convertMmk(mmk, mmkPerUsd(settings));
  return (
    <div>
      <p className="text-sm text-slate-600">{t('wallet.balance')}</p>
      <p className="text-3xl font-semibold tabular-nums" data-testid="wallet-balance">
        {formatMoney({ amount: mmk, currency: 'MMK' }, { lang: settings.lang })}
      </p>
      {cents !== null ? <p className="text-sm text-slate-600">{t('wallet.balanceIn', { amount: formatMoney({ amount: cents, currency: 'USD' }, { lang: settings.lang }) })}</p> : null}
    </div>
  );
}

function Failed({ title, message }: { title: string; message: string }) {
  const t = useT();
  return (
    <EmptyState headingLevel={1} title={title} body={<p role="alert">{message}</p>}>
      <Link to="." reloadDocument className="button-primary">
        {t('wallet.retry')}
      </Link>
    </EmptyState>
  );
}

/**
 * '24 Nov 2026, 17:30' in Yangon time (business dates follow Asia/Yangon), Myanmar digits and month in
 * Myanmar; the shared formatter writes the same text on the server and in the browser.
 */
function when(at: string, lang: 'en' | 'mm'): string {
  return formatYangonDateTime(at, lang);
}

/** The movements, newest first: a list of cards on a phone, a table from the small breakpoint up. */
function Movements({ items, captionId }: { items: WalletMovement[]; captionId: string }) {
  const t = useT();
  const { settings } = useRootData();
  const signed = (amount: number) => `${amount > 0 ? '+' : '−'}${formatMoney({ amount: Math.abs(amount), currency: 'MMK' }, { lang: settings.lang })}`;
  return (
    <>
      <ul className="grid gap-2 sm:hidden" aria-labelledby={captionId}>
        {items.map((item) => (
          <li key={item.entryId} className="card flex items-start justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium">{t(`wallet.kind.${item.kind}`)}</p>
              <p className="break-all text-sm text-slate-600">{item.reference}</p>
              <p className="text-sm text-slate-600">{when(item.at, settings.lang)}</p>
            </div>
            <div className="text-right">
              <p className={`whitespace-nowrap font-semibold tabular-nums ${item.amount < 0 ? 'text-red-800' : 'text-green-800'}`}>{signed(item.amount)}</p>
              <p className="whitespace-nowrap text-sm text-slate-600 tabular-nums">{formatMoney({ amount: item.balanceAfter, currency: 'MMK' }, { lang: settings.lang })}</p>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left sm:table" aria-labelledby={captionId}>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">{t('wallet.col.date')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('wallet.col.kind')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('wallet.col.reference')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('wallet.col.amount')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('wallet.col.balanceAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.entryId} className="border-b border-slate-200">
              <td className="py-2 pr-3">{when(item.at, settings.lang)}</td>
              <td className="py-2 pr-3">{t(`wallet.kind.${item.kind}`)}</td>
              <td className="py-2 pr-3 font-mono text-sm">{item.reference}</td>
              <td className={`whitespace-nowrap py-2 pr-3 text-right font-semibold tabular-nums ${item.amount < 0 ? 'text-red-800' : 'text-green-800'}`}>{signed(item.amount)}</td>
              <td className="whitespace-nowrap py-2 text-right tabular-nums">{formatMoney({ amount: item.balanceAfter, currency: 'MMK' }, { lang: settings.lang })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** `/account/my-wallet`: balance, Top up, the latest movements and the way to the whole history. */
export function MyWalletPage({ data }: { data: WalletPageData }) {
  const t = useT();
  const captionId = useId();
  if (data.kind === 'failed') return <Failed title={data.title} message={data.message} />;
  return (
    <div className="mx-auto max-w-3xl pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <section className="card mt-4 flex flex-wrap items-end justify-between gap-4 p-4">
        <Balance mmk={data.balance} />
        <Link to="/account/wallet-topup" className="button-primary">
          {t('wallet.topup')}
        </Link>
      </section>
      <section className="mt-6" aria-labelledby={captionId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={captionId} className="text-lg font-semibold">
            {t('wallet.latest')}
          </h2>
          {data.total > 0 ? (
            <Link to="/account/wallet-history" className="font-medium text-brand-700 underline">
              {t('wallet.seeAll')}
            </Link>
          ) : null}
        </div>
        <div className="mt-3">{data.movements.length ? <Movements items={data.movements} captionId={captionId} /> : <p className="card p-4 text-slate-700">{t('wallet.empty')}</p>}</div>
      </section>
    </div>
  );
}

/** `/account/wallet-history`: every movement a page at a time, and the CSV and PDF downloads. */
export function WalletHistoryPage({ data }: { data: WalletPageData }) {
  const t = useT();
  const captionId = useId();
  if (data.kind === 'failed') return <Failed title={data.title} message={data.message} />;
  return (
    <div className="mx-auto max-w-3xl pt-6">
      <h1 id={captionId} className="text-2xl font-semibold">
        {data.title}
      </h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p>
          {t('wallet.balance')}: <strong className="tabular-nums"><Price mmk={data.balance} /></strong>
        </p>
        {/* A document POST: the browser saves the file the answer carries. */}
        <form method="post" action="/account/wallet-history/download" className="flex flex-wrap gap-2">
          <button type="submit" name="format" value="csv" className="button-secondary">
            {t('wallet.download.csv')}
          </button>
          <button type="submit" name="format" value="pdf" className="button-secondary">
            {t('wallet.download.pdf')}
          </button>
        </form>
      </div>
      <div className="mt-4">{data.movements.length ? <Movements items={data.movements} captionId={captionId} /> : <p className="card p-4 text-slate-700">{t('wallet.empty')}</p>}</div>
      {data.pages > 1 ? <Pager page={data.page} pages={data.pages} /> : null}
    </div>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  return (
    <nav aria-label={t('wallet.pagination')} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className="button-secondary" rel="prev">
          {t('wallet.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{t('wallet.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className="button-secondary" rel="next">
          {t('wallet.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `/account/wallet-topup`: the amount and the partner to pay with. */
export function TopupPage({ data, actionData }: { data: TopupPageData; actionData: TopupActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const amountId = useId();
  const methodErrorId = useId();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const alert = useRef<HTMLParagraphElement>(null);
  const invalid = actionData?.kind === 'invalid' ? actionData : null;
  useEffect(() => {
    if (invalid) alert.current?.focus();
  }, [invalid]);
  if (data.kind === 'failed') return <Failed title={data.title} message={data.message} />;
  if (actionData?.kind === 'code' || actionData?.kind === 'qr') return <TopupStarted started={actionData} />;
  const money = (amount: number) => formatMoney({ amount, currency: 'MMK' }, { lang: settings.lang });
  const errors = invalid?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-xl pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <section className="card mt-4 p-4">
        <Balance mmk={data.balance} />
      </section>
      <Form method="post" className="card mt-4 grid gap-5 p-4" noValidate>
        <input type="hidden" name="idempotencyKey" value={invalid?.idempotencyKey ?? data.idempotencyKey} />
        {invalid ? (
          <p ref={alert} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800">
            {invalid.message}
          </p>
        ) : null}
        <div>
          <label htmlFor={amountId} className="font-medium">
            {t('wallet.topup.amount')}
          </label>
          <input
            id={amountId}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={invalid?.amount ?? ''}
            maxLength={12}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`${amountId}-hint`}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-lg tabular-nums"
          />
          <p id={`${amountId}-hint`} className={`mt-1 text-sm ${errors.amount ? 'font-medium text-red-800' : 'text-slate-600'}`}>
            {errors.amount ?? t('wallet.topup.amountHint', { min: money(data.limits.min), max: money(data.limits.max) })}
          </p>
        </div>
        <fieldset className="grid min-w-0 gap-2" aria-describedby={errors.method ? methodErrorId : undefined} aria-invalid={errors.method ? true : undefined}>
          <legend className="font-medium">{t('wallet.topup.method')}</legend>
          {errors.method ? (
            <p id={methodErrorId} className="font-medium text-red-800">
              {errors.method}
            </p>
          ) : null}
          {data.methods.flatMap((category) =>
            category.subCategories.map((sub) => {
              const value = `${category.id}:${sub.id}`;
              return (
                <label key={value} className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:ring-1 has-[:checked]:ring-brand-700">
                  <input type="radio" name="method" value={value} defaultChecked={invalid?.method === value} className="h-5 w-5 accent-brand-700" />
                  <MethodMark provider={category.provider} />
                  <span className="grid min-w-0">
                    <span className="font-medium">{sub.name}</span>
                    <span className="text-sm text-slate-700">{category.name}</span>
                  </span>
                </label>
              );
            }),
          )}
        </fieldset>
        <button type="submit" className="button-primary w-full text-lg" disabled={busy} aria-disabled={busy || undefined}>
          {busy ? t('wallet.loading') : t('wallet.topup.submit')}
        </button>
        <p className="text-sm text-slate-700">{t('wallet.topup.secureNote')}</p>
      </Form>
    </div>
  );
}

/** A shop code or a QR: what to do at the partner, and the way to the result. */
function TopupStarted({ started }: { started: Extract<TopupActionData, { kind: 'code' | 'qr' }> }) {
  const t = useT();
  const { settings } = useRootData();
  const amount = formatMoney({ amount: started.amount, currency: 'MMK' }, { lang: settings.lang });
  return (
    <div className="mx-auto max-w-xl pt-6">
      <h1 className="text-2xl font-semibold">{t('wallet.topup.title')}</h1>
      <section className="card mt-4 grid justify-items-center gap-4 p-6 text-center">
        {started.kind === 'code' ? (
          <>
            <h2 className="font-semibold">{t('wallet.topup.code')}</h2>
            <p className="font-mono text-3xl tracking-widest" data-testid="topup-code">
              {started.paymentCode}
            </p>
            <p className="text-slate-700">{t('wallet.topup.codeHint', { amount })}</p>
          </>
        ) : (
          <>
            <img src={started.qrSrc} alt={t('wallet.topup.qr', { amount })} width={220} height={220} />
            <p className="text-slate-700">{t('wallet.topup.qr', { amount })}</p>
            <a href={started.appUrl} className="button-secondary">
              {t('wallet.topup.openApp')}
            </a>
          </>
        )}
        <Link to={topupThankyouHref(started.topupId)} className="button-primary">
          {t('wallet.topup.checkStatus')}
        </Link>
      </section>
    </div>
  );
}

/** Spec §9-like cadence: ask again every few seconds while the partner has not answered, for a while. */
const POLL_MS = 3_000;
const POLL_LIMIT = 40;

/** `/account/wallet-topup/thankyou`: the top-up's result; while it is pending the page asks again. */
export function TopupThankyouPage({ data }: { data: TopupThankyouData }) {
  const t = useT();
  const { settings } = useRootData();
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const pending = data.kind === 'ready' && data.topup.status === 'pending';
  useEffect(() => {
    if (!pending || polls >= POLL_LIMIT || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, revalidator]);

  if (data.kind === 'failed') return <Failed title={data.title} message={data.message} />;
  if (data.kind === 'notFound') {
    return (
      <EmptyState headingLevel={1} title={data.title} body={<p>{t('wallet.thankyou.notFound')}</p>}>
        <Link to="/account/my-wallet" className="button-primary">
          {t('wallet.thankyou.backToWallet')}
        </Link>
      </EmptyState>
    );
  }
  const amount = formatMoney({ amount: data.topup.amount, currency: 'MMK' }, { lang: settings.lang });
  const status = data.topup.status;
  return (
    <div className="mx-auto max-w-xl pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <section className="card mt-4 grid gap-3 p-6">
        <p role="status" aria-live="polite" className={`text-lg font-semibold ${status === 'failed' ? 'text-red-800' : status === 'paid' ? 'text-green-800' : ''}`}>
          {status === 'paid' ? t('wallet.thankyou.paid', { amount }) : status === 'failed' ? t('wallet.thankyou.failed') : t('wallet.thankyou.pending')}
        </p>
        <p className="text-sm text-slate-600">{t('wallet.thankyou.reference', { topupId: data.topup.topupId })}</p>
        {status === 'paid' ? (
          <p>
            {t('wallet.thankyou.newBalance')}: <strong className="tabular-nums" data-testid="wallet-balance">{formatMoney({ amount: data.balance, currency: 'MMK' }, { lang: settings.lang })}</strong>
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to="/account/my-wallet" className="button-primary">
            {t('wallet.thankyou.backToWallet')}
          </Link>
          {status === 'failed' ? (
            <Link to="/account/wallet-topup" className="button-secondary">
              {t('wallet.thankyou.tryAgain')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
