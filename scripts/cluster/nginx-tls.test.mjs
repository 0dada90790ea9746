/**
 * The checked-in nginx site rendered with a certificate (decision 067): HTTPS with HTTP/2 at the edge,
 * the instance told the request came by HTTPS. The upstream here is a bare HTTP server that reports
 * what nginx forwarded: the app behind nginx is the other test's subject (behind-nginx.test.mjs).
 * Skipped with the reason without nginx or openssl, except in CI (CI=true), where .ci/run installs both.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { connect } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { after, before, describe, it } from 'node:test';

import { nginxMissingReason, renderNginxSite, startNginx } from '../lib/nginx.mjs';
import { findFreePort } from '../lib/server-process.mjs';
import { makeLocalCertificate, opensslMissingReason } from '../lib/tls-certificate.mjs';

const missing = nginxMissingReason() ?? opensslMissingReason();
const isCi = process.env.CI === 'true';

/** One GET over HTTP/2 with the certificate trusted: the status, the body and the protocol ALPN chose. */
function getOverHttp2(origin, path, ca) {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let status;
    let body = '';
    stream.on('response', (headers) => (status = headers[':status']));
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ status, body: JSON.parse(body), protocol });
    });
    stream.on('error', reject);
  });
}

function getOverHttps(url, ca) {
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(body) }));
    }).on('error', reject);
  });
}

describe('the nginx site rendered without a certificate', () => {
  it('is plain HTTP, with no TLS line and no placeholder left', () => {
    const site = renderNginxSite({ listen: 80, instances: ['10.0.0.11:3000'] });
    const directives = site.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    assert.ok(directives.some((line) => line.trim() === 'listen 80;'));
    assert.ok(!directives.some((line) => /ssl|http2|\{\{/.test(line)));
  });
});

if (missing && isCi) {
  it('nginx and openssl are installed (CI requires them)', () =>
    assert.fail(`${missing}: CI=true requires it`));
} else {
  describe('the nginx site rendered with a certificate', { skip: missing ?? false }, () => {
    let certificate;
    let upstream;
    let nginx;

    before(async () => {
      certificate = makeLocalCertificate();
      upstream = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ path: request.url, forwardedProto: request.headers['x-forwarded-proto'] }),
        );
      });
      const upstreamPort = await findFreePort();
      await new Promise((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
      nginx = await startNginx({
        port: await findFreePort(),
        instances: [`127.0.0.1:${upstreamPort}`],
        tls: certificate,
      });
    });

    after(async () => {
      await nginx?.stop();
      await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve()));
      certificate?.remove();
    });

    it('answers over HTTPS with HTTP/2 and tells the instance the request came by HTTPS', async () => {
      assert.match(nginx.origin, /^https:\/\//);
      const answer = await getOverHttp2(nginx.origin, '/api/v1/health', certificate.pem);
      assert.equal(answer.protocol, 'h2');
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { path: '/api/v1/health', forwardedProto: 'https' });
    });

    it('still answers a client that speaks only HTTP/1.1 over TLS', async () => {
      const answer = await getOverHttps(`${nginx.origin}/assets/app.js`, certificate.pem);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { path: '/assets/app.js', forwardedProto: 'https' });
    });
  });
}
