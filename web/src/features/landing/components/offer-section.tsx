import type { ComponentType } from 'react';

import { cn } from '@/lib/cn';

import { AdvisoryIcon, CarIcon, ChartIcon, PlugIcon, SolarPanelIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

type Offer = { title: string; text: string; Icon: ComponentType<{ className?: string }> };

const OFFERS: Offer[] = [
  {
    title: 'Energy data',
    text: 'Every purchase, unit and token in one history, with reminders before your units run out. Know your tariff band, what each kWh costs you and where your money goes each month.',
    Icon: ChartIcon,
  },
  {
    title: 'Smart devices',
    text: 'Smart meters, plugs and energy monitors that show in real time what your freezer, air conditioner and pumping machine really use, so you can cut waste without sitting in the dark.',
    Icon: PlugIcon,
  },
  {
    title: 'Solar and storage installation',
    text: 'Panels, inverters and lithium batteries sized from a free energy audit of your home or office, installed by certified engineers and backed by after-sales support.',
    Icon: SolarPanelIcon,
  },
  {
    title: 'Electric vehicles',
    text: 'Charging points for electric cars, tricycles and motorcycles at home, in estates and at work, with solar to keep charging cheaper than a tank of petrol.',
    Icon: CarIcon,
  },
  {
    title: 'Advisory',
    text: 'Independent advice for estates, schools, hospitals and SMEs: tariff band reviews, estimated-billing disputes with your DisCo, and a clear plan from generator to solar.',
    Icon: AdvisoryIcon,
  },
];

/** What We Offer: the five lines of business (docs/product.md §1). */
export function OfferSection() {
  return (
    <section
      id="what-we-offer"
      aria-labelledby="what-we-offer-title"
      className="scroll-mt-16 bg-surface focus:outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading
          id="what-we-offer-title"
          eyebrow="What We Offer"
          title="Everything between you and steady power"
          align="center"
        >
          <p>From the token you buy tonight to the solar system that ends your generator bills.</p>
        </SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {OFFERS.map(({ title, text, Icon }, index) => (
            <li
              key={title}
              // Three cards over two on wide screens: the last two share the row evenly.
              className={cn(
                'flex flex-col gap-3 rounded-2xl border border-gray-200/80 bg-white p-6 shadow-card',
                index < 3 ? 'lg:col-span-2' : 'lg:col-span-3',
                index === OFFERS.length - 1 && 'sm:max-lg:col-span-2',
              )}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-ink">{title}</h3>
              <p className="text-sm leading-relaxed text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
