import { EMAIL_MESSAGES } from '@powerpay/shared/email-messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

/** Answers POST /auth/confirm-email with `answer`, counting the tokens it was sent. */
function answerConfirmation(answer: () => Response) {
  const tokens: string[] = [];
  server.use(
    http.post(apiUrl('/auth/confirm-email'), async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return answer();
    }),
  );
  return tokens;
}

describe('/confirm-email, the page of the e-mailed link (decision 061)', () => {
  it('spends the token once and says the address is confirmed, with the way to sign in', async () => {
    const tokens = answerConfirmation(() =>
      HttpResponse.json({ msg: EMAIL_MESSAGES.confirmed, data: { email: 'ada.new@example.com' } }),
    );
    renderApp('/confirm-email?token=link-token-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeInTheDocument();
    expect(await screen.findByText(EMAIL_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText('ada.new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmy-account',
    );
    expect(tokens).toEqual(['link-token-1']);
  });

  it.each([
    ['expired', EMAIL_MESSAGES.linkExpired],
    ['already used', EMAIL_MESSAGES.linkUsed],
  ])('says so on the page when the link is %s, without a toast', async (_case, message) => {
    answerConfirmation(() => HttpResponse.json({ msg: message }, { status: 400 }));
    renderApp('/confirm-email?token=link-token-2');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('sends nothing for a link without its token', async () => {
    const tokens = answerConfirmation(() => HttpResponse.json({ msg: 'unexpected' }, { status: 500 }));
    renderApp('/confirm-email');

    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_MESSAGES.linkInvalid);
    expect(tokens).toEqual([]);
  });
});
