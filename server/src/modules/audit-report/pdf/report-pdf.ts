import { formatDate } from '@powerpay/shared';
import {
  NOT_A_SITE_SURVEY,
  co2AvoidedText,
  confidenceText,
  costRangeText,
  formatAmount,
  paybackText,
  siteLine,
} from '@powerpay/shared/solar-report-text';
import { pdfText } from '../../../lib/pdf-text.ts';
import {
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  addFooters,
  createDocument,
  factTiles,
  toBuffer,
  type Doc,
} from './pdf-layout.ts';
import {
  currentSituationSection,
  loadProfileSection,
  recommendedSystemSection,
  solarResourceSection,
} from './pdf-sections-site.ts';
import {
  assumptionsSection,
  costsSection,
  environmentSection,
  nextStepsSection,
  productionSection,
  savingsSection,
} from './pdf-sections-money.ts';
import { hourByHourSection, howSureSection } from './pdf-sections-hourly.ts';
import { lifeMoneySection } from './pdf-sections-life.ts';
import { proposalSection } from './pdf-sections-proposal.ts';
import type { ReportPdfInput } from './pdf-section-input.ts';

/** The report's first block: a brand band with the site, then the summary tiles. */
function cover(doc: Doc, { record, report, generatedAt }: ReportPdfInput) {
  doc.rect(0, 0, PAGE.width, 150).fill(COLORS.brandDark);
  doc.rect(0, 150, PAGE.width, 4).fill(COLORS.accent);
  doc
    .fillColor('#a6ddc7')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('POWERPAY  ·  SOLAR ENERGY NEEDS REPORT', PAGE.margin, 40, { characterSpacing: 1 });
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(pdfText(record.name), PAGE.margin, 62, { width: CONTENT_WIDTH, height: 28, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#d1eee2')
    .text(pdfText(siteLine(record)), PAGE.margin, 94, { width: CONTENT_WIDTH, height: 16, ellipsis: true });
  doc.text(pdfText(`Prepared ${formatDate(generatedAt)}  ·  GPS ${record.gps}`), PAGE.margin, 114, {
    width: CONTENT_WIDTH,
    height: 16,
    ellipsis: true,
  });

  doc.y = 176;
  doc.x = PAGE.margin;
  doc
    .fillColor(COLORS.muted)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('RECOMMENDED SYSTEM', { characterSpacing: 0.5 });
  doc.moveDown(0.2);
  doc
    .fillColor(COLORS.brandDark)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(pdfText(report.summary), { width: CONTENT_WIDTH });
  doc.moveDown(0.8);
  factTiles(doc, [
    { label: 'Estimated cost', value: costRangeText(report, 'NGN ') },
    { label: 'Payback', value: paybackText(report.economics) },
    { label: 'CO2 avoided', value: pdfText(co2AvoidedText(report, 't per year')) },
    { label: 'Solar share of your use', value: `${Math.round(report.production.solarFraction * 100)} %` },
    { label: 'Daily use', value: formatAmount(report.load.dailyKwh.value, 'kWh') },
    { label: 'Confidence', value: confidenceText(report) },
  ]);
}

/** The whole report as an A4 PDF: the same sections as the report page, charts drawn as vectors. */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = createDocument(`Solar energy report – ${input.record.name}`);
  cover(doc, input);
  const sections = [
    currentSituationSection,
    loadProfileSection,
    solarResourceSection,
    recommendedSystemSection,
    productionSection,
    hourByHourSection,
    costsSection,
    savingsSection,
    lifeMoneySection,
    environmentSection,
    howSureSection,
    assumptionsSection,
    proposalSection,
    nextStepsSection,
  ];
  // The summary above is not numbered: the numbered sections start at 1, in the report's order, as on the page.
  sections.forEach((section, index) => section(doc, { ...input, number: index + 1 }));
  addFooters(doc, `PowerPay · ${NOT_A_SITE_SURVEY.split(':')[0]}`);
  return toBuffer(doc);
}
