import {
  HOW_THE_FIGURES_WERE_MADE,
  WHAT_THE_FIGURES_CANNOT_KNOW,
} from '@powerpay/shared/solar/hourly/report-views';
import { COLORS, paragraph, sectionHeading, type Doc } from './pdf-layout.ts';
import { titleOf, type SectionInput } from './pdf-sections-site.ts';

/** How the figures were made and what they cannot know: the page's paragraphs (docs/decisions/051). */
export function howSureSection(doc: Doc, { number }: SectionInput) {
  sectionHeading(doc, number, titleOf('how-sure'));
  paragraph(doc, 'How these figures were made', { bold: true, color: COLORS.brandDark });
  HOW_THE_FIGURES_WERE_MADE.forEach((text) => paragraph(doc, text));
  paragraph(doc, 'What they cannot know', { bold: true, color: COLORS.brandDark });
  WHAT_THE_FIGURES_CANNOT_KNOW.forEach((text) => paragraph(doc, text));
}
