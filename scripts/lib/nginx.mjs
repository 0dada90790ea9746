/**
 * nginx in front of several PowerPay instances, for scripts and tests (the cluster test, chaos with
 * `--instances`, the bench): Debian's nginx run as this unprivileged user from a temporary prefix, with
 * the checked-in site deploy/nginx/powerpay.conf.template rendered for the instances (decision 055).
 */
import { spawn, spawnSync } from 'node:child_process';
import { get as httpsGet } from 'node:https';
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
 * {{listen}} filled in, and with `tls` ({ certificate, key }: PEM file paths) HTTPS with HTTP/2 on
 * that listener (decision 067). Throws on a template without its placeholders, so a broken template
 * fails loudly.
 */
export function renderNginxSite({ listen, instances, tls }) {
  const template = readFileSync(TEMPLATE, 'utf8');
  if (['{{listen}}', '{{instance}}', '{{tls}}'].some((placeholder) => !template.includes(placeholder)))
    throw new Error(`${TEMPLATE} lost its {{listen}}, {{instance}} or {{tls}} placeholder`);
  if (instances.length === 0) throw new Error('nginx needs at least one instance');
  const fill = (line) => {
    if (line.includes('{{instance}}'))
      return instances.map((instance) => line.replace('{{instance}}', instance));
    if (line.includes('{{tls}}'))
      return tls ? tlsLines(tls).map((tlsLine) => line.replace('{{tls}}', tlsLine)) : [];
    return [line.replaceAll('{{listen}}', tls ? `${listen} ssl http2` : String(listen))];
  };
  // The comments keep their placeholders: they explain the template.
  return template
    .split('\n')
    .flatMap((line) => (line.trimStart().startsWith('#') ? [line] : fill(line)))
    .join('\n');
}

/**
 * TLS 1.2 and 1.3 only, with a session cache so a returning phone skips the full handshake. `listen …
 * ssl http2` is the form Debian's nginx 1.22 reads (1.25 moved HTTP/2 to its own directive).
 */
function tlsLines({ certificate, key }) {
  return [
    `ssl_certificate ${certificate};`,
    `ssl_certificate_key ${key};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:powerpay_tls:10m;',
    'ssl_session_timeout 1d;',
  ];
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

/** Whether nginx answers at all on `origin` (any status will do: 502 while no instance is up yet). */
function isAnswering(origin, ca) {
  if (!ca)
    return fetch(`${origin}/api/v1/health`).then(
      () => true,
      () => false,
    );
  return new Promise((resolve) => {
    const outgoing = httpsGet(`${origin}/api/v1/health`, { ca }, (response) => {
      response.resume();
      resolve(true);
    });
    outgoing.on('error', () => resolve(false));
  });
}

async function waitUntilListening(origin, child, ca) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (await isAnswering(origin, ca)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${origin} (exit ${child.exitCode ?? child.signalCode})`);
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `instances` (`host:port` each); with `tls` (from
 * tls-certificate.mjs) it serves HTTPS with HTTP/2. Resolves to its origin, `readAccessLog()` (rows of
 * { method, uri, status, upstreams, upstreamStatuses }) and `stop()`.
 */
export async function startNginx({ port, instances, tls }) {
  const binary = findNginx();
  if (!binary) throw new Error(nginxMissingReason());
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'powerpay-nginx-'));
  mkdirSync(path.join(prefix, 'temp'));
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  writeFileSync(
    path.join(prefix, 'powerpay.conf'),
    renderNginxSite({ listen: `127.0.0.1:${port}`, instances, tls }),
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the rendered configuration:\n${check.stderr}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  await waitUntilListening(origin, child, tls?.pem);
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
