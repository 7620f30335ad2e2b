import { z } from 'zod';

/**
 * The published development values of the signing secrets. They let `npm start` run as a complete
 * demo with no setup; anyone can read them here, so production refuses to start with them (decision 018).
 */
export const DEVELOPMENT_SECRETS = {
  PAYMENT_SANDBOX_SECRET: 'thwa-sandbox-payments-development-secret',
  LINK_SIGNING_SECRET: 'thwa-ticket-links-development-secret',
} as const;

/** A production secret is long enough to resist guessing: 32 characters, such as `openssl rand -hex 16`. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/** Every setting the server reads from its environment; README's configuration table lists them. */
const Environment = z.object({
  /**
   * `production` is the explicit, safe mode: secrets required, sandbox partners and the development
   * mailbox off unless enabled. Anything else is the local demo `npm start` runs.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  /** `transaction` when DATABASE_URL reaches PostgreSQL through a transaction-pooling pooler (PgBouncer): no named prepared statements (decision 017). */
  DATABASE_POOLER: z.enum(['session', 'transaction']).default('session'),
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
  /**
   * Where links in emails point (this site's public address). Unset, the address this server is
   * reached at on this machine: http://localhost and the port it listens on (PORT).
   */
  PUBLIC_URL: z.url().optional(),
  /** What this process runs: any of web, api, worker (production runs them as separate roles). */
  ROLES: z
    .string()
    .default('web,api,worker')
    .transform((value) => new Set(value.split(',').map((role) => role.trim()))),
  /** Signs the sandbox payment providers' callbacks (each provider derives its own key from it). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /**
   * The sandbox payment providers (card gateway with its test card, wallet app, shop counter, cash
   * collection) and their pages under /sandbox. On by default everywhere but production.
   */
  SANDBOX_PAYMENTS: z.stringbool().optional(),
  /**
   * The sandbox partners that sell travel: flight sources (a GDS consolidator and a low-cost
   * aggregator), the hotel bed bank for cities abroad and the partner insurer. On by default
   * everywhere but production.
   */
  SANDBOX_SOURCES: z.stringbool().optional(),
  /**
   * The bed bank fails, re-prices every 20 minutes and refuses a hold now and then, as a real one does.
   * Browser tests turn it off so that they meet those only on purpose (a test guest name still asks).
   */
  BED_BANK_SURPRISES: z.stringbool().default(true),
  /**
   * The sandbox insurer is down for a moment, slow to underwrite or refuses a policy now and then, as a
   * real one does. Browser tests turn it off (a policy holder named SANDBOXFAIL or SANDBOXSLOW still asks).
   */
  INSURER_SURPRISES: z.stringbool().default(true),
  /** Signs ticket links in emails and on the tracking page, and one-time codes. */
  LINK_SIGNING_SECRET: z.string().min(16).optional(),
  /**
   * How many seconds a page that is the same for every visitor without an account (a landing, a
   * listing) is served again before it is rendered anew (decision 047); 0 renders every request. 1 by
   * default in production, 0 elsewhere (a developer sees each change at once).
   */
  SHARED_PAGE_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /** smtp:// or smtps:// URL; without it emails are kept for the development mailbox at /dev/mailbox. */
  SMTP_URL: z.url().optional(),
  /** Serves the development mailbox at /dev/mailbox; by default everywhere but production. */
  DEV_MAILBOX: z.stringbool().optional(),
});

type Settings = z.infer<typeof Environment>;

/** The settings with the mode's defaults applied: every secret present, every switch decided. */
export type Config = Omit<
  Settings,
  'PUBLIC_URL' | 'PAYMENT_SANDBOX_SECRET' | 'LINK_SIGNING_SECRET' | 'SANDBOX_PAYMENTS' | 'SANDBOX_SOURCES' | 'DEV_MAILBOX' | 'SHARED_PAGE_SECONDS'
> & {
  PUBLIC_URL: string;
  PAYMENT_SANDBOX_SECRET: string;
  LINK_SIGNING_SECRET: string;
  SANDBOX_PAYMENTS: boolean;
  DEV_MAILBOX: boolean;
  SANDBOX_SOURCES: boolean;
  SHARED_PAGE_SECONDS: number;
  /** Not production, or payments simulated: the demo, labelled as such on every page. */
  DEMO: boolean;
};

/** Why a production configuration must not start; empty when it may. */
function productionProblems(settings: Settings): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]) {
    const value = settings[name];
    if (value === undefined) problems.push(`${name}: required in production (${PRODUCTION_SECRET_MIN_LENGTH}+ random characters)`);
    else if (value === DEVELOPMENT_SECRETS[name]) problems.push(`${name}: is the published development value; set a secret of your own`);
    else if (value.length < PRODUCTION_SECRET_MIN_LENGTH) problems.push(`${name}: at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`);
  }
  return problems;
}

/** Where the database is: what a command beside the server (create-account) needs, without its secrets. */
export type DatabaseSettings = Pick<Settings, 'DATABASE_URL' | 'DATABASE_POOLER' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>;

export function loadDatabaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const parsed = Environment.pick({ DATABASE_URL: true, DATABASE_POOLER: true, DATA_DIR: true, EMBEDDED_PG_PORT: true }).safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`);
  return parsed.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && parsed.data.NODE_ENV === 'production') problems.push(...productionProblems(parsed.data));
  if (!parsed.success || problems.length > 0) throw new Error(`invalid configuration:\n  ${problems.join('\n  ')}`);
  const settings = parsed.data;
  const production = settings.NODE_ENV === 'production';
  const sandboxPayments = settings.SANDBOX_PAYMENTS ?? !production;
  return {
    ...settings,
    PUBLIC_URL: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    PAYMENT_SANDBOX_SECRET: settings.PAYMENT_SANDBOX_SECRET ?? DEVELOPMENT_SECRETS.PAYMENT_SANDBOX_SECRET,
    LINK_SIGNING_SECRET: settings.LINK_SIGNING_SECRET ?? DEVELOPMENT_SECRETS.LINK_SIGNING_SECRET,
    SANDBOX_PAYMENTS: sandboxPayments,
    SANDBOX_SOURCES: settings.SANDBOX_SOURCES ?? !production,
    DEV_MAILBOX: settings.DEV_MAILBOX ?? !production,
    SHARED_PAGE_SECONDS: settings.SHARED_PAGE_SECONDS ?? (production ? 1 : 0),
    DEMO: !production || sandboxPayments,
  };
}
