/**
 * A throwaway self-signed certificate for 127.0.0.1, made with openssl, so the tests and the bench can
 * run nginx with TLS and HTTP/2 as a deployment does (decision 067).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Why no certificate can be made here, or null when it can; the message says how to get openssl. */
export function opensslMissingReason() {
  const probe = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  return probe.status === 0
    ? null
    : 'openssl is not installed (apt-get install -y openssl; .ci/run installs it)';
}

/** Makes the certificate: its PEM file paths, its text (a client's `ca`) and `remove()`. */
export function makeLocalCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-tls-'));
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return {
    certificate,
    key,
    pem: readFileSync(certificate, 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
