import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, at the
 * highest levels (once, at build time), so the server sends about a third of the bytes to
 * customers on slow mobile networks without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';

  return {
    name: 'powerpay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));

      await Promise.all(files.map((fileName) => writeCompressedCopies(path.join(outDir, fileName))));
    },
  };
}

/** Writes `<file>.br` and `<file>.gz` beside a text file worth compressing. */
export async function writeCompressedCopies(filePath: string): Promise<void> {
  const contents = await readFile(filePath);
  if (contents.length < MIN_BYTES) return;

  const [brotliCopy, gzipCopy] = await Promise.all([
    brotli(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
    gzipAsync(contents, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${filePath}.br`, brotliCopy), writeFile(`${filePath}.gz`, gzipCopy)]);
}
