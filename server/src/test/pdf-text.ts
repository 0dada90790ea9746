import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with its standard fonts, without an external tool: inflate each
 * content stream and decode the hex strings of its `TJ` operators (one line of text each).
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of source.matchAll(streamPattern)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexParts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => Buffer.from(part[1] ?? '', 'hex').toString('latin1'));
      lines.push(hexParts.join(''));
    }
  }
  return lines;
}

export function pageCount(pdf: Buffer): number {
  return [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;
}
