/**
 * The repository explains itself (decision 033): code, tests, scripts and docs cite the repository's own
 * documents (docs/product.md, docs/ARCHITECTURE.md, the decision records), never a file outside it or
 * the issue tracker. This check fails `npm run lint` on such a citation and names the file, the line
 * and what to cite instead.
 *
 * Usage: `node scripts/lint/outside-references.mjs` (every tracked or new file of CHECKED_PATHS).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHECKED_PATHS = ['server', 'web', 'shared', 'e2e', 'scripts', 'docs', 'README.md'];

/** Generated or vendored files, and this check's own files, which must spell the patterns out. */
const SKIPPED_PATHS = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /^server\/src\/db\/migrations\/meta\//,
  /^scripts\/lint\/outside-references(\.test)?\.mjs$/,
];

export const RULES = [
  {
    pattern: /\bSPEC(\.md)?\b/,
    instead: 'cite docs/product.md §N (deviations: §12)',
  },
  {
    pattern: /\bDESIGN\.md\b/,
    instead: 'cite docs/product.md (API §7, money path §10) or docs/ARCHITECTURE.md',
  },
  {
    pattern: /shared\/reference\b|\breference\/[\w-]+\.md\b/,
    instead: 'cite a decision record, or the published source itself (author, year, table)',
  },
  {
    pattern: /solar-sizing reference/i,
    instead: 'cite decision 010, or the published source itself (author, year, equation or table)',
  },
  {
    pattern: /\b[Ii]ssues? #?[0-9]+/,
    instead: 'cite the decision record that holds the decision, or drop the reference',
  },
];

/** Every line of `text` that cites something outside the repository, with what to cite instead. */
export function findOutsideReferences({ path, text }) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, instead } of RULES) {
      const match = pattern.exec(line);
      if (match) found.push({ path, line: index + 1, cited: match[0], instead });
    }
  });
  return found;
}

function listCheckedFiles() {
  let files;
  try {
    const output = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...CHECKED_PATHS],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    files = output.split('\n').filter(Boolean);
  } catch {
    // Not a git work tree (an unpacked archive): every file under the checked paths.
    files = CHECKED_PATHS.flatMap(walk);
  }
  return [...new Set(files)].filter((file) => !SKIPPED_PATHS.some((skipped) => skipped.test(file)));
}

function walk(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return [];
  }
  if (!stats.isDirectory()) return [entry];
  if (/(^|\/)(node_modules|dist|\.git)$/.test(entry)) return [];
  return readdirSync(entry).flatMap((name) => walk(path.posix.join(entry, name)));
}

/** Text files only: a NUL byte near the start means an image, a font or an archive. */
function readText(path) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch {
    return null; // Listed by git but deleted in the work tree.
  }
  return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8');
}

function main() {
  const found = listCheckedFiles().flatMap((path) => {
    const text = readText(path);
    return text === null ? [] : findOutsideReferences({ path, text });
  });
  for (const { path, line, cited, instead } of found) {
    console.error(`${path}:${line}: "${cited}" points outside the repository; ${instead}`);
  }
  if (found.length > 0) {
    console.error(`${found.length} citation(s) of files outside the repository or of the issue tracker.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
