/**
 * Energy report benchmark (decision 018), self-contained:
 * - PDF generation time for a home and an office report (median of BENCH_PDF_RUNS after a warm-up; goal < 1 s);
 * - the report route's own JavaScript (what opening /energy-audit/:id/report downloads on top of the
 *   energy-audit page: engine, charts, sections; goal < 60 KB gzip) and the energy-audit route with the
 *   layout and the entry, before the report opens (goal < 120 KB gzip), from web/dist's Vite manifest.
 * Resolves to `{ name, isPassing, summary, problems, rows }`, rows being `{ figure, value, goal, isPassing }`.
 *
 * Run alone with `node scripts/bench/energy-report.mjs` or `npm run bench -- energy-report`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDistDir = path.join(repoRoot, 'web', 'dist');
const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
const RUNS = Math.max(3, Number(process.env.BENCH_PDF_RUNS ?? 7));
const PDF_GOAL_MS = 1000;
const REPORT_CHUNK_GOAL_KB = 60;
const AUDIT_ROUTE_GOAL_KB = 120;
const KILOBYTE = 1024;

const RECORDS = {
  home: {
    id: '3919ecdc-0763-4f3e-a229-030418649f41',
    created_at: '2026-11-25T10:00:00.000Z',
    type: 'home',
    name: 'Chinedu Eze',
    phone: '08091234567',
    email: 'chinedu@example.com',
    address: '4 Admiralty Way, Lekki, Lagos',
    rooms: 3,
    ac: 2,
    appliances: 'true',
    gps: '6.4474, 3.4723',
    land: 40,
    gridCost: 40000,
    gridHours: 12,
    gen: 'pms',
    genSize: 3.5,
    fuel: 60000,
  },
  office: {
    id: '6f1c1f9e-3a51-4c1b-9a55-1f0f2b7f0001',
    created_at: '2026-11-25T10:00:00.000Z',
    type: 'office',
    name: 'Kaduna Textiles Ltd',
    address: '12 Ahmadu Bello Way, Kaduna',
    email: 'facilities@kadunatextiles.ng',
    contact_name: 'Halima Sani',
    phone: '08031234567',
    gridHours: 10,
    gridCost: 150000,
    genSize: 27.5,
    gen: 'diesel',
    fuel: 300000,
    inverter: 10,
    nightPeakLoad: 8,
    dayPeakLoad: 20,
    dayConsumption: 180,
    rooms: 14,
    gps: '10.5105, 7.4165',
    land: 250,
  },
};

const median = (values) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

/** The server's PDF renderer and the engine, bundled for plain Node (pdfkit stays an external package). */
async function loadRenderer(directory) {
  const entry = path.join(directory, 'entry.ts');
  writeFileSync(
    entry,
    [
      `export { renderReportPdf } from ${JSON.stringify(path.join(repoRoot, 'server/src/modules/audit-report/pdf/report-pdf.ts'))};`,
      `export { createEnergyReport } from ${JSON.stringify(path.join(repoRoot, 'shared/src/solar/index.ts'))};`,
    ].join('\n'),
  );
  const outfile = path.join(directory, 'renderer.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    external: ['pdfkit'],
    logLevel: 'silent',
    absWorkingDir: path.join(repoRoot, 'server'),
  });
  return import(pathToFileURL(outfile).href);
}

async function pdfRows() {
  // Inside server/ so that the bundle's `import 'pdfkit'` resolves to the server's dependency.
  const directory = mkdtempSync(path.join(repoRoot, 'server', '.bench-pdf-'));
  try {
    const { renderReportPdf, createEnergyReport } = await loadRenderer(directory);
    const rows = [];
    // One form after the other: timing both at once would measure the two sharing the CPU.
    for (const [form, record] of Object.entries(RECORDS)) {
      rows.push(
        await (async () => {
          const { id: _id, created_at: _createdAt, ...audit } = record;
          const input = {
            record,
            report: createEnergyReport({ audit }),
            generatedAt: new Date(),
            publicUrl: 'http://localhost:3000',
          };
          await renderReportPdf(input);
          const times = [];
          let bytes = 0;
          for (let run = 0; run < RUNS; run += 1) {
            const startedAt = performance.now();
            bytes = (await renderReportPdf(input)).length;
            times.push(performance.now() - startedAt);
          }
          const value = median(times);
          console.log(
            `PDF ${form}: median ${value.toFixed(0)} ms over ${RUNS} runs, ${(bytes / KILOBYTE).toFixed(1)} KB`,
          );
          return {
            figure: `PDF generation, ${form} report (ms, median)`,
            value: Math.round(value),
            goal: `< ${PDF_GOAL_MS}`,
            isPassing: value < PDF_GOAL_MS,
          };
        })(),
      );
    }
    return rows;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function closure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, into);
  return into;
}

function gzipKb(manifest, keys) {
  let total = 0;
  for (const key of keys) {
    const file = path.join(webDistDir, manifest[key].file);
    if (file.endsWith('.js') && existsSync(file)) total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total / KILOBYTE;
}

function chunkRows() {
  if (!existsSync(manifestFile)) {
    return [
      {
        figure: 'Report route chunk (KB gzip)',
        value: 'no web/dist/.vite/manifest.json: run npm run bench -- bundle-size first',
        goal: `< ${REPORT_CHUNK_GOAL_KB}`,
        isPassing: false,
      },
    ];
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keyOf = (source) => Object.keys(manifest).find((key) => (manifest[key].src ?? key) === source);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const auditKey = keyOf('src/app/routes/energy-audit.tsx');
  const reportKey = keyOf('src/app/routes/energy-audit-report.tsx');
  const layoutKey = keyOf('src/app/routes/app-layout.tsx');
  if (!entryKey || !auditKey || !reportKey || !layoutKey)
    throw new Error('energy-report bench: a route is missing from the manifest');

  const auditPage = closure(manifest, auditKey, closure(manifest, layoutKey, closure(manifest, entryKey)));
  const reportOnly = [...closure(manifest, reportKey)].filter((key) => !auditPage.has(key));
  const auditKb = gzipKb(manifest, auditPage);
  const reportKb = gzipKb(manifest, reportOnly);
  console.log(
    `energy-audit route (entry + layout + page): ${auditKb.toFixed(1)} KB gzip; report route on top: ${reportKb.toFixed(1)} KB gzip`,
  );
  return [
    {
      figure: 'Energy-audit route before the report (KB gzip)',
      value: Number(auditKb.toFixed(1)),
      goal: `< ${AUDIT_ROUTE_GOAL_KB}`,
      isPassing: auditKb < AUDIT_ROUTE_GOAL_KB,
    },
    {
      figure: 'Report route chunk: engine + charts (KB gzip)',
      value: Number(reportKb.toFixed(1)),
      goal: `< ${REPORT_CHUNK_GOAL_KB}`,
      isPassing: reportKb < REPORT_CHUNK_GOAL_KB,
    },
  ];
}

/** The bench module contract used by scripts/bench/index.mjs. */
export async function runEnergyReportBench() {
  const rows = [...(await pdfRows()), ...chunkRows()];
  console.log('');
  for (const row of rows)
    console.log(`${row.isPassing ? 'ok    ' : 'FAILED'}  ${row.figure}: ${row.value} (goal ${row.goal})`);
  const problems = rows
    .filter((row) => !row.isPassing)
    .map((row) => `${row.figure}: ${row.value} (goal ${row.goal})`);
  return {
    name: 'energy-report',
    isPassing: problems.length === 0,
    summary: rows.map((row) => `${row.figure.split(' (')[0]} ${row.value}`).join('; '),
    problems,
    rows,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runEnergyReportBench();
  process.exitCode = result.isPassing ? 0 : 1;
}
