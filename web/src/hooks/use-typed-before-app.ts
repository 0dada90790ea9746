import { useState } from 'react';

/**
 * What was typed into the page's form labelled `formLabel` before the app ran, by field name. It is
 * read while the app adopts the form, before a form library sets its fields to their defaults.
 */
export function useTypedBeforeApp(formLabel: string): Record<string, string> {
  const [typedBeforeApp] = useState(() => readTypedBeforeApp(formLabel));
  return typedBeforeApp;
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
