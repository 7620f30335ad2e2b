import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PayStatusCallback } from '@thwa/domain/contracts/payments';
import type { PaymentFailureReason } from '@thwa/domain/booking/payment-selection';
import { toLatinDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import { cardDigits, checkCard } from './card-validation.ts';
import { PAYMENT_CODE, SESSION_REF, effectiveStatus } from './sandbox-provider.ts';
import type { SandboxSession, SandboxSessionsRepository } from './sandbox-sessions.repository.ts';
import { cardPage, messagePage, shopPage, textFor, walletPage } from './sandbox-pages.html.ts';
import { createSandboxCallbacks, type SandboxCallbacks } from './sandbox-callbacks.ts';

export interface SandboxPagesOptions {
  repository: SandboxSessionsRepository;
  /** PAYMENT_SANDBOX_SECRET, the same value the providers verify with. */
  secret: string;
  /** Hands a signed result to our api, as the provider's server-to-server notification would. */
  deliverCallback: (body: PayStatusCallback) => Promise<void>;
  /**
   * The providers' callback outbox with its retries (the host shares it with the worker's redelivery
   * sweep); without it the pages make their own from `deliverCallback`.
   */
  callbacks?: SandboxCallbacks;
  now?: () => Date;
  /** The merchant name the partner pages show. */
  merchantName?: string;
}

/** The wallet's PIN in the sandbox; printed on the page, as sandbox credentials are. */
export const SANDBOX_WALLET_PIN = '123456';

/**
 * The pages the partners show on their side (design §7): the card gateway's hosted page, the wallet
 * app's approve screen and a partner shop's counter. They are not under /api and not part of our web
 * app; they act as other companies, so they reach the payment only through the sandbox session and our
 * api only through a signed callback.
 */
export const sandboxPagesRoutes: FastifyPluginAsync<SandboxPagesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const merchant = options.merchantName ?? 'Thwa';
  const { repository } = options;
  const callbacks =
    options.callbacks ?? createSandboxCallbacks({ repository, secret: options.secret, deliver: options.deliverCallback, now, log: app.log });

  // Plain HTML forms post urlencoded bodies; @fastify/formbody is not installed, and this parser stays
  // inside this plugin's scope (no fastify-plugin wrapper), so the api keeps accepting only JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.addHook('onSend', async (_request, reply) => {
    // No script at all, styles only inline, forms only to ourselves, never framed (no clickjacking of a "Pay" button).
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // The session ref in the URL is the payment's only key: never hand it to another site.
    reply.header('referrer-policy', 'no-referrer');
    // A payment page must not come back from the browser's cache after it was paid.
    reply.header('cache-control', 'no-store');
  });

  function html(reply: FastifyReply, status: number, page: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }

  /**
   * Settles the session once and, only when this call settled it, signs and delivers the callback.
   * A failed delivery stays due in the session and is retried with backoff (sandbox-callbacks.ts);
   * the merchant can also reconcile through `query`.
   */
  async function settle(session: SandboxSession, status: 'paid' | 'failed', reason?: PaymentFailureReason): Promise<boolean> {
    const at = now();
    if (!(await repository.complete(session.ref, status, at, callbacks.leaseFrom(at)))) return false;
    await callbacks.deliverSettled(session, status, reason);
    return true;
  }

  async function sessionFor(ref: string, provider: SandboxSession['provider']): Promise<SandboxSession | undefined> {
    if (!SESSION_REF.test(ref)) return undefined;
    const session = await repository.findByRef(ref);
    return session?.provider === provider ? session : undefined;
  }

  /** The page for a session that can no longer be paid, or undefined when it still can. */
  function closedPage(reply: FastifyReply, session: SandboxSession, language: Language, brand: string) {
    const t = textFor(language);
    const state = effectiveStatus(session, now());
    if (state === 'pending') return undefined;
    const expired = session.status === 'pending';
    return html(
      reply,
      expired ? 410 : 409,
      messagePage({
        language,
        brand,
        title: expired ? t.expiredTitle : t.doneTitle,
        body: expired ? t.expiredBody : t.doneBody,
        back: { href: session.returnUrl, merchant },
      }),
    );
  }

  function notFound(reply: FastifyReply, language: Language, brand: string) {
    const t = textFor(language);
    return html(reply, 404, messagePage({ language, brand, title: t.notFoundTitle, body: t.notFoundBody }));
  }

  // ── Card gateway ────────────────────────────────────────────────────────────────────────────────

  app.get<{ Params: { ref: string }; Querystring: Record<string, unknown> }>('/sandbox/card/:ref', async (request, reply) => {
    const language = languageOf(request.query.lang);
    const brand = textFor(language).cardGateway;
    const session = await sessionFor(request.params.ref, 'card');
    if (!session) return notFound(reply, language, brand);
    // Paid or refused already (the customer pressed Back from the shop's page): back to the shop, as a gateway does.
    if (session.status !== 'pending') return reply.redirect(session.returnUrl, 303);
    return (
      closedPage(reply, session, language, brand) ??
      html(reply, 200, cardPage({ language, merchant, amount: session.amount, action: `/sandbox/card/${session.ref}` }))
    );
  });

  app.post<{ Params: { ref: string } }>('/sandbox/card/:ref', async (request, reply) => {
    const body = formOf(request.body);
    const language = languageOf(body.lang);
    const brand = textFor(language).cardGateway;
    const session = await sessionFor(request.params.ref, 'card');
    if (!session) return notFound(reply, language, brand);
    // A second submission (double click, back button) lands where the first one did.
    if (session.status !== 'pending') return reply.redirect(session.returnUrl, 303);
    const closed = closedPage(reply, session, language, brand);
    if (closed) return closed;

    if (body.action === 'cancel') {
      await settle(session, 'failed', 'cancelled');
      return reply.redirect(session.returnUrl, 303);
    }
    const form = { number: text(body.number), expiry: text(body.expiry), cvc: text(body.cvc), name: text(body.name) };
    const check = checkCard(form, now());
    if (!check.ok) {
      const page = cardPage({
        language,
        merchant,
        amount: session.amount,
        action: `/sandbox/card/${session.ref}`,
        form: { number: cardDigits(form.number).replace(/(\d{4})(?=\d)/g, '$1 '), expiry: form.expiry, name: form.name },
        errors: check.errors,
      });
      return html(reply, 422, page);
    }
    const settled = check.outcome === 'approved' ? await settle(session, 'paid') : await settle(session, 'failed', 'declined');
    // Lost a race with the window closing: say so instead of sending the customer back as if paid. Lost
    // it to a second submission that settled first (a double click): land where that one did, with one
    // reply only (a closed page sent before the redirect was 'Reply was already sent').
    if (!settled) {
      const current = (await repository.findByRef(session.ref)) ?? session;
      const page = current.status === 'pending' ? closedPage(reply, current, language, brand) : undefined;
      if (page) return page;
    }
    return reply.redirect(session.returnUrl, 303);
  });

  // ── Mobile wallet ───────────────────────────────────────────────────────────────────────────────

  app.get<{ Params: { ref: string }; Querystring: Record<string, unknown> }>('/sandbox/wallet/:ref', async (request, reply) => {
    const language = languageOf(request.query.lang);
    const brand = textFor(language).walletName;
    const session = await sessionFor(request.params.ref, 'mobile_wallet');
    if (!session) return notFound(reply, language, brand);
    return (
      closedPage(reply, session, language, brand) ??
      html(reply, 200, walletPage({ language, merchant, amount: session.amount, action: `/sandbox/wallet/${session.ref}` }))
    );
  });

  app.post<{ Params: { ref: string } }>('/sandbox/wallet/:ref', async (request, reply) => {
    const body = formOf(request.body);
    const language = languageOf(body.lang);
    const t = textFor(language);
    const session = await sessionFor(request.params.ref, 'mobile_wallet');
    if (!session) return notFound(reply, language, t.walletName);
    const closed = closedPage(reply, session, language, t.walletName);
    if (closed) return closed;

    const approve = body.action !== 'reject';
    if (approve && toLatinDigits(text(body.pin)).trim() !== SANDBOX_WALLET_PIN) {
      return html(reply, 422, walletPage({ language, merchant, amount: session.amount, action: `/sandbox/wallet/${session.ref}`, wrongPin: true }));
    }
    if (!(approve ? await settle(session, 'paid') : await settle(session, 'failed', 'cancelled'))) {
      const current = (await repository.findByRef(session.ref)) ?? session;
      return closedPage(reply, current, language, t.walletName) ?? notFound(reply, language, t.walletName);
    }
    // A wallet app does not send the browser back; the merchant's page polls, the customer may tap back.
    return html(
      reply,
      200,
      messagePage({
        language,
        brand: t.walletName,
        title: approve ? t.approvedTitle : t.rejectedTitle,
        body: approve ? t.approvedBody : t.rejectedBody,
        back: { href: session.returnUrl, merchant },
        ok: approve,
      }),
    );
  });

  // ── Partner shop counter (pay at shop, and the courier for cash on delivery) ────────────────────

  async function shopSession(code: string): Promise<SandboxSession | undefined> {
    const session = await repository.findByPaymentCode(code);
    return session && (session.provider === 'pay_at_shop' || session.provider === 'cash_on_delivery') ? session : undefined;
  }

  function shopView(session: SandboxSession) {
    const state = effectiveStatus(session, now());
    return {
      code: session.paymentCode ?? '',
      provider: session.provider === 'cash_on_delivery' ? ('cash_on_delivery' as const) : ('pay_at_shop' as const),
      amount: session.amount,
      expiresAt: session.expiresAt,
      state: state === 'pending' ? ('pending' as const) : session.status === 'pending' ? ('expired' as const) : ('finished' as const),
    };
  }

  const SHOP_STATUS = { pending: 200, expired: 410, finished: 409 } as const;

  app.get<{ Querystring: Record<string, unknown> }>('/sandbox/shop', async (request, reply) => {
    const language = languageOf(request.query.lang);
    const t = textFor(language);
    if (request.query.code === undefined) return html(reply, 200, shopPage({ language }));
    const code = paymentCodeOf(request.query.code);
    if (!PAYMENT_CODE.test(code)) return html(reply, 422, shopPage({ language, code, error: t.codeInvalid }));
    const session = await shopSession(code);
    if (!session) return html(reply, 404, shopPage({ language, code, error: t.codeUnknown }));
    const payment = shopView(session);
    return html(reply, SHOP_STATUS[payment.state], shopPage({ language, payment }));
  });

  app.post('/sandbox/shop', async (request, reply) => {
    const body = formOf(request.body);
    const language = languageOf(body.lang);
    const t = textFor(language);
    const code = paymentCodeOf(body.code);
    if (!PAYMENT_CODE.test(code)) return html(reply, 422, shopPage({ language, code, error: t.codeInvalid }));
    const session = await shopSession(code);
    if (!session) return html(reply, 404, shopPage({ language, code, error: t.codeUnknown }));
    if (shopView(session).state === 'pending' && (await settle(session, 'paid'))) {
      return html(reply, 200, shopPage({ language, payment: { ...shopView(session), state: 'finished' }, recorded: true }));
    }
    // Someone else recorded it first, or the code expired meanwhile: show the payment as it is now.
    const payment = shopView((await repository.findByRef(session.ref)) ?? session);
    return html(reply, SHOP_STATUS[payment.state], shopPage({ language, payment }));
  });
};

function languageOf(value: unknown): Language {
  return value === 'mm' ? 'mm' : 'en';
}

/** A form body as string fields; anything else (JSON, nothing) reads as empty. */
function formOf(body: unknown): Record<string, string | undefined> {
  if (!body || typeof body !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

function text(value: string | undefined): string {
  return (value ?? '').slice(0, 100);
}

/** People read codes out in groups and type them on Myanmar keyboards: keep only the digits. */
function paymentCodeOf(value: unknown): string {
  return typeof value === 'string' ? toLatinDigits(value).replace(/[\s-]/g, '').slice(0, 20) : '';
}
