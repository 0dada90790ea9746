import type { EnergyReport } from '@powerpay/shared/solar-core';
import {
  NEXT_STEPS,
  NOT_A_SITE_SURVEY,
  assumptionValueText,
  co2AvoidedText,
  formatAmount,
} from '@powerpay/shared/solar-report-text';
import { withoutSpendText } from '@powerpay/shared/solar-report-without-spend';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { Fact, Facts, ReportSection, Warning } from './report-section';

/** The report's closing sections: what the system saves the air, what the figures assume, what to do next. */

export function EnvironmentSection({ report }: { report: EnergyReport }) {
  const { environment } = report;
  // Without the spend answers nothing is known to be avoided: say so rather than show zeros.
  if (environment.basis === 'none') {
    return (
      <ReportSection id="environment">
        <p className="text-sm text-gray-600">{withoutSpendText(report, 'environment')}</p>
      </ReportSection>
    );
  }
  return (
    <ReportSection id="environment">
      <Facts>
        <Fact label="CO₂ avoided" value={co2AvoidedText(report, 't a year')} />
        <Fact
          label="Fuel avoided"
          value={
            environment.fuelUnit
              ? `${formatAmount(environment.fuelAvoidedPerYear)} ${environment.fuelUnit} a year`
              : 'No generator'
          }
        />
        <Fact
          label="Grid energy avoided"
          value={`${formatAmount(environment.gridKwhAvoidedPerYear)} kWh a year`}
        />
      </Facts>
      {environment.fuelUnit ? (
        <p className="text-sm text-gray-600">Less generator time also means less noise and fumes.</p>
      ) : null}
    </ReportSection>
  );
}

export function AssumptionsSection({ report }: { report: EnergyReport }) {
  return (
    <ReportSection id="assumptions">
      <Warning>{NOT_A_SITE_SURVEY}</Warning>
      {report.warnings.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
          {report.warnings.map((warning) => (
            <li key={warning.code}>{warning.message}</li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer py-3 font-medium text-brand-700 sm:py-0">
          Every assumption used ({report.assumptions.length}), with its source
        </summary>
        <ul className="mt-3 divide-y divide-gray-100">
          {report.assumptions.map((item) => (
            <li key={item.key} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
              <span className="text-ink">{item.label}</span>
              <span className="text-gray-700 sm:text-right">
                {assumptionValueText(item)} · {item.source}, {item.asOf}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <p className="text-xs text-gray-600">
        Constants {report.constantsVersion}, solar data {report.solarDataVersion}.
      </p>
    </ReportSection>
  );
}

export function NextStepsSection() {
  return (
    <ReportSection id="next-steps">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-800">
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.track} className={buttonClasses({ variant: 'primary' })}>
          Buy Solar
        </Link>
        <Link to={paths.contact} className={buttonClasses({ variant: 'outline' })}>
          Contact us
        </Link>
      </div>
    </ReportSection>
  );
}
