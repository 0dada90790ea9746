import { z } from 'zod';
import { emailField, nigerianPhoneField, optionalText, requiredText } from './fields.ts';
import { defineForm } from './form-validation.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/**
 * POST /contact and the Contact Us form. Email (`Please enter your email`, then `Invalid Email`), phone
 * and message are required; name and subject are optional.
 */
export const contactInputSchema = z.object({
  name: optionalText({ maxLength: 100 }),
  email: emailField({ requiredMessage: M.emailRequired }),
  phone: nigerianPhoneField(),
  subject: optionalText({ maxLength: 200 }),
  message: requiredText({ maxLength: 5000 }),
});
export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactFormValues = z.input<typeof contactInputSchema>;
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
export const contactForm = defineForm(contactInputSchema, contactFields);

// Kept in constants.ts so the web form can read it without loading zod; re-exported for callers of this module.
export { CONTACT_PHONE_MAX_LENGTH } from './constants.ts';
