import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { buildHomeRecord, buildOfficeRecord, serveAudits, signIn } from '../test/audit-fixtures';

const INTRO =
  'This questionnaire will help us generate a basic energy needs report to design the optimal system to maximize your energy reliability and cost savings.';
const PROMPT = 'Please proceed with an option below that best describes the location you want to power.';

const HISTORY = 'View your response history';

describe('Energy Audit page', { timeout: 40_000 }, () => {
  it('signed out: the sign-in prompt, whose buttons open Create an account and Sign In; no history is fetched', async () => {
    let historyCalls = 0;
    server.use(
      http.get(apiUrl('/auditForm'), () => ((historyCalls += 1), HttpResponse.json({ msg: 'ok', data: [] }))),
    );
    const { user } = renderApp('/energy-audit');

    expect(await screen.findByRole('heading', { name: 'You have not signed in' })).toBeInTheDocument();
    expect(
      screen.getByText('Please create an account or sign in to have access to your account settings'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Energy Audit', level: 1 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The auth dialogs download on first open, which can take a while on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(historyCalls).toBe(0);
  });

  it('signed in: heading, intro, prompt, the Home and Office choices and the back arrow; no history without responses', async () => {
    signIn();
    const audits = serveAudits([]);
    renderApp('/energy-audit');

    expect(await screen.findByRole('heading', { name: 'Energy Audit', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Office' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await waitFor(() => expect(audits.listCalls()).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: HISTORY })).not.toBeInTheDocument();
  });

  it('the history is collapsible with Type of space and Date (MMM D, YYYY), newest first; each row adds the address and the time', async () => {
    signIn();
    serveAudits([buildOfficeRecord(), buildHomeRecord()]);
    const { user } = renderApp('/energy-audit');

    const toggle = await screen.findByRole('button', { name: HISTORY });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Your energy audit responses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type of space', 'Date', 'Report', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Two responses of one day are told apart by the site's address and the time (Lagos).
      ['Office12 Ahmadu Bello Way, Kaduna', 'Jan 5, 202411:00:00 AM'],
      ['Home4 Admiralty Way, Lekki, Lagos', 'Dec 24, 20237:30:00 PM'],
    ]);
    // docs/product.md §4: the first response is preselected for the detail panel.
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });

  it('a row opens the read-only Office view with every answer and its unit', async () => {
    signIn();
    serveAudits([buildOfficeRecord(), buildHomeRecord()]);
    const { user } = renderApp('/energy-audit');
    await user.click(await screen.findByRole('button', { name: HISTORY }));

    await user.click(
      screen.getByRole('button', { name: 'View Office response of Jan 5, 2024, 11:00:00 AM' }),
    );

    const panel = await screen.findByRole('dialog', { name: 'Office' });
    expect(within(panel).getByText('Submitted on Jan 5, 2024')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(detailValues(within(panel).getByRole('region', { name: 'Contact Person Information' }))).toEqual({
      'Company Name': 'Kaduna Textiles Ltd',
      'Contact Person Name': 'Halima Sani',
      'Contact Phone Number': '08031234567',
      'Company Email': 'facilities@kadunatextiles.ng',
      'Company Address': '12 Ahmadu Bello Way, Kaduna',
    });
    expect(detailValues(within(panel).getByRole('region', { name: 'Current Electricity Source' }))).toEqual({
      'Grid (hours)': '10 hours',
      'Estimated monthly grid cost': 'NGN 150,000.00',
      'Generator (Fuel)': 'PMS',
      'Generator size': '27.5 KVA',
      'Estimated monthly fuel cost': 'NGN 300,000.00',
      'Number of rooms': '14',
      Inverter: '10 KVA',
      'Daytime peak load': '20 kW',
      'Night-time peak load': '8 kW',
      'Estimated Daily Consumption': '180 kWh',
      'GPS coordinate': '10.5105, 7.4165',
      'Land or roof top space (sqm)': '250 sqm',
    });
  });

  it('closing the view of a clicked row gives focus back to that row\u2019s View button', async () => {
    signIn();
    serveAudits([buildOfficeRecord(), buildHomeRecord()]);
    const { user } = renderApp('/energy-audit');
    await user.click(await screen.findByRole('button', { name: HISTORY }));

    await user.click(
      within(screen.getByRole('row', { name: /Home.*Dec 24, 2023/ })).getByText('Dec 24, 2023'),
    );
    expect(await screen.findByRole('dialog', { name: 'Home' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Home' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^View Home response of Dec 24, 2023/ })).toHaveFocus();
  });

  it('clicking a Home row shows the Home view, appliances as Yes/No', async () => {
    signIn();
    serveAudits([buildOfficeRecord(), buildHomeRecord({ appliances: 'true' })]);
    const { user } = renderApp('/energy-audit');
    await user.click(await screen.findByRole('button', { name: HISTORY }));

    await user.click(screen.getByRole('row', { name: /Home.*Dec 24, 2023/ }));

    const panel = await screen.findByRole('dialog', { name: 'Home' });
    expect(within(panel).getByText('Submitted on Dec 24, 2023')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Home.*Dec 24, 2023/, hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(detailValues(panel)).toEqual({
      Name: 'Chinedu Eze',
      Address: '4 Admiralty Way, Lekki, Lagos',
      'Phone Number': '08091234567',
      Email: 'chinedu.eze@example.com',
      'Number of Rooms': '3',
      'ACs to power during the day': '2',
      'Home Appliances': 'Yes',
      'GPS coordinate': 'Behind Lekki Phase 1 gate',
      'Land or roof top space (sqm)': '40 sqm',
    });
  });

  it('pages through a long history with Next and Previous, asking the server for each page', async () => {
    signIn();
    const requestedPages: string[] = [];
    server.use(
      http.get(apiUrl('/auditForm'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        requestedPages.push(page);
        const data =
          page === '2'
            ? [buildHomeRecord({ id: 'home-11' })]
            : Array.from({ length: 10 }, (_, index) => buildOfficeRecord({ id: `office-${index}` }));
        return HttpResponse.json({
          msg: 'Request successful',
          data,
          meta: { page: Number(page), limit: 10, total: 11 },
        });
      }),
    );
    const { user } = renderApp('/energy-audit');
    await user.click(await screen.findByRole('button', { name: HISTORY }));
    expect(screen.getAllByRole('row', { name: /Office.*Jan 5, 2024/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('row', { name: /Home.*Dec 24, 2023/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Office/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(requestedPages).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findAllByRole('row', { name: /Office.*Jan 5, 2024/ })).toHaveLength(10);
  });
});

/** The panel's label → value pairs. */
function detailValues(container: HTMLElement): Record<string, string> {
  const terms = within(container).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}
