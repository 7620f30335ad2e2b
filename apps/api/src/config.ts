import { z } from 'zod';

/** Every setting the server reads from its environment; README's configuration table lists them. */
const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.url().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: z.stringbool().default(false),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  BRAND_NAME: z.string().default('Thwa'),
  SUPPORT_PHONE: z.string().default('+95 1 860 0600'),
  SUPPORT_EMAIL: z.email().default('support@thwa.com.mm'),
  SHOW_APP_DOWNLOAD_LINK: z.stringbool().default(true),
  /** Where links in emails point (this site's public address). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** What this process runs: any of web, api, worker (production runs them as separate roles). */
  ROLES: z
    .string()
    .default('web,api,worker')
    .transform((value) => new Set(value.split(',').map((role) => role.trim()))),
  /** Signs the sandbox payment providers' callbacks (each provider derives its own key from it). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('thwa-sandbox-payments-development-secret'),
  /** Serves the sandbox providers' pages (card gateway, wallet app, shop counter) under /sandbox. */
  SANDBOX_PAYMENTS: z.stringbool().default(true),
  /** Signs ticket links in emails and on the tracking page. */
  LINK_SIGNING_SECRET: z.string().min(16).default('thwa-ticket-links-development-secret'),
  /** smtp:// or smtps:// URL; without it emails are kept for the development mailbox at /dev/mailbox. */
  SMTP_URL: z.url().optional(),
  /** Serves the development mailbox at /dev/mailbox; by default everywhere but production. */
  DEV_MAILBOX: z.stringbool().optional(),
});

export type Config = z.infer<typeof Environment>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
