/**
 * Several PowerPay instances on one database behind nginx (decision 055), for scripts and tests: each
 * instance trusts nginx's X-Forwarded-For (TRUST_PROXY) and drains for SHUTDOWN_GRACE_MS on SIGTERM,
 * as deploy/nginx/powerpay.conf.template asks.
 */
import { startNginx } from './nginx.mjs';
import { findFreePort, startServerProcess } from './server-process.mjs';

/** Below the template's fail_timeout (10 s): nginx takes a draining instance out before its port closes. */
export const SHUTDOWN_GRACE_MS = 2000;

async function freePorts(count) {
  const ports = [];
  while (ports.length < count) {
    const port = await findFreePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * Starts `size` instances together (the start lock lets them, decision 044) with `env` added, then nginx
 * in front of them. Resolves to { origin (nginx's), servers, nginx, stop() }.
 */
export async function startCluster({ size, env = {} }) {
  const [nginxPort, ...instancePorts] = await freePorts(size + 1);
  const servers = await Promise.all(
    instancePorts.map((port) =>
      startServerProcess({
        port,
        env: { TRUST_PROXY: '127.0.0.1', SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS), ...env },
      }),
    ),
  );
  let nginx;
  try {
    nginx = await startNginx({
      port: nginxPort,
      instances: instancePorts.map((port) => `127.0.0.1:${port}`),
    });
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return {
    origin: nginx.origin,
    servers,
    nginx,
    async stop() {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
