import type { ComponentType } from 'react';

import { HeadsetIcon, ShieldIcon, TagIcon, TimerIcon } from './landing-icons';
import { SectionHeading } from './section-heading';

type Reason = { title: string; text: string; Icon: ComponentType<{ className?: string }> };

const REASONS: Reason[] = [
  {
    title: 'Tokens in seconds',
    text: 'Your 20-digit token shows on screen the moment your payment clears, and comes by SMS too. If a DisCo is slow, we keep checking and send it as soon as it is issued.',
    Icon: TimerIcon,
  },
  {
    title: 'One flat fee',
    text: 'NGN 100 per purchase, shown before you pay. No hidden charges and nothing taken from your units: buy NGN 5,000 of power, get NGN 5,000 of power.',
    Icon: TagIcon,
  },
  {
    title: 'Safe payments',
    text: 'You pay on Paystack, a payment company licensed by the Central Bank of Nigeria. We never see or keep your card details, and a paid order is never charged twice.',
    Icon: ShieldIcon,
  },
  {
    title: 'People who pick up',
    text: 'A real support team in Abuja on the phone, by e-mail and on WhatsApp, six days a week. Token problems are sorted the same day.',
    Icon: HeadsetIcon,
  },
];

/** Why Choose Us: four points (docs/product.md §1). */
export function WhyChooseUsSection() {
  return (
    <section
      id="why-choose-us"
      aria-labelledby="why-choose-us-title"
      className="scroll-mt-16 bg-white focus:outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading
          id="why-choose-us-title"
          eyebrow="Why Choose Us"
          title="Built for how Nigerians buy power"
          align="center"
        >
          <p>Thousands of naira and hours of darkness ride on every token. We treat it that way.</p>
        </SectionHeading>
        <ol className="grid gap-5 sm:grid-cols-2">
          {REASONS.map(({ title, text, Icon }, index) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-gray-200/80 p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                <Icon className="size-6" />
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold text-ink">
                  <span className="sr-only">{index + 1}. </span>
                  {title}
                </h3>
                <p className="text-sm leading-relaxed text-gray-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
