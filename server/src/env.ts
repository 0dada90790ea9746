import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

/** One proxy address or CIDR range (`10.0.0.0/8`, `::1`). */
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
};

/**
 * Which `X-Forwarded-For` hops to believe: unset trusts none (the socket's address is the client's),
 * a number trusts that many proxies in front of the app, a list trusts those proxy addresses. Never
 * `true`: that lets any client choose its own IP and walk past every per-IP limit (decision 013).
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): number | string[] | false => {
    if (!value || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be a hop count (e.g. 1) or proxy addresses/CIDRs separated by commas',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads. README.md documents each one. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Loopback unless set: a development server on a shared network is not reachable from it (decision 038). */
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    /** Connections to PostgreSQL in this process's pool; twice the host's cores (at least 4, at most 10) when unset. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    MIGRATE_ON_START: booleanFlag,
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    /** Lets a scraper elsewhere read /metrics with `Authorization: Bearer <token>` (decision 046). */
    /** On SIGTERM, how long readiness fails before the server stops accepting (a balancer's probe interval). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
    /**
     * Sign-in, registration and forgot-password attempts allowed per window: per IP, per e-mail (sign-in:
     * per e-mail from one address), and sign-ins per account from everywhere before each waits (decision 041).
     */
    AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(30),
    /** Find my token look-ups allowed per IP in 10 minutes (reference guessing guard). */
    LOOKUP_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
    PAYSTACK_SECRET_KEY: z.string().optional(),
    /** Signs the sandbox's webhooks; drawn once per installation unless set (decisions 014, 038). */
    SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    VENDING_PROVIDER: z.enum(['simulator', 'vtpass']).default('simulator'),
    VTPASS_BASE_URL: z.url().default('https://sandbox.vtpass.com/api'),
    VTPASS_API_KEY: z.string().optional(),
    VTPASS_PUBLIC_KEY: z.string().optional(),
    VTPASS_SECRET_KEY: z.string().optional(),
    VTPASS_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** How long the simulator keeps a `…1111` meter's vend pending before a requery delivers it. */
    SIMULATOR_PENDING_DELAY_MS: z.coerce.number().int().min(0).default(5000),
    /** Purchases worked at once by this process (decision 011); the engine's measured default when unset. */
    PURCHASE_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    SMS_SENDER_ID: z.string().default('PowerPay'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('PowerPay <no-reply@powerpay.ng>'),
    SUPPORT_EMAIL: z.email().default('support@powerpay.ng'),
    ALLOW_SANDBOX_IN_PRODUCTION: booleanFlag,
    /**
     * Derives guest receipt keys (so the token SMS can carry the receipt link); required with Paystack in
     * production, elsewhere drawn once per installation unless set (decision 038).
     */
    RECEIPT_KEY_SECRET: z.string().min(16).optional(),
  })
  .superRefine((env, context) => {
    const missingKeys = [
      ...(env.VENDING_PROVIDER === 'vtpass'
        ? (['VTPASS_API_KEY', 'VTPASS_PUBLIC_KEY', 'VTPASS_SECRET_KEY'] as const).filter((name) => !env[name])
        : []),
      ...(env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY
        ? (['PAYSTACK_SECRET_KEY'] as const)
        : []),
      ...(env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'paystack' && !env.RECEIPT_KEY_SECRET
        ? (['RECEIPT_KEY_SECRET'] as const)
        : []),
    ];
    for (const name of missingKeys) {
      context.addIssue({ code: 'custom', path: [name], message: 'required by the chosen provider' });
    }

    // Sandbox "payments" must never buy real tokens, whatever NODE_ENV says.
    if (env.PAYMENT_PROVIDER === 'sandbox' && env.VENDING_PROVIDER === 'vtpass') {
      context.addIssue({
        code: 'custom',
        path: ['VENDING_PROVIDER'],
        message:
          'vtpass sells real tokens and is refused with PAYMENT_PROVIDER=sandbox (use paystack, or the simulator)',
      });
    }

    if (env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_IN_PRODUCTION) return;

    const sandboxes = [
      env.PAYMENT_PROVIDER === 'sandbox' && 'PAYMENT_PROVIDER',
      env.VENDING_PROVIDER === 'simulator' && 'VENDING_PROVIDER',
    ].filter(Boolean);
    for (const name of sandboxes) {
      context.addIssue({
        code: 'custom',
        path: [name as string],
        message: 'a sandbox adapter is refused in production (set ALLOW_SANDBOX_IN_PRODUCTION=1 to allow)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

/** The settings as the operator gave them: a secret left unset is still missing. */
export type EnvSettings = z.infer<typeof envSchema>;

/** What the app runs with: every secret present, the operator's or this installation's (decision 038). */
export type Env = EnvSettings & { RECEIPT_KEY_SECRET: string; SANDBOX_WEBHOOK_SECRET: string };

export class EnvError extends Error {}

/** Parses the environment, naming every bad variable in the error. */
export function loadEnv(source: Record<string, string | undefined> = process.env): EnvSettings {
  const result = envSchema.safeParse(source);
  if (result.success) {
    // A relative DATA_DIR means relative to where the command was typed (npm's INIT_CWD), not to the
    // server/ folder `npm start` runs in, so `npm start` at the repo root keeps its data in ./data.
    return { ...result.data, DATA_DIR: path.resolve(source.INIT_CWD ?? process.cwd(), result.data.DATA_DIR) };
  }

  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
