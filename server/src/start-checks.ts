import type { EnvSettings } from './env.ts';

/** One setting a production start refuses, and why. */
export interface UnsafeSetting {
  name: string;
  problem: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Paystack's live keys start `sk_live_`; only they move real money. */
const isLivePaystack = (env: EnvSettings) =>
  env.PAYMENT_PROVIDER === 'paystack' && (env.PAYSTACK_SECRET_KEY ?? '').startsWith('sk_live_');

/** The simulator, or VTpass's sandbox host: tokens nobody can load into a meter. */
const vendsSimulatedTokens = (env: EnvSettings) =>
  env.VENDING_PROVIDER === 'simulator' || new URL(env.VTPASS_BASE_URL).hostname.startsWith('sandbox.');

/**
 * What a production start refuses beyond a malformed value (decision 039): settings that parse but
 * would run the shop wrong. `ALLOW_SANDBOX_IN_PRODUCTION=1` (staging) lets messages stay in the
 * outbox and test keys and sandboxes be used; nothing lets real money buy simulated tokens.
 */
export function unsafeSettings(env: EnvSettings): UnsafeSetting[] {
  if (env.NODE_ENV !== 'production') return [];
  const isStaging = env.ALLOW_SANDBOX_IN_PRODUCTION;
  const problems: UnsafeSetting[] = [];
  const refuse = (name: string, problem: string) => problems.push({ name, problem });

  if (LOCAL_HOSTS.has(new URL(env.PUBLIC_URL).hostname)) {
    refuse(
      'PUBLIC_URL',
      'not set or local: e-mailed links and payment callbacks would point to this machine',
    );
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    refuse('SMS_HTTP_URL', 'required with SMS_PROVIDER=http: SMS would stay in the database');
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_TOKEN) {
    refuse('SMS_HTTP_TOKEN', 'required with SMS_PROVIDER=http: the gateway would refuse every SMS');
  }
  if (isLivePaystack(env) && vendsSimulatedTokens(env)) {
    refuse(
      'VENDING_PROVIDER',
      'live Paystack payments with simulated tokens: customers would pay for nothing',
    );
  }
  if (isStaging) return problems;

  if (!env.SMTP_URL) {
    refuse(
      'SMTP_URL',
      'not set: every e-mail, password-reset links included, would stay in a database table',
    );
  }
  if (env.SMS_PROVIDER === 'outbox') {
    refuse('SMS_PROVIDER', 'outbox: tokens would never reach customers by SMS (set http and SMS_HTTP_URL)');
  }
  if (env.PAYMENT_PROVIDER === 'paystack' && !isLivePaystack(env)) {
    refuse('PAYSTACK_SECRET_KEY', 'not a live key (sk_live_…): no real payment would be taken');
  }
  if (env.VENDING_PROVIDER === 'vtpass' && vendsSimulatedTokens(env)) {
    refuse('VTPASS_BASE_URL', 'the VTpass sandbox: tokens would not load into any meter');
  }
  return problems;
}

/** The refusal as printed by the server start and by `npm run doctor`. */
export function describeUnsafeSettings(problems: UnsafeSetting[]): string {
  const lines = problems.map(({ name, problem }) => `  ${name}: ${problem}`);
  return `Unsafe settings for production:\n${lines.join('\n')}`;
}
