import { useEffect, useEffectEvent, useRef } from 'react';

/** A form's values by field name, as the page's loader queued them when it was sent before the app ran. */
export type HeldFormValues = Record<string, string>;

declare global {
  interface Window {
    /** Filled by public/load-app-after-paint.js: each held send's values, by the form's label. */
    __powerpayHeldSubmits?: Record<string, HeldFormValues>;
  }
}

/**
 * A form the prerendered pages show (the landing page's meter boxes and New Purchase). On a slow
 * network a visitor may type into it, and even send it, before its code runs. Until the form is marked
 * `data-app-runs`, the page's loader (public/load-app-after-paint.js) stops a send of a form marked
 * `data-holds-submit`, queues the values it sent and marks the form `data-submit-held` (decision 047).
 * The app may adopt this form after the rest of the page, so the form's own code finishes the job: the
 * answer, spread on the `<form>`, marks it `data-app-runs` once it runs (from then on its own submit
 * handler answers) and hands a queued send to `sendHeld`, once, with the values the visitor sent: the
 * form sends those, not what its state held when the app took over.
 */
export function usePrerenderedForm(formLabel: string, sendHeld: (values: HeldFormValues) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const sendQueued = useEffectEvent((values: HeldFormValues) => sendHeld(values));

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute('data-app-runs', '');
    const values = takeHeldSubmit(formLabel);
    form.removeAttribute('data-submit-held');
    if (values) sendQueued(values);
  }, [formLabel]);

  return { ref, 'data-holds-submit': '' };
}

/** The values of a send of the form labelled `formLabel` held before the app ran, taken off the queue. */
function takeHeldSubmit(formLabel: string): HeldFormValues | undefined {
  const queue = window.__powerpayHeldSubmits;
  const values = queue?.[formLabel];
  if (queue && values) delete queue[formLabel];
  return values;
}
