import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel migration 0009's triggers announce on, with the changed user's id. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
const RETRY_FIRST_MS = 1_000;
const RETRY_AT_MOST_MS = 30_000;

/**
 * Keeps `cache` in step with the database: every announced change makes it forget that user. While
 * the listening connection is down the cache is paused (it remembers nothing), and it starts empty
 * once the connection is back, so no change is ever missed. Resolves once the first LISTEN is in place
 * or has failed (the cache then stays paused and retries).
 */
export async function followSessionChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<{ stop(): Promise<void> }> {
  let stopListening: (() => Promise<void>) | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;
  let isStopped = false;

  const scheduleRetry = () => {
    if (isStopped) return;
    retryTimer = setTimeout(() => void listen(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_AT_MOST_MS);
  };

  async function listen() {
    try {
      const stop = await database.listen(SESSION_CHANGES_CHANNEL, {
        onNotice: (userId) => cache.forgetUser(userId),
        onLost: (error) => {
          stopListening = undefined;
          cache.pause();
          log.warn(
            { err: error },
            'session changes can no longer be heard; sessions are checked on every request until they can',
          );
          scheduleRetry();
        },
      });
      if (isStopped) {
        await stop();
        return;
      }
      stopListening = stop;
      retryMs = RETRY_FIRST_MS;
      cache.resume();
    } catch (error) {
      cache.pause();
      log.warn(
        { err: error },
        'could not listen for session changes; sessions are checked on every request until it can',
      );
      scheduleRetry();
    }
  }

  await listen();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      cache.pause();
      await stopListening?.();
    },
  };
}
