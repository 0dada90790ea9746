import { MeterEntryForm } from './meter-entry-form';

/** The second meter box, just above the footer, for visitors who read to the end. */
export function MeterCtaSection() {
  return (
    <section aria-labelledby="meter-cta-title" className="bg-white px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="mx-auto grid max-w-6xl items-center gap-8 rounded-3xl bg-gradient-to-br from-accent-100 via-accent-50 to-brand-50 p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr]">
        <div className="flex flex-col gap-3">
          <h2 id="meter-cta-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Units running low? Top up now.
          </h2>
          <p className="text-base leading-relaxed text-gray-700">
            Don't wait for the meter to start beeping at night. Enter your meter number and buy in a few taps;
            your token comes by SMS as well.
          </p>
        </div>
        <MeterEntryForm
          formLabel="Top up your meter"
          inputLabel="Your meter number"
          submitLabel="Top Up Now"
        />
      </div>
    </section>
  );
}
