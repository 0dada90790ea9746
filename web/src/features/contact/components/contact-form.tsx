import type { ContactFormValues, ContactInput } from '@powerpay/shared/contact-form';
import { SUCCESS_MESSAGES } from '@powerpay/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';

import { useSendContactMessage } from '../api/send-contact-message';
import { contactResolver, loadContactValidation } from '../utils/form-resolver';

/** docs/product.md §9: the page refreshed 1200 ms after sending; we keep the pause, then clear the form in place. */
export const CONTACT_RESET_DELAY_MS = 1200;

const EMPTY_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

const Optional = () => <span className="ml-1 font-normal text-gray-600">(optional)</span>;

/** A receipt's "Report a problem" opens `/contact?ref=<reference>`: the message starts with it. */
function reportDefaults(ref: string | null): ContactFormValues {
  const reference = ref?.trim().slice(0, 64);
  if (!reference) return EMPTY_FORM;
  return {
    ...EMPTY_FORM,
    subject: `Problem with purchase ${reference}`,
    message: `Purchase reference: ${reference}\n\n`,
  };
}

/** Contact Us form: email, phone and message required (in that order), name and subject optional. */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const sendMessage = useSendContactMessage();
  const [isClearing, setIsClearing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: contactResolver,
    defaultValues: reportDefaults(searchParams.get('ref')),
    reValidateMode: 'onChange',
  });

  const onSubmit = async (values: ContactInput) => {
    try {
      await sendMessage.mutateAsync(values);
    } catch {
      return; // The API client has already shown the error toast; what was typed stays.
    }

    notify.success(SUCCESS_MESSAGES.messageSent);
    setIsClearing(true);
    window.setTimeout(() => {
      reset(EMPTY_FORM);
      setIsClearing(false);
    }, CONTACT_RESET_DELAY_MS);
  };

  return (
    <form
      aria-label="Send us a message"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void loadContactValidation().catch(() => undefined)}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={
            <>
              Name
              <Optional />
            </>
          }
          autoComplete="name"
          placeholder="e.g. Chiamaka Eze"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField
          label="Phone Number"
          placeholder="08012345678"
          isRequired
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={
            <>
              Subject
              <Optional />
            </>
          }
          placeholder="e.g. My token did not arrive"
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <TextAreaField
        label="Message"
        placeholder="Tell us how we can help. For a token issue, include your meter number and the payment reference."
        isRequired
        error={errors.message?.message}
        {...register('message')}
      />
      <Button
        type="submit"
        size="lg"
        busy={sendMessage.isPending || isClearing}
        className="sm:w-fit sm:min-w-48"
      >
        Send Message
      </Button>
    </form>
  );
}
