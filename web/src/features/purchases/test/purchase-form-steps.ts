import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { answerPurchasePage } from './purchase-fixtures';

/** The steps of the New Purchase form a web test takes, as a person would. */
export type User = ReturnType<typeof renderApp>['user'];

/** Answers POST /purchase/verify with `data`, once `until` (if given) settles: the test holds the answer. */
export function answerVerify(
  data: unknown = { Customer_Name: 'ADEBAYO OLUWASEUN' },
  until?: Promise<unknown>,
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/purchase/verify'), async ({ request }) => {
      bodies.push(await request.json());
      await (until ?? delay(30));
      return HttpResponse.json({ msg: 'Request successful', data });
    }),
  );
  return bodies;
}

export async function openForm() {
  const rendered = renderApp('/buy-electricity');
  const form = await screen.findByRole('form', { name: 'New Purchase' });
  return { ...rendered, form };
}

export async function fillForm(
  user: User,
  { meter = '45700112233', amount = '5000', phone = '08031234567' } = {},
) {
  await user.type(screen.getByLabelText(/Meter Number/), meter);
  await user.selectOptions(screen.getByLabelText(/Provider/), 'ikeja-electric');
  await user.selectOptions(screen.getByLabelText(/Meter Type/), 'prepaid');
  await user.type(screen.getByLabelText(/Amount/), amount);
  // A signed-in customer's form starts with the profile's phone: replace it.
  await user.clear(screen.getByLabelText(/Phone Number/));
  await user.type(screen.getByLabelText(/Phone Number/), phone);
}

export async function continueToSummary(user: User) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('region', { name: 'Summary' });
}

/** The page and the meter check answered, the form filled (with `fill`) and continued: its summary. */
export async function openSummary(fill: Parameters<typeof fillForm>[1] = {}) {
  answerPurchasePage();
  answerVerify();
  const { user, goBack, unmount } = await openForm();
  await fillForm(user, fill);
  return { user, goBack, unmount, summary: await continueToSummary(user) };
}
