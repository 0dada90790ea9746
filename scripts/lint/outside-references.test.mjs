import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { findOutsideReferences } from './outside-references.mjs';

const SCRIPT = fileURLToPath(new URL('./outside-references.mjs', import.meta.url));
const found = (text) => findOutsideReferences({ path: 'x.ts', text }).map(({ cited }) => cited);

test('finds each kind of citation outside the repository, with its line', () => {
  const text = [
    '// Check order (SPEC.md section 5)',
    '// the SPEC says so',
    '// bodies of DESIGN.md §4',
    '// numbers of shared/reference/solar-sizing.md',
    '// see reference/vending-and-payments.md',
    '// (solar-sizing reference §2.7)',
    '// (issue 16 item 3), Issues #12',
  ].join('\n');
  assert.deepEqual(found(text), [
    'SPEC.md',
    'SPEC',
    'DESIGN.md',
    'shared/reference',
    'reference/vending-and-payments.md',
    'solar-sizing reference',
    'issue 16',
  ]);
  assert.deepEqual(
    findOutsideReferences({ path: 'x.ts', text }).map(({ line }) => line),
    [1, 2, 3, 4, 5, 6, 7],
  );
});

test("leaves the repository's own citations and look-alike words alone", () => {
  const text = [
    '// Check order (docs/product.md §5); decision 020, "Drafts survive a reload"',
    'const REQUIRED_HOME_BODY = {}; const SPECIAL = 1;',
    '`/sandbox/checkout/:reference/return`, the reference cities, an issue with the network',
    'Liu and Jordan 1960; Erbs, Klein and Duffie 1982',
  ].join('\n');
  assert.deepEqual(found(text), []);
});

test('fails the lint, naming the file and line, when a checked file cites the specification', () => {
  const repository = mkdtempSync(path.join(tmpdir(), 'outside-references-'));
  try {
    spawnSync('git', ['init', '--quiet'], { cwd: repository });
    writeFileSync(path.join(repository, 'README.md'), '# Clean\n\nSee docs/product.md §2.\n');
    const clean = spawnSync(process.execPath, [SCRIPT], { cwd: repository, encoding: 'utf8' });
    assert.equal(clean.status, 0, clean.stderr);

    writeFileSync(path.join(repository, 'README.md'), '# Dirty\n\nAs SPEC.md section 2 says (issue 46).\n');
    const dirty = spawnSync(process.execPath, [SCRIPT], { cwd: repository, encoding: 'utf8' });
    assert.equal(dirty.status, 1);
    assert.match(dirty.stderr, /README\.md:3: "SPEC\.md" points outside the repository/);
    assert.match(dirty.stderr, /README\.md:3: "issue 46"/);
  } finally {
    rmSync(repository, { recursive: true, force: true });
  }
});
