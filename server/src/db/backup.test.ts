import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import {
  PASSWORD,
  bearer,
  logInThroughApi,
  registerThroughApi,
} from '../modules/accounts/accounts.test-support.ts';
import {
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  TEST_PUBLIC_URL,
} from '../modules/purchases/purchases.test-support.ts';
import { databaseUrl, withAdminClient } from '../test/databases.ts';
import { loadTestEnv, type TestApp } from '../test/test-app.ts';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { createPglite } from './pglite.ts';

/**
 * A database of the running project's engine that a backup can name as the commands do: a DATA_DIR holding
 * the embedded cluster, or a PostgreSQL database by URL. `fresh` is empty (no cluster, no tables).
 */
interface Place {
  target: BackupTarget;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

const isPostgres = Boolean(inject('postgresTemplate'));
const folders: string[] = [];

async function createPlace({ fresh }: { fresh: boolean }): Promise<Place> {
  if (isPostgres) {
    const name = `powerpay_backup_${randomBytes(4).toString('hex')}`;
    const template = fresh ? 'template0' : inject('postgresTemplate');
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const url = databaseUrl(name);
    return {
      target: { engine: 'postgres', url },
      open: () => openDatabase({ engine: 'postgres', connectionString: url, poolSize: 2 }),
      drop: async () => {
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-backup-test-'));
  folders.push(dataDir);
  if (!fresh) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    await (await createPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: snapshot })).close();
  }
  return {
    target: { engine: 'pglite', dataDir },
    open: () => openDatabase({ engine: 'pglite', dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function startApp(place: Place): Promise<TestApp> {
  const database = await place.open();
  const app = await buildApp({ env: loadTestEnv({ PUBLIC_URL: TEST_PUBLIC_URL }), database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const backupFolder = mkdtempSync(path.join(os.tmpdir(), 'powerpay-backups-'));
folders.push(backupFolder);
let original: Place;
let restored: Place;
afterAll(async () => {
  await original?.drop();
  await restored?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore (decision 052)', () => {
  const customer = { email: `backup-${randomBytes(4).toString('hex')}@example.ng` };
  const accountRefs: string[] = [];
  let guest: { ref: string; receiptKey: string | null };
  const file = path.join(backupFolder, isPostgres ? 'powerpay.pgdump' : 'powerpay.tar.gz');

  beforeAll(async () => {
    original = await createPlace({ fresh: false });
    const testApp = await startApp(original);
    try {
      const { headers } = await registerThroughApi(testApp.app, customer);
      for (let index = 0; index < 3; index++)
        accountRefs.push((await startPurchase(testApp, { headers, body: purchaseBody() })).ref);
      // One of them paid, so the backup holds a purchase past the checkout with its timeline.
      await followCallback(testApp, await pressCheckoutButton(testApp, { ref: accountRefs[0] as string }));
      guest = await startPurchase(testApp, { body: purchaseBody({ email: 'guest@example.ng' }) });
    } finally {
      await testApp.close();
    }
  });

  // Its own limit: on PGlite it copies and unpacks a whole 40 MB cluster and starts the app twice; a loaded
  // 2-core machine took 31 s (unpacking alone 12 s). The limit only bounds a hang.
  const COPIES_A_CLUSTER = 120_000;

  it(
    'restores into a fresh database where every purchase, the account and the guest receipt are found',
    async () => {
      expect(await backupDatabase(original.target, file)).toEqual({ purchases: 4 });

      restored = await createPlace({ fresh: true });
      expect(await restoreDatabase(restored.target, file)).toEqual({ purchases: 4 });

      const testApp = await startApp(restored);
      try {
        const signIn = await logInThroughApi(testApp.app, { email: customer.email, password: PASSWORD });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const headers = bearer(signIn.json().data.token);
        const history = await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/purchase?limit=50',
          headers,
        });
        const found = history.json().data as { ref: string; status: string }[];
        expect(found.map((purchase) => purchase.ref).sort()).toEqual([...accountRefs].sort());
        expect(found.find((purchase) => purchase.ref === accountRefs[0])?.status).not.toBe('unpaid');

        // The guest's receipt key still opens it: the installation's secrets came back with the data.
        const receipt = await testApp.app.inject({
          method: 'GET',
          url: `/api/v1/purchase/${guest.ref}?key=${guest.receiptKey}`,
        });
        expect(receipt.statusCode, receipt.body).toBe(200);
        expect(receipt.json().data.ref).toBe(guest.ref);
      } finally {
        await testApp.close();
      }
    },
    COPIES_A_CLUSTER,
  );

  it('never writes over a backup, nor restores into a database that holds data', async () => {
    await expect(backupDatabase(original.target, file)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(original.target, file)).rejects.toThrow(/already/);
  });
});
