import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';
import { describeUnsafeSettings, unsafeSettings } from './start-checks.ts';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Production refuses to start wrong rather than run silently so (decision 039); `npm run doctor` says the same.
const problems = unsafeSettings(env);
if (problems.length > 0) {
  console.error(describeUnsafeSettings(problems));
  process.exit(1);
}

const app = await buildApp({ env, jobs: { work: true } });

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  // Readiness fails first; requests keep being answered during the grace, then in-flight ones finish.
  app.draining.start();
  const graceMs = app.ctx.env.SHUTDOWN_GRACE_MS;
  const timer = setTimeout(() => process.exit(1), 15_000 + graceMs);
  timer.unref();
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`PowerPay is running at ${env.PUBLIC_URL}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
