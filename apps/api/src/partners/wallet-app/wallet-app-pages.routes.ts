import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REFERRAL_CODE } from '@thwa/domain/mini-app/deep-link';
import { toLatinDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import { SANDBOX_WALLET_PIN } from '../payments/sandbox-pages.routes.ts';
import { SESSION_REF, effectiveStatus } from '../payments/sandbox-provider.ts';
import type { SandboxCallbacks } from '../payments/sandbox-callbacks.ts';
import type { SandboxSession, SandboxSessionsRepository } from '../payments/sandbox-sessions.repository.ts';
import { SANDBOX_WALLET_CUSTOMERS, type SandboxWalletApp } from './sandbox-wallet-app.ts';
import { walletAppText, walletHomePage, walletMessagePage, walletPayPage } from './wallet-app-pages.html.ts';

export interface WalletAppPagesOptions {
  walletApp: SandboxWalletApp;
  repository: SandboxSessionsRepository;
  /** The sandbox providers' callback outbox: the app's paid notification goes through it, with its retries. */
  callbacks: SandboxCallbacks;
  merchantName: string;
  now?: () => Date;
}

const languageOf = (value: unknown): Language => (value === 'mm' ? 'mm' : 'en');

function formOf(body: unknown): Record<string, string | undefined> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
}

/**
 * The sandbox wallet app's screens (decision 041): its home, which opens our site as a mini-app with a
 * one-time token in the deep link of spec §2, its pay screen (PIN), and the screen it returns to after
 * paying, with the way back into the mini-app. Like the card sandbox's pages they are outside /api, on
 * only while SANDBOX_PAYMENTS is, and reach our api only through the signed calls and callback.
 */
export const walletAppPagesRoutes: FastifyPluginAsync<WalletAppPagesOptions> = async (app, options) => {
  const { walletApp, repository, callbacks, merchantName: merchant } = options;
  const now = options.now ?? (() => new Date());

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // The token and the prepay id are keys: never handed to another site in a Referer.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });

  const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').send(page);

  async function sessionFor(ref: string): Promise<SandboxSession | undefined> {
    if (!SESSION_REF.test(ref)) return undefined;
    const session = await repository.findByRef(ref);
    return session?.provider === 'partner_wallet' ? session : undefined;
  }

  function notFound(reply: FastifyReply, language: Language) {
    const t = walletAppText(language);
    return html(reply, 404, walletMessagePage({ language, title: t.notFoundTitle, body: t.notFoundBody }));
  }

  app.get<{ Querystring: Record<string, unknown> }>('/sandbox/wallet-app', async (request, reply) =>
    html(reply, 200, walletHomePage({ language: languageOf(request.query.lang), customers: SANDBOX_WALLET_CUSTOMERS })),
  );

  // The app opens the mini-app: a fresh one-time token and spec §2's deep-link parameters, as KBZPay's
  // mini-program passes them. The name and phone ride along as the app sends them; we never believe them.
  app.post('/sandbox/wallet-app/open', async (request, reply) => {
    const body = formOf(request.body);
    const language = languageOf(body.lang);
    const customer = SANDBOX_WALLET_CUSTOMERS[Number(body.customer ?? '0')] ?? SANDBOX_WALLET_CUSTOMERS[0]!;
    const token = await walletApp.issueToken(customer);
    const referral = (body.referralCode ?? '').trim();
    const link = new URLSearchParams({
      client: 'kbzpay',
      phoneNumber: customer.phoneNumber,
      customerName: customer.customerName,
      UserID: customer.partnerUserId,
      kbzpay_token: token,
      AppName: 'KBZPay',
      appName: /iPhone|iPad/.test(request.headers['user-agent'] ?? '') ? 'ios' : 'other',
      referralCode: REFERRAL_CODE.test(referral) ? referral : '',
      ...(language === 'mm' ? { lang: 'mm' } : {}),
    });
    return reply.redirect(`/?${link.toString()}`, 303);
  });

  app.get<{ Params: { ref: string }; Querystring: Record<string, unknown> }>('/sandbox/wallet-app/pay/:ref', async (request, reply) => {
    const language = languageOf(request.query.lang);
    const session = await sessionFor(request.params.ref);
    if (!session) return notFound(reply, language);
    // Paid already (Back from the return screen): the return screen again.
    if (session.status !== 'pending') return reply.redirect(`/sandbox/wallet-app/returned/${session.ref}${language === 'mm' ? '?lang=mm' : ''}`, 303);
    if (effectiveStatus(session, now()) !== 'pending') {
      const t = walletAppText(language);
      return html(reply, 410, walletMessagePage({ language, title: t.closedTitle, body: t.closedBody, back: { href: session.returnUrl, merchant } }));
    }
    return html(reply, 200, walletPayPage({ language, merchant, amount: session.amount, action: `/sandbox/wallet-app/pay/${session.ref}` }));
  });

  app.post<{ Params: { ref: string } }>('/sandbox/wallet-app/pay/:ref', async (request, reply) => {
    const body = formOf(request.body);
    const language = languageOf(body.lang);
    const session = await sessionFor(request.params.ref);
    if (!session) return notFound(reply, language);
    const returned = `/sandbox/wallet-app/returned/${session.ref}${language === 'mm' ? '?lang=mm' : ''}`;
    // A second submission (double tap) lands where the first did.
    if (session.status !== 'pending') return reply.redirect(returned, 303);
    const pay = body.action !== 'cancel';
    if (pay && toLatinDigits(body.pin ?? '').trim() !== SANDBOX_WALLET_PIN) {
      return html(reply, 422, walletPayPage({ language, merchant, amount: session.amount, action: `/sandbox/wallet-app/pay/${session.ref}`, wrongPin: true }));
    }
    if (effectiveStatus(session, now()) !== 'pending') return reply.redirect(`/sandbox/wallet-app/pay/${session.ref}${language === 'mm' ? '?lang=mm' : ''}`, 303);
    const at = now();
    // Settled once (a conditional UPDATE); only the call that settled it notifies the merchant.
    if (await repository.complete(session.ref, pay ? 'paid' : 'failed', at, callbacks.leaseFrom(at))) {
      await callbacks.deliverSettled(session, pay ? 'paid' : 'failed', pay ? undefined : 'cancelled');
    }
    return reply.redirect(returned, 303);
  });

  // The app's own screen after paying: the customer is back in the app, one tap from the mini-app's thank-you page.
  app.get<{ Params: { ref: string }; Querystring: Record<string, unknown> }>('/sandbox/wallet-app/returned/:ref', async (request, reply) => {
    const language = languageOf(request.query.lang);
    const t = walletAppText(language);
    const session = await sessionFor(request.params.ref);
    if (!session) return notFound(reply, language);
    const paid = session.status === 'paid' || session.status === 'refunded';
    return html(
      reply,
      200,
      walletMessagePage({
        language,
        title: paid ? t.paidTitle : session.status === 'pending' ? t.closedTitle : t.cancelledTitle,
        body: paid ? t.paidBody : session.status === 'pending' ? t.closedBody : t.cancelledBody,
        back: { href: session.returnUrl, merchant },
        ok: paid,
      }),
    );
  });
};
