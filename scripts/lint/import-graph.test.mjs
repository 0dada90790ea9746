import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { findLayerBreaches, readImportGraph } from './import-graph.mjs';

/** A throw-away workspace with the given files and a tsconfig, checked as the lint checks one. */
async function cyclesAmong(files) {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  try {
    writeFileSync(
      path.join(folder, 'tsconfig.json'),
      '{ "compilerOptions": { "allowImportingTsExtensions": true } }',
    );
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return (await readImportGraph({ folder, sources: ['.'], tsConfig: 'tsconfig.json' })).cycles;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('finds a cycle, also through a type-only import', async () => {
  const cycles = await cyclesAmong({
    'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
    'b.ts': "import type { A } from './c.ts';\nexport const b = (value: A) => value;\n",
    'c.ts': "import { a } from './a.ts';\nexport type A = ReturnType<typeof a>;\n",
  });
  assert.deepEqual(cycles, [['a.ts', 'b.ts', 'c.ts']]);
});

test('finds none where imports run one way', async () => {
  const cycles = await cyclesAmong({
    'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
    'b.ts': 'export const b = 1;\n',
  });
  assert.deepEqual(cycles, []);
});

test("finds the server's base importing a feature or the app, and lets the root and tests do it", () => {
  const breaches = findLayerBreaches({
    'server/src/context.ts': ['server/src/modules/purchases/work/purchase-worker.ts', 'server/src/env.ts'],
    'server/src/jobs/queue.ts': ['server/src/app.ts'],
    'server/src/app.ts': ['server/src/modules/index.ts'],
    'server/src/test/factories.ts': ['server/src/modules/purchases/purchases.repository.ts'],
    'server/src/lib/errors.test.ts': ['server/src/modules/index.ts'],
    'server/src/modules/audits/audits.service.ts': ['server/src/modules/audit-report/report-job-names.ts'],
  });
  assert.deepEqual(breaches, [
    'server/src/context.ts -> server/src/modules/purchases/work/purchase-worker.ts',
    'server/src/jobs/queue.ts -> server/src/app.ts',
  ]);
});
