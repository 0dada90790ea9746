import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

const REPORT_SHOWS = [
  {
    title: 'What your power costs today',
    text: 'Naira per kWh from the grid and from your generator, worked out from your own bills and fuel spend.',
  },
  {
    title: 'The system your load needs',
    text: 'Panels, battery and inverter sized for your home or office and your roof, in three options from essentials to full backup.',
  },
  {
    title: 'Cost and payback',
    text: 'A bill of quantities at current Lagos prices, your yearly spend before and after, and when the system pays for itself.',
  },
  {
    title: 'Fuel and CO₂ avoided',
    text: 'The litres of petrol or diesel and the tonnes of CO₂ a year solar would save, with every assumption listed.',
  },
];

const STEPS: { title: string; text: ReactNode }[] = [
  {
    title: 'Fill in the energy audit',
    text: 'Ten minutes on your phone: your space, appliances, grid hours, generator and fuel costs.',
  },
  {
    title: 'See your instant estimate',
    text: 'Your solar energy report opens as soon as you submit: try other fuel prices or batteries, download the PDF; we e-mail you a copy.',
  },
  {
    title: 'Talk to our engineer',
    text: 'A PowerPay solar engineer calls you to review the estimate, visits to check the roof and wiring, and gives you a firm quotation.',
  },
];

/** Buy Solar (/track): what the energy audit gives you today (an instant estimate, then an engineer), and the call to fill it in. */
export function SolarTrackingIntro() {
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="solar-track-title"
        className="grid gap-6 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white sm:p-8 lg:grid-cols-[1.4fr_1fr] lg:items-center"
      >
        <div className="flex flex-col gap-4">
          <h2 id="solar-track-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Find out what solar would do for you
          </h2>
          <p className="text-base leading-relaxed text-brand-50">
            Answer the energy audit questionnaire and get an instant solar estimate for your home or office:
            the system you need, what it costs, what you would save on fuel and prepaid units, and when it
            pays for itself. A PowerPay solar engineer then follows up to confirm it on site.
          </p>
          <Link
            to={paths.energyAudit}
            className={buttonClasses({
              variant: 'secondary',
              size: 'lg',
              className: 'h-auto! min-h-13 w-full py-3 text-center sm:w-fit',
            })}
          >
            Fill in the energy audit questionnaire
          </Link>
        </div>
        <ProductionChart />
      </section>

      <section aria-labelledby="solar-report-title" className="flex flex-col gap-4">
        <h2 id="solar-report-title" className="text-xl font-bold text-ink">
          What your report shows
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REPORT_SHOWS.map((item) => (
            <li key={item.title} className="rounded-2xl border border-gray-200/80 bg-white p-5 shadow-card">
              <h3 className="text-base font-semibold text-ink">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="solar-start-title"
        className="flex flex-col gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-6 sm:p-8"
      >
        <h2 id="solar-start-title" className="text-xl font-bold text-ink">
          Start with the energy audit
        </h2>
        <p className="text-sm leading-relaxed text-gray-700 sm:text-base">
          Every system we design starts from your answers to the energy audit questionnaire. They give you a
          basic energy needs report at once, and give our engineer what they need to design the optimal system
          for your home or office, so you pay for what you need and nothing more.
        </p>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="text-sm font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-sm text-gray-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to={paths.energyAudit} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-fit' })}>
          Go to Energy Audit
        </Link>
      </section>
    </div>
  );
}

// A day's production (amber) against consumption (white): an illustration of solar at work, not live
// data, and captioned so (PowerPay does not track a system's production).
function ProductionChart() {
  const production = [0, 0, 1, 3, 6, 8, 9, 8, 6, 3, 1, 0];
  const consumption = [4, 3, 3, 4, 5, 6, 6, 5, 6, 8, 7, 5];
  return (
    <figure className="flex w-full max-w-sm flex-col gap-2 justify-self-center">
      <svg
        viewBox="0 0 240 140"
        width="240"
        height="140"
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="240" height="140" rx="14" fill="#FFFFFF" opacity="0.08" />
        {production.map((value, index) => (
          <rect
            key={`p-${index}`}
            x={16 + index * 18}
            y={118 - value * 11}
            width="10"
            height={value * 11}
            rx="3"
            fill="#FBBD4F"
          />
        ))}
        <polyline
          points={consumption.map((value, index) => `${21 + index * 18},${118 - value * 11}`).join(' ')}
          fill="none"
          stroke="#FFFFFF"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M12 120h216" stroke="#A6DDC7" strokeWidth="2" />
      </svg>
      <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-brand-50">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-accent-300" aria-hidden="true" />
          Solar production
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded bg-white" aria-hidden="true" />
          Consumption, on an example day
        </span>
      </figcaption>
    </figure>
  );
}
