import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX_HTML = `<!doctype html><title>PowerPay</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
const CONTACT_HTML = `<!doctype html><title>Contact Us | PowerPay</title><div id="root"><h1>Contact Us</h1></div>${'<!-- padding -->'.repeat(80)}`;
const SCRIPT = `console.log(${JSON.stringify('PowerPay '.repeat(300))});`;

/** A build as `vite build` leaves it with web/precompress-plugin.ts: each text file beside its .br and .gz copies. */
function writeCompressedDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'powerpay-web-compressed-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered'));
  for (const [file, contents] of [
    ['index.html', INDEX_HTML],
    ['prerendered/contact.html', CONTACT_HTML],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dist, file), contents);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(contents));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(contents));
  }
  return dist;
}

describe('serving the built web app compressed', () => {
  let webDist: string;
  let testApp: TestApp;

  beforeAll(async () => {
    webDist = writeCompressedDist();
    testApp = await createTestApp({ webDistDir: webDist });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the Brotli copy of an asset to a browser that accepts it, with its real type and long caching', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the index.html every page route answers with, still never cached', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/landing-page',
      headers: { 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload).toEqual(brotliCompressSync(INDEX_HTML));
  });

  it('compresses a prerendered page the same way', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload).toEqual(brotliCompressSync(CONTACT_HTML));
  });
});
