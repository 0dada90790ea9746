import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with its standard fonts, without an external tool: inflate each
 * content stream and decode the hex strings of its `TJ` operators (one line of text each).
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of streamContents(pdf)) {
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexParts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) =>
        Buffer.from(part[1] ?? '', 'hex').toString('latin1'),
      );
      lines.push(hexParts.join(''));
    }
  }
  return lines;
}

/**
 * Each stream's bytes, inflated when compressed. A stream is read by its dictionary's /Length, never up
 * to the next `endstream`: compressed bytes may end in a carriage return, which a pattern would take
 * for part of the end-of-line and cut off, and about one stream in 200 does.
 */
function* streamContents(pdf: Buffer): Generator<string> {
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(
    /<<\s*\/Length (\d+)(\s*\/Filter \/FlateDecode)?[^>]*>>\s*stream\r?\n/g,
  )) {
    const start = (match.index ?? 0) + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    yield match[2] ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
  }
}

export function pageCount(pdf: Buffer): number {
  return [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;
}
