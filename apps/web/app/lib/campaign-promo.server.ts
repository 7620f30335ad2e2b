import { createCookie } from 'react-router';

/**
 * The promo code of the deals campaign a visitor last opened (decision 042): the campaign page sets
 * it, and the payment page applies it when the visitor has asked for no code of their own. It is only
 * a code anyone may type, so it is not signed; httpOnly keeps page script away from it all the same.
 */
const cookie = createCookie('thwa_campaign_promo', { path: '/', sameSite: 'lax', httpOnly: true });
const CODE = /^[A-Za-z0-9]{1,32}$/;

/** The Set-Cookie header remembering `code` for `maxAgeSeconds` (0 forgets it). */
export function rememberCampaignPromo(code: string, maxAgeSeconds: number, request: Request): Promise<string> {
  const secure = new URL(request.url).protocol === 'https:' || (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
  return cookie.serialize(CODE.test(code) ? code : '', { maxAge: Math.max(0, Math.floor(maxAgeSeconds)), secure });
}

/** The remembered code, or '' when there is none (or it is no code: a cookie can be edited by hand). */
export async function campaignPromoOf(request: Request): Promise<string> {
  const value: unknown = await cookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' && CODE.test(value) ? value : '';
}
