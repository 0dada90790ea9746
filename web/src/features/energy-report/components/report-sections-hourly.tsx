import type { EnergyReport } from '@powerpay/shared/solar-core';
import {
  HOW_THE_FIGURES_WERE_MADE,
  WHAT_THE_FIGURES_CANNOT_KNOW,
} from '@powerpay/shared/solar/hourly/report-views';
import { useEffect, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import type { HourByHour } from './hour-by-hour';
import { ReportSection } from './report-section';
import { SpreadFigures } from './report-sections-life';

/**
 * The year simulated hour by hour: two typical days, a week of the battery, the months by source. Its
 * charts come in their own chunk, after the report has painted (docs/decisions/051); loaded by an
 * effect, not `lazy`, so the sections shown one by one in transitions never wait on it.
 */
export function HourByHourSection({ report }: { report: EnergyReport }) {
  const [Charts, setCharts] = useState<typeof HourByHour | null>(null);
  useEffect(() => {
    let isMounted = true;
    void import('./hour-by-hour').then((module) => {
      if (isMounted) setCharts(() => module.HourByHour);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return (
    <ReportSection id="hour-by-hour">
      {Charts ? (
        <Charts simulation={report.simulation} fuelUnit={report.environment.fuelUnit} />
      ) : (
        // About the section's height, so the page does not jump when the charts arrive.
        <div className="flex min-h-[60rem] justify-center py-8" role="status" aria-label="Loading the charts">
          <Spinner className="size-6 text-brand-600" />
        </div>
      )}
    </ReportSection>
  );
}

/** How the figures were made and what they cannot know, in plain words (docs/decisions/051). */
export function HowSureSection({ report }: { report: EnergyReport }) {
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
      <SpreadFigures report={report} />
    </ReportSection>
  );
}
