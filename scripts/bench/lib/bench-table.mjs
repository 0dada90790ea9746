/**
 * The one table `npm run bench` prints, and the row shape every bench module returns:
 * `{ figure, value, goal, isPassing }` — value and goal as text with units, `isPassing: null` for a
 * figure shown for information only.
 */

/** A module's result as rows; an older `{ name, isPassing, summary, problems }` result becomes rows too. */
export function toRows(moduleId, result) {
  if (Array.isArray(result)) {
    for (const row of result) {
      if (typeof row?.figure !== 'string' || !('isPassing' in row)) {
        throw new Error(`${moduleId} returned a row without figure/isPassing: ${JSON.stringify(row)}`);
      }
    }
    return result.map((row) => ({ ...row, value: String(row.value ?? ''), goal: String(row.goal ?? '') }));
  }
  if (result && typeof result === 'object' && 'summary' in result) {
    const problems = result.problems ?? [];
    return [
      { figure: result.name ?? moduleId, value: result.summary, goal: 'no problems', isPassing: Boolean(result.isPassing) },
      ...problems.map((problem) => ({ figure: `${result.name ?? moduleId}: problem`, value: problem, goal: '', isPassing: false })),
    ];
  }
  throw new Error(`${moduleId} returned neither rows nor a summary`);
}

const VALUE_WIDTH_LIMIT = 60;

function clip(text, width) {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

function verdict(isPassing) {
  if (isPassing === null) return 'info';
  return isPassing ? 'pass' : 'FAIL';
}

/** Prints every row under one header: module, figure, value, goal, result. */
export function printBenchTable(rows) {
  const cells = rows.map((row) => [row.module, row.figure, clip(row.value, VALUE_WIDTH_LIMIT), row.goal, verdict(row.isPassing)]);
  const header = ['module', 'figure', 'value', 'goal', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)));
  const line = (cell) => cell.map((text, column) => text.padEnd(widths[column])).join('  ').trimEnd();

  console.log('\nBenchmark summary\n');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cell of cells) console.log(line(cell));

  const failed = rows.filter((row) => row.isPassing === false).length;
  console.log(`\n${rows.length} figures, ${failed} failing`);
}

/** Milliseconds or requests per second as table text. */
export const formatMs = (ms) => `${Number(ms).toFixed(ms < 10 ? 1 : 0)} ms`;
export const formatRps = (rps) => `${Number(rps).toFixed(0)} req/s`;
