import { useEffect, useRef, useState } from 'react';

/**
 * A form the prerendered page shows before its code runs (New Purchase on Buy Electricity). On a slow
 * network a visitor may type into it, and even send it, before the app runs. The page's loader
 * (public/load-app-after-paint.js) holds such a send and marks the form `data-submit-held`. It does
 * this for a form marked `data-holds-submit` until the form is marked `data-app-runs`.
 *
 * The app may hydrate this form after the rest of the page, so the form's own code finishes the job:
 * - `typedBeforeApp`: what was typed into the page's form before the app ran, by field name. It is
 *   read while the app adopts the form, before a form library sets its fields to their defaults;
 * - `formProps`, spread on the `<form>`: once the form runs it is marked `data-app-runs`, and a held
 *   send is sent again, through the app.
 */
export function usePrerenderedForm(formLabel: string) {
  const ref = useRef<HTMLFormElement>(null);
  const [typedBeforeApp] = useState(() => readTypedBeforeApp(formLabel));

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute('data-app-runs', '');
    if (!form.hasAttribute('data-submit-held')) return;
    form.removeAttribute('data-submit-held');
    form.requestSubmit();
  }, []);

  return { typedBeforeApp, formProps: { ref, 'data-holds-submit': '' } };
}

/** The named fields of the page's form labelled `formLabel` whose value differs from the HTML's. */
function readTypedBeforeApp(formLabel: string): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const form = document.querySelector(`form[aria-label="${CSS.escape(formLabel)}"]`);
  // Not the prerendered form (the app drew the page), or one the app already runs.
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-app-runs')) return {};

  const typed: Record<string, string> = {};
  for (const field of Array.from(form.elements)) {
    const isChanged =
      field instanceof HTMLInputElement
        ? field.value !== field.defaultValue
        : field instanceof HTMLSelectElement && field.value !== defaultChoice(field);
    if (isChanged && (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.name)
      typed[field.name] = field.value;
  }
  return typed;
}

/**
 * What a select shows before anyone chooses: the option its HTML marks selected, else its first. An
 * untouched select marks none (the placeholder is first), so comparing each option's `selected` with
 * its `defaultSelected` would take it for a choice of "" and wipe a draft's provider (decision 020).
 */
function defaultChoice(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}
