import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from './pdf-text.ts';

function hexText(text: string): string {
  return `[<${Buffer.from(text, 'latin1').toString('hex')}>] TJ`;
}

function pdfWithStream(bytes: Buffer, dictionary: string): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.3\n1 0 obj\n<<\n/Length ${bytes.length}${dictionary}\n>>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

describe('pdfTextLines', () => {
  it('reads a compressed stream whose last byte is a carriage return, as about one in 200 is', () => {
    // Adler-32's last byte is the byte sum's low byte; each 'A' adds 101 to it, so some padding below 256 ends in \r.
    const line = Array.from({ length: 256 }, (_, count) => `Total ${'A'.repeat(count)}`).find(
      (text) => deflateSync(hexText(text)).at(-1) === 0x0d,
    );
    expect(line).toBeDefined();

    const pdf = pdfWithStream(deflateSync(hexText(line ?? '')), '\n/Filter /FlateDecode');

    expect(pdfTextLines(pdf)).toEqual([line]);
  });

  it('reads an uncompressed stream and joins the hex parts of one TJ', () => {
    const pdf = pdfWithStream(Buffer.from('BT [<48656c6c6f2c20> 40 <776f726c64>] TJ ET', 'latin1'), '');

    expect(pdfTextLines(pdf)).toEqual(['Hello, world']);
  });
});
