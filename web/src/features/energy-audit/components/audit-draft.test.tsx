import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setSession } from '@/lib/session';
import { AUDIT_DRAFT_KEYS } from '@/lib/tab-drafts';
import { apiUrl, server } from '@/test/server';
import { renderApp } from '@/test/render-app';

import { IMPROVE_REPORT_TITLE } from './improve-report-section';
import { field, formPanel, openAuditForm, typeInto } from '../test/form-helpers';

const ADDRESS = 'Home Address';
const ROOMS = 'Home Size (Number of Bedrooms)';
const GRID_SPEND = 'Monthly grid electricity spend (NGN)';

const improveReportToggle = () =>
  within(formPanel()).getByRole('button', {
    name: new RegExp(IMPROVE_REPORT_TITLE.replace(/[()]/g, '\\$&')),
  });

/** A reload: the page goes, the tab's storage stays; the same form is opened again. */
async function reopenAfterReload(unmount: () => void, choice: 'Home' | 'Office' = 'Home') {
  unmount();
  return openAuditForm(choice);
}

describe('Energy Audit answers kept in the tab', { timeout: 40_000 }, () => {
  it('come back after a reload, optional answers included, with their section open', async () => {
    const typing = await openAuditForm('Home');
    await typeInto(typing.user, ADDRESS, '4 Admiralty Way, Lekki, Lagos');
    await typeInto(typing.user, ROOMS, '3');
    await typing.user.click(improveReportToggle());
    await typeInto(typing.user, GRID_SPEND, '45000');

    await reopenAfterReload(typing.unmount);

    expect(field(ADDRESS)).toHaveValue('4 Admiralty Way, Lekki, Lagos');
    expect(field(ROOMS)).toHaveValue('3');
    expect(improveReportToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(field(GRID_SPEND)).toHaveValue('45000');
    // The customer's own details are still there too.
    expect(field('Name')).toHaveValue('Halima Sani');
  });

  it('keep each form apart: the Office form does not take the Home answers', async () => {
    const typing = await openAuditForm('Home');
    await typeInto(typing.user, ADDRESS, '4 Admiralty Way, Lekki, Lagos');

    await reopenAfterReload(typing.unmount, 'Office');

    expect(field('Company Address')).toHaveValue('');
  });

  it('are forgotten once the audit is sent: the next one starts from the customer details alone', async () => {
    const typing = await openAuditForm('Home');
    await typeInto(typing.user, ADDRESS, '4 Admiralty Way, Lekki, Lagos');
    await typeInto(typing.user, ROOMS, '3');
    await typeInto(typing.user, 'How many ACs do you want to power during the day', '2');
    await typing.user.click(
      within(
        within(formPanel()).getByRole('group', { name: /^Do you want to power water heaters/ }),
      ).getByRole('radio', { name: 'No' }),
    );
    await typeInto(typing.user, 'GPS coordinate for your location', '6.4281, 3.4219');
    await typeInto(typing.user, 'Land or roof top space available for solar panels (sqm)', '40');
    await typing.user.click(within(formPanel()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
    expect(typing.audits.submissions).toHaveLength(1);

    await reopenAfterReload(typing.unmount);

    expect(field(ADDRESS)).toHaveValue('');
    expect(field(ROOMS)).toHaveValue('');
    expect(window.sessionStorage.getItem(AUDIT_DRAFT_KEYS.home)).toBeNull();
  });

  it('are not shown to another customer signed in on the same tab', async () => {
    const typing = await openAuditForm('Home');
    await typeInto(typing.user, ADDRESS, '4 Admiralty Way, Lekki, Lagos');
    typing.unmount();

    const other = {
      email: 'musa.bello@example.com',
      first_name: 'Musa',
      last_name: 'Bello',
      phone: '08021234567',
    };
    const { user } = renderApp('/energy-audit');
    setSession({
      ...other,
      created_at: '2026-01-10T09:00:00.000Z',
      last_updated: '2026-01-10T09:00:00.000Z',
      reminder: false,
      reminder_frequency: null,
      token: 'session-token-2',
    });
    server.use(
      http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: other })),
    );
    await user.click(await screen.findByRole('button', { name: 'Home' }, { timeout: 15_000 }));
    await screen.findByRole('dialog', { name: /Energy Audit Form/ }, { timeout: 15_000 });

    expect(field(ADDRESS)).toHaveValue('');
    expect(field('Name')).toHaveValue('Musa Bello');
  });

  it('are forgotten when the customer logs out', async () => {
    const typing = await openAuditForm('Home');
    await typeInto(typing.user, ADDRESS, '4 Admiralty Way, Lekki, Lagos');
    typing.unmount();
    server.use(
      http.post(apiUrl('/auth/logout'), () =>
        HttpResponse.json({ msg: 'Logged out successfully', data: null }),
      ),
    );
    const account = renderApp('/my-account');
    await account.user.click(await screen.findByRole('button', { name: 'Log Out' }, { timeout: 15_000 }));
    await screen.findByRole('img', { name: 'PowerPay' });

    expect(window.sessionStorage.getItem(AUDIT_DRAFT_KEYS.home)).toBeNull();
    account.unmount();
    await openAuditForm('Home');
    expect(field(ADDRESS)).toHaveValue('');
  });

  it('are ignored when the stored draft is not one the form wrote', async () => {
    window.sessionStorage.setItem(
      AUDIT_DRAFT_KEYS.home,
      JSON.stringify({
        owner: 'halima.sani@example.com',
        answers: { address: 'x'.repeat(501), rooms: 3, ac: '2' },
      }),
    );
    const home = await openAuditForm('Home');

    expect(field(ADDRESS)).toHaveValue('');
    expect(field(ROOMS)).toHaveValue('');
    expect(field('How many ACs do you want to power during the day')).toHaveValue('2');

    window.sessionStorage.setItem(AUDIT_DRAFT_KEYS.office, '{not json');
    await reopenAfterReload(home.unmount, 'Office');
    expect(field('Company Address')).toHaveValue('');
  });
});
