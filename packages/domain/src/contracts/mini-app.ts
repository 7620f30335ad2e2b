import { z } from 'zod';

/**
 * The partner-wallet mini-app session (decision 041). The web opens it with the deep link's one-time
 * token; the api exchanges the token with the partner and answers the identity the partner gave, never
 * the link's own phoneNumber/customerName/UserID.
 */
export const OpenMiniAppRequest = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
    client: z.string().regex(/^[a-z0-9_-]{1,32}$/).default('kbzpay'),
    platform: z.enum(['ios', 'other']).default('other'),
    referralCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).nullable().default(null),
  })
  .meta({ id: 'OpenMiniAppRequest' });
export type OpenMiniAppRequest = z.infer<typeof OpenMiniAppRequest>;

export const MiniAppIdentity = z.object({
  client: z.string(),
  platform: z.enum(['ios', 'other']),
  customerName: z.string(),
  /** Myanmar mobile number without the country code, as the partner holds it (e.g. 9420000001). */
  phoneNumber: z.string(),
  referralCode: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MiniAppIdentity = z.infer<typeof MiniAppIdentity>;

export const OpenMiniAppResponse = z
  .object({ code: z.literal(200), data: MiniAppIdentity.extend({ sessionId: z.string().describe('the web keeps it in an httpOnly cookie and sends it as x-mini-app-session') }) })
  .meta({ id: 'OpenMiniAppResponse' });
export type OpenMiniAppResponse = z.infer<typeof OpenMiniAppResponse>;

export const MiniAppSessionResponse = z.object({ code: z.literal(200), data: MiniAppIdentity }).meta({ id: 'MiniAppSessionResponse' });
export type MiniAppSessionResponse = z.infer<typeof MiniAppSessionResponse>;

/** The header that carries the session from our web server to the api. */
export const MINI_APP_SESSION_HEADER = 'x-mini-app-session';
