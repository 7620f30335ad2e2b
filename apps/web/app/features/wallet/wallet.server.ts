import { data, redirect, redirectDocument, type RouterContextProvider } from 'react-router';
import type { AllTopupRequest, AllTopupResponse, TopupStatusResponse, WalletHistoryResponse } from '@thwa/domain/contracts/wallet';
import { formatMoney, toLatinDigits } from '@thwa/domain/money';
import { TOPUP_LIMITS, topupAmountProblem } from '@thwa/domain/wallet/ledger';
import { webRuntime } from '../../runtime.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { accountTools, field, post, postSignedIn } from '../account/account-api.server.ts';
import { requireAccountSession, signOut, type AccountSession } from '../account/session.server.ts';
import { signInPathFor } from '../account/session-store.ts';
import type { TopupActionData, TopupFieldErrors, TopupPageData, TopupThankyouData, WalletPageData } from './wallet-data.ts';
import { topupThankyouHref } from './wallet-data.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Movements on /account/my-wallet; the history page shows more per page. */
const LATEST = 5;
const PAGE_SIZE = 20;
const TOPUP_ID = /^TOP[0-9A-F]{24}$/;

function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

async function walletPage({ request, context }: Args, titleKey: 'wallet.title' | 'wallet.history', pageSize: number): Promise<WalletPageData> {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const page = pageSize === LATEST ? 1 : pageFrom(new URL(request.url));
  const outcome = await postSignedIn<WalletHistoryResponse>(request, api, session, '/myaccount/wallet-histories', { page, pageSize });
  if (!outcome.ok) return { kind: 'failed', title: t(titleKey), message: outcome.message ?? t('wallet.failed') };
  const { balance, items, total } = outcome.data.data;
  return { kind: 'ready', title: t(titleKey), balance, movements: items, total, page, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `/account/my-wallet`: the balance and the latest movements (POST /myaccount/wallet-histories). */
export const loadMyWallet = (args: Args) => walletPage(args, 'wallet.title', LATEST);

/** `/account/wallet-history?page=`: every movement, newest first, a page at a time. */
export const loadWalletHistory = (args: Args) => walletPage(args, 'wallet.history', PAGE_SIZE);

/** `/account/wallet-topup`: the top-up methods and limits (POST /checkout/v4/all-topup without an amount). */
export async function loadTopup({ request, context }: Args): Promise<TopupPageData> {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const body: AllTopupRequest = { language: lang };
  const outcome = await postSignedIn<AllTopupResponse>(request, api, session, '/checkout/v4/all-topup', body);
  if (!outcome.ok) return { kind: 'failed', title: t('wallet.topup.title'), message: outcome.message ?? t('wallet.failed') };
  const { balance, limits, methods } = outcome.data.data;
  return { kind: 'ready', title: t('wallet.topup.title'), balance, limits, methods, idempotencyKey: crypto.randomUUID() };
}

const METHOD_VALUE = /^(\d{1,6}):(\d{1,6})$/;

/** A signed-in call with an Idempotency-Key; a dead session signs the visitor out and asks them to sign in again. */
async function postKeyed<T>(request: Request, api: ApiClient, session: AccountSession, path: string, body: unknown, key: string) {
  const outcome = await post<T>(api, path, body, { ...session.headers, 'idempotency-key': key });
  if (!outcome.ok && outcome.status === 401) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(url.pathname.replace(/\.data$/, '') + url.search), { headers: { 'Set-Cookie': await signOut(request) } });
  }
  return outcome;
}

/**
 * Top up: POST /checkout/v4/all-topup with the amount, the method and the page's idempotency key,
 * then follow the provider: the card gateway's page, a QR to approve, or a shop payment code.
 */
export async function startTopup({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const form = await request.formData();
  const amountText = toLatinDigits(field(form, 'amount', 12)).replace(/[,\s]/g, '');
  const method = field(form, 'method', 20);
  const idempotencyKey = field(form, 'idempotencyKey', 128);
  const min = formatMoney({ amount: TOPUP_LIMITS.min, currency: 'MMK' }, { lang });
  const max = formatMoney({ amount: TOPUP_LIMITS.max, currency: 'MMK' }, { lang });
  const invalid = (fieldErrors: TopupFieldErrors, message: string, freshKey: boolean, status = 400) =>
    data<TopupActionData>({ kind: 'invalid', message, fieldErrors, amount: amountText, method, idempotencyKey: freshKey ? crypto.randomUUID() : null }, { status });

  const amount = /^\d{1,9}$/.test(amountText) ? Number(amountText) : Number.NaN;
  const errors: TopupFieldErrors = {};
  if (topupAmountProblem(amount)) errors.amount = t('wallet.topup.amountRequired', { min, max });
  const chosen = METHOD_VALUE.exec(method);
  if (!chosen) errors.method = t('wallet.topup.methodRequired');
  if (Object.keys(errors).length > 0) return invalid(errors, Object.values(errors)[0]!, false);
  if (!idempotencyKey) return invalid({}, t('error.body'), true);

  const body: AllTopupRequest = { amount, categoryId: Number(chosen![1]), subCategoryId: Number(chosen![2]), language: lang, returnPath: '/account/wallet-topup/thankyou' };
  const outcome = await postKeyed<AllTopupResponse>(request, api, session, '/checkout/v4/all-topup', body, idempotencyKey);
  if (!outcome.ok) {
    const fieldName = outcome.field === 'body.amount' ? 'amount' : outcome.field === 'body.subCategoryId' ? 'method' : null;
    const message = fieldName === 'amount' ? t('wallet.topup.amountRequired', { min, max }) : (outcome.message ?? t('error.body'));
    return invalid(fieldName ? { [fieldName]: message } : {}, message, true, outcome.status);
  }
  const topup = outcome.data.data.topup;
  if (!topup) return invalid({}, t('error.body'), true, 502);
  switch (topup.action.type) {
    case 'redirect':
      // The gateway's hosted page is not one of our routes: the browser loads it as a document.
      return redirectDocument(topup.action.url, 303);
    case 'qr':
      return data<TopupActionData>({
        kind: 'qr',
        topupId: topup.topupId,
        amount: topup.amount,
        // Trusted server output, shown as an image (never as markup in our page).
        qrSrc: `data:image/svg+xml;base64,${Buffer.from(topup.action.qrSvg, 'utf8').toString('base64')}`,
        appUrl: topup.action.appUrl,
      });
    case 'code':
      return data<TopupActionData>({ kind: 'code', topupId: topup.topupId, amount: topup.amount, paymentCode: topup.action.paymentCode });
    case 'contact':
      return redirect(topupThankyouHref(topup.topupId), 303);
  }
}

/** `/account/wallet-topup/thankyou?topupId=`: the top-up's state; the page polls while it is pending. */
export async function loadTopupThankyou({ request, context }: Args): Promise<TopupThankyouData> {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const topupId = (new URL(request.url).searchParams.get('topupId') ?? '').trim();
  if (!TOPUP_ID.test(topupId)) return { kind: 'notFound', title: t('wallet.thankyou.title') };
  const outcome = await postSignedIn<TopupStatusResponse>(request, api, session, '/myaccount/wallet-topups/detail', { topupId });
  if (!outcome.ok) {
    if (outcome.status === 404 || outcome.status === 400) return { kind: 'notFound', title: t('wallet.thankyou.title') };
    return { kind: 'failed', title: t('wallet.thankyou.title'), message: outcome.message ?? t('wallet.failed') };
  }
  return { kind: 'ready', title: t('wallet.thankyou.title'), topup: outcome.data.data.topup, balance: outcome.data.data.balance };
}

/**
 * The history file (POST /myaccount/wallet-histories/download): passed through as it came, so the
 * browser saves the api's CSV or PDF under its name.
 */
export async function downloadHistory({ request, context }: Args): Promise<Response> {
  const session = requireAccountSession(request, context);
  const { lang } = await accountTools(request, context);
  const form = await request.formData();
  const format = field(form, 'format', 3) === 'pdf' ? 'pdf' : 'csv';
  const answer = await context.get(webRuntime).api(
    new Request(new URL('/api/myaccount/wallet-histories/download', 'http://thwa.internal'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': lang, ...session.headers },
      body: JSON.stringify({ format, language: lang }),
    }),
  );
  if (answer.status === 401) throw redirect(`/account/wallet-history`);
  if (answer.status !== 200) throw data({ message: 'download failed' }, { status: answer.status });
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
