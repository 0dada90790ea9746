import { CheckIcon } from './landing-icons';
import { MeterIllustration } from './illustrations';
import { MeterEntryForm } from './meter-entry-form';

const PROMISES = [
  'Flat NGN 100 fee, shown before you pay',
  'Token on screen and by SMS',
  'Payments secured by Paystack',
];

/** The first screen: the promise, the meter box and what the visitor can count on. */
export function LandingHero() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white focus:outline-none"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200">
            Prepaid electricity for all 12 DisCos in Nigeria
          </p>
          <h1 id="home-title" className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            Top up your prepaid meter in under a minute
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-brand-100">
            No queue at the DisCo office, no agent, no waiting till morning. Enter your meter number, pay by
            card, bank transfer or USSD, and your token arrives at once, whether you are on AEDC, Ikeja
            Electric, EKEDC, IBEDC or PHED.
          </p>

          <div className="rounded-2xl bg-white p-4 text-ink shadow-card sm:p-5">
            <MeterEntryForm formLabel="Start a purchase" inputLabel="Enter your meter number" />
          </div>

          <ul className="flex flex-col gap-2 text-sm text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-accent-300" />
                {promise}
              </li>
            ))}
          </ul>
        </div>

        <MeterIllustration className="mx-auto hidden h-auto w-full max-w-md lg:block" />
      </div>
    </section>
  );
}
