import {
  FINANCE_HEADERS,
  PROPOSAL_SOURCES,
  backupText,
  financeRows,
  financingText,
  tierEquipment,
} from '@powerpay/shared/solar-proposal';
import { COLORS, ensureSpace, paragraph, sectionHeading, table, type Doc } from './pdf-layout.ts';
import { NAIRA, titleOf, type SectionInput } from './pdf-section-input.ts';

/** The proposal per tier, as the page shows it (decision 059): backup at night, instalments, warranties. */
export function proposalSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('proposal'));
  report.tiers.forEach((tier) => {
    ensureSpace(doc, 200);
    paragraph(doc, `${tier.label}${tier.isRecommended ? ' (recommended)' : ''}`, {
      bold: true,
      color: COLORS.brandDark,
    });
    paragraph(doc, backupText(tier.backup));
    paragraph(doc, financingText(report, tier, NAIRA), { size: 9 });
    table(
      doc,
      FINANCE_HEADERS.map((header, index) => ({
        header,
        width: index === 0 ? 120 : 150,
        align: index === 0 ? ('left' as const) : ('right' as const),
      })),
      financeRows(tier, NAIRA),
    );
    tierEquipment(tier).forEach((item) =>
      paragraph(doc, `${item.name} (${item.detail}): warranty ${item.warranty}.`, { size: 9 }),
    );
  });
  paragraph(doc, PROPOSAL_SOURCES, { color: COLORS.muted, size: 8 });
}
