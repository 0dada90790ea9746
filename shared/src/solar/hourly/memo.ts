/**
 * Remembers a pure function's last few results by a key, so a what-if change that leaves the site as it
 * was does not draw its weather and grid again. The results are shared: callers never write to them.
 */
const KEPT = 8;

export function remembered<TInput, TResult>(
  keyOf: (input: TInput) => string,
  compute: (input: TInput) => TResult,
): (input: TInput) => TResult {
  const results = new Map<string, TResult>();
  return (input) => {
    const key = keyOf(input);
    const known = results.get(key);
    if (known !== undefined) return known;
    const result = compute(input);
    if (results.size >= KEPT) results.delete(results.keys().next().value as string);
    results.set(key, result);
    return result;
  };
}
