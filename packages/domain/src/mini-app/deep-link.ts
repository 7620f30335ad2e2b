/**
 * The partner-wallet mini-app's deep link (spec §2 "Deep-link parameters for partner-wallet payments:
 * client, phoneNumber, customerName, UserID, kbzpay_token, AppName, appName (ios or other),
 * referralCode"; §3 "Deep-link payment ... referralCode (all empty at first)"; decision 041).
 *
 * Only the token opens anything: our server exchanges it with the partner for the customer's identity.
 * phoneNumber, customerName and UserID ride along in the link as the partner app sends them, and are
 * never believed: anyone can type them into a URL.
 */

/** The query parameters of the deep link, as spec §2 spells them. */
export const DEEP_LINK_PARAMETERS = ['client', 'phoneNumber', 'customerName', 'UserID', 'kbzpay_token', 'AppName', 'appName', 'referralCode'] as const;

/** A one-time auth token as partners issue it: URL-safe, long enough not to be guessed, short enough to carry. */
export const AUTH_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** A referral code: letters, digits, '-' and '_', at most 32; anything else is dropped, never stored. */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Spec §2 "appName (ios or other)": the platform the wallet app runs on. */
export type MiniAppPlatform = 'ios' | 'other';

/** What the link asks for: the token to exchange, and the hints we keep (none of them identity). */
export interface DeepLink {
  readonly token: string;
  /** Which partner app opened us (`client`, else `AppName`), lower-cased; 'kbzpay' when neither says. */
  readonly client: string;
  readonly platform: MiniAppPlatform;
  readonly referralCode: string | null;
}

export type DeepLinkResult = { ok: true; link: DeepLink } | { ok: false; reason: 'missing_token' | 'invalid_token' };

/** Whether a URL carries the deep link at all (its token); other pages ignore the parameters. */
export function hasDeepLink(params: URLSearchParams): boolean {
  return params.has('kbzpay_token');
}

/** Reads the deep link's parameters; the identity parameters are read by nobody (see above). */
export function readDeepLink(params: URLSearchParams): DeepLinkResult {
  const token = (params.get('kbzpay_token') ?? '').trim();
  if (token === '') return { ok: false, reason: 'missing_token' };
  if (!AUTH_TOKEN.test(token)) return { ok: false, reason: 'invalid_token' };
  const client = (params.get('client') ?? params.get('AppName') ?? '').trim().toLowerCase();
  const referral = (params.get('referralCode') ?? '').trim();
  return {
    ok: true,
    link: {
      token,
      client: /^[a-z0-9_-]{1,32}$/.test(client) ? client : 'kbzpay',
      platform: (params.get('appName') ?? '').trim().toLowerCase() === 'ios' ? 'ios' : 'other',
      referralCode: REFERRAL_CODE.test(referral) ? referral : null,
    },
  };
}

/** The same URL without the deep link's parameters: where the customer lands once the session is open. */
export function withoutDeepLink(url: URL): string {
  const rest = new URLSearchParams(url.searchParams);
  for (const name of DEEP_LINK_PARAMETERS) rest.delete(name);
  const query = rest.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** How long a mini-app session lasts after the token exchange: a visit inside the app, not a login. */
export const MINI_APP_SESSION_HOURS = 2;
