import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '@powerpay/shared';
import { EMAIL_MESSAGES } from '@powerpay/shared/email-messages';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { buildUser, signInAs } from '../test/account-fixtures';

const NEW_EMAIL = 'adaeze.new@example.com';

async function emailCard() {
  const heading = await screen.findByRole('heading', { name: 'E-mail address' });
  return within(heading.parentElement!);
}

describe('My Account: the e-mail address (decision 061)', () => {
  it('shows an unconfirmed address with Resend link, which asks for the link again', async () => {
    signInAs(buildUser({ email_confirmed: false }));
    let resent = 0;
    server.use(
      http.post(apiUrl('/user/email/resend'), () => {
        resent += 1;
        return HttpResponse.json({ msg: EMAIL_MESSAGES.linkSent, data: null });
      }),
    );
    const { user } = renderApp('/my-account');

    const card = await emailCard();
    expect(await card.findByText('Not confirmed')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Resend link' }));

    expect(await screen.findByText(EMAIL_MESSAGES.linkSent)).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('shows a confirmed address without Resend link', async () => {
    signInAs(buildUser({ email_confirmed: true }));
    renderApp('/my-account');

    const card = await emailCard();
    expect(await card.findByText('Confirmed')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });

  it('changes the address with the password: the new one waits for its link', async () => {
    const customer = signInAs(buildUser({ email_confirmed: true }));
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/user/email'), async ({ request }) => {
        sent.push(await request.json());
        const updated = { ...customer, pending_email: NEW_EMAIL };
        server.use(http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: updated })));
        return HttpResponse.json({ msg: EMAIL_MESSAGES.changeRequested, data: updated });
      }),
    );
    const { user } = renderApp('/my-account');

    const card = await emailCard();
    await user.click(card.getByRole('button', { name: 'Change e-mail' }));
    await user.type(await card.findByLabelText(/New e-mail address/), 'not-an-address');
    await user.type(card.getByLabelText(/Current password/), 'Secret#123');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));
    expect(await card.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(card.getByLabelText(/New e-mail address/));
    await user.type(card.getByLabelText(/New e-mail address/), NEW_EMAIL);
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByText(EMAIL_MESSAGES.changeRequested)).toBeInTheDocument();
    expect(sent).toEqual([{ email: NEW_EMAIL, password: 'Secret#123' }]);
    expect(await card.findByRole('status')).toHaveTextContent(
      `Waiting for you to open the link we sent to ${NEW_EMAIL}`,
    );
    expect(card.queryByLabelText(/New e-mail address/)).not.toBeInTheDocument();
  });

  it('keeps the form open with registration’s answer for a taken address', async () => {
    signInAs(buildUser({ email_confirmed: true }));
    server.use(
      http.post(apiUrl('/user/email'), () =>
        HttpResponse.json({ msg: SERVER_MESSAGES.emailTaken }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/my-account');

    const card = await emailCard();
    await user.click(card.getByRole('button', { name: 'Change e-mail' }));
    await user.type(await card.findByLabelText(/New e-mail address/), NEW_EMAIL);
    await user.type(card.getByLabelText(/Current password/), 'Secret#123');
    await user.click(card.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByText(SERVER_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(card.getByLabelText(/New e-mail address/)).toHaveValue(NEW_EMAIL);
  });
});
