/**
 * The one table `npm run bench` prints, and the row shape every bench module returns:
 * `{ figure, value, goal, isPassing }` — value and goal as text with units, `isPassing: null` for a
 * figure shown for information only.
 */

/** A module's result as rows; an older `{ name, isPassing, summary, problems }` result becomes rows too. */
export function toRows(moduleId, result) {
  if (Array.isArray(result)) {
    return result.map((row) => {
      // `pass` is accepted for `isPassing` (an early spelling of the contract).
      const isPassing = row?.isPassing !== undefined ? row.isPassing : row?.pass;
      if (typeof row?.figure !== 'string' || isPassing === undefined) {
        throw new Error(`${moduleId} returned a row without figure/isPassing: ${JSON.stringify(row)}`);
      }
      return { figure: row.figure, value: String(row.value ?? ''), goal: String(row.goal ?? ''), isPassing };
    });
  }
  if (!result || typeof result !== 'object')
    throw new Error(`${moduleId} returned neither rows nor a summary`);

  const problemRows = (problems) =>
    problems.map((problem) => ({
      figure: `${result.name ?? moduleId}: problem`,
      value: problem,
      goal: '',
      isPassing: false,
    }));
  // A module may return its rows beside an older-style summary; problems no row shows are added.
  if (Array.isArray(result.rows) && result.rows.length > 0) {
    const rows = toRows(moduleId, result.rows);
    const unshown = (result.problems ?? []).filter(
      (problem) => !rows.some((row) => problem.startsWith(row.figure)),
    );
    return [...rows, ...problemRows(unshown)];
  }
  if ('summary' in result) {
    return [
      {
        figure: result.name ?? moduleId,
        value: result.summary,
        goal: 'no problems',
        isPassing: Boolean(result.isPassing),
      },
      ...problemRows(result.problems ?? []),
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
  const cells = rows.map((row) => [
    row.module,
    row.figure,
    clip(row.value, VALUE_WIDTH_LIMIT),
    row.goal,
    verdict(row.isPassing),
  ]);
  const header = ['module', 'figure', 'value', 'goal', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) =>
    cell
      .map((text, column) => text.padEnd(widths[column]))
      .join('  ')
      .trimEnd();

  console.log('\nBenchmark summary\n');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cell of cells) console.log(line(cell));

  const failed = rows.filter((row) => row.isPassing === false).length;
  console.log(`\n${rows.length} figures, ${failed} failing`);

  // Where the run's time went (the 10-minute goal): each module's seconds, as index.mjs timed it.
  const seconds = new Map(
    rows.filter((row) => typeof row.seconds === 'number').map((row) => [row.module, row.seconds]),
  );
  if (seconds.size > 0)
    console.log(
      `time per module: ${[...seconds].map(([module, time]) => `${module} ${time.toFixed(0)} s`).join(', ')}`,
    );
}

/** Milliseconds or requests per second as table text. */
export const formatMs = (ms) => `${Number(ms).toFixed(ms < 10 ? 1 : 0)} ms`;
export const formatRps = (rps) => `${Number(rps).toFixed(0)} req/s`;
