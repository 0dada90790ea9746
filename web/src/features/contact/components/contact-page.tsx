import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

import { ContactDetails } from './contact-details';

// The form brings react-hook-form and the validation schema; the heading and the details paint without waiting for them.
const loadContactForm = () => import('./contact-form');
const ContactForm = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })));

/** Contact Us: the details on one side, the message form on the other (stacked on phones). */
export function ContactPage() {
  const isFormReady = useAfterFirstPaint();

  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-12 sm:px-6 lg:py-16">
          <p className="text-sm font-semibold tracking-wider text-accent-200 uppercase">
            We are here to help
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
            A token that has not arrived, a question about your tariff band, or a quote for solar at home or
            in the office: send us a message or call, and a member of our Abuja team will get back to you.
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:py-14">
        <ContactDetails />
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-gray-200/80 bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-bold text-ink">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-gray-600">Fields marked * are required.</p>
          {isFormReady ? (
            <Suspense fallback={<ContactFormPlaceholder />}>
              <ContactForm />
            </Suspense>
          ) : (
            <ContactFormPlaceholder />
          )}
        </section>
      </div>
    </>
  );
}

/** Holds the form's place (its height on each screen size) while its code downloads, so nothing jumps. */
function ContactFormPlaceholder() {
  return (
    <div aria-hidden="true" className="flex min-h-[38rem] flex-col gap-5 sm:min-h-[24rem]">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-[4.5rem] rounded-xl bg-gray-100" />
      ))}
      <div className="h-32 rounded-xl bg-gray-100" />
    </div>
  );
}

/**
 * True once the page has painted: the form's download starts at once, but rendering it waits for
 * the first frame, so a slow phone shows the page before it spends time building the form.
 */
function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);

  useEffect(() => {
    void loadContactForm().catch(() => undefined);
    let timeout: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      // A transition: React builds the form in slices, so taps on the page are answered meanwhile.
      timeout = window.setTimeout(() => startTransition(() => setHasPainted(true)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    };
  }, []);

  return hasPainted;
}
