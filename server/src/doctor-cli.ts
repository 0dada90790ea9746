import { EnvError, loadEnv } from './env.ts';
import { describeUnsafeSettings, unsafeSettings } from './start-checks.ts';

/**
 * `npm run doctor`: the server's start-up checks without starting it (decision 039). Exits 1 when the
 * server would refuse to start, naming each setting.
 */
try {
  const env = loadEnv();
  const problems = unsafeSettings(env);
  if (problems.length > 0) {
    console.error(describeUnsafeSettings(problems));
    process.exit(1);
  }
  console.log(
    env.NODE_ENV === 'production'
      ? 'The settings are safe for production.'
      : `NODE_ENV=${env.NODE_ENV}: the settings are valid; run with NODE_ENV=production to check a deployment.`,
  );
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
