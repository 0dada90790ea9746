import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';
import { defineForm } from './form-validation.ts';
import { currentPasswordField } from './password-fields.ts';

/** The schemas of confirming an e-mail address and changing it (decision 061); the words are in `email-messages.ts`. */
export { EMAIL_LINK_TTL_HOURS, EMAIL_MESSAGES } from './email-messages.ts';

/** POST /auth/confirm-email: the token of the link. */
export const emailConfirmationInputSchema = z.object({ token: requiredText({ maxLength: 512 }) });
export type EmailConfirmationInput = z.output<typeof emailConfirmationInputSchema>;

/** POST /user/email and My Account's Change e-mail form. Order: the new address, then the password. */
export const emailChangeInputSchema = z.object({
  email: emailField(),
  password: currentPasswordField(),
});
export type EmailChangeInput = z.output<typeof emailChangeInputSchema>;
export type EmailChangeFormValues = z.input<typeof emailChangeInputSchema>;
export const emailChangeFields = ['email', 'password'] as const;
export const emailChangeForm = defineForm(emailChangeInputSchema, emailChangeFields);

/** What the link's page learns: the address now confirmed. */
export const emailConfirmationSchema = z.object({ email: z.string() });
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;
