import type { contactForm, ContactFormValues, ContactInput } from '@powerpay/shared/contact-form';
import type { resolveForm } from '@powerpay/shared/form-validation';
import type { Resolver } from 'react-hook-form';

type ContactValidation = { resolveForm: typeof resolveForm; contactForm: typeof contactForm };

let loading: Promise<ContactValidation> | null = null;

/**
 * Loads the shared contact schema (and zod with it) off the page's critical path: the form is
 * usable at once, and the schema is fetched when the visitor starts filling it in.
 */
export function loadContactValidation(): Promise<ContactValidation> {
  loading ??= Promise.all([
    import('@powerpay/shared/form-validation'),
    import('@powerpay/shared/contact-form'),
  ]).then(([{ resolveForm }, { contactForm }]) => ({ resolveForm, contactForm }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The contact form's react-hook-form resolver: the shared schema, with only the first failing
 * field (in the form's order: email, phone, message) carrying an error.
 */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactInput> = async (values) => {
  const { resolveForm, contactForm } = await loadContactValidation();
  return resolveForm(contactForm, values) as Awaited<
    ReturnType<Resolver<ContactFormValues, unknown, ContactInput>>
  >;
};
