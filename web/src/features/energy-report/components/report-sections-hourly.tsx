import type { EnergyReport } from '@powerpay/shared/solar-core';
import {
  HOW_THE_FIGURES_WERE_MADE,
  WHAT_THE_FIGURES_CANNOT_KNOW,
} from '@powerpay/shared/solar/hourly/report-views';

import { ReportSection } from './report-section';

/** How the figures were made and what they cannot know, in plain words (docs/decisions/051). */
export function HowSureSection(_props: { report: EnergyReport }) {
  return (
    <ReportSection id="how-sure">
      <div className="flex flex-col gap-2 text-sm text-gray-700">
        <h3 className="text-base font-semibold text-ink">How these figures were made</h3>
        {HOW_THE_FIGURES_WERE_MADE.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="flex flex-col gap-2 text-sm text-gray-700">
        <h3 className="text-base font-semibold text-ink">What they cannot know</h3>
        {WHAT_THE_FIGURES_CANNOT_KNOW.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </ReportSection>
  );
}
