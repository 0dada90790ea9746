/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether a statement failed on a unique index (the driver's error, or the one Drizzle wraps around it). */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some(
    (candidate) =>
      typeof candidate === 'object' &&
      candidate !== null &&
      (candidate as { code?: unknown }).code === UNIQUE_VIOLATION,
  );
}
