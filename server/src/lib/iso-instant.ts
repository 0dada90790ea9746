const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));
const threeDigits = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : String(value);

/**
 * `date.toISOString()`, in a third of its time: V8 formats it in its runtime, about 350 ns, and a history
 * page writes ten or twenty (decision 017, "List pages"). A year outside 1000–9999, or an invalid date, is
 * left to `toISOString` itself, which writes such years differently (or throws).
 */
export function isoInstant(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const day = `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
  return `${day}T${time}.${threeDigits(date.getUTCMilliseconds())}Z`;
}
