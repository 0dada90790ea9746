import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { installationSecrets } from './schema/index.ts';

/** What each generated secret protects; the name is its row in `installation_secrets`. */
export type InstallationSecretName = 'receipt_key' | 'sandbox_webhook';

/**
 * This installation's secret of that name: 32 random bytes drawn at its first use and stored, so every
 * instance on the database and every restart agree (decision 038). Two instances starting together both
 * insert; the first wins and both read its value.
 */
export async function installationSecret(db: Database, name: InstallationSecretName): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: installationSecrets.name });
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, name));
  if (!row) throw new Error(`installation secret ${name} could not be stored`);
  return row.value;
}
