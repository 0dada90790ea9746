import PDFDocument from 'pdfkit';
import { pdfText } from '../../../lib/pdf-text.ts';

export const COLORS = {
  brand: '#0b6e4f',
  brandDark: '#093b2c',
  brandLight: '#ecf8f3',
  accent: '#e08a0b',
  accentLight: '#fff8eb',
  ink: '#0f1f1a',
  muted: '#4b5563',
  line: '#d1d5db',
  grid: '#e5e7eb',
  warning: '#925009',
} as const;

export const PAGE = { margin: 48, width: 595.28, height: 841.89 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const FOOTER_SPACE = 36;

export type Doc = PDFKit.PDFDocument;

export function createDocument(title: string): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: pdfText(title), Author: 'PowerPay', Subject: 'Solar energy needs report' },
  });
}

/** Starts a new page unless `height` points still fit above the footer. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) doc.addPage();
}

export function sectionHeading(doc: Doc, number: number, title: string) {
  ensureSpace(doc, 90);
  doc.moveDown(0.6);
  const y = doc.y;
  doc.rect(PAGE.margin, y, 4, 18).fill(COLORS.accent);
  doc
    .fillColor(COLORS.brandDark)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${number}. ${pdfText(title)}`, PAGE.margin + 12, y + 2, { width: CONTENT_WIDTH - 12 });
  doc.moveDown(0.5);
  doc.x = PAGE.margin;
}

export function paragraph(
  doc: Doc,
  text: string,
  { color = COLORS.ink as string, size = 10, bold = false } = {},
) {
  ensureSpace(doc, 30);
  doc
    .fillColor(color)
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .text(pdfText(text), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.4);
}

export function warningBox(doc: Doc, text: string) {
  const body = pdfText(text);
  doc.font('Helvetica').fontSize(9.5);
  const height = doc.heightOfString(body, { width: CONTENT_WIDTH - 24 }) + 14;
  ensureSpace(doc, height + 6);
  const y = doc.y;
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, height, 4).fill(COLORS.accentLight);
  doc.rect(PAGE.margin, y, 3, height).fill(COLORS.accent);
  doc.fillColor(COLORS.warning).text(body, PAGE.margin + 14, y + 7, { width: CONTENT_WIDTH - 24 });
  doc.x = PAGE.margin;
  doc.y = y + height + 6;
}

export type Column = { header: string; width: number; align?: 'left' | 'right' };

/** A simple ruled table; repeats its header after a page break. */
export function table(doc: Doc, columns: Column[], rows: string[][], { size = 9 } = {}) {
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const scale = CONTENT_WIDTH / totalWidth;
  const widths = columns.map((column) => column.width * scale);
  const drawRow = (cells: string[], { header = false, shaded = false } = {}) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const texts = cells.map(pdfText);
    const height =
      Math.max(
        ...texts.map((text, index) => doc.heightOfString(text, { width: (widths[index] ?? 0) - 10 })),
      ) + 8;
    ensureSpace(doc, height);
    const y = doc.y;
    if (header) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLORS.brandLight);
    else if (shaded) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill('#f9fafb');
    let x = PAGE.margin;
    texts.forEach((text, index) => {
      const width = widths[index] ?? 0;
      doc
        .fillColor(header ? COLORS.brandDark : COLORS.ink)
        .text(text, x + 5, y + 4, { width: width - 10, align: columns[index]?.align ?? 'left' });
      x += width;
    });
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor(COLORS.grid)
      .stroke();
    doc.x = PAGE.margin;
    doc.y = y + height;
  };
  drawRow(
    columns.map((column) => column.header),
    { header: true },
  );
  rows.forEach((row, index) => {
    if (doc.y + 24 > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      drawRow(
        columns.map((column) => column.header),
        { header: true },
      );
    }
    drawRow(row, { shaded: index % 2 === 1 });
  });
  doc.moveDown(0.6);
}

/** Label–value pairs in two columns of tiles. */
export function factTiles(doc: Doc, facts: { label: string; value: string }[], { columns = 3 } = {}) {
  const gap = 8;
  const width = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const height = 46;
  for (let start = 0; start < facts.length; start += columns) {
    ensureSpace(doc, height + gap);
    const y = doc.y;
    facts.slice(start, start + columns).forEach((fact, index) => {
      const x = PAGE.margin + index * (width + gap);
      doc.roundedRect(x, y, width, height, 5).lineWidth(0.7).strokeColor(COLORS.line).stroke();
      doc
        .fillColor(COLORS.muted)
        .font('Helvetica')
        .fontSize(8)
        .text(pdfText(fact.label).toUpperCase(), x + 8, y + 7, { width: width - 16, characterSpacing: 0.3 });
      doc
        .fillColor(COLORS.ink)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(pdfText(fact.value), x + 8, y + 21, { width: width - 16, height: 22, ellipsis: true });
    });
    doc.x = PAGE.margin;
    doc.y = y + height + gap;
  }
}

/** Page numbers and the "not a site survey" line on every page (pages are buffered). */
export function addFooters(doc: Doc, note: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.width - PAGE.margin, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.grid)
      .stroke();
    doc.fillColor(COLORS.muted).font('Helvetica').fontSize(8);
    doc.text(pdfText(note), PAGE.margin, y, { width: CONTENT_WIDTH - 80, lineBreak: false });
    doc.text(`Page ${index + 1} of ${count}`, PAGE.width - PAGE.margin - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
