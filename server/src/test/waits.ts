/**
 * How long a test waits for the job queue to send what a request queued (a mail, an SMS): with
 * `expect.poll(…, JOB_WAIT)` in a test, `vi.waitFor(…, JOB_WAIT)` in a hook. A bound for a loaded
 * machine, not a timing the test asserts (decision 027).
 */
export const JOB_WAIT = { timeout: 15_000, interval: 100 };
