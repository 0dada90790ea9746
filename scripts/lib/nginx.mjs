/**
 * nginx in front of several PowerPay instances, for scripts and tests (the cluster test, chaos with
 * `--instances`, the bench): Debian's nginx run as this unprivileged user from a temporary prefix, with
 * the checked-in site deploy/nginx/powerpay.conf.template rendered for the instances (decision 055).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/powerpay.conf.template', import.meta.url));
const READY_TIMEOUT_MS = 30_000;

/** The nginx binary: NGINX_BIN when set (only it), else Debian's /usr/sbin/nginx or one on PATH; or null. */
export function findNginx() {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout?.trim();
  return ['/usr/sbin/nginx', onPath].find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/** Why nginx cannot run here, or null when it can; the message says how to get it. */
export function nginxMissingReason() {
  return findNginx()
    ? null
    : 'nginx is not installed (apt-get install -y nginx; .ci/run installs it; or set NGINX_BIN)';
}

/**
 * The site for these instances: the template's {{instance}} line once per instance (`host:port`),
 * {{listen}} filled in. Throws on a template without either, so a broken template fails loudly.
 */
export function renderNginxSite({ listen, instances }) {
  const template = readFileSync(TEMPLATE, 'utf8');
  if (!template.includes('{{listen}}') || !template.includes('{{instance}}'))
    throw new Error(`${TEMPLATE} lost its {{listen}} or {{instance}} placeholder`);
  if (instances.length === 0) throw new Error('nginx needs at least one instance');
  return template
    .split('\n')
    .flatMap((line) =>
      line.includes('{{instance}}') && !line.trimStart().startsWith('#')
        ? instances.map((instance) => line.replace('{{instance}}', instance))
        : [line],
    )
    .join('\n')
    .replaceAll('{{listen}}', String(listen));
}

/** The top of nginx.conf that an installed nginx has in /etc/nginx, here inside a temporary prefix. */
function mainConfig(prefix) {
  const temp = (name) => path.join(prefix, 'temp', name);
  return `daemon off;
worker_processes 2;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # Which instance answered each request, in order (the tests read it).
  log_format upstreams '$request_method|$uri|$status|$upstream_addr|$upstream_status';
  access_log ${path.join(prefix, 'access.log')} upstreams;
  include ${path.join(prefix, 'powerpay.conf')};
}
`;
}

async function waitUntilListening(origin, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    // Any answer will do (502 while no instance is up yet): nginx itself is listening.
    const isUp = await fetch(`${origin}/api/v1/health`)
      .then(() => true)
      .catch(() => false);
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${origin} (exit ${child.exitCode ?? child.signalCode})`);
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `instances` (`host:port` each). Resolves to its origin,
 * `readAccessLog()` (rows of { method, uri, status, upstreams, upstreamStatuses }) and `stop()`.
 */
export async function startNginx({ port, instances }) {
  const binary = findNginx();
  if (!binary) throw new Error(nginxMissingReason());
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'powerpay-nginx-'));
  mkdirSync(path.join(prefix, 'temp'));
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  writeFileSync(
    path.join(prefix, 'powerpay.conf'),
    renderNginxSite({ listen: `127.0.0.1:${port}`, instances }),
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the rendered configuration:\n${check.stderr}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilListening(origin, child);
  return {
    origin,
    readAccessLog() {
      const file = path.join(prefix, 'access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          // A request tried on several instances lists each try, comma-separated.
          const [method, uri, status, upstreams, upstreamStatuses] = line.split('|');
          return {
            method,
            uri,
            status: Number(status),
            upstreams: upstreams.split(', '),
            upstreamStatuses: upstreamStatuses.split(', '),
          };
        });
    },
    readErrorLog: () => readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
