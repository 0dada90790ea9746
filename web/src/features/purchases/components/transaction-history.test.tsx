import type { Transaction } from '@powerpay/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { answerPurchasePage, buildTransaction, signInCustomer } from '../test/purchase-fixtures';

function pageOf(page: number, count: number): Transaction[] {
  return Array.from({ length: count }, (_, index) =>
    buildTransaction({ ref: `PP-P${page}-${index + 1}`, meter_name: `CUSTOMER P${page} N${index + 1}` }),
  );
}

/** Answers GET /purchase with `rowsFor(query)` and records every query string sent. */
function answerHistory(rowsFor: (params: URLSearchParams) => Transaction[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/purchase'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const data = rowsFor(params);
      return HttpResponse.json({
        msg: 'Request successful',
        data,
        meta: { page: Number(params.get('page')), limit: 10, total: 25 },
      });
    }),
  );
  return queries;
}

async function openHistory() {
  const rendered = renderApp('/buy-electricity?tab=history');
  await screen.findByRole('heading', { name: 'Transaction History' });
  return rendered;
}

describe('Transaction History', () => {
  it('asks a signed-out visitor to sign in', async () => {
    answerPurchasePage();
    renderApp('/buy-electricity?tab=history');

    expect(await screen.findByRole('heading', { name: 'You have not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('pages with page sent: Next hides under 10 rows, Previous shows above page 1', async () => {
    signInCustomer();
    answerPurchasePage();
    const queries = answerHistory((params) =>
      pageOf(Number(params.get('page')), params.get('page') === '3' ? 5 : 10),
    );
    const { user } = await openHistory();

    expect(await screen.findByText('CUSTOMER P1 N1')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();
    expect(within(pagination).getByText('1')).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('limit')).toBe('10');

    // A page of the list is the same page of the app: the window keeps its place.
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await user.click(within(pagination).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('CUSTOMER P2 N1')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
    expect(within(pagination).getByRole('button', { name: /Previous/ })).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('CUSTOMER P3 N5')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(pagination).queryByRole('button', { name: /Next/ })).not.toBeInTheDocument(),
    );
    expect(queries.map((params) => params.get('page'))).toEqual(['1', '2', '3']);

    await user.click(within(pagination).getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('CUSTOMER P2 N1')).toBeInTheDocument();
  });

  it('searches by name, status and Start Date / End Date (typed DD/MM/YYYY) from page 1', async () => {
    signInCustomer();
    answerPurchasePage();
    const queries = answerHistory((params) =>
      params.get('name') === 'adebayo'
        ? [buildTransaction({ ref: 'PP-MATCH', meter_name: 'ADEBAYO MATCHED' })]
        : pageOf(1, 10),
    );
    const { user } = await openHistory();
    await screen.findByText('CUSTOMER P1 N1');

    await user.type(screen.getByLabelText('Search by name'), 'adebayo');
    await user.selectOptions(screen.getByLabelText('Status'), 'Awaiting payment');
    await user.type(screen.getByLabelText('Start Date'), '01/01/2026');
    await user.type(screen.getByLabelText('End Date'), '31/01/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('ADEBAYO MATCHED')).toBeInTheDocument();
    const last = queries.at(-1);
    expect(Object.fromEntries(last ?? [])).toEqual({
      limit: '10',
      page: '1',
      name: 'adebayo',
      status: 'unpaid',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('keeps the search and the page in the address: Back returns to the one before, a reload shows them again', async () => {
    signInCustomer();
    answerPurchasePage();
    const queries = answerHistory((params) => {
      const rows = pageOf(Number(params.get('page')), 10);
      return params.get('name')
        ? rows.map((row) => ({ ...row, meter_name: row.meter_name.replace('CUSTOMER', 'ADEBAYO') }))
        : rows;
    });
    const { user, currentPath, goBack, unmount } = await openHistory();
    await screen.findByText('CUSTOMER P1 N1');

    await user.type(screen.getByLabelText('Search by name'), 'adebayo');
    await user.selectOptions(screen.getByLabelText('Status'), 'Awaiting payment');
    await user.type(screen.getByLabelText('Start Date'), '1/1/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('ADEBAYO P1 N1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('ADEBAYO P2 N1')).toBeInTheDocument();
    expect(currentPath()).toBe(
      '/buy-electricity?tab=history&name=adebayo&status=unpaid&from=2026-01-01&page=2',
    );

    await goBack();
    expect(await screen.findByText('ADEBAYO P1 N1')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveValue('01/01/2026');
    await goBack();
    expect(await screen.findByText('CUSTOMER P1 N1')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Start Date')).toHaveValue('');

    unmount();
    renderApp('/buy-electricity?tab=history&name=adebayo&status=unpaid&from=2026-01-01&page=2');
    expect(await screen.findByText('ADEBAYO P2 N1')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveValue('adebayo');
    expect(screen.getByLabelText('Status')).toHaveValue('unpaid');
    expect(screen.getByLabelText('Start Date')).toHaveValue('01/01/2026');
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      limit: '10',
      page: '2',
      name: 'adebayo',
      status: 'unpaid',
      from: '2026-01-01',
    });
  });

  it('reads an address without the values the API would refuse', async () => {
    signInCustomer();
    answerPurchasePage();
    const queries = answerHistory(() => pageOf(1, 3));
    renderApp('/buy-electricity?tab=history&page=0&status=delivered&from=2026-02-31&to=2026-03-01&name=ada');

    expect(await screen.findByText('CUSTOMER P1 N1')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      limit: '10',
      page: '1',
      name: 'ada',
      to: '2026-03-01',
    });
    expect(screen.getByLabelText('End Date')).toHaveValue('01/03/2026');
  });

  it('refuses a Start Date after the End Date without calling the API', async () => {
    signInCustomer();
    answerPurchasePage();
    const queries = answerHistory(() => pageOf(1, 3));
    const { user } = await openHistory();
    await screen.findByText('CUSTOMER P1 N1');

    await user.type(screen.getByLabelText('Start Date'), '10/02/2026');
    await user.type(screen.getByLabelText('End Date'), '01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Start Date must not be after End Date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });

  it('after dates that cannot be searched, the last search’s rows do not stay under the new filters', async () => {
    signInCustomer();
    answerPurchasePage();
    const queries = answerHistory((params) =>
      params.get('name') === 'adebayo' ? [buildTransaction({ meter_name: 'ADEBAYO' })] : pageOf(1, 3),
    );
    const { user } = await openHistory();
    await user.type(screen.getByLabelText('Search by name'), 'adebayo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('ADEBAYO')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by name'));
    await user.type(screen.getByLabelText('Start Date'), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
    expect(
      screen.getByText('Correct the dates above and press Search to see your transactions.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ADEBAYO')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(queries).toHaveLength(2);

    await user.clear(screen.getByLabelText('Start Date'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('CUSTOMER P1 N1')).toBeInTheDocument();
    expect(screen.queryByText(/Correct the dates above/)).not.toBeInTheDocument();
  });

  it('shows each purchase’s Lagos time beside its date', async () => {
    signInCustomer();
    answerPurchasePage();
    answerHistory(() => [buildTransaction({ created_at: '2026-03-05T13:04:05.000Z' })]);
    await openHistory();

    expect(await screen.findByText(/2:04:05 PM/)).toBeInTheDocument();
  });

  it('a search that matches nothing says so and keeps the filters', async () => {
    signInCustomer();
    answerPurchasePage();
    answerHistory((params) => (params.get('name') ? [] : pageOf(1, 3)));
    const { user } = await openHistory();
    await screen.findByText('CUSTOMER P1 N1');

    await user.type(screen.getByLabelText('Search by name'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No matching transactions')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toHaveValue('nobody');
    expect(screen.queryByRole('button', { name: 'Buy Electricity' })).not.toBeInTheDocument();
  });

  it('shows the empty state; Buy Electricity opens New Purchase', async () => {
    signInCustomer();
    answerPurchasePage();
    answerHistory(() => []);
    const { user } = await openHistory();

    expect(await screen.findByText('No Transaction history')).toBeInTheDocument();
    expect(screen.getByText('Click on the button below to purchase electricity')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Electricity' }));

    expect(await screen.findByRole('form', { name: 'New Purchase' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New Purchase' })).toHaveAttribute('aria-selected', 'true');
  });
});
