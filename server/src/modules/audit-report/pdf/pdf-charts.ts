import { niceTicks, scaleOf } from '@powerpay/shared/solar-report-charts';
import { pdfText } from '../../../lib/pdf-text.ts';
import { COLORS, CONTENT_WIDTH, PAGE, ensureSpace, type Doc } from './pdf-layout.ts';

type Frame = { x: number; y: number; width: number; height: number };
const AXIS_WIDTH = 52;
const LABEL_HEIGHT = 16;

/** Reserves room for a chart, draws its title, grid lines and value axis, and returns the plot frame. */
function chartFrame(
  doc: Doc,
  {
    title,
    ticks,
    format,
    height,
  }: { title: string; ticks: number[]; format: (value: number) => string; height: number },
) {
  ensureSpace(doc, height + 40);
  doc
    .fillColor(COLORS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(pdfText(title), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  const top = doc.y + 6;
  const frame: Frame = { x: PAGE.margin + AXIS_WIDTH, y: top, width: CONTENT_WIDTH - AXIS_WIDTH, height };
  const scale = scaleOf(ticks);
  doc.font('Helvetica').fontSize(7.5);
  for (const tick of ticks) {
    const y = frame.y + frame.height - scale(tick) * frame.height;
    doc
      .moveTo(frame.x, y)
      .lineTo(frame.x + frame.width, y)
      .lineWidth(tick === 0 ? 0.8 : 0.4)
      .strokeColor(tick === 0 ? COLORS.muted : COLORS.grid)
      .stroke();
    doc.fillColor(COLORS.muted).text(pdfText(format(tick)), PAGE.margin, y - 3.5, {
      width: AXIS_WIDTH - 6,
      align: 'right',
      lineBreak: false,
    });
  }
  return { frame, scale, bottom: top + height };
}

function categoryLabels(doc: Doc, frame: Frame, labels: string[]) {
  const step = frame.width / labels.length;
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
  labels.forEach((label, index) => {
    doc.text(pdfText(label), frame.x + index * step, frame.y + frame.height + 4, {
      width: step,
      align: 'center',
      lineBreak: false,
    });
  });
}

function finish(doc: Doc, bottom: number, legend?: { color: string; label: string; line?: boolean }[]) {
  let y = bottom + LABEL_HEIGHT + 2;
  if (legend) {
    let x = PAGE.margin + AXIS_WIDTH;
    doc.font('Helvetica').fontSize(8);
    for (const item of legend) {
      if (item.line)
        doc
          .moveTo(x, y + 4)
          .lineTo(x + 14, y + 4)
          .lineWidth(2)
          .strokeColor(item.color)
          .stroke();
      else doc.rect(x, y, 10, 8).fill(item.color);
      doc.fillColor(COLORS.ink).text(pdfText(item.label), x + 18, y, { lineBreak: false });
      x += 28 + doc.widthOfString(pdfText(item.label));
    }
    y += 14;
  }
  doc.x = PAGE.margin;
  doc.y = y + 6;
}

/** Vertical bars, one per category, value printed above each when there are few. */
export function barChart(
  doc: Doc,
  {
    title,
    bars,
    format,
    height = 150,
    color = COLORS.brand,
  }: {
    title: string;
    bars: { label: string; value: number; color?: string }[];
    format: (value: number) => string;
    height?: number;
    color?: string;
  },
) {
  const ticks = niceTicks(0, Math.max(...bars.map((bar) => bar.value), 0));
  const { frame, scale, bottom } = chartFrame(doc, { title, ticks, format, height });
  const step = frame.width / bars.length;
  const barWidth = Math.min(step * 0.62, 70);
  bars.forEach((bar, index) => {
    const barHeight = scale(bar.value) * frame.height;
    const x = frame.x + index * step + (step - barWidth) / 2;
    doc.rect(x, frame.y + frame.height - barHeight, barWidth, barHeight).fill(bar.color ?? color);
    if (bars.length <= 4) {
      doc
        .fillColor(COLORS.ink)
        .font('Helvetica-Bold')
        .fontSize(8.5)
        .text(pdfText(format(bar.value)), x - 20, frame.y + frame.height - barHeight - 12, {
          width: barWidth + 40,
          align: 'center',
          lineBreak: false,
        });
    }
  });
  categoryLabels(
    doc,
    frame,
    bars.map((bar) => bar.label),
  );
  finish(doc, bottom);
}

/** Monthly production bars with the monthly load as a line across them. */
export function barsWithLine(
  doc: Doc,
  {
    title,
    rows,
    format,
    height = 160,
  }: {
    title: string;
    rows: { label: string; bar: number; line: number }[];
    format: (value: number) => string;
    height?: number;
  },
) {
  const ticks = niceTicks(0, Math.max(...rows.flatMap((row) => [row.bar, row.line]), 0));
  const { frame, scale, bottom } = chartFrame(doc, { title, ticks, format, height });
  const step = frame.width / rows.length;
  const barWidth = step * 0.6;
  rows.forEach((row, index) => {
    const barHeight = scale(row.bar) * frame.height;
    doc
      .rect(
        frame.x + index * step + (step - barWidth) / 2,
        frame.y + frame.height - barHeight,
        barWidth,
        barHeight,
      )
      .fill(COLORS.brand);
  });
  rows.forEach((row, index) => {
    const x = frame.x + index * step + step / 2;
    const y = frame.y + frame.height - scale(row.line) * frame.height;
    if (index === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  doc.lineWidth(2).strokeColor(COLORS.accent).stroke();
  categoryLabels(
    doc,
    frame,
    rows.map((row) => row.label),
  );
  finish(doc, bottom, [
    { color: COLORS.brand, label: 'Solar production (kWh)' },
    { color: COLORS.accent, label: 'Your use (kWh)', line: true },
  ]);
}

/** The cumulative cash flow, year 0 to 10, with the payback crossing marked. */
export function cashFlowChart(
  doc: Doc,
  {
    title,
    points,
    breakEven,
    format,
    height = 170,
  }: {
    title: string;
    points: { year: number; cumulative: number }[];
    breakEven: number | null;
    format: (value: number) => string;
    height?: number;
  },
) {
  const values = points.map((point) => point.cumulative);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const { frame, scale, bottom } = chartFrame(doc, { title, ticks, format, height });
  const lastYear = Math.max(...points.map((point) => point.year), 1);
  const xOf = (year: number) => frame.x + (year / lastYear) * frame.width;
  const yOf = (value: number) => frame.y + frame.height - scale(value) * frame.height;
  points.forEach((point, index) => {
    if (index === 0) doc.moveTo(xOf(point.year), yOf(point.cumulative));
    else doc.lineTo(xOf(point.year), yOf(point.cumulative));
  });
  doc.lineWidth(2).strokeColor(COLORS.brand).stroke();
  for (const point of points)
    doc
      .circle(xOf(point.year), yOf(point.cumulative), 2.2)
      .fill(point.cumulative >= 0 ? COLORS.brand : COLORS.accent);
  if (breakEven !== null) {
    const x = xOf(breakEven);
    doc
      .moveTo(x, frame.y)
      .lineTo(x, frame.y + frame.height)
      .dash(3, { space: 3 })
      .lineWidth(1)
      .strokeColor(COLORS.accent)
      .stroke()
      .undash();
    doc
      .fillColor(COLORS.warning)
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(`Breaks even in year ${breakEven}`, x + 4, frame.y + 2, { lineBreak: false });
  }
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
  for (const point of points)
    doc.text(`Y${point.year}`, xOf(point.year) - 12, frame.y + frame.height + 4, {
      width: 24,
      align: 'center',
      lineBreak: false,
    });
  finish(doc, bottom);
}
