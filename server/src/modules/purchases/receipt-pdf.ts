import { receiptLines, receiptTokenText } from '@powerpay/shared/receipt';
import PDFDocument from 'pdfkit';
import { pdfText } from '../../lib/pdf-text.ts';
import { presentTransaction } from './purchase-presenter.ts';
import type { PurchaseRow } from './purchases.repository.ts';

const INK = '#0f1f1a';
const MUTED = '#475569';
const BRAND = '#0b6e4f';
const RULE = '#e2e8f0';
const PAGE_MARGIN = 56;

/**
 * One A4 page that reads like a utility bill: the token large at the top, then who, which meter,
 * which DisCo and how much. Built with the standard Helvetica fonts, so no font files ship: its text
 * goes through `pdfText`, which keeps to what they draw.
 */
export function renderReceiptPdf(row: PurchaseRow): Promise<Buffer> {
  const transaction = presentTransaction(row);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: {
      Title: `PowerPay receipt ${row.ref}`,
      Author: 'PowerPay',
      Subject: 'Electricity purchase receipt',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - PAGE_MARGIN * 2;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(22).text('PowerPay');
  doc.fillColor(MUTED).font('Helvetica').fontSize(11).text('Electricity purchase receipt');
  doc.moveDown(1.5);

  const boxTop = doc.y;
  doc.roundedRect(PAGE_MARGIN, boxTop, width, 78, 8).fillAndStroke('#ecf8f3', '#a6ddc7');
  doc
    .fillColor(MUTED)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('METER TOKEN', PAGE_MARGIN + 16, boxTop + 14);
  doc
    .fillColor(INK)
    .font('Courier-Bold')
    .fontSize(22)
    .text(receiptTokenText(transaction), PAGE_MARGIN + 16, boxTop + 32);
  doc.y = boxTop + 78 + 24;

  for (const { label, value } of receiptLines(transaction)) {
    const top = doc.y;
    const isTotal = label === 'Total';
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(11)
      .text(pdfText(label), PAGE_MARGIN, top, { width: width / 2 - 8 });
    doc
      .fillColor(INK)
      .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(isTotal ? 13 : 11)
      .text(pdfText(value), PAGE_MARGIN + width / 2, top, { width: width / 2, align: 'right' });
    const bottom = Math.max(doc.y, top + 16) + 6;
    doc
      .moveTo(PAGE_MARGIN, bottom)
      .lineTo(PAGE_MARGIN + width, bottom)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = bottom + 8;
  }

  doc.moveDown(1.5);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(
      'Enter the token on your meter keypad. Keep this receipt as proof of payment.',
      PAGE_MARGIN,
      doc.y,
      {
        width,
        align: 'center',
      },
    );

  doc.end();
  return done;
}
