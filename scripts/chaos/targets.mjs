/**
 * What the chaos run sends its traffic to, and how it breaks it. Each target has `origin()`, a list of
 * `events` (one per wave but the last, each resolving to the moment its settling time counts from) and
 * `stop()`.
 * - one server: killed with SIGKILL and restarted at once, `kills` times (settled counted from the restart);
 * - a cluster of N behind nginx (decision 055): the first instance killed for good, the second killed and
 *   restarted (settled counted from the kill: nobody waits for a restart), messages through the HTTP SMS
 *   and SMTP stand-ins (decision 045).
 */
import { startCluster } from '../lib/cluster.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { startMessageStandIns } from './message-stand-ins.mjs';

export async function startSingleServer({ env, kills }) {
  const server = await startServerProcess({ env });
  return {
    origin: () => server.origin,
    events: Array.from({ length: kills }, () => ({
      label: 'SIGKILL; restarting',
      async act() {
        await server.kill();
        await server.restart();
        return Date.now();
      },
    })),
    messages: null,
    stop: () => server.stop(),
  };
}

export async function startClusterTarget({ env, instances }) {
  if (instances < 3)
    throw new Error('a cluster chaos run needs 3 instances or more (one dies, one restarts)');
  const messages = await startMessageStandIns();
  let cluster;
  try {
    cluster = await startCluster({ size: instances, env: { ...env, ...messages.env } });
  } catch (error) {
    await messages.close();
    throw error;
  }
  const [doomed, restarted] = cluster.servers;
  return {
    origin: () => cluster.origin,
    events: [
      {
        label: `SIGKILL instance 1 of ${instances}, for good`,
        async act() {
          await doomed.kill();
          return Date.now();
        },
      },
      {
        label: `SIGKILL instance 2 of ${instances}, restarted`,
        async act() {
          await restarted.kill();
          const killedAt = Date.now();
          await restarted.restart();
          return killedAt;
        },
      },
    ],
    messages,
    async stop() {
      await cluster.stop();
      await messages.close();
    },
  };
}
