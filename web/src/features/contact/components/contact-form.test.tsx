import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

async function openContactForm() {
  const rendered = renderApp('/contact');
  const form = await screen.findByRole('form', { name: 'Send us a message' });
  const fields = {
    name: within(form).getByLabelText(/^Name/),
    email: within(form).getByLabelText(/^Email/),
    phone: within(form).getByLabelText(/^Phone Number/),
    subject: within(form).getByLabelText(/^Subject/),
    message: within(form).getByLabelText(/^Message/),
  };
  const send = within(form).getByRole('button', { name: 'Send Message' });
  return { ...rendered, form, fields, send };
}

/** The one inline message the form shows (docs/product.md §4: only the first failing field is flagged). */
function shownMessages(form: HTMLElement): string[] {
  return within(form)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '');
}

describe('Contact Us form', () => {
  it('flags one field at a time, in form order, with the documented messages', async () => {
    const { user, form, fields, send } = await openContactForm();

    await user.click(send);
    await waitFor(() => expect(shownMessages(form)).toEqual(['Please enter your email']));
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');

    await user.type(fields.email, 'chiamaka@');
    await user.click(send);
    await waitFor(() => expect(shownMessages(form)).toEqual(['Invalid Email']));

    await user.type(fields.email, 'example.ng');
    await waitFor(() => expect(shownMessages(form)).toEqual([]));
    await user.click(send);
    await waitFor(() => expect(shownMessages(form)).toEqual(['This field is required']));
    expect(fields.phone).toHaveAttribute('aria-invalid', 'true');

    await user.type(fields.phone, '0601234567');
    await user.click(send);
    await waitFor(() => expect(shownMessages(form)).toEqual(['Please Enter a valid Phone Number']));

    await user.clear(fields.phone);
    await user.type(fields.phone, '08031234567');
    await user.click(send);
    await waitFor(() => expect(shownMessages(form)).toEqual(['This field is required']));
    expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(fields.subject).not.toHaveAttribute('aria-invalid');
  });

  it('takes a phone pasted with +234 and spaces, and nothing past 17 characters (decision 020)', async () => {
    const { user, fields } = await openContactForm();

    expect(fields.phone).toHaveAttribute('maxLength', '17');
    await user.type(fields.phone, '+234 803 123 4567 99');
    expect(fields.phone).toHaveValue('+234 803 123 4567');
  });

  it('sends name and subject as optional: Loading..., the toast, then a cleared form', async () => {
    let received: unknown;
    server.use(
      http.post(apiUrl('/contact'), async ({ request }) => {
        received = await request.json();
        await delay(150);
        return HttpResponse.json({
          msg: 'message sent successfully',
          data: { id: 'a1b2', created_at: new Date().toISOString() },
        });
      }),
    );
    const { user, form, fields, send } = await openContactForm();

    await user.type(fields.email, 'chiamaka@example.ng');
    await user.type(fields.phone, '08031234567');
    await user.type(fields.message, 'My token for meter 45012345678 has not arrived.');
    await user.click(send);

    expect(await within(form).findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(await screen.findByText('message sent successfully')).toBeInTheDocument();
    // What the shared schema produced: trimmed, optional fields left empty as null.
    expect(received).toEqual({
      name: null,
      email: 'chiamaka@example.ng',
      phone: '08031234567',
      subject: null,
      message: 'My token for meter 45012345678 has not arrived.',
    });

    await waitFor(() => expect(fields.email).toHaveValue(''));
    expect(fields.phone).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(shownMessages(form)).toEqual([]);
  });

  it('a refusal from the server toasts its message and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl('/contact'), () =>
        HttpResponse.json({ msg: 'Too many requests. Please try again in 540 seconds.' }, { status: 429 }),
      ),
    );
    const { user, form, fields, send } = await openContactForm();

    await user.type(fields.name, 'Chiamaka Eze');
    await user.type(fields.email, 'chiamaka@example.ng');
    await user.type(fields.phone, '8031234567');
    await user.type(fields.message, 'Hello');
    await user.click(send);

    expect(
      await screen.findByText('Too many requests. Please try again in 540 seconds.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fields.name).toHaveValue('Chiamaka Eze');
    expect(fields.message).toHaveValue('Hello');
  });

  it('shows the contact details, labelled social links, its own title and description', async () => {
    await openContactForm();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'support@powerpay.ng' })).toHaveAttribute(
      'href',
      'mailto:support@powerpay.ng',
    );
    expect(within(main).getByRole('link', { name: '0809 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348091234567',
    );
    for (const name of [
      'PowerPay on Facebook',
      'PowerPay on X (Twitter)',
      'PowerPay on Instagram',
      'PowerPay on LinkedIn',
      'Chat with PowerPay on WhatsApp',
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(document.title).toBe('Contact Us | PowerPay');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Abuja'),
    );
  });
});
