import { SolarHomeIllustration } from './illustrations';
import { SectionHeading } from './section-heading';

const FACTS = [
  { value: '12', label: 'DisCos covered, from AEDC to Yola Electric' },
  { value: 'NGN 100', label: 'flat fee per purchase, nothing hidden' },
  { value: '24/7', label: 'token vending, weekends and public holidays too' },
];

/** About Us: who PowerPay is and the problems it solves for Nigerian homes and businesses. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-white focus:outline-none">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col gap-6">
          <SectionHeading id="about-title" eyebrow="About Us" title="Reliable power, paid for the easy way">
            <p>
              PowerPay is an Abuja-based energy company. We started with a simple frustration: queuing at a
              DisCo office for a token, arguing over estimated bills, and spending more on petrol and diesel
              for the generator than on grid power.
            </p>
          </SectionHeading>
          <div className="flex flex-col gap-4 text-base leading-relaxed text-gray-700">
            <p>
              Today you can buy prepaid units for any meter in Nigeria from your phone, keep your meters and
              your family's meters in one place, and see exactly what you spend on light. Since the 2024
              tariff review, Band A customers pay more than NGN 200 per kWh, so every unit counts.
            </p>
            <p>
              And because the grid alone is not enough, our engineers help homes, shops and offices move from
              the generator to solar and batteries, sized from a free energy audit rather than a guess.
            </p>
          </div>
          <dl className="grid gap-4 sm:grid-cols-3">
            {FACTS.map((fact) => (
              <div
                key={fact.value}
                className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-brand-50 p-4"
              >
                <dt className="text-sm text-gray-700">{fact.label}</dt>
                <dd className="order-first text-2xl font-bold text-brand-700">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <SolarHomeIllustration className="mx-auto h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
